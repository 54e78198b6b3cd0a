import { ConversationType, RECALL_WINDOW_MS, ResultCode, TYPING_THROTTLE_MS } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { newUser, openSocket, socketUrl } from '../../realtime/socket.test-kit.ts';
import { send } from '../chat/chat.test-support.ts';
import { groupCall, makeGroup, noticesOf, signUp, type TestUser } from './groups.test-support.ts';

// The chat under the group's rules: mute (22408), recall rights, a dissolved group (22406), typing to the members.

const t = useTestApp();

const say = (user: TestUser, groupId: number, text = 'hello') =>
  send(
    t,
    { token: user.token, lang: 'en' },
    { conversationType: 3, targetId: groupId, content: { content: text } },
  );

const recall = (user: TestUser, msgUid: string) =>
  t.call('POST', '/app/chat/message/recall', { token: user.token, lang: 'en', body: { msgUid } });

describe('sending under mute rules', () => {
  it('refuses a muted member with 22408 until he is unmuted', async () => {
    const [owner, member] = [await signUp(t), await signUp(t)];
    const groupId = await makeGroup(t, owner, { members: [member] });
    expect((await say(member, groupId)).body.code).toBe(200);
    await groupCall(t, 'POST', '/app/groupMeb/user/gag', owner, { groupId, userId: member.id });
    const muted = await say(member, groupId);
    expect(muted.body).toMatchObject({ code: ResultCode.mutedInGroup, msg: 'You are muted in this group' });
    const info = await groupCall(t, 'GET', `/app/group/${groupId}`, member);
    expect(info.body.data).toMatchObject({ muted: true, gagAll: false });
    await groupCall(t, 'POST', '/app/groupMeb/user/gag/rollback', owner, { groupId, userId: member.id });
    expect((await say(member, groupId)).body.code).toBe(200);
    expect((await noticesOf(t, member.id, groupId)).map((n) => n.action)).toEqual([
      'create',
      'mute',
      'unmute',
    ]);
  });

  it('under mute-all lets only the owner and admins send (an admin muted on his own stays muted)', async () => {
    const [owner, admin, admin2, member] = [
      await signUp(t),
      await signUp(t),
      await signUp(t),
      await signUp(t),
    ];
    const groupId = await makeGroup(t, owner, { admins: [admin, admin2], members: [member] });
    await groupCall(t, 'POST', '/app/groupMeb/user/gag', owner, { groupId, userId: admin2.id });
    expect((await groupCall(t, 'POST', '/app/group/gag', admin, { groupId })).body.code).toBe(200);
    expect((await say(member, groupId)).body.code).toBe(ResultCode.mutedInGroup);
    expect((await say(admin2, groupId)).body.code).toBe(ResultCode.mutedInGroup);
    expect((await say(owner, groupId)).body.code).toBe(200);
    expect((await say(admin, groupId)).body.code).toBe(200);
    expect((await groupCall(t, 'GET', `/app/group/${groupId}`, member)).body.data).toMatchObject({
      gagAll: true,
      muted: true,
    });
    await groupCall(t, 'POST', '/app/group/gag/rollback', owner, { groupId });
    expect((await say(member, groupId)).body.code).toBe(200);
  });
});

describe('recall in a group', () => {
  it('lets the owner recall anyone’s message and admins ordinary members’ at any time; others only their own', async () => {
    const [owner, admin, member, other] = [
      await signUp(t),
      await signUp(t),
      await signUp(t),
      await signUp(t),
    ];
    const groupId = await makeGroup(t, owner, { admins: [admin], members: [member, other] });
    const byMember = (await say(member, groupId, 'm1')).body.data;
    const byMember2 = (await say(member, groupId, 'm2')).body.data;
    const byOwner = (await say(owner, groupId, 'o1')).body.data;
    const byOther = (await say(other, groupId, 'x1')).body.data;
    t.clock.advance(RECALL_WINDOW_MS * 10);

    expect((await recall(member, byMember.msgUid)).body.code).toBe(ResultCode.recallTooLate);
    expect((await recall(other, byMember.msgUid)).body.code).toBe(ResultCode.forbidden);
    expect((await recall(admin, byOwner.msgUid)).body.code).toBe(ResultCode.forbidden);

    const res = await recall(owner, byMember.msgUid);
    expect(res.body.data).toMatchObject({ msgUid: byMember.msgUid, recalled: true, content: {} });
    expect((await recall(admin, byMember2.msgUid)).body.code).toBe(200);
    expect((await recall(admin, byOther.msgUid)).body.code).toBe(200);
    const events = await t.app.services.delivery.since(member.id, 0, 100);
    expect(events.at(-1)?.event).toMatchObject({
      type: 'recall',
      msgUid: byOther.msgUid,
      targetId: String(groupId),
    });

    // the platform's own notices stay
    const history = await t.call('GET', '/app/chat/message/history', {
      token: owner.token,
      query: { conversationType: 3, targetId: groupId },
    });
    const notice = history.body.data.find((m: any) => m.objectName === 'RC:InfoNtf');
    expect((await recall(owner, notice.msgUid)).body.code).toBe(ResultCode.forbidden);

    // once the admin is ordinary again, the old messages are out of his reach
    const late = (await say(other, groupId, 'x2')).body.data;
    t.clock.advance(RECALL_WINDOW_MS * 2);
    await groupCall(t, 'POST', '/app/groupMeb/user/manage/remove', owner, { groupId, userId: admin.id });
    expect((await recall(admin, late.msgUid)).body.code).toBe(ResultCode.forbidden);
  });
});

