import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { clientId } from '../chat/chat.test-support.ts';
import {
  groupCall,
  groupState,
  makeFriends,
  makeGroup,
  noticesOf,
  rolesOf,
  signUpMany,
} from './groups.test-support.ts';

// Changes of one group run one at a time (the group row is locked); with sends in between nothing deadlocks, no
// request fails with a 500, and the chat's members always match the group's.

const t = useTestApp();

const users = (n: number) => signUpMany(t, n);

describe('a group under concurrent changes', () => {
  it('takes joins, invites, mutes and sends at once, and ends with the group and its chat in step', async () => {
    const [owner, admin, ...rest] = await users(10);
    const groupId = await makeGroup(t, owner!, { admins: [admin!] });
    const [joiners, invitees] = [rest.slice(0, 4), rest.slice(4)];
    // The joiners hold invitations (they are strangers); the invitees are friends of both who add them.
    await t.app.services.groups.invite(owner!.id, { groupId, memberIds: joiners.map((u) => u.id) });
    for (const invitee of invitees) {
      await makeFriends(t, owner!, invitee);
      await makeFriends(t, admin!, invitee);
    }
    const calls = [
      ...joiners.map((u) => groupCall(t, 'POST', '/app/groupMeb/join', u, { groupId })),
      groupCall(t, 'POST', '/app/groupMeb/invite', admin, { groupId, memberIds: invitees.map((u) => u.id) }),
      groupCall(t, 'POST', '/app/groupMeb/invite', owner, { groupId, memberIds: invitees.map((u) => u.id) }),
      groupCall(t, 'POST', '/app/group/gag', admin, { groupId }),
      groupCall(t, 'PUT', '/app/group', owner, { groupId, jyRemark: 'at once' }),
      ...[owner!, admin!].map((u) =>
        t.call('POST', '/app/chat/message/send', {
          token: u.token,
          body: {
            conversationType: 3,
            targetId: groupId,
            objectName: 'RC:TxtMsg',
            clientMsgId: clientId(),
            content: { content: 'meanwhile' },
          },
        }),
      ),
    ];
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    // both invites name the same users: one adds them, the other finds them there already
    const inviteCodes = answers.slice(4, 6).map((a) => a.body.code);
    expect(inviteCodes.sort()).toEqual([200, 22412]);
    const state = await groupState(t, groupId);
    const everyone = [owner!, admin!, ...rest].map((u) => u.id).sort((a, b) => a - b);
    expect(state.chatMembers).toEqual(everyone);
    expect([...state.members.map((m: any) => m.user_id)].sort((a, b) => a - b)).toEqual(everyone);
    expect(state.group).toMatchObject({ gag_all: true, notice: 'at once' });
  });

  it('dissolves exactly once when every member quits at the same moment', async () => {
    const [owner, ...members] = await users(5);
    const groupId = await makeGroup(t, owner!, { members });
    const answers = await Promise.all(
      [owner!, ...members].map((u) => groupCall(t, 'DELETE', '/app/groupMeb/quit', u, { groupId })),
    );
    const codes = answers.map((a) => a.body.code);
    // the last one but one dissolves the group; the last finds it dissolved
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 22406)).toHaveLength(1);
    const state = await groupState(t, groupId);
    expect(state.chatMembers).toEqual([]);
    expect(state.group).toMatchObject({ status: 2 });
    const survivor = [owner!, ...members].find((_, i) => codes[i] === 22406)!;
    const actions = (await noticesOf(t, survivor.id, groupId)).map((n) => n.action);
    expect(actions.filter((a) => a === 'dismiss')).toHaveLength(1);
    expect(actions.filter((a) => a === 'quit')).toHaveLength(4);
    // the dissolved group keeps its last member's row (and answers 22406 to him like to everyone)
    expect(Object.keys(await rolesOf(t, groupId))).toEqual([String(survivor.id)]);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/app/group',
      '/app/group/{id}',
      '/app/group/list',
      '/app/group/groupModuleList',
      '/app/group/add/module',
      '/app/group/gag',
      '/app/group/gag/rollback',
      '/app/group/dismiss',
      '/app/group/cancel',
      '/app/group/anonEdit',
      '/app/groupMeb/join',
      '/app/groupMeb/invite',
      '/app/groupMeb/list',
      '/app/groupMeb/user/manage',
      '/app/groupMeb/user/manage/remove',
      '/app/groupMeb/user/gag',
      '/app/groupMeb/user/gag/rollback',
      '/app/groupMeb/remove',
      '/app/groupMeb/quit',
      '/app/ol/customerUser/assign',
    ])
      expect(paths).toContain(path);
  });
});
