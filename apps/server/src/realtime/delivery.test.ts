import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { userChannel } from '../modules/auth/session.service.ts';

describe('delivery (per-user event log)', () => {
  const t = useTestApp();

  it('numbers each user’s events separately, from 1, and answers them in order after a given sequence', async () => {
    const { delivery } = t.app.services;
    const first = await delivery.deliver([11, 10], { type: 'message', n: 1 });
    expect(first).toEqual([
      { userId: 10, seq: 1, event: { type: 'message', n: 1 } },
      { userId: 11, seq: 1, event: { type: 'message', n: 1 } },
    ]);
    await delivery.deliver([10], { type: 'message', n: 2 });
    await delivery.deliver([10, 10, 11], { type: 'recall', n: 3 });
    expect((await delivery.since(10, 0, 10)).map((d) => [d.seq, d.event.n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect((await delivery.since(11, 0, 10)).map((d) => [d.seq, d.event.type])).toEqual([
      [1, 'message'],
      [2, 'recall'],
    ]);
    expect((await delivery.since(10, 1, 1)).map((d) => d.seq)).toEqual([2]);
    expect(await delivery.since(10, 3, 10)).toEqual([]);
    expect(await delivery.deliver([], { type: 'message' })).toEqual([]);
  });

  it('appends many events for many users in one go, numbered per user in the order given', async () => {
    const { delivery } = t.app.services;
    await delivery.deliver([931], { type: 'message', n: 0 });
    const delivered = await t.db.transaction((tx) =>
      delivery.appendMany(tx, [
        { userId: 931, event: { type: 'message', n: 1 } },
        { userId: 930, event: { type: 'message', n: 2 } },
        { userId: 931, event: { type: 'recall', n: 3 } },
        { userId: 931, event: { type: 'message', n: 4 } },
      ]),
    );
    expect(delivered.map((d) => [d.userId, d.seq, d.event.n])).toEqual([
      [930, 1, 2],
      [931, 2, 1],
      [931, 3, 3],
      [931, 4, 4],
    ]);
    expect((await delivery.since(931, 0, 10)).map((d) => [d.seq, d.event.type])).toEqual([
      [1, 'message'],
      [2, 'message'],
      [3, 'recall'],
      [4, 'message'],
    ]);
    expect(await t.db.transaction((tx) => delivery.appendMany(tx, []))).toEqual([]);
  });

  it('keeps nothing of a transaction that rolls back', async () => {
    const { delivery } = t.app.services;
    await expect(
      t.db.transaction(async (tx) => {
        await delivery.append(tx, [20], { type: 'message' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await delivery.since(20, 0, 10)).toEqual([]);
    expect((await delivery.deliver([20], { type: 'message' }))[0]?.seq).toBe(1);
  });

  it('gives gap-free distinct numbers under concurrent deliveries to overlapping users', async () => {
    const { delivery } = t.app.services;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        delivery.deliver(i % 2 ? [30, 31] : [31, 30], { type: 'message', i }),
      ),
    );
    for (const user of [30, 31]) {
      const events = await delivery.since(user, 0, 100);
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(new Set(events.map((e) => e.event.i)).size).toBe(30);
    }
  });

  it('publishes each delivered event on the user’s channel after commit', async () => {
    const heard: unknown[] = [];
    await t.bus.subscribe(userChannel(40), (m) => heard.push(m));
    await t.app.services.delivery.deliver([40], { type: 'message', text: 'hi' });
    // Heard over the bus (Redis in CI): awaited, not slept on (issue 18).
    await expect
      .poll(() => heard)
      .toEqual([{ type: 'event', seq: 1, event: { type: 'message', text: 'hi' } }]);
  });
});
