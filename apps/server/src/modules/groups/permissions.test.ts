import { GroupRole, ResultCode } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { groupCall, groupState, makeGroup, signUp, type TestUser } from './groups.test-support.ts';

// Every group action × every kind of caller: what is allowed works, the rest get their code and change nothing.

const t = useTestApp();
let cast: Record<
  'owner' | 'admin' | 'member' | 'outsider' | 'blocked' | 'target' | 'target2' | 'spare',
  TestUser
>;
beforeAll(async () => {
  cast = {
    owner: await signUp(t),
    admin: await signUp(t),
    member: await signUp(t),
    outsider: await signUp(t),
    blocked: await signUp(t),
    target: await signUp(t),
    target2: await signUp(t),
    spare: await signUp(t),
  };
  // "blocked": a user the owner has blocked, outside the group.
  await t.app.services.users.block(cast.owner.id, cast.blocked.id);
});

const ACTORS = ['owner', 'admin', 'member', 'outsider', 'blocked'] as const;
type Actor = (typeof ACTORS)[number];

const OK = 200;
const NO_RIGHTS = ResultCode.groupNoRights;
const NOT_IN = ResultCode.notInGroup;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Action = {
  name: string;
  request: (groupId: number) => [Method, string, Record<string, unknown>];
  /** Prepares the group (after it is made with owner, admin, member, target and target2 as admin). */
  setup?: (groupId: number) => Promise<void>;
  /** Reads change nothing even when allowed. */
  read?: boolean;
  expected: Record<Actor, number>;
};

const membersOnly = { owner: OK, admin: OK, member: OK, outsider: NOT_IN, blocked: NOT_IN };
const ownerAndAdmins = { owner: OK, admin: OK, member: NO_RIGHTS, outsider: NOT_IN, blocked: NOT_IN };
const ownerOnly = { owner: OK, admin: NO_RIGHTS, member: NO_RIGHTS, outsider: NOT_IN, blocked: NOT_IN };
const on = (who: 'target' | 'target2' | 'owner') => (groupId: number) => ({ groupId, userId: cast[who].id });

