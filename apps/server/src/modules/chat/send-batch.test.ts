import { ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { AppError } from '../../http/errors.ts';
import { signUp } from '../users/users.test-support.ts';
import { clientId, eventsOf, historyOf } from './chat.test-support.ts';

const t = useTestApp();

const text = (targetId: number | string, content: string, extra = {}) => ({
  conversationType: 1,
  targetId: String(targetId),
  objectName: 'RC:TxtMsg' as const,
  content: { content },
  clientMsgId: clientId(),
  ...extra,
});

/** Sends through the service all at once, so they share batches; answers each result or its code. */
async function sendAll(sends: Array<{ userId: number; body: ReturnType<typeof text> }>) {
  const settled = await Promise.allSettled(sends.map((s) => t.app.services.chat.send(s.userId, s.body)));
  return settled.map((r) => {
    if (r.status === 'fulfilled') return r.value;
    if (r.reason instanceof AppError) return r.reason.code;
    throw r.reason;
  });
}

describe('sends written together (group commit)', () => {
  it('stores every send of a crowd once, each chat in time order, each member told once', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    const sends = users.flatMap((from, i) =>
      [1, 2, 3].map((n) => ({ userId: from.id, body: text(users[(i + 1) % 8]!.id, `${i}-${n}`) })),
    );
    const results = await sendAll(sends);
    expect(results.every((r) => typeof r === 'object')).toBe(true);
    for (const [i, user] of users.entries()) {
      const next = users[(i + 1) % 8]!;
      const history = (await historyOf(t, user.token, { targetId: next.id })).reverse();
      expect(history.map((m) => m.content.content)).toEqual([`${i}-1`, `${i}-2`, `${i}-3`]);
      const times = history.map((m) => m.sentTime);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(3);
      // Own three (for his other devices) and the previous user's three.
      const messages = (await eventsOf(t, user.id)).filter((e) => e.type === 'message');
      expect(messages).toHaveLength(6);
      expect(new Set(messages.map((e) => e.message.msgUid)).size).toBe(6);
    }
  });

  it('answers each send of one batch with its own outcome; the refused change nothing', async () => {
    const [me, friend, blocker, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    await t.app.services.users.block(blocker.id, me.id);
    const results = await sendAll([
      { userId: me.id, body: text(friend.id, 'fine') },
      { userId: me.id, body: text(blocker.id, 'blocked') },
      { userId: me.id, body: text(me.id, 'myself') },
      { userId: me.id, body: text(2_000_000_000, 'nobody') },
      { userId: stranger.id, body: { ...text('not-a-group', 'hi'), conversationType: 3 } },
      { userId: me.id, body: text(friend.id, 'quoting', { quote: { msgUid: crypto.randomUUID() } }) },
      { userId: me.id, body: text(friend.id, 'fine too') },
    ]);
    expect(results.map((r) => (typeof r === 'object' ? 'ok' : r))).toEqual([
      'ok',
      ResultCode.blockedByUser,
      ResultCode.cannotTargetSelf,
      ResultCode.userNotFound,
      ResultCode.notInGroup,
      ResultCode.badRequest,
      'ok',
    ]);
    const history = await historyOf(t, me.token, { targetId: friend.id });
    expect(history.map((m) => m.content.content).sort()).toEqual(['fine', 'fine too']);
    expect(await historyOf(t, me.token, { targetId: blocker.id })).toEqual([]);
    expect((await eventsOf(t, blocker.id)).filter((e) => e.type === 'message')).toEqual([]);
  });

  it('counts the 5-a-second rule inside a batch, and answers one message for a clientMsgId sent twice at once', async () => {
    const [me, friend] = await Promise.all([signUp(t), signUp(t)]);
    const twice = text(friend.id, 'once');
    const results = await sendAll([
      { userId: me.id, body: twice },
      { userId: me.id, body: twice },
      ...Array.from({ length: 5 }, (_, n) => ({ userId: me.id, body: text(friend.id, `n${n}`) })),
    ]);
    const [first, again, ...rest] = results;
    expect(typeof first).toBe('object');
    expect(again).toEqual(first);
    // Six distinct messages within the second: the sixth is refused.
    expect(rest.filter((r) => r === ResultCode.sendingTooFast)).toHaveLength(1);
    expect(await historyOf(t, me.token, { targetId: friend.id })).toHaveLength(5);
    // Retried later, the same clientMsgId still answers the first message and stores nothing.
    t.clock.advance(2_000);
    expect(await t.app.services.chat.send(me.id, twice)).toEqual(first);
    expect(await historyOf(t, me.token, { targetId: friend.id })).toHaveLength(5);
  });
});
