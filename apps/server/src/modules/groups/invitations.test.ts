import {
  GROUP_INVITATION_CLOSED_EVENT,
  GROUP_INVITATION_EVENT,
  GROUP_INVITATION_TTL_MS,
  GroupRole,
  ResultCode,
  StaffRole,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { conversationsOf, eventsOf, send } from '../chat/chat.test-support.ts';
import {
  expectRefused,
  groupCall,
  groupState,
  makeFriends,
  makeGroup,
  noticesOf,
  signUp,
  signUpMany,
  type TestUser,
} from './groups.test-support.ts';

// Issue 17: nobody joins a group by its id alone. A member adds his friends and invites anyone else; the invitee
// accepts (POST /app/groupMeb/join) or declines; a non-member learns nothing of a group without an invitation.

const t = useTestApp();

const users = (n: number) => signUpMany(t, n);

const join = (user: TestUser, groupId: number) =>
  groupCall(t, 'POST', '/app/groupMeb/join', user, { groupId });
const decline = (user: TestUser, groupId: number) =>
  groupCall(t, 'POST', '/app/groupMeb/invitation/decline', user, { groupId });
const invitationsOf = (user: TestUser) => groupCall(t, 'GET', '/app/groupMeb/invitations', user);
const invite = (inviter: TestUser, groupId: number, invitees: TestUser[]) =>
  groupCall(t, 'POST', '/app/groupMeb/invite', inviter, { groupId, memberIds: invitees.map((u) => u.id) });
const say = (user: TestUser, groupId: number, text: string) =>
  send(t, { token: user.token }, { conversationType: 3, targetId: groupId, content: { content: text } });

const invitationEvents = async (user: TestUser) =>
  (await eventsOf(t, user.id)).filter(
    (e) => e.type === GROUP_INVITATION_EVENT || e.type === GROUP_INVITATION_CLOSED_EVENT,
  );

async function pendingRows(groupId: number, inviteeId: number) {
  return queryRows<{ status: number; inviter_id: number }>(
    t.db,
    sql`select status, inviter_id from group_invitations
        where group_id = ${groupId} and invitee_id = ${inviteeId} and status = 0`,
  );
}

describe('a stranger and a private group', () => {
  it('refuses POST /app/groupMeb/join {groupId} without an invitation: nothing joins, nothing is read', async () => {
    // two people's private group, as in the report
    const [owner, friend, stranger] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [friend!] });
    expect((await say(owner!, groupId, 'our private plans')).body.code).toBe(200);

    const res = await expectRefused(
      t,
      groupId,
      () => join(stranger!, groupId),
      ResultCode.groupInviteRequired,
    );
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe(
      'You can join this group only by a member’s invitation, and you have no valid one',
    );
    const history = await t.call('GET', '/app/chat/message/history', {
      token: stranger!.token,
      query: { conversationType: 3, targetId: groupId },
    });
    expect(history.body).toMatchObject({ code: ResultCode.notInGroup });
    // GET /app/group/{id} says no more than to anyone outside a group
    const info = await groupCall(t, 'GET', `/app/group/${groupId}`, stranger);
    expect(info.body).toMatchObject({ code: ResultCode.notInGroup, data: null });
    expect(await conversationsOf(t, stranger!.token)).toEqual([]);
  });
});

