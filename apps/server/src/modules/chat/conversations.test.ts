import { HISTORY_PAGE_SIZE, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { conversationsOf, eventsOf, historyOf, send, sendText } from './chat.test-support.ts';

const t = useTestApp();

const key = (targetId: number | string, conversationType = 1) => ({ conversationType, targetId });
const chatWith = async (token: string, targetId: number) =>
  (await conversationsOf(t, token)).find((c) => c.targetId === String(targetId));

describe('conversation list, unread and mentions', () => {
  it('lists each chat with the fields of spec §3, counts unread and mentions, and opening it clears them', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    await sendText(t, peer.token, me.id, 'one');
    await sendText(t, peer.token, me.id, 'two', { mentionedUserIds: [me.id, 99_999] });
    const last = await sendText(t, peer.token, me.id, 'three');

    const [chat] = await conversationsOf(t, me.token);
    expect(chat).toEqual({
      conversationType: 1,
      targetId: String(peer.id),
      latestMessage: { ...last, targetId: String(peer.id) },
      unreadMessageCount: 3,
      unreadMentionedCount: 1,
      hasMentioned: true,
      lastUnreadTime: last.sentTime,
      lastSentTime: last.sentTime,
      notificationLevel: 5,
      isTop: false,
      info: { moduleType: 0 },
      peerReadTime: 0,
    });
    // the sender's own messages are never unread for him
    expect(await chatWith(peer.token, me.id)).toMatchObject({ unreadMessageCount: 0, hasMentioned: false });

    const read = await t.call('POST', '/app/chat/conversation/read', { token: me.token, body: key(peer.id) });
    expect(read.body).toMatchObject({ code: 200, data: null });
    expect(await chatWith(me.token, peer.id)).toMatchObject({
      unreadMessageCount: 0,
      unreadMentionedCount: 0,
      hasMentioned: false,
      lastUnreadTime: 0,
      lastSentTime: last.sentTime,
    });
    const peerEvents = await eventsOf(t, peer.id);
    expect(peerEvents.at(-1)).toEqual({
      type: 'readStatus',
      objectName: 'OL:ReadStatus',
      conversationType: 1,
      targetId: String(me.id),
      lastMessageSendTime: last.sentTime,
    });
    // the sender's list shows up to where the reader has read (read marks after a reload)
    expect(await chatWith(peer.token, me.id)).toMatchObject({ peerReadTime: last.sentTime });
    expect(await chatWith(me.token, peer.id)).toMatchObject({ peerReadTime: 0 });
    expect((await eventsOf(t, me.id)).at(-1)).toMatchObject({
      type: 'conversation',
      targetId: String(peer.id),
    });
  });

  it('lists pinned chats first, then the newest; status messages from a client are refused and move nothing', async () => {
    const me = await signUp(t);
    const first = await signUp(t);
    const second = await signUp(t);
    await sendText(t, first.token, me.id, 'older');
    await sendText(t, second.token, me.id, 'newer');
    expect((await conversationsOf(t, me.token)).map((c) => c.targetId)).toEqual([
      String(second.id),
      String(first.id),
    ]);

    const top = await t.call('POST', '/app/chat/conversation/top', {
      token: me.token,
      body: { ...key(first.id), isTop: true },
    });
    expect(top.body.code).toBe(200);
    const list = await conversationsOf(t, me.token);
    expect(list.map((c) => [c.targetId, c.isTop])).toEqual([
      [String(first.id), true],
      [String(second.id), false],
    ]);
    expect((await conversationsOf(t, first.token))[0].isTop).toBe(false);

    // Read marks and commands are the server's own (issue 17): a client's forged one is bad input, stored nowhere.
    const eventsBefore = (await eventsOf(t, me.id)).length;
    const status = await send(
      t,
      { token: second.token },
      { targetId: me.id, objectName: 'OL:ReadStatus', content: {} },
    );
    expect(status.status).toBe(400);
    const after = await chatWith(me.token, second.id);
    expect(after).toMatchObject({ unreadMessageCount: 1, latestMessage: { content: { content: 'newer' } } });
    const fromFirst = await send(
      t,
      { token: first.token },
      { targetId: me.id, objectName: 'RC:RcCmd', content: { name: 'typing' } },
    );
    expect(fromFirst.status).toBe(400);
    expect((await eventsOf(t, me.id)).length).toBe(eventsBefore);
    await t.call('POST', '/app/chat/conversation/top', {
      token: me.token,
      body: { ...key(first.id), isTop: false },
    });
    expect((await conversationsOf(t, me.token)).map((c) => c.targetId)).toEqual([
      String(second.id),
      String(first.id),
    ]);
    expect(await historyOf(t, me.token, { targetId: second.id })).toHaveLength(1);
  });

  it('mutes and unmutes: GET answers 0 when muted and notificationLevel follows (-1 / 5)', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const muteOf = async () =>
      (await t.call('GET', '/app/mute/mute', { token: me.token, query: key(peer.id) })).body.data;
    expect(await muteOf()).toBe(1);
    // muting a chat before its first message makes it, so the choice is kept
    expect(
      (await t.call('POST', '/app/mute/mute', { token: me.token, body: { ...key(peer.id), status: 0 } })).body
        .code,
    ).toBe(200);
    expect(await muteOf()).toBe(0);
    expect(await conversationsOf(t, peer.token)).toEqual([]);
    await sendText(t, peer.token, me.id, 'shh');
    expect(await chatWith(me.token, peer.id)).toMatchObject({ notificationLevel: -1, unreadMessageCount: 1 });
    expect(await chatWith(peer.token, me.id)).toMatchObject({ notificationLevel: 5 });
    await t.call('POST', '/app/mute/mute', { token: me.token, body: { ...key(peer.id), status: 1 } });
    expect(await muteOf()).toBe(1);
    expect(await chatWith(me.token, peer.id)).toMatchObject({ notificationLevel: 5 });

    const bad = await t.call('POST', '/app/mute/mute', {
      token: me.token,
      body: { ...key(peer.id), status: 2 },
    });
    expect(bad.body.code).toBe(ResultCode.badRequest);
    const self = await t.call('GET', '/app/mute/mute', { token: me.token, lang: 'en', query: key(me.id) });
    expect(self.body.code).toBe(ResultCode.cannotTargetSelf);
    const group = await t.call('POST', '/app/mute/mute', {
      token: me.token,
      body: { ...key('77', 3), status: 0 },
    });
    expect(group.body.code).toBe(ResultCode.notInGroup);
  });

  it('deletes a chat from my list only, until the next message brings it back', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    await sendText(t, peer.token, me.id, 'hello');
    const removed = await t.call('DELETE', '/app/chat/conversation', {
      token: me.token,
      query: key(peer.id),
    });
    expect(removed.body.code).toBe(200);
    expect(await chatWith(me.token, peer.id)).toBeUndefined();
    expect(await chatWith(peer.token, me.id)).toBeDefined();
    expect(await historyOf(t, me.token, { targetId: peer.id })).toHaveLength(1);
    await sendText(t, peer.token, me.id, 'again');
    expect(await chatWith(me.token, peer.id)).toMatchObject({ unreadMessageCount: 1 });
  });
});

