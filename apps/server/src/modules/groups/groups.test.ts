import { GroupRole, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { conversationsOf } from '../chat/chat.test-support.ts';
import {
  expectRefused,
  groupCall,
  groupState,
  inviteAndJoin,
  makeFriends,
  makeGroup,
  noticesOf,
  rolesOf,
  signUpMany,
} from './groups.test-support.ts';

const t = useTestApp();

const users = (n: number) => signUpMany(t, n);

describe('creating a group and reading it', () => {
  it('makes the creator owner, his friends ordinary members, opens the chat and tells everyone', async () => {
    const [owner, a, b] = await users(3);
    await makeFriends(t, owner!, a!);
    await makeFriends(t, owner!, b!);
    const res = await groupCall(t, 'POST', '/app/group', owner, {
      groupName: '  Друзья ',
      ruGroupName: 'Друзья',
      memberIds: [a!.id, b!.id, a!.id, owner!.id],
    });
    expect(res.body.code).toBe(200);
    const group = res.body.data;
    expect(group).toMatchObject({
      groupName: 'Друзья',
      ruGroupName: 'Друзья',
      userId: owner!.id,
      role: GroupRole.owner,
      memberIds: [owner!.id, a!.id, b!.id],
      memberCount: 3,
      moduleType: 0,
      gagAll: false,
      muted: false,
      historyVisible: false,
      myName: '',
      addedIds: [a!.id, b!.id],
      invitedIds: [],
    });
    expect(await rolesOf(t, group.groupId)).toEqual({
      [owner!.id]: GroupRole.owner,
      [a!.id]: GroupRole.ordinary,
      [b!.id]: GroupRole.ordinary,
    });
    for (const user of [owner!, a!, b!]) {
      expect(await noticesOf(t, user.id, group.groupId)).toEqual([
        {
          type: 'group',
          action: 'create',
          groupId: group.groupId,
          operatorId: owner!.id,
          userIds: [a!.id, b!.id],
        },
      ]);
      const [chat] = await conversationsOf(t, user.token);
      expect(chat).toMatchObject({ conversationType: 3, targetId: String(group.groupId) });
    }
    // The notice is not unread for the one who caused it.
    expect((await conversationsOf(t, owner!.token))[0].unreadMessageCount).toBe(0);
    expect((await conversationsOf(t, a!.token))[0].unreadMessageCount).toBe(1);
    expect((await conversationsOf(t, a!.token))[0].latestMessage).toMatchObject({
      objectName: 'RC:InfoNtf',
      senderUserId: 0,
    });
  });

  it('shows members everything, an invited outsider a preview, others nothing; lists the caller’s groups', async () => {
    const [owner, member, outsider] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await groupCall(t, 'PUT', '/app/group', owner!, { groupId, jyRemark: 'Правила: без спама' });
    const mine = await groupCall(t, 'GET', `/app/group/${groupId}`, member);
    expect(mine.body.data).toMatchObject({
      role: GroupRole.ordinary,
      jyRemark: 'Правила: без спама',
      memberIds: [owner!.id, member!.id],
    });
    const uninvited = await groupCall(t, 'GET', `/app/group/${groupId}`, outsider);
    expect(uninvited.body).toMatchObject({ code: ResultCode.notInGroup, data: null });
    await groupCall(t, 'POST', '/app/groupMeb/invite', member, { groupId, memberIds: [outsider!.id] });
    const preview = await groupCall(t, 'GET', `/app/group/${groupId}`, outsider);
    expect(preview.body.data).toMatchObject({
      groupId,
      groupName: 'Test group',
      role: null,
      memberIds: [],
      memberCount: 2,
      jyRemark: '',
      userId: 0,
      createTime: '',
    });

    const second = await makeGroup(t, owner!, { members: [outsider!] });
    const list = await groupCall(t, 'GET', '/app/group/list', owner, { pageNum: 1, pageSize: 10 });
    expect(list.body).toMatchObject({ code: 200, total: 2 });
    expect(list.body.rows.map((g: any) => g.groupId)).toEqual([second, groupId]);
    const paged = await groupCall(t, 'GET', '/app/group/list', owner, { pageNum: 2, pageSize: 1 });
    expect(paged.body.rows.map((g: any) => g.groupId)).toEqual([groupId]);
    const own = await groupCall(t, 'GET', '/app/group/list', member, { userId: member!.id });
    expect(own.body.rows.map((g: any) => g.groupId)).toEqual([groupId]);
    const others = await groupCall(t, 'GET', '/app/group/list', member, { userId: owner!.id });
    expect(others.body.code).toBe(ResultCode.forbidden);
    expect((await groupCall(t, 'GET', '/app/group/list', outsider)).body.total).toBe(1);
  });

  it('answers 404 for a group that never existed', async () => {
    const [user] = await users(1);
    const res = await groupCall(t, 'GET', '/app/group/999999', user);
    expect(res).toMatchObject({ status: 404, body: { code: ResultCode.notFound } });
  });
});

describe('editing', () => {
  it('changes only the fields sent, tells the members which, and refuses foreign pictures', async () => {
    const [owner, admin] = await users(2);
    const groupId = await makeGroup(t, owner!, { admins: [admin!] });
    const res = await groupCall(t, 'PUT', '/app/group', admin, {
      groupId,
      groupName: 'Новое имя',
      jyRemark: 'строка 1\nстрока 2',
      avatar: '/files/avatar/202611/a.png',
    });
    expect(res.body.data).toMatchObject({
      groupName: 'Новое имя',
      ruGroupName: '',
      jyRemark: 'строка 1\nстрока 2',
      avatar: '/files/avatar/202611/a.png',
    });
    expect((await noticesOf(t, owner!.id, groupId)).at(-1)).toMatchObject({
      action: 'edit',
      operatorId: admin!.id,
      fields: ['groupName', 'avatar', 'jyRemark'],
    });
    // the same values again: nothing to tell
    const before = await groupState(t, groupId);
    await groupCall(t, 'PUT', '/app/group', admin, { groupId, groupName: 'Новое имя' });
    expect(await groupState(t, groupId)).toEqual(before);
    await expectRefused(
      t,
      groupId,
      () => groupCall(t, 'PUT', '/app/group', owner, { groupId, avatar: 'https://evil.example/x.png' }),
      ResultCode.badRequest,
    );
  });

  it('sets the caller’s own nickname in the group (anonEdit), shown as myName and in the member list', async () => {
    const [owner, member] = await users(2);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    const res = await groupCall(t, 'PUT', '/app/group/anonEdit', member, { groupId, myName: ' Котик ' });
    expect(res.body.data).toMatchObject({ myName: 'Котик', role: GroupRole.ordinary });
    const list = await groupCall(t, 'GET', '/app/groupMeb/list', owner, { groupId });
    expect(list.body.rows.find((m: any) => m.userId === member!.id)).toMatchObject({ myName: 'Котик' });
    expect((await noticesOf(t, owner!.id, groupId)).at(-1)).toMatchObject({
      action: 'nickname',
      userIds: [member!.id],
    });
  });
});

describe('members', () => {
  it('lists owner, admins, then the rest by joining time, with profiles (default pageSize 999)', async () => {
    const [owner, a, b, c] = await users(4);
    const groupId = await makeGroup(t, owner!, { members: [a!, b!, c!] });
    await t.app.services.groups.setAdmin(owner!.id, { groupId, userId: c!.id }, true);
    const res = await groupCall(t, 'GET', '/app/groupMeb/list', a, { groupId });
    expect(res.body).toMatchObject({ code: 200, total: 4 });
    expect(res.body.rows.map((m: any) => [m.userId, m.role])).toEqual([
      [owner!.id, GroupRole.owner],
      [c!.id, GroupRole.admin],
      [a!.id, GroupRole.ordinary],
      [b!.id, GroupRole.ordinary],
    ]);
    expect(res.body.rows[0].userVo).toMatchObject({ userId: owner!.id, nickName: expect.any(String) });
    expect(res.body.rows[0].userVo).not.toHaveProperty('passwordHash');
    const second = await groupCall(t, 'GET', '/app/groupMeb/list', a, { groupId, pageNum: 2, pageSize: 3 });
    expect(second.body.rows.map((m: any) => m.userId)).toEqual([b!.id]);
  });

  it('lets any member add his friends, skipping those already in; refuses blocks either way, each with its code', async () => {
    const [owner, member, x, y, blocker, blocked] = await users(6);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    await makeFriends(t, member!, x!);
    await makeFriends(t, member!, y!);
    const res = await groupCall(t, 'POST', '/app/groupMeb/invite', member, {
      groupId,
      memberIds: [x!.id, owner!.id, y!.id],
    });
    expect(res.body.data.memberIds).toEqual([owner!.id, member!.id, x!.id, y!.id]);
    expect((await noticesOf(t, x!.id, groupId)).at(-1)).toMatchObject({
      action: 'invite',
      operatorId: member!.id,
      userIds: [x!.id, y!.id],
    });
    expect((await conversationsOf(t, y!.token))[0]).toMatchObject({ targetId: String(groupId) });
    await expectRefused(
      t,
      groupId,
      () => groupCall(t, 'POST', '/app/groupMeb/invite', member, { groupId, memberIds: [x!.id] }),
      ResultCode.alreadyInGroup,
    );

    await t.app.services.users.block(blocker!.id, member!.id);
    await t.app.services.users.block(member!.id, blocked!.id);
    const byThem = await expectRefused(
      t,
      groupId,
      () => groupCall(t, 'POST', '/app/groupMeb/invite', member, { groupId, memberIds: [blocker!.id] }),
      ResultCode.blockedByUser,
    );
    expect(byThem.body.msg).toBe('This user has blocked you');
    const byMe = await expectRefused(
      t,
      groupId,
      () => groupCall(t, 'POST', '/app/groupMeb/invite', member, { groupId, memberIds: [blocked!.id] }),
      ResultCode.youBlockedUser,
    );
    expect(byMe.body.msg).toBe('You have blocked this user');
    // the owner has no block with them: he may invite them (strangers to him: invitations, not members)
    const byOwner = await groupCall(t, 'POST', '/app/groupMeb/invite', owner, {
      groupId,
      memberIds: [blocker!.id, blocked!.id],
    });
    expect(byOwner.body).toMatchObject({
      code: 200,
      data: { addedIds: [], invitedIds: [blocker!.id, blocked!.id] },
    });
  });

  it('refuses creating a group with a blocked user, adding nothing', async () => {
    const [owner, blocker] = await users(2);
    await t.app.services.users.block(blocker!.id, owner!.id);
    const res = await groupCall(t, 'POST', '/app/group', owner, { groupName: 'x', memberIds: [blocker!.id] });
    expect(res.body.code).toBe(ResultCode.blockedByUser);
    expect((await groupCall(t, 'GET', '/app/group/list', owner)).body.total).toBe(0);
  });

  it('lets an invited user join by accepting, unless a block stands between him and the owner', async () => {
    const [owner, member, newcomer, shunned] = await users(4);
    const groupId = await makeGroup(t, owner!, { members: [member!] });
    const joined = await inviteAndJoin(t, groupId, member!, newcomer!);
    expect(joined).toMatchObject({ role: GroupRole.ordinary, memberCount: 3 });
    expect((await noticesOf(t, member!.id, groupId)).at(-1)).toMatchObject({
      action: 'join',
      operatorId: newcomer!.id,
      userIds: [newcomer!.id],
    });
    await expectRefused(
      t,
      groupId,
      () => groupCall(t, 'POST', '/app/groupMeb/join', newcomer, { groupId }),
      ResultCode.alreadyInGroup,
    );
    // invited by a member he has no block with, but the owner blocked him
    await groupCall(t, 'POST', '/app/groupMeb/invite', member, { groupId, memberIds: [shunned!.id] });
    await t.app.services.users.block(owner!.id, shunned!.id);
    await expectRefused(
      t,
      groupId,
      () => groupCall(t, 'POST', '/app/groupMeb/join', shunned, { groupId }),
      ResultCode.blockedByUser,
    );
  });
});

describe('leaving, removal and the end of a group', () => {
  it('hands an owner’s group to the longest-standing admin, else the longest-standing member', async () => {
    const [owner, a, b, admin1, admin2] = await users(5);
    const groupId = await makeGroup(t, owner!, { members: [a!, b!] });
    const { groups } = t.app.services;
    await makeFriends(t, owner!, admin1!);
    await makeFriends(t, owner!, admin2!);
    await groups.invite(owner!.id, { groupId, memberIds: [admin1!.id, admin2!.id] });
    // admin2 becomes admin first, but admin1 joined earlier: the longest-standing admin inherits.
    await groups.setAdmin(owner!.id, { groupId, userId: admin2!.id }, true);
    await groups.setAdmin(owner!.id, { groupId, userId: admin1!.id }, true);
    const res = await groupCall(t, 'DELETE', '/app/groupMeb/quit', owner, { groupId });
    expect(res.body.code).toBe(200);
    expect(await rolesOf(t, groupId)).toEqual({
      [a!.id]: GroupRole.ordinary,
      [b!.id]: GroupRole.ordinary,
      [admin1!.id]: GroupRole.owner,
      [admin2!.id]: GroupRole.admin,
    });
    expect((await noticesOf(t, a!.id, groupId)).slice(-2)).toMatchObject([
      { action: 'quit', operatorId: owner!.id, userIds: [owner!.id] },
      { action: 'ownerChange', userIds: [admin1!.id] },
    ]);
    // the leaver heard that he left, then lost the chat
    expect((await noticesOf(t, owner!.id, groupId)).at(-1)).toMatchObject({ action: 'quit' });
    expect(await conversationsOf(t, owner!.token)).toEqual([]);
    expect((await groupCall(t, 'GET', `/app/group/${groupId}`, admin1)).body.data.userId).toBe(admin1!.id);

    // no admins left: the longest-standing member
    await groupCall(t, 'DELETE', '/app/groupMeb/quit', admin2, { groupId });
    await groupCall(t, 'DELETE', '/app/groupMeb/quit', admin1, { groupId });
    expect(await rolesOf(t, groupId)).toEqual({ [a!.id]: GroupRole.owner, [b!.id]: GroupRole.ordinary });
  });

  it('dissolves a two-party group when one leaves: 22406 to everyone afterwards', async () => {
    const [owner, other] = await users(2);
    const groupId = await makeGroup(t, owner!, { members: [other!] });
    expect((await groupCall(t, 'DELETE', '/app/groupMeb/quit', other, { groupId })).body.code).toBe(200);
    expect((await noticesOf(t, owner!.id, groupId)).map((n) => n.action)).toEqual([
      'create',
      'quit',
      'dismiss',
    ]);
    for (const user of [owner!, other!]) {
      const info = await groupCall(t, 'GET', `/app/group/${groupId}`, user);
      expect(info.body.code).toBe(ResultCode.notInGroup);
      const history = await t.call('GET', '/app/chat/message/history', {
        token: user.token,
        query: { conversationType: 3, targetId: groupId },
      });
      expect(history.body.code).toBe(ResultCode.notInGroup);
    }
    expect((await groupCall(t, 'GET', '/app/group/list', owner)).body.total).toBe(0);
  });

  it('lets the owner dismiss: everyone hears it, then the group answers 22406 to all', async () => {
    const [owner, a, b] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [a!, b!] });
    expect((await groupCall(t, 'DELETE', '/app/group/dismiss', owner, { groupId })).body.code).toBe(200);
    for (const user of [owner!, a!, b!]) {
      expect((await noticesOf(t, user.id, groupId)).at(-1)).toMatchObject({
        action: 'dismiss',
        operatorId: owner!.id,
      });
      expect(await conversationsOf(t, user.token)).toEqual([]);
    }
    const state = await groupState(t, groupId);
    expect(state.chatMembers).toEqual([]);
    for (const [method, url, payload] of [
      ['POST', '/app/groupMeb/invite', { groupId, memberIds: [a!.id] }],
      ['POST', '/app/groupMeb/join', { groupId }],
      ['GET', '/app/groupMeb/list', { groupId }],
      ['DELETE', '/app/groupMeb/quit', { groupId }],
      ['DELETE', '/app/group/dismiss', { groupId }],
      ['PUT', '/app/group', { groupId, groupName: 'again' }],
    ] as const)
      await expectRefused(t, groupId, () => groupCall(t, method, url, owner, payload), ResultCode.notInGroup);
  });

  it('removes a member (POST /app/groupMeb/remove): he hears it, then loses the chat', async () => {
    const [owner, a, b] = await users(3);
    const groupId = await makeGroup(t, owner!, { members: [a!, b!] });
    const res = await groupCall(t, 'POST', '/app/groupMeb/remove', owner, { groupId, userId: a!.id });
    expect(res.body.code).toBe(200);
    expect((await noticesOf(t, a!.id, groupId)).at(-1)).toMatchObject({ action: 'remove', userIds: [a!.id] });
    expect(await conversationsOf(t, a!.token)).toEqual([]);
    expect((await groupState(t, groupId)).chatMembers).toEqual([owner!.id, b!.id].sort((x, y) => x - y));
    // the last other member removed: a group is never one person
    await groupCall(t, 'POST', '/app/groupMeb/remove', owner, { groupId, userId: b!.id });
    expect((await groupCall(t, 'GET', `/app/group/${groupId}`, owner)).body.code).toBe(ResultCode.notInGroup);
  });
});