describe('invite, then accept or decline', () => {
  it('invites a stranger (told live), shows him the invitation and a preview, and lets him in when he accepts', async () => {
    const [owner, member, stranger] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    const invited = await invite(member!, groupId, [stranger!]);
    expect(invited.body.data).toMatchObject({
      groupId,
      memberIds: [owner!.id, member!.id],
      addedIds: [],
      invitedIds: [stranger!.id],
    });
    // not a member yet: no chat, no member row
    expect((await groupState(t, groupId)).members).toHaveLength(2);
    expect(await conversationsOf(t, stranger!.token)).toEqual([]);
    const [told] = await invitationEvents(stranger!);
    expect(told).toMatchObject({
      type: GROUP_INVITATION_EVENT,
      groupId,
      groupName: 'Test group',
      inviterId: member!.id,
      inviterName: expect.any(String),
    });

    const list = await invitationsOf(stranger!);
    expect(list.body).toMatchObject({ code: 200, total: 1 });
    expect(list.body.rows[0]).toMatchObject({
      invitationId: told.invitationId,
      groupId,
      groupName: 'Test group',
      memberCount: 2,
      inviter: { userId: member!.id },
    });
    expect(Date.parse(list.body.rows[0].expireTime) - Date.parse(list.body.rows[0].createTime)).toBe(
      GROUP_INVITATION_TTL_MS,
    );
    const preview = await groupCall(t, 'GET', `/app/group/${groupId}`, stranger);
    expect(preview.body.data).toEqual({
      groupId,
      groupName: 'Test group',
      ruGroupName: '',
      avatar: '',
      avatarCompress: '',
      jyRemark: '',
      jyAvatar: '',
      moduleType: 0,
      responsibleModule: 0,
      userId: 0,
      customerName: '',
      imUserId: null,
      imNickName: '',
      myName: '',
      role: null,
      memberIds: [],
      memberCount: 2,
      gagAll: false,
      muted: false,
      historyVisible: false,
      createTime: '',
    });

    const joined = await join(stranger!, groupId);
    expect(joined.body.data).toMatchObject({ role: GroupRole.ordinary, memberCount: 3 });
    expect((await noticesOf(t, owner!.id, groupId)).at(-1)).toMatchObject({
      action: 'join',
      operatorId: stranger!.id,
      userIds: [stranger!.id],
    });
    expect((await invitationEvents(stranger!)).at(-1)).toMatchObject({
      type: GROUP_INVITATION_CLOSED_EVENT,
      groupId,
      status: 1,
    });
    expect((await invitationsOf(stranger!)).body).toMatchObject({ rows: [], total: 0 });
    expect((await conversationsOf(t, stranger!.token))[0]).toMatchObject({ targetId: String(groupId) });
  });

  it('declines: the invitation is gone, joining is refused, and a new invitation may follow', async () => {
    const [owner, member, stranger] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await invite(owner!, groupId, [stranger!]);
    const res = await decline(stranger!, groupId);
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect((await invitationEvents(stranger!)).at(-1)).toMatchObject({
      type: GROUP_INVITATION_CLOSED_EVENT,
      status: 2,
    });
    expect((await invitationsOf(stranger!)).body.total).toBe(0);
    await expectRefused(t, groupId, () => join(stranger!, groupId), ResultCode.groupInviteRequired);
    expect((await groupCall(t, 'GET', `/app/group/${groupId}`, stranger)).body.code).toBe(
      ResultCode.notInGroup,
    );
    await expectRefused(t, groupId, () => decline(stranger!, groupId), ResultCode.notFound);

    await invite(member!, groupId, [stranger!]);
    expect((await join(stranger!, groupId)).body.code).toBe(200);
  });

  it('keeps one pending invitation per group and user: a second invite neither doubles it nor tells him again', async () => {
    const [owner, member, stranger] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await invite(owner!, groupId, [stranger!]);
    const again = await invite(member!, groupId, [stranger!]);
    expect(again.body.data).toMatchObject({ addedIds: [], invitedIds: [stranger!.id] });
    expect(await pendingRows(groupId, stranger!.id)).toEqual([{ status: 0, inviter_id: owner!.id }]);
    expect(await invitationEvents(stranger!)).toHaveLength(1);
  });

  it('lets an invitation lapse after its time, or once its inviter leaves; a fresh one replaces it', async () => {
    const [owner, member, inviter, late, orphan] = await users(5);
    const groupId = await makeGroup(t, owner!, { members: [member!, inviter!] });
    await invite(owner!, groupId, [late!]);
    t.clock.advance(GROUP_INVITATION_TTL_MS + 1);
    expect((await invitationsOf(late!)).body.total).toBe(0);
    await expectRefused(t, groupId, () => join(late!, groupId), ResultCode.groupInviteRequired);

    await invite(inviter!, groupId, [orphan!]);
    expect((await groupCall(t, 'DELETE', '/app/groupMeb/quit', inviter, { groupId })).body.code).toBe(200);
    expect((await invitationsOf(orphan!)).body.total).toBe(0);
    await expectRefused(t, groupId, () => join(orphan!, groupId), ResultCode.groupInviteRequired);

    // a member invites them again: the stale pending rows lapse, one fresh invitation each, and it works
    await invite(member!, groupId, [late!, orphan!]);
    for (const user of [late!, orphan!]) {
      expect(await pendingRows(groupId, user.id)).toEqual([{ status: 0, inviter_id: member!.id }]);
      expect((await join(user, groupId)).body.code).toBe(200);
    }
  });

  it('voids invitations of a dissolved group', async () => {
    const [owner, member, stranger] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await invite(owner!, groupId, [stranger!]);
    await groupCall(t, 'DELETE', '/app/group/dismiss', owner, { groupId });
    expect((await invitationsOf(stranger!)).body.total).toBe(0);
    expect((await join(stranger!, groupId)).body.code).toBe(ResultCode.notInGroup);
  });

  it('accepts one invitation once when 10 accepts arrive at the same moment', async () => {
    const [owner, member, stranger] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await invite(owner!, groupId, [stranger!]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(stranger!, groupId)));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const code of codes.filter((c) => c !== 200))
      expect([ResultCode.alreadyInGroup, ResultCode.groupInviteRequired]).toContain(code);
    const state = await groupState(t, groupId);
    expect(state.members.filter((m: any) => m.user_id === stranger!.id)).toHaveLength(1);
    expect(state.chatMembers.filter((id) => id === stranger!.id)).toHaveLength(1);
    expect(state.invitations).toEqual([{ invitee_id: stranger!.id, inviter_id: owner!.id, status: 1 }]);
    expect((await noticesOf(t, owner!.id, groupId)).filter((n) => n.action === 'join')).toHaveLength(1);
  });

  it('accepting and declining at once: exactly one wins', async () => {
    const [owner, member, stranger] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await invite(owner!, groupId, [stranger!]);
    const [joined, declined] = await Promise.all([join(stranger!, groupId), decline(stranger!, groupId)]);
    const won = [joined.body.code, declined.body.code].filter((c) => c === 200);
    expect(won).toHaveLength(1);
    const state = await groupState(t, groupId);
    const inGroup = state.members.some((m: any) => m.user_id === stranger!.id);
    expect(inGroup).toBe(joined.body.code === 200);
    expect(state.invitations).toEqual([
      { invitee_id: stranger!.id, inviter_id: owner!.id, status: inGroup ? 1 : 2 },
    ]);
  });
});

