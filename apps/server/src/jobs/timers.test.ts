import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testClock } from '../../test/harness.ts';
import { type Database, queryRows } from '../db/client.ts';
import { backoffMs, createTimers } from './timers.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(() => drop());

const at = (iso: string) => new Date(iso);
let kindSeq = 0;
/** A kind of its own per test, so timers left by one test never reach another's handler. */
const freshKind = () => `test.kind${++kindSeq}`;

async function schedule(timers: ReturnType<typeof createTimers>, kind: string, key: string, dueAt: Date) {
  return database.db.transaction((tx) => timers.schedule(tx, { kind, key, dueAt, payload: { key } }));
}

describe('durable timers', () => {
  it('runs a timer once it is due, never before, and only once; scheduling it again keeps the first', async () => {
    const clock = testClock(at('2026-11-23T09:00:00Z'));
    const timers = createTimers({ database, clock });
    const kind = freshKind();
    const ran: string[] = [];
    timers.register(kind, async (_tx, timer) => {
      ran.push(timer.key);
      return undefined;
    });
    expect(await schedule(timers, kind, 'a', at('2026-11-23T10:00:00Z'))).toBe(true);
    expect(await schedule(timers, kind, 'a', at('2026-11-23T09:00:00Z'))).toBe(false);
    await schedule(timers, kind, 'b', at('2026-11-23T09:30:00Z'));
    expect(await timers.runDue()).toBe(0);
    clock.set(at('2026-11-23T09:30:00Z'));
    expect(await timers.runDue()).toBe(1);
    clock.set(at('2026-11-23T11:00:00Z'));
    expect(await timers.runDue()).toBe(1);
    expect(await timers.runDue()).toBe(0);
    expect(ran).toEqual(['b', 'a']);
    expect((await timers.find(kind, 'a'))?.doneAt).toEqual(at('2026-11-23T11:00:00Z'));
  });

  it('two pollers (instances) at once: FOR UPDATE SKIP LOCKED gives every timer to exactly one of them', async () => {
    const clock = testClock(at('2026-11-23T09:00:00Z'));
    const kind = freshKind();
    const runs = new Map<string, number>();
    const byPoller = [0, 0];
    const pollers = [0, 1].map((index) => {
      const timers = createTimers({ database, clock });
      timers.register(kind, async (tx, timer) => {
        // Work inside the timer's transaction, so the other poller meets a held row and must skip it.
        await tx.execute(sql`select pg_sleep(0.005)`);
        runs.set(timer.key, (runs.get(timer.key) ?? 0) + 1);
        byPoller[index]!++;
        return undefined;
      });
      return timers;
    });
    for (let i = 0; i < 30; i++) await schedule(pollers[0]!, kind, `k${i}`, clock.now());
    const [first, second] = await Promise.all(pollers.map((p) => p.runDue()));
    expect(first! + second!).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(byPoller[0]! + byPoller[1]!).toBe(30);
    // On PostgreSQL the two really run side by side and share the work (PGlite has one connection: one at a time).
    if (database.kind === 'postgres') expect(byPoller.every((n) => n > 0)).toBe(true);
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from timers where kind = ${kind} and done_at is null`,
    );
    expect(left!.n).toBe(0);
  });

  it('a failed run changes nothing, counts the attempt and comes back after a growing pause', async () => {
    const clock = testClock(at('2026-11-23T09:00:00Z'));
    const timers = createTimers({ database, clock });
    const kind = freshKind();
    const sideKind = freshKind();
    let fail = true;
    let runs = 0;
    timers.register(kind, async (tx) => {
      runs++;
      // A write of the run: it must vanish with the failure.
      await timers.schedule(tx, { kind: sideKind, key: `side${runs}`, dueAt: clock.now(), payload: {} });
      if (fail) throw new Error('handler broke');
      return undefined;
    });
    await schedule(timers, kind, 'x', clock.now());
    expect(await timers.runDue(1)).toBe(1);
    const failed = (await timers.find(kind, 'x'))!;
    expect(failed.doneAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBe('handler broke');
    expect(failed.dueAt.getTime()).toBe(clock.now().getTime() + backoffMs(0));
    expect(await timers.find(sideKind, 'side1')).toBeUndefined();
    // Not due again yet.
    expect(await timers.runDue(1)).toBe(0);
    fail = false;
    clock.advance(backoffMs(0));
    expect(await timers.runDue(1)).toBe(1);
    expect((await timers.find(kind, 'x'))!.doneAt).not.toBeNull();
    expect(await timers.find(sideKind, 'side2')).toBeDefined();
    expect(backoffMs(1)).toBeGreaterThan(backoffMs(0));
    expect(backoffMs(100)).toBe(60 * 60 * 1000);
  });

  it('outlives its instance: timers scheduled before a restart run on the next instance', async () => {
    const clock = testClock(at('2026-11-23T09:00:00Z'));
    const kind = freshKind();
    const before = createTimers({ database, clock });
    await schedule(before, kind, 'later', at('2026-11-24T09:00:00Z'));
    await before.stop();
    const after = createTimers({ database, clock });
    const ran: string[] = [];
    after.register(kind, async (_tx, timer) => {
      ran.push(timer.key);
      return async () => {
        ran.push('after commit');
      };
    });
    clock.set(at('2026-11-24T09:00:01Z'));
    await after.runDue();
    expect(ran).toEqual(['later', 'after commit']);
  });

  it('the poller runs due timers by itself until stopped, and stop waits for the pass under way', async () => {
    const clock = testClock(at('2026-11-23T09:00:00Z'));
    const timers = createTimers({ database, clock });
    const kind = freshKind();
    let ran = 0;
    timers.register(kind, async () => {
      ran++;
      return undefined;
    });
    await schedule(timers, kind, 'auto', clock.now());
    timers.start(5);
    await expect.poll(() => ran, { timeout: 5000 }).toBe(1);
    await timers.stop();
    await schedule(timers, kind, 'after-stop', clock.now());
    await new Promise((done) => setTimeout(done, 50));
    expect(ran).toBe(1);
  });

  it('refuses a second handler for the same kind', () => {
    const timers = createTimers({ database, clock: testClock() });
    timers.register('dup', async () => undefined);
    expect(() => timers.register('dup', async () => undefined)).toThrow(/twice/);
  });
});
