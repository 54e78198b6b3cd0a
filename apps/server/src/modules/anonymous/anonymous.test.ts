import { randomUUID } from 'node:crypto';
import { BLOCK_CHECKS_PER_MINUTE, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../users/users.test-support.ts';

// Anonymous chat (issue 16): the queue, the transition table, OL:stranger messages, the switch to a personal chat,
// and above all that neither side learns who the other is before both agree.

const t = useTestApp();
type Person = Awaited<ReturnType<typeof signUp>>;

const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.call(method, url, {
    token: who.token,
    lang: 'en',
    ...(method === 'GET' ? { query: body as never } : { body }),
  });
const search = async (who: Person) => (await call(who, 'POST', '/app/anon/search')).body.data;
const current = async (who: Person) => (await call(who, 'GET', '/app/anon/current')).body.data;
const act = (who: Person, chatId: number, action: string) =>
  call(who, 'POST', '/app/anon/action', { chatId, action });
const say = (who: Person, chatId: number, text: string, clientMsgId = randomUUID()) =>
  call(who, 'POST', '/app/anon/message', { chatId, text, clientMsgId });
const eventsOf = async (who: Person) =>
  (await t.app.services.delivery.since(who.id, 0, 10_000)).map((d) => d.event as any);

/** Two fresh users matched with each other (the queue is emptied first by matching any leftovers among themselves). */
async function pair(): Promise<{ a: Person; b: Person; chatId: number }> {
  const a = await signUp(t);
  const b = await signUp(t);
  expect((await search(a)).state).toBe('searching');
  const matched = await search(b);
  expect(matched.state).toBe('started');
  return { a, b, chatId: matched.chatId };
}

/** Every value in an answer, with the key it sits under. */
function* entries(value: unknown, key = ''): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) yield* entries(item, key);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      yield [k, v];
      yield* entries(v, k);
    }
}

/** Nothing of `other` in what `seen` answered: no id under any key, no phone, e-mail, name or avatar. */
function expectNoIdentity(seen: unknown, other: Person) {
  const text = JSON.stringify(seen);
  for (const secret of [other.user.phone, other.user.email, other.user.userName].filter(Boolean))
    expect(text).not.toContain(String(secret));
  for (const [key, value] of entries(seen)) {
    expect([
      'userId',
      'senderId',
      'targetId',
      'fromUserId',
      'phone',
      'userPhone',
      'email',
      'avatar',
    ]).not.toContain(key);
    if (typeof value === 'number' && /user|sender|partner|from/i.test(key)) expect(value).not.toBe(other.id);
  }
}

