import { SEARCH_TEXT_MAX_LENGTH } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { send, sendText } from './chat.test-support.ts';

const t = useTestApp();

const searchAll = (token: string | undefined, query: Record<string, string | number>) =>
  t.call('GET', '/app/chat/message/searchAll', { token, lang: 'en', query });

/** The found chats as `type:targetId` with their hits' texts, newest first. */
async function found(token: string, query: Record<string, string | number>) {
  const res = await searchAll(token, query);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: 200, success: true });
  return res.body as {
    total: number;
    rows: { conversationType: number; targetId: string; total: number; messages: any[] }[];
  };
}

const texts = (body: Awaited<ReturnType<typeof found>>) =>
  body.rows.map((row) => ({
    chat: `${row.conversationType}:${row.targetId}`,
    total: row.total,
    texts: row.messages.map((m) => m.content.content),
  }));

async function toGroup(token: string, groupId: string, text: string) {
  const res = await send(
    t,
    { token },
    { conversationType: 3, targetId: groupId, content: { content: text } },
  );
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data;
}

describe('search of all my chats at once (GET /app/chat/message/searchAll)', () => {
  it('finds hits in private and group chats, newest hit first, presented as the per-chat search does', async () => {
    const [me, anna, boris] = [await signUp(t), await signUp(t), await signUp(t)];
    await t.app.services.chat.joinGroupChat('9101', [me.id, anna.id, boris.id]);
    await sendText(t, anna.token, me.id, 'Lunch tomorrow?');
    await toGroup(boris.token, '9101', 'who brings LUNCH');
    await sendText(t, me.token, boris.id, 'nothing to see here');
    await sendText(t, me.token, anna.id, 'lunch at noon, ok');
    await sendText(t, boris.token, me.id, 'skip lunch today');

    const body = await found(me.token, { keyword: '  lunch ' });
    expect(body.total).toBe(3);
    expect(texts(body)).toEqual([
      { chat: `1:${boris.id}`, total: 1, texts: ['skip lunch today'] },
      { chat: `1:${anna.id}`, total: 2, texts: ['lunch at noon, ok', 'Lunch tomorrow?'] },
      { chat: '3:9101', total: 1, texts: ['who brings LUNCH'] },
    ]);
    // Each chat's hits are exactly what that chat's own search answers first.
    for (const row of body.rows) {
      const own = await t.call('GET', '/app/chat/message/search', {
        token: me.token,
        query: {
          conversationType: row.conversationType,
          targetId: row.targetId,
          keyword: 'lunch',
          pageSize: 3,
        },
      });
      expect(own.body).toMatchObject({ rows: row.messages, total: row.total });
    }
    // The other side names the same chat by its own targetId.
    expect(texts(await found(anna.token, { keyword: 'noon' }))).toEqual([
      { chat: `1:${me.id}`, total: 1, texts: ['lunch at noon, ok'] },
    ]);
  });

  it('leaves out chats I am not in, messages I deleted for me, recalled ones, cleaned history and chats I removed', async () => {
    const [me, anna, boris, vera] = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    await sendText(t, anna.token, boris.id, 'secret plan between them');
    await t.app.services.chat.joinGroupChat('9201', [anna.id, boris.id]);
    await toGroup(anna.token, '9201', 'secret plan of the group');

    const deleted = await sendText(t, anna.token, me.id, 'secret plan deleted for me');
    const deleting = await t.call('POST', '/app/chat/message/delete', {
      token: me.token,
      body: { msgUid: deleted.msgUid },
    });
    expect(deleting.body.code).toBe(200);

    const recalled = await sendText(t, boris.token, me.id, 'secret plan recalled');
    const recalling = await t.call('POST', '/app/chat/message/recall', {
      token: boris.token,
      body: { msgUid: recalled.msgUid },
    });
    expect(recalling.body.code).toBe(200);

    const cleaned = await sendText(t, vera.token, me.id, 'secret plan cleaned away');
    const cleaning = await t.call('POST', '/app/messageClean/clean', {
      token: me.token,
      body: { conversationType: 1, targetId: vera.id, msgTimestamp: cleaned.sentTime },
    });
    expect(cleaning.body.code).toBe(200);

    const [carl] = [await signUp(t)];
    await sendText(t, carl.token, me.id, 'secret plan in a removed chat');
    const removing = await t.call('DELETE', '/app/chat/conversation', {
      token: me.token,
      query: { conversationType: 1, targetId: carl.id },
    });
    expect(removing.body.code).toBe(200);

    expect(await found(me.token, { keyword: 'secret plan' })).toMatchObject({ rows: [], total: 0 });
    // They are there for the others, and a new message after the clean is found.
    // Anna still has her message to me that I deleted for myself.
    expect((await found(anna.token, { keyword: 'secret plan' })).total).toBe(3);
    expect((await found(boris.token, { keyword: 'secret plan' })).total).toBe(2);
    expect((await found(vera.token, { keyword: 'secret plan' })).total).toBe(1);
    await sendText(t, vera.token, me.id, 'secret plan, again');
    expect(texts(await found(me.token, { keyword: 'secret plan' }))).toEqual([
      { chat: `1:${vera.id}`, total: 1, texts: ['secret plan, again'] },
    ]);
  });

  it('matches %, _, \\ and regex characters literally', async () => {
    const [me, peer] = [await signUp(t), await signUp(t)];
    const lines = [
      '100% sure',
      '100 percent',
      'snake_case',
      'snakeXcase',
      'back\\slash',
      'backslash',
      'a.*b',
      'aXXb',
    ];
    for (const line of lines) await sendText(t, peer.token, me.id, line);
    const only = async (keyword: string) =>
      (await found(me.token, { keyword, hitsPerChat: 20 })).rows.flatMap((row) =>
        row.messages.map((m) => m.content.content),
      );
    expect(await only('%')).toEqual(['100% sure']);
    expect(await only('_')).toEqual(['snake_case']);
    expect(await only('\\')).toEqual(['back\\slash']);
    expect(await only('.*')).toEqual(['a.*b']);
    expect(await only('0 p')).toEqual(['100 percent']);
  });

  it('answers the newest hitsPerChat hits of each chat and pages over chats', async () => {
    const me = await signUp(t);
    const peers = [await signUp(t), await signUp(t), await signUp(t)];
    // Chat 0 gets the oldest hits, chat 2 the newest; each holds four.
    for (const [i, peer] of peers.entries())
      for (let n = 1; n <= 4; n++) await sendText(t, peer.token, me.id, `note ${i}.${n}`);

    const defaults = await found(me.token, { keyword: 'note' });
    expect(defaults.total).toBe(3);
    expect(defaults.rows.map((row) => row.messages.length)).toEqual([3, 3, 3]);

    const first = await found(me.token, { keyword: 'note', hitsPerChat: 2, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(texts(first)).toEqual([
      { chat: `1:${peers[2]!.id}`, total: 4, texts: ['note 2.4', 'note 2.3'] },
      { chat: `1:${peers[1]!.id}`, total: 4, texts: ['note 1.4', 'note 1.3'] },
    ]);
    const second = await found(me.token, { keyword: 'note', hitsPerChat: 2, pageSize: 2, pageNum: 2 });
    expect(texts(second)).toEqual([{ chat: `1:${peers[0]!.id}`, total: 4, texts: ['note 0.4', 'note 0.3'] }]);
    // Past the end: no chats, and still the count of all of them.
    const past = await found(me.token, { keyword: 'note', pageSize: 2, pageNum: 3 });
    expect(past).toMatchObject({ rows: [], total: 3 });

    // A new hit lifts its chat to the top.
    await sendText(t, peers[0]!.token, me.id, 'note 0.5');
    const lifted = await found(me.token, { keyword: 'note', hitsPerChat: 1 });
    expect(texts(lifted)[0]).toEqual({ chat: `1:${peers[0]!.id}`, total: 5, texts: ['note 0.5'] });

    const all = await found(me.token, { keyword: 'note', hitsPerChat: 20 });
    expect(all.rows.map((row) => row.messages.length)).toEqual([5, 4, 4]);
  });

  it('refuses bad input with 400 naming the field, and strangers with 401', async () => {
    const me = await signUp(t);
    const bad: Record<string, string | number>[] = [
      {},
      { keyword: '' },
      { keyword: '   ' },
      { keyword: 'x'.repeat(SEARCH_TEXT_MAX_LENGTH + 1) },
      { keyword: 'a\u0000b' },
      { keyword: 'ok', pageSize: 1_000_000 },
      { keyword: 'ok', pageSize: 0 },
      { keyword: 'ok', pageNum: -1 },
      { keyword: 'ok', pageNum: 0 },
      { keyword: 'ok', pageNum: 'two' },
      { keyword: 'ok', hitsPerChat: 0 },
      { keyword: 'ok', hitsPerChat: 21 },
      { keyword: 'ok', hitsPerChat: 2.5 },
    ];
    for (const query of bad) {
      const res = await searchAll(me.token, query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body).toMatchObject({ success: false, data: null });
    }
    expect((await searchAll(me.token, { keyword: 'x'.repeat(SEARCH_TEXT_MAX_LENGTH) })).status).toBe(200);
    expect((await searchAll(undefined, { keyword: 'ok' })).status).toBe(401);
  });
});
