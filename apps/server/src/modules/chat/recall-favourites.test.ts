import { RECALL_WINDOW_MS, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { eventsOf, historyOf, sendText } from './chat.test-support.ts';

const t = useTestApp();

const recall = (token: string, msgUid: string) =>
  t.call('POST', '/app/chat/message/recall', { token, lang: 'en', body: { msgUid } });

describe('recall', () => {
  it("lets the sender recall within 2 minutes: content gone for both, OL:Recall in every member's log", async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const message = await sendText(t, me.token, peer.id, 'oops');
    t.clock.advance(RECALL_WINDOW_MS - 500);
    const res = await recall(me.token, message.msgUid);
    expect(res.body.data).toMatchObject({ msgUid: message.msgUid, recalled: true, content: {} });
    const [theirs] = await historyOf(t, peer.token, { targetId: me.id });
    expect(theirs).toMatchObject({ msgUid: message.msgUid, recalled: true, content: {} });
    for (const [user, targetId] of [
      [me, peer.id],
      [peer, me.id],
    ] as const)
      expect((await eventsOf(t, user.id)).at(-1)).toEqual({
        type: 'recall',
        objectName: 'OL:Recall',
        msgUid: message.msgUid,
        conversationType: 1,
        targetId: String(targetId),
        senderUserId: me.id,
        sentTime: message.sentTime,
      });
    // replies that quoted it no longer show its words
    const other = await sendText(t, me.token, peer.id, 'quoted then recalled');
    const reply = await sendText(t, peer.token, me.id, 'what?', { quote: { msgUid: other.msgUid } });
    expect(reply.quote.content).toEqual({ content: 'quoted then recalled' });
    await recall(me.token, other.msgUid);
    const replied = (await historyOf(t, me.token, { targetId: peer.id })).find(
      (m) => m.msgUid === reply.msgUid,
    );
    expect(replied.quote).toEqual({ ...reply.quote, content: {} });
    // a second recall answers the same and tells nobody again
    const before = (await eventsOf(t, peer.id)).length;
    expect((await recall(me.token, message.msgUid)).body.code).toBe(200);
    expect(await eventsOf(t, peer.id)).toHaveLength(before);
  });

  it('takes a recalled message out of the unread and mention counts of members who had not read it', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const chatOf = async (token: string) =>
      (await t.call('GET', '/app/chat/conversation/list', { token })).body.data[0];
    const read = await sendText(t, me.token, peer.id, 'read one');
    await t.call('POST', '/app/chat/conversation/read', {
      token: peer.token,
      body: { conversationType: 1, targetId: me.id },
    });
    const unread = await sendText(t, me.token, peer.id, '@peer', { mentionedUserIds: [peer.id] });
    await sendText(t, me.token, peer.id, 'another');
    expect(await chatOf(peer.token)).toMatchObject({ unreadMessageCount: 2, unreadMentionedCount: 1 });
    await recall(me.token, unread.msgUid);
    expect(await chatOf(peer.token)).toMatchObject({
      unreadMessageCount: 1,
      unreadMentionedCount: 0,
      hasMentioned: false,
    });
    // an already-read message leaves the count alone
    await recall(me.token, read.msgUid);
    expect(await chatOf(peer.token)).toMatchObject({ unreadMessageCount: 1 });
    expect(await chatOf(me.token)).toMatchObject({ unreadMessageCount: 0 });
  });

  it('refuses a recall after 2 minutes (recallTooLate), by the other member and by a stranger; nothing changes', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const stranger = await signUp(t);
    const message = await sendText(t, me.token, peer.id, 'keep');
    const peerEvents = (await eventsOf(t, peer.id)).length;

    const byPeer = await recall(peer.token, message.msgUid);
    expect(byPeer.body.code).toBe(ResultCode.forbidden);
    const byStranger = await recall(stranger.token, message.msgUid);
    expect(byStranger.body.code).toBe(ResultCode.notFound);
    expect(byStranger.status).toBe(404);
    expect((await recall(me.token, '00000000-0000-0000-0000-000000000000')).body.code).toBe(
      ResultCode.notFound,
    );

    t.clock.advance(RECALL_WINDOW_MS + 1);
    const late = await recall(me.token, message.msgUid);
    expect(late.body).toMatchObject({
      code: ResultCode.recallTooLate,
      msg: 'A message can be recalled only within 2 minutes',
    });
    expect(late.status).toBe(403);
    const [kept] = await historyOf(t, peer.token, { targetId: me.id });
    expect(kept).toMatchObject({ recalled: false, content: { content: 'keep' } });
    expect(await eventsOf(t, peer.id)).toHaveLength(peerEvents);
    expect((await recall(me.token, 'not-a-uid')).body.code).toBe(ResultCode.badRequest);
  });
});