describe('a dissolved group', () => {
  it('answers 22406 to sends and history of every former member', async () => {
    const [owner, member] = [await signUp(t), await signUp(t), await signUp(t)];
    const groupId = await makeGroup(t, owner, { members: [member] });
    expect((await say(member, groupId)).body.code).toBe(200);
    await groupCall(t, 'DELETE', '/app/group/dismiss', owner, { groupId });
    for (const user of [owner, member]) {
      const sent = await say(user, groupId);
      expect(sent.body).toMatchObject({
        code: ResultCode.notInGroup,
        msg: 'You are not in the group or it was dissolved',
      });
      const history = await t.call('GET', '/app/chat/message/history', {
        token: user.token,
        query: { conversationType: 3, targetId: groupId },
      });
      expect(history.body.code).toBe(ResultCode.notInGroup);
    }
  });
});

describe('live', () => {
  let url: string;
  beforeAll(async () => {
    url = await socketUrl(t);
  });

  it('delivers notices to connected members and sends typing to the group’s other members only', async () => {
    const [owner, a, b, outsider] = [await newUser(t), await newUser(t), await newUser(t), await newUser(t)];
    const asTest = (u: { userId: number; token: string }) => ({ id: u.userId, token: u.token }) as TestUser;
    const groupId = await makeGroup(t, asTest(owner), { members: [asTest(a), asTest(b)] });
    const sockets = [];
    for (const user of [owner, a, b, outsider]) {
      const ws = await openSocket(`${url}?token=${user.rongToken}`);
      expect((await ws.next()).type).toBe('ready');
      sockets.push(ws);
    }
    const [wsOwner, wsA, wsB, wsOutsider] = sockets as [
      (typeof sockets)[0],
      (typeof sockets)[0],
      (typeof sockets)[0],
      (typeof sockets)[0],
    ];
    // from the log: the friendship that let the owner add them, and the "created" notice; then a live one
    for (const ws of [wsA, wsB])
      expect((await ws.events(2)).map((e) => e.event.type)).toEqual(['friendRequest', 'message']);
    expect((await wsOwner.events(3)).map((e) => e.event.type)).toEqual([
      'friendAccepted',
      'friendAccepted',
      'message',
    ]);
    await groupCall(t, 'POST', '/app/group/gag', asTest(owner), { groupId });
    for (const ws of [wsOwner, wsA, wsB]) {
      const message = (await ws.events(1))[0]!.event.message as any;
      expect(message).toMatchObject({ objectName: 'RC:InfoNtf', targetId: String(groupId) });
      expect(JSON.parse(message.content.extra)).toMatchObject({ action: 'muteAll' });
    }

    const typing = { type: 'typing', conversationType: ConversationType.group, targetId: String(groupId) };
    wsOwner.send(typing);
    const seen = {
      type: 'live',
      event: { type: 'typing', conversationType: 3, targetId: String(groupId), userId: owner.userId },
    };
    expect(await wsA.next()).toEqual(seen);
    expect(await wsB.next()).toEqual(seen);
    expect(await wsOwner.quiet(100)).toEqual([]);
    expect(await wsOutsider.quiet(100)).toEqual([]);

    // under mute-all an ordinary member's typing goes nowhere
    t.clock.advance(TYPING_THROTTLE_MS);
    wsA.send(typing);
    expect(await wsB.quiet()).toEqual([]);
    expect(await wsOwner.quiet(50)).toEqual([]);

    // an outsider is told he is not in the group
    wsOutsider.send(typing);
    expect(await wsOutsider.next()).toMatchObject({ type: 'error', code: ResultCode.notInGroup });
    expect(await wsA.quiet(50)).toEqual([]);
    for (const ws of sockets) await ws.close();
  });
});