describe('anonymous chat: matching and the states', () => {
  it('matches two searchers, who then see each other only by their anonymous profiles', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await call(a, 'PUT', '/app/group/anonEdit', { nickName: 'Night owl', brief: 'Likes jazz' });
    expect((await search(a)).state).toBe('searching');
    // Searching again while searching changes nothing.
    expect((await search(a)).state).toBe('searching');
    const seenByB = await search(b);
    expect(seenByB).toMatchObject({
      state: 'started',
      stranger: { nickName: 'Night owl', brief: 'Likes jazz' },
      partner: null,
    });
    const seenByA = await current(a);
    expect(seenByA).toMatchObject({ state: 'started', chatId: seenByB.chatId, stranger: { nickName: '' } });
    expectNoIdentity(seenByA, b);
    expectNoIdentity(seenByB, a);
    // Each was told by a stored event, without the other's id.
    const told = (await eventsOf(a)).filter((e) => e.type === 'anonymous');
    expect(told.at(-1)).toMatchObject({ kind: 'state', chatId: seenByB.chatId, state: 'started' });
    expectNoIdentity(told, b);
    await act(a, seenByB.chatId, 'leave');
  });

  it('carries OL:stranger messages both ways, once per client id, and never names the sender', async () => {
    const { a, b, chatId } = await pair();
    const clientMsgId = randomUUID();
    const sent = await say(a, chatId, 'Hello, stranger', clientMsgId);
    expect(sent.body.data).toMatchObject({ objectName: 'OL:stranger', mine: true, text: 'Hello, stranger' });
    expect((await say(a, chatId, 'Hello, stranger', clientMsgId)).body.data.id).toBe(sent.body.data.id);
    await say(b, chatId, 'Hi!');
    const read = (await call(b, 'GET', '/app/anon/messages', { chatId })).body.data;
    expect(read.map((m: any) => [m.text, m.mine])).toEqual([
      ['Hello, stranger', false],
      ['Hi!', true],
    ]);
    expectNoIdentity(read, a);
    const heard = (await eventsOf(b)).filter((e) => e.type === 'anonymous' && e.kind === 'message');
    expect(heard).toHaveLength(1);
    expectNoIdentity(heard, a);
    // Only the two read or write in it.
    const outsider = await signUp(t);
    expect((await call(outsider, 'GET', '/app/anon/messages', { chatId })).status).toBe(404);
    expect((await say(outsider, chatId, 'hey')).status).toBe(404);
    // Bad input changes nothing.
    for (const text of ['', '  ', 'x'.repeat(2001)]) expect((await say(a, chatId, text)).status).toBe(400);
    await act(b, chatId, 'leave');
  });

  it('ends by me for the one who leaves and by the other for the other; the table refuses the rest', async () => {
    const { a, b, chatId } = await pair();
    const refused = await act(a, chatId, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ResultCode.anonWrongState);
    expect((await act(a, chatId, 'leave')).body.data.state).toBe('endedByMe');
    expect((await current(b)).state).toBe('endedByOther');
    expect((await say(b, chatId, 'still there?')).status).toBe(409);
    expect((await act(b, chatId, 'leave')).status).toBe(409);
  });

  it('never pairs the same two again right away, nor people who blocked each other', async () => {
    const { a, b, chatId } = await pair();
    await act(a, chatId, 'leave');
    expect((await search(a)).state).toBe('searching');
    expect((await search(b)).state).toBe('searching');
    const c = await signUp(t);
    const withC = await search(c);
    expect(withC.state).toBe('started');
    // A waited longest: C meets A; B still waits.
    expect((await current(a)).chatId).toBe(withC.chatId);
    expect((await current(b)).state).toBe('searching');
    // B blocks the next one he meets: they are never matched again.
    const d = await signUp(t);
    const bd = await search(d);
    expect(bd.state).toBe('started');
    expect((await act(b, bd.chatId, 'block')).body.data.state).toBe('endedByMe');
    // The pairing is blocked, not D's account: B's block list never names him (issue 28 §5).
    expect(await t.app.services.users.eitherBlocked(b.id, d.id)).toBe(false);
    expect((await current(d)).state).toBe('endedByOther');
    await act(a, withC.chatId, 'leave');
    // Each meets someone else first, so only the block keeps B and D apart.
    for (const [who, next] of [
      [b, await signUp(t)],
      [d, await signUp(t)],
    ] as const) {
      expect((await search(who)).state).toBe('searching');
      const met = await search(next);
      expect(met.state).toBe('started');
      await act(next, met.chatId, 'leave');
    }
    expect((await search(b)).state).toBe('searching');
    expect((await search(d)).state).toBe('searching');
    await call(b, 'POST', '/app/anon/cancel');
    await call(d, 'POST', '/app/anon/cancel');
  });

  it('switches to a personal chat only when both agree: suggest, await, reject, suggest, accept', async () => {
    const { a, b, chatId } = await pair();
    expect((await act(a, chatId, 'propose')).body.data.state).toBe('proposedByMe');
    expect((await current(b)).state).toBe('proposedByOther');
    expect((await act(a, chatId, 'accept')).status).toBe(409);
    expect((await act(b, chatId, 'reject')).body.data.state).toBe('started');
    expect((await current(a)).state).toBe('started');
    expectNoIdentity(await current(a), b);
    await act(b, chatId, 'propose');
    const accepted = (await act(a, chatId, 'accept')).body.data;
    expect(accepted).toMatchObject({ state: 'revealed', partner: { userId: b.id, targetId: String(b.id) } });
    expect((await current(b)).partner).toEqual({ userId: a.id, targetId: String(a.id) });
    const notice = (await call(b, 'GET', '/app/anon/messages', { chatId })).body.data.at(-1);
    expect(notice.objectName).toBe('OL:ToPrivateChat');
    // Their personal chat is there to open.
    const chats = (await call(a, 'GET', '/app/chat/conversation/list')).body.data;
    expect(chats.map((c: any) => c.targetId)).toContain(String(b.id));
    // It opens with the "you met in anonymous chat" card, in both their histories (issue 32).
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const history = (
        await call(who, 'GET', '/app/chat/message/history', { conversationType: 1, targetId: other.id })
      ).body.data;
      expect(history.map((m: any) => [m.objectName, m.content.anonChatId])).toEqual([
        ['OL:ToPrivateChat', chatId],
      ]);
      expect(Object.keys(history[0].content.nickNames).sort()).toEqual([String(a.id), String(b.id)].sort());
    }
  });

  it('ends the chat when the matched stranger has been gone for more than a minute', async () => {
    const { a, b, chatId } = await pair();
    t.clock.advance(30_000);
    expect((await current(a)).state).toBe('started');
    await say(b, chatId, 'still here');
    t.clock.advance(59_000);
    // B wrote 59 s ago: not gone yet.
    expect((await current(a)).state).toBe('started');
    t.clock.advance(2_000);
    expect((await current(a)).state).toBe('endedByOther');
    expect((await current(b)).state).toBe('endedByMe');
  });

  it('reports the stranger to customer service without telling the reporter whom', async () => {
    const { a, b, chatId } = await pair();
    const res = await call(a, 'POST', '/app/anon/report', { chatId, reason: 'abuse', text: 'rude' });
    expect(res.body).toMatchObject({ code: 200, data: null });
    // Customer service sees whom it names (the stranger's real account), the reporter does not.
    const filed = await queryRows<{ target_id: string; text: string }>(
      t.db,
      sql`select target_id, text from complaints where user_id = ${a.id}`,
    );
    expect(filed).toEqual([{ target_id: String(b.id), text: `[anonymous chat ${chatId}] rude` }]);
    expect((await call(a, 'POST', '/app/anon/report', { chatId, reason: 'nonsense' })).status).toBe(400);
    await act(a, chatId, 'leave');
  });

  it('edits the anonymous profile with clear errors for bad input', async () => {
    const a = await signUp(t);
    expect((await call(a, 'GET', '/app/anon/profile')).body.data).toEqual({ nickName: '', brief: '' });
    const bad = await call(a, 'PUT', '/app/group/anonEdit', { nickName: '' });
    expect(bad.status).toBe(400);
    expect((await call(a, 'PUT', '/app/group/anonEdit', { nickName: 'x'.repeat(21) })).status).toBe(400);
    const saved = await call(a, 'PUT', '/app/group/anonEdit', { nickName: ' Cat ', brief: '' });
    expect(saved.body.data).toEqual({ nickName: 'Cat', brief: '' });
  });
});

