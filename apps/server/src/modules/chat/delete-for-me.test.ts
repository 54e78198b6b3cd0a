import { ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { conversationsOf, eventsOf, historyOf, sendText } from './chat.test-support.ts';

const t = useTestApp();

const deleteForMe = (token: string, msgUid: unknown) =>
  t.call('POST', '/app/chat/message/delete', { token, lang: 'en', body: { msgUid } });

describe('delete for me (POST /app/chat/message/delete)', () => {
  it('takes the message out of my history, search and list preview only; my devices hear it', async () => {
    const [me, peer] = [await signUp(t), await signUp(t)];
    const first = await sendText(t, peer.token, me.id, 'first words');
    const second = await sendText(t, peer.token, me.id, 'second words');
    expect((await conversationsOf(t, me.token))[0]).toMatchObject({ unreadMessageCount: 2 });

    const res = await deleteForMe(me.token, second.msgUid);
    expect(res.body).toMatchObject({ code: 200 });
    expect((await historyOf(t, me.token, { targetId: peer.id })).map((m) => m.msgUid)).toEqual([
      first.msgUid,
    ]);
    expect((await historyOf(t, peer.token, { targetId: me.id })).map((m) => m.msgUid)).toEqual([
      second.msgUid,
      first.msgUid,
    ]);
    const [chat] = await conversationsOf(t, me.token);
    expect(chat).toMatchObject({ unreadMessageCount: 1, latestMessage: { msgUid: first.msgUid } });
    expect((await conversationsOf(t, peer.token))[0].latestMessage.msgUid).toBe(second.msgUid);
    const search = await t.call('GET', '/app/chat/message/search', {
      token: me.token,
      query: { conversationType: 1, targetId: peer.id, keyword: 'words' },
    });
    expect(search.body.rows.map((m: { msgUid: string }) => m.msgUid)).toEqual([first.msgUid]);
    expect((await eventsOf(t, me.id)).at(-1)).toEqual({
      type: 'messageDeleted',
      msgUid: second.msgUid,
      conversationType: 1,
      targetId: String(peer.id),
    });
    expect((await eventsOf(t, peer.id)).some((e) => e.type === 'messageDeleted')).toBe(false);

    // Gone for me: forwarding, saving or deleting it again finds nothing.
    expect((await deleteForMe(me.token, second.msgUid)).body.code).toBe(ResultCode.notFound);
    const save = await t.call('POST', '/app/messageCollect', {
      token: me.token,
      body: { msgUid: second.msgUid },
    });
    expect(save.body.code).toBe(ResultCode.notFound);
  });

  it("refuses another chat's message, an unknown one and bad ids, changing nothing", async () => {
    const [me, a, b] = [await signUp(t), await signUp(t), await signUp(t)];
    const theirs = await sendText(t, a.token, b.id, 'between them');
    expect((await deleteForMe(me.token, theirs.msgUid)).body.code).toBe(ResultCode.notFound);
    expect((await deleteForMe(me.token, crypto.randomUUID())).body.code).toBe(ResultCode.notFound);
    for (const bad of ['', 'x'.repeat(36), 42, null, '\u0000'])
      expect((await deleteForMe(me.token, bad)).status).toBe(400);
    expect(await historyOf(t, b.token, { targetId: a.id })).toHaveLength(1);
  });
});