const ACTIONS: Action[] = [
  {
    name: 'edit the group',
    request: (groupId) => ['PUT', '/app/group', { groupId, groupName: 'renamed', jyRemark: 'notice' }],
    expected: ownerAndAdmins,
  },
  {
    name: 'view the group',
    request: (groupId) => ['GET', `/app/group/${groupId}`, {}],
    read: true,
    // outsiders see nothing without an invitation (issue 17)
    expected: { owner: OK, admin: OK, member: OK, outsider: NOT_IN, blocked: NOT_IN },
  },
  {
    name: 'view the group, invited',
    setup: inviteOutsiders,
    request: (groupId) => ['GET', `/app/group/${groupId}`, {}],
    read: true,
    // the invitation's preview
    expected: { owner: OK, admin: OK, member: OK, outsider: OK, blocked: OK },
  },
  {
    name: 'list the members',
    request: (groupId) => ['GET', '/app/groupMeb/list', { groupId }],
    read: true,
    expected: membersOnly,
  },
  {
    name: 'invite a user',
    request: (groupId) => ['POST', '/app/groupMeb/invite', { groupId, memberIds: [cast.spare.id] }],
    expected: membersOnly,
  },
  {
    name: 'join without an invitation',
    request: (groupId) => ['POST', '/app/groupMeb/join', { groupId }],
    expected: {
      owner: ResultCode.alreadyInGroup,
      admin: ResultCode.alreadyInGroup,
      member: ResultCode.alreadyInGroup,
      outsider: ResultCode.groupInviteRequired,
      blocked: ResultCode.groupInviteRequired,
    },
  },
  {
    name: 'join with a member’s invitation',
    setup: inviteOutsiders,
    request: (groupId) => ['POST', '/app/groupMeb/join', { groupId }],
    expected: {
      owner: ResultCode.alreadyInGroup,
      admin: ResultCode.alreadyInGroup,
      member: ResultCode.alreadyInGroup,
      outsider: OK,
      // the owner blocked him: the member's invitation does not get him past that
      blocked: ResultCode.blockedByUser,
    },
  },
  {
    name: 'decline an invitation',
    setup: inviteOutsiders,
    request: (groupId) => ['POST', '/app/groupMeb/invitation/decline', { groupId }],
    expected: {
      owner: ResultCode.notFound,
      admin: ResultCode.notFound,
      member: ResultCode.notFound,
      outsider: OK,
      blocked: OK,
    },
  },
  {
    name: 'make an ordinary member admin',
    request: (groupId) => ['POST', '/app/groupMeb/user/manage', on('target')(groupId)],
    expected: ownerOnly,
  },
  {
    name: 'take admin rights away',
    request: (groupId) => ['POST', '/app/groupMeb/user/manage/remove', on('target2')(groupId)],
    expected: ownerOnly,
  },
  {
    name: 'mute an ordinary member',
    request: (groupId) => ['POST', '/app/groupMeb/user/gag', on('target')(groupId)],
    expected: ownerAndAdmins,
  },
  {
    name: 'mute an admin',
    request: (groupId) => ['POST', '/app/groupMeb/user/gag', on('target2')(groupId)],
    expected: ownerOnly,
  },
  {
    name: 'mute the owner',
    request: (groupId) => ['POST', '/app/groupMeb/user/gag', on('owner')(groupId)],
    expected: { ...ownerOnly, owner: ResultCode.cannotTargetSelf },
  },
  {
    name: 'unmute an ordinary member',
    setup: (groupId) => t.app.services.groups.setMuted(cast.owner.id, on('target')(groupId), true),
    request: (groupId) => ['POST', '/app/groupMeb/user/gag/rollback', on('target')(groupId)],
    expected: ownerAndAdmins,
  },
  {
    name: 'unmute an admin',
    setup: (groupId) => t.app.services.groups.setMuted(cast.owner.id, on('target2')(groupId), true),
    request: (groupId) => ['POST', '/app/groupMeb/user/gag/rollback', on('target2')(groupId)],
    expected: ownerOnly,
  },
  {
    name: 'mute everybody',
    request: (groupId) => ['POST', '/app/group/gag', { groupId }],
    expected: ownerAndAdmins,
  },
  {
    name: 'end mute-all',
    setup: (groupId) => t.app.services.groups.setGagAll(cast.owner.id, groupId, true),
    request: (groupId) => ['POST', '/app/group/gag/rollback', { groupId }],
    expected: ownerAndAdmins,
  },
  {
    name: 'remove an ordinary member',
    request: (groupId) => ['POST', '/app/groupMeb/remove', on('target')(groupId)],
    expected: ownerAndAdmins,
  },
  {
    name: 'remove an admin',
    request: (groupId) => ['POST', '/app/groupMeb/remove', on('target2')(groupId)],
    expected: ownerOnly,
  },
  {
    name: 'remove the owner',
    request: (groupId) => ['POST', '/app/groupMeb/remove', on('owner')(groupId)],
    expected: { ...ownerOnly, owner: ResultCode.cannotTargetSelf },
  },
  {
    name: 'dismiss the group',
    request: (groupId) => ['DELETE', '/app/group/dismiss', { groupId }],
    expected: ownerOnly,
  },
  {
    name: 'cancel (module groups only)',
    request: (groupId) => ['POST', '/app/group/cancel', { groupId }],
    expected: {
      owner: ResultCode.notModuleGroup,
      admin: ResultCode.notModuleGroup,
      member: ResultCode.notModuleGroup,
      outsider: NOT_IN,
      blocked: NOT_IN,
    },
  },
  {
    name: 'quit',
    request: (groupId) => ['DELETE', '/app/groupMeb/quit', { groupId }],
    expected: membersOnly,
  },
  {
    name: 'set one’s nickname',
    request: (groupId) => ['PUT', '/app/group/anonEdit', { groupId, myName: 'nick' }],
    expected: membersOnly,
  },
];

/** The ordinary member invites the two outsiders (strangers to him). */
async function inviteOutsiders(groupId: number) {
  await t.app.services.groups.invite(cast.member.id, {
    groupId,
    memberIds: [cast.outsider.id, cast.blocked.id],
  });
}

/** owner; admin and target2 admins; member and target ordinary. */
async function freshGroup() {
  return makeGroup(t, cast.owner, {
    admins: [cast.admin, cast.target2],
    members: [cast.member, cast.target],
  });
}

describe('group permission matrix', () => {
  for (const action of ACTIONS)
    it(action.name, async () => {
      for (const actor of ACTORS) {
        const groupId = await freshGroup();
        await action.setup?.(groupId);
        const before = await groupState(t, groupId);
        const [method, url, payload] = action.request(groupId);
        const res = await groupCall(t, method, url, cast[actor], payload);
        const expected = action.expected[actor];
        expect([actor, res.body.code], JSON.stringify(res.body)).toEqual([actor, expected]);
        expect(res.body.success).toBe(expected === OK);
        const after = await groupState(t, groupId);
        if (expected !== OK || action.read) expect(after, actor).toEqual(before);
        else expect(after, actor).not.toEqual(before);
      }
    });

  it('names the roles OWNER 1, ADMIN 2, GENNER 3', () => {
    expect(GroupRole).toEqual({ owner: 1, admin: 2, ordinary: 3 });
  });
});