describe('anonymous chat: one queue across instances', () => {
  const second: { app?: Awaited<ReturnType<typeof createTestApp>> } = {};
  afterAll(async () => {
    await second.app?.close();
  });

  it('pairs searchers arriving on two instances at once, each exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    second.app = await createTestApp({}, { database: t.database, bus: t.bus });
    // One time on both instances, as on real servers.
    second.app.clock.set(t.clock.now());
    const people = [];
    for (let i = 0; i < 6; i++) people.push(await signUp(t));
    await Promise.all(
      people.map((p, i) => (i % 2 ? second.app! : t).call('POST', '/app/anon/search', { token: p.token })),
    );
    // Whoever is still waiting is tried again when he looks (the web polls while searching).
    for (const p of people) await current(p);
    const chats = new Map<number, number>();
    for (const p of people) {
      const now = await current(p);
      expect(now.state).toBe('started');
      chats.set(now.chatId, (chats.get(now.chatId) ?? 0) + 1);
    }
    expect([...chats.values()]).toEqual([2, 2, 2]);
  });
});

describe('anonymous chat: a block or a report keeps the stranger anonymous (issue 28 §5)', () => {
  const blockList = async (who: Person) =>
    (await t.call('GET', '/app/blockUser/list', { token: who.token, lang: 'en' })).body;
  const anonBlocks = async (who: Person) => (await call(who, 'GET', '/app/anon/blocks')).body;
  const checkBlocked = (who: Person, userId: number) =>
    call(who, 'POST', '/app/blockUser/checkHaveBeenBlocked', { userId });

  it('nothing the blocker reads after the block carries the stranger: block lists, lookups, events', async () => {
    const { a, b, chatId } = await pair();
    const before = (await eventsOf(a)).length;
    // Twenty taps at once: one block.
    const taps = await Promise.all(Array.from({ length: 20 }, () => act(a, chatId, 'block')));
    expect(taps.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(taps.every((r) => [200, ResultCode.anonWrongState].includes(r.body.code))).toBe(true);

    const real = await blockList(a);
    expect(real).toMatchObject({ code: 200, total: 0, rows: [] });
    const entries = await anonBlocks(a);
    expect(entries.data).toHaveLength(1);
    expect(Object.keys(entries.data[0]).sort()).toEqual(['blockedAt', 'id']);
    const seen = [
      real,
      entries,
      (await call(a, 'GET', '/app/anon/current')).body,
      (await call(a, 'GET', '/app/anon/messages', { chatId })).body,
      (await checkBlocked(a, b.id)).body,
      (await eventsOf(a)).slice(before),
    ];
    expectNoIdentity(seen, b);
    expect(JSON.stringify(entries)).not.toContain(`"id":${b.id}`);
    // He learns nothing either: to him A is a stranger like any other id.
    expect((await checkBlocked(b, a.id)).body.data).toEqual({ blocked: false, blocking: false });
    expect((await checkBlocked(b, 2_000_000_000)).body.data).toEqual({ blocked: false, blocking: false });
  });

  it('never matches the blocked pairing again, both ways; unblocking from the list lifts it', async () => {
    const { a, b, chatId } = await pair();
    await act(b, chatId, 'block');
    expect((await search(a)).state).toBe('searching');
    expect((await search(b)).state).toBe('searching');
    // Neither is matched with the other, whoever searches last.
    expect((await current(a)).state).toBe('searching');
    expect((await current(b)).state).toBe('searching');
    await call(a, 'POST', '/app/anon/cancel');
    await call(b, 'POST', '/app/anon/cancel');

    const [entry] = (await anonBlocks(b)).data;
    // Someone else's block is not his to lift.
    const other = await signUp(t);
    const foreign = await t.call('DELETE', `/app/anon/blocks/${entry.id}`, {
      token: other.token,
      lang: 'en',
    });
    expect(foreign.body.code).toBe(ResultCode.notFound);
    const lifted = await t.call('DELETE', `/app/anon/blocks/${entry.id}`, { token: b.token, lang: 'en' });
    expect(lifted.body.code).toBe(200);
    expect((await anonBlocks(b)).data).toEqual([]);
  });

  it('a report blocks the pairing too', async () => {
    const { a, b, chatId } = await pair();
    expect((await call(a, 'POST', '/app/anon/report', { chatId, reason: 'spam' })).body.code).toBe(200);
    expect((await anonBlocks(a)).data).toHaveLength(1);
    await act(a, chatId, 'leave');
    expect((await search(a)).state).toBe('searching');
    expect((await search(b)).state).toBe('searching');
    expect((await current(a)).state).toBe('searching');
    await call(a, 'POST', '/app/anon/cancel');
    await call(b, 'POST', '/app/anon/cancel');
  });

  it('the block check is limited per user: a sweep of ids is cut off with a translated refusal', async () => {
    const sweeper = await signUp(t);
    const answers = [];
    for (let id = 1; id <= BLOCK_CHECKS_PER_MINUTE + 5; id++) answers.push(await checkBlocked(sweeper, id));
    const refused = answers.filter((r) => r.body.code === ResultCode.tooManyAttempts);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.status).toBe(429);
    const ru = await t.call('POST', '/app/blockUser/checkHaveBeenBlocked', {
      token: sweeper.token,
      lang: 'ru',
      body: { userId: 1 },
    });
    expect(ru.body.msg).toMatch(/[а-я]/);
    // Every answer that went through was the stranger's answer, whoever the id was.
    for (const r of answers.slice(0, BLOCK_CHECKS_PER_MINUTE))
      expect(r.body.data).toEqual({ blocked: false, blocking: false });
  });
});
