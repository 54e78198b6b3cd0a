import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { createMetrics } from '../metrics/metrics.ts';
import { type NewTimer, type TimerRow, timersRepository as repo } from './timers.repository.ts';

/**
 * Runs inside the transaction that holds the timer's row lock and marks it done, so its writes and "done" commit
 * together: a crash before the commit leaves the timer due, one after leaves it done. Only `tx` may be used. It may
 * answer work for after the commit (live notices).
 */
export type TimerHandler = (tx: Db, timer: TimerRow) => Promise<undefined | (() => Promise<void>)>;

const POLL_INTERVAL_MS = 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** How long a timer waits after its n-th failed run: 2 s, 4 s, 8 s … at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts + 1, 22));

/**
 * Durable timers (DESIGN §2 jobs/): rows in the `timers` table, taken one at a time with FOR UPDATE SKIP LOCKED, so
 * any number of pollers (instances) share the work and none runs a timer another holds; rows outlive restarts.
 * Due means `dueAt` ≤ the services' clock, so tests move time by hand.
 */
export function createTimers(deps: Pick<AppDeps, 'database' | 'clock'> & Partial<Pick<AppDeps, 'metrics'>>) {
  const { db } = deps.database;
  const { clock } = deps;
  const metrics = deps.metrics ?? createMetrics();
  const handlers = new Map<string, TimerHandler>();
  let loop: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /** One due timer run and committed; answers false when none was due (or all due ones are held elsewhere). */
  async function runOne(): Promise<boolean> {
    let taken: TimerRow | undefined;
    try {
      const after = await db.transaction(async (tx) => {
        taken = await repo.takeDue(tx, clock.now());
        if (!taken) return undefined;
        const handler = handlers.get(taken.kind);
        if (!handler) throw new Error(`no handler for timer kind '${taken.kind}'`);
        const then = await handler(tx, taken);
        await repo.markDone(tx, taken.id, clock.now());
        return then;
      });
      if (!taken) return false;
      metrics.timerRuns.inc({ kind: taken.kind, result: 'done' });
      await after?.().catch(() => {});
      return true;
    } catch (error) {
      if (!taken) throw error;
      const failed = taken;
      metrics.timerRuns.inc({ kind: failed.kind, result: 'failed' });
      const dueAt = new Date(clock.now().getTime() + backoffMs(failed.attempts));
      const reason = error instanceof Error ? error.message : String(error);
      // Said where an operator sees it: the retry alone would hide a handler that keeps failing.
      console.warn(
        `timers: ${failed.kind} ${failed.key} failed (${reason}); due again at ${dueAt.toISOString()}`,
      );
      await repo.postpone(db, failed.id, dueAt, reason);
      return true;
    }
  }

  const timers = {
    /** Registers the handler of a kind; each module registers its own when its service is built. */
    register(kind: string, handler: TimerHandler) {
      if (handlers.has(kind)) throw new Error(`timer kind '${kind}' registered twice`);
      handlers.set(kind, handler);
    },

    /** Inside the caller's transaction, so the timer exists exactly when what it is for was committed. */
    schedule(tx: Db, timer: NewTimer) {
      return repo.schedule(tx, timer, clock.now());
    },

    find: (kind: string, key: string) => repo.find(db, kind, key),

    /** Runs every timer due now, one transaction each; answers how many ran (failed runs count). */
    async runDue(limit = 100): Promise<number> {
      let ran = 0;
      while (ran < limit && (await runOne())) ran++;
      return ran;
    },

    /** The poller of this instance: a pass every second until stop(). */
    start(intervalMs = POLL_INTERVAL_MS) {
      if (!stopped) return;
      stopped = false;
      const tick = () => {
        running = timers
          .runDue()
          .catch((error) => console.warn(`timers: poll failed (${(error as Error).message})`))
          .finally(() => {
            running = undefined;
            if (!stopped) loop = setTimeout(tick, intervalMs).unref();
          });
      };
      loop = setTimeout(tick, intervalMs).unref();
    },

    /** No new pass; the one under way finishes before this resolves (before the database closes). */
    async stop() {
      stopped = true;
      if (loop) clearTimeout(loop);
      await running;
    },
  };
  return timers;
}

export type Timers = ReturnType<typeof createTimers>;