describe('who is added and who is invited', () => {
  it('at creation: friends join, a stranger gets an invitation he can accept', async () => {
    const [owner, friend, stranger] = await users(3);
    await makeFriends(t, owner!, friend!);
    const res = await groupCall(t, 'POST', '/app/group', owner, {
      groupName: 'Поход',
      memberIds: [friend!.id, stranger!.id],
    });
    expect(res.body.data).toMatchObject({
      memberIds: [owner!.id, friend!.id],
      memberCount: 2,
      addedIds: [friend!.id],
      invitedIds: [stranger!.id],
    });
    const groupId = res.body.data.groupId;
    expect((await noticesOf(t, friend!.id, groupId))[0]).toMatchObject({
      action: 'create',
      userIds: [friend!.id],
    });
    expect(await conversationsOf(t, stranger!.token)).toEqual([]);
    expect((await invitationsOf(stranger!)).body.rows).toMatchObject([
      { groupId, groupName: 'Поход', inviter: { userId: owner!.id } },
    ]);
    expect((await join(stranger!, groupId)).body.data.memberIds).toEqual([
      owner!.id,
      friend!.id,
      stranger!.id,
    ]);
  });

  it('at creation with strangers only: the owner alone, waiting for their answers', async () => {
    const [owner, a, b] = await users(3);
    const res = await groupCall(t, 'POST', '/app/group', owner, {
      groupName: 'Новые',
      memberIds: [a!.id, b!.id],
    });
    expect(res.body.data).toMatchObject({ memberIds: [owner!.id], addedIds: [], invitedIds: [a!.id, b!.id] });
    const groupId = res.body.data.groupId;
    expect((await join(a!, groupId)).body.code).toBe(200);
    expect((await decline(b!, groupId)).body.code).toBe(200);
    expect((await groupCall(t, 'GET', `/app/group/${groupId}`, owner)).body.data.memberIds).toEqual([
      owner!.id,
      a!.id,
    ]);
  });

  it('on invite: friends of the inviter are added, others invited, in one call', async () => {
    const [owner, member, hisFriend, stranger] = await users(4);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await makeFriends(t, member!, hisFriend!);
    const res = await invite(member!, groupId, [hisFriend!, stranger!]);
    expect(res.body.data).toMatchObject({
      memberIds: [owner!.id, member!.id, hisFriend!.id],
      addedIds: [hisFriend!.id],
      invitedIds: [stranger!.id],
    });
    expect((await noticesOf(t, owner!.id, groupId)).at(-1)).toMatchObject({
      action: 'invite',
      userIds: [hisFriend!.id],
    });
  });

  it('voids an invitation when either side blocks the other after it was sent', async () => {
    const [owner, member, stranger, other] = await users(4);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await invite(member!, groupId, [stranger!, other!]);
    await t.app.services.users.block(member!.id, stranger!.id);
    await t.app.services.users.block(other!.id, member!.id);
    for (const user of [stranger!, other!]) {
      expect((await invitationsOf(user)).body.total).toBe(0);
      expect((await invitationEvents(user)).at(-1)).toMatchObject({
        type: GROUP_INVITATION_CLOSED_EVENT,
        status: 3,
      });
      await expectRefused(t, groupId, () => join(user, groupId), ResultCode.groupInviteRequired);
    }
    expect((await groupState(t, groupId)).invitations.map((r: any) => r.status)).toEqual([3, 3]);
  });

  it('lets a module group invite a stranger too: in only once he accepts', async () => {
    const [customer, stranger] = await users(2);
    const agent = await signUp(t);
    await t.app.services.users.setStaffRole(agent.id, StaffRole.customerService);
    const created = await groupCall(t, 'POST', '/app/group/add/module', customer, {
      groupName: 'Помощь',
      memberIds: [agent.id, stranger!.id],
      moduleType: 6,
      responsibleModule: 1,
    });
    // staff are added, the stranger invited
    expect(created.body.data).toMatchObject({ memberIds: [customer!.id, agent.id], imUserId: agent.id });
    const groupId = created.body.data.groupId;
    expect((await invitationsOf(stranger!)).body.rows.map((r: any) => r.groupId)).toEqual([groupId]);
    expect((await join(stranger!, groupId)).body.code).toBe(200);
    expect((await groupCall(t, 'GET', `/app/group/${groupId}`, stranger)).body.data.role).toBe(
      GroupRole.ordinary,
    );
  });
});