describe('history', () => {
  it('pages newest first by beforeSentTime, at most 99 a page, without gaps or repeats', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const sent: string[] = [];
    for (let i = 0; i < 105; i++) {
      const from = i % 2 ? me : peer;
      sent.push((await sendText(t, from.token, from === me ? peer.id : me.id, `m${i}`)).msgUid);
    }
    const first = await historyOf(t, me.token, { targetId: peer.id });
    expect(first).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first[0].content.content).toBe('m104');
    const second = await historyOf(t, me.token, { targetId: peer.id, beforeSentTime: first.at(-1).sentTime });
    expect([...first, ...second].map((m) => m.msgUid)).toEqual([...sent].reverse());
    const small = await historyOf(t, me.token, { targetId: peer.id, count: 2 });
    expect(small.map((m) => m.content.content)).toEqual(['m104', 'm103']);
    const tooMany = await t.call('GET', '/app/chat/message/history', {
      token: me.token,
      query: { ...key(peer.id), count: HISTORY_PAGE_SIZE + 1 },
    });
    expect(tooMany.body.code).toBe(ResultCode.badRequest);
  });

  it('is empty before the first message, and refused for myself, nobody and a group I am not in', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    expect(await historyOf(t, me.token, { targetId: peer.id })).toEqual([]);
    const codeOf = async (query: Record<string, string | number>) =>
      (await t.call('GET', '/app/chat/message/history', { token: me.token, query })).body.code;
    expect(await codeOf(key(me.id))).toBe(ResultCode.cannotTargetSelf);
    expect(await codeOf(key(99_999_999))).toBe(ResultCode.userNotFound);
    expect(await codeOf(key(`0${peer.id}`))).toBe(ResultCode.userNotFound);
    expect(await codeOf(key('5', 3))).toBe(ResultCode.notInGroup);
    expect(await codeOf(key('x', 6))).toBe(ResultCode.badRequest);
  });

  it('cleans history up to a time for me only, and clears unread it covers', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const a = await sendText(t, peer.token, me.id, 'a');
    const b = await sendText(t, peer.token, me.id, 'b');
    const c = await sendText(t, me.token, peer.id, 'c');
    const res = await t.call('POST', '/app/messageClean/clean', {
      token: me.token,
      body: { ...key(peer.id), msgTimestamp: b.sentTime },
    });
    expect(res.body.code).toBe(200);
    expect((await historyOf(t, me.token, { targetId: peer.id })).map((m) => m.msgUid)).toEqual([c.msgUid]);
    expect(await chatWith(me.token, peer.id)).toMatchObject({ unreadMessageCount: 0 });
    expect((await historyOf(t, peer.token, { targetId: me.id })).map((m) => m.msgUid)).toEqual([
      c.msgUid,
      b.msgUid,
      a.msgUid,
    ]);
    // an older clean never brings messages back
    await t.call('POST', '/app/messageClean/clean', {
      token: me.token,
      body: { ...key(peer.id), msgTimestamp: 1 },
    });
    expect(await historyOf(t, me.token, { targetId: peer.id })).toHaveLength(1);
    await t.call('POST', '/app/messageClean/clean', {
      token: me.token,
      body: { ...key(peer.id), msgTimestamp: c.sentTime },
    });
    expect(await chatWith(me.token, peer.id)).toMatchObject({ latestMessage: null });
    const foreign = await t.call('POST', '/app/messageClean/clean', {
      token: me.token,
      body: { ...key('9', 3), msgTimestamp: c.sentTime },
    });
    expect(foreign.body.code).toBe(ResultCode.notInGroup);
  });

  it("searches my chat's texts with the keyword taken literally", async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    await sendText(t, peer.token, me.id, 'Скидка 100% сегодня');
    await sendText(t, me.token, peer.id, 'скидка 100 рублей');
    await sendText(t, me.token, peer.id, 'other');
    const search = async (keyword: string, token = me.token, targetId = peer.id) =>
      (await t.call('GET', '/app/chat/message/search', { token, query: { ...key(targetId), keyword } })).body;
    expect((await search('СКИДКА')).total).toBe(2);
    const percent = await search('100%');
    expect(percent.rows.map((m: { content: { content: string } }) => m.content.content)).toEqual([
      'Скидка 100% сегодня',
    ]);
    expect((await search('_')).total).toBe(0);
    const stranger = await signUp(t);
    expect((await search('скидка', stranger.token, peer.id)).total).toBe(0);
    expect((await search('')).code).toBe(ResultCode.badRequest);
  });
});