describe('favourites', () => {
  it('adds a message I can see once, lists it newest first, edits the remark and deletes it', async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const first = await sendText(t, peer.token, me.id, 'save me');
    const second = await sendText(t, me.token, peer.id, 'me too');
    const added = await t.call('POST', '/app/messageCollect', {
      token: me.token,
      body: { msgUid: first.msgUid },
    });
    expect(added.body.data).toMatchObject({
      msgUid: first.msgUid,
      conversationType: 1,
      senderUserId: peer.id,
      objectName: 'RC:TxtMsg',
      content: { content: 'save me' },
      sentTime: first.sentTime,
      remark: '',
    });
    const again = await t.call('POST', '/app/messageCollect', {
      token: me.token,
      body: { msgUid: first.msgUid },
    });
    expect(again.body.data.id).toBe(added.body.data.id);
    await t.call('POST', '/app/messageCollect', {
      token: me.token,
      body: { msgUid: second.msgUid, remark: 'mine' },
    });

    const list = await t.call('GET', '/app/messageCollect/list', { token: me.token });
    expect(list.body.total).toBe(2);
    expect(list.body.rows.map((f: { msgUid: string }) => f.msgUid)).toEqual([second.msgUid, first.msgUid]);
    const paged = await t.call('GET', '/app/messageCollect/list', {
      token: me.token,
      query: { pageNum: 2, pageSize: 1 },
    });
    expect(paged.body.rows.map((f: { msgUid: string }) => f.msgUid)).toEqual([first.msgUid]);

    // kept when the chat is cleaned
    await t.call('POST', '/app/messageClean/clean', {
      token: me.token,
      body: { conversationType: 1, targetId: peer.id, msgTimestamp: second.sentTime },
    });
    const edited = await t.call('PUT', '/app/messageCollect', {
      token: me.token,
      body: { id: added.body.data.id, remark: 'important' },
    });
    expect(edited.body.data).toMatchObject({ remark: 'important', content: { content: 'save me' } });
    const removed = await t.call('DELETE', `/app/messageCollect/${added.body.data.id}`, { token: me.token });
    expect(removed.body.code).toBe(200);
    expect((await t.call('GET', '/app/messageCollect/list', { token: me.token })).body.total).toBe(1);
  });

  it("refuses a message of a foreign chat and another user's favourite (notFound), changing nothing", async () => {
    const me = await signUp(t);
    const peer = await signUp(t);
    const stranger = await signUp(t);
    const message = await sendText(t, me.token, peer.id, 'private');
    const foreign = await t.call('POST', '/app/messageCollect', {
      token: stranger.token,
      body: { msgUid: message.msgUid },
    });
    expect(foreign.body.code).toBe(ResultCode.notFound);
    const mine = (
      await t.call('POST', '/app/messageCollect', { token: me.token, body: { msgUid: message.msgUid } })
    ).body.data;
    const edit = await t.call('PUT', '/app/messageCollect', {
      token: stranger.token,
      body: { id: mine.id, remark: 'hacked' },
    });
    expect(edit.body.code).toBe(ResultCode.notFound);
    const remove = await t.call('DELETE', `/app/messageCollect/${mine.id}`, { token: stranger.token });
    expect(remove.body.code).toBe(ResultCode.notFound);
    const [kept] = (await t.call('GET', '/app/messageCollect/list', { token: me.token })).body.rows;
    expect(kept).toMatchObject({ id: mine.id, remark: '' });
    expect((await t.call('GET', '/app/messageCollect/list', { token: stranger.token })).body.total).toBe(0);

    // a recalled message cannot be saved
    const gone = await sendText(t, me.token, peer.id, 'gone');
    await recall(me.token, gone.msgUid);
    expect(
      (await t.call('POST', '/app/messageCollect', { token: peer.token, body: { msgUid: gone.msgUid } })).body
        .code,
    ).toBe(ResultCode.notFound);
  });
});
