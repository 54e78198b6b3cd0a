import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Bus } from './realtime/bus.ts';
import type { FileStore } from './storage/file-store.ts';

/** Time as the services see it; tests move it forward to expire codes and sessions. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** Everything the app needs from outside; `buildApp(deps)` is the same for main.ts and the tests. */
export type AppDeps = {
  config: Config;
  database: Database;
  bus: Bus;
  store: FileStore;
  clock: Clock;
  /** Where the log goes instead of stdout (tests read what would be written). */
  logStream?: { write: (line: string) => void };
  /** This app's Prometheus instruments (metrics/metrics.ts); buildApp makes them when not given. */
  metrics: Metrics;
};

/** What buildApp is given: everything but the metrics, which it makes unless a caller brings its own. */
export type AppInput = Omit<AppDeps, 'metrics'> & { metrics?: Metrics };
