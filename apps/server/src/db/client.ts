import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** One type for both drivers; a transaction is a Db too, so repositories take `Db` for either. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Serialises start-up migrations across instances (a no-op on the embedded database). */
  withMigrationLock: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  /** Queries and transactions waiting for a connection now (the metrics' pool gauge). */
  waiting: () => number;
  /** Hears how long each query or transaction waited for its connection, in seconds; answers the unsubscribe. */
  onWait: (listener: (seconds: number) => void) => () => void;
};

/** The listeners of one database's waits (several apps of a test may share the database). */
function waitListeners() {
  const listeners = new Set<(seconds: number) => void>();
  return {
    observe(started: number) {
      const seconds = (performance.now() - started) / 1000;
      for (const listener of listeners) listener(seconds);
    },
    onWait(listener: (seconds: number) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * PGlite runs one statement or transaction at a time, in the order asked: each call's wait is the time until the
 * calls asked before it finished, measured by chaining them here (the transaction's own statements are not calls).
 */
function timePglite(client: PGlite, observe: (started: number) => void) {
  let ahead: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const run = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const started = performance.now();
      waiting++;
      void ahead.then(() => {
        waiting--;
        observe(started);
      });
      const result = run(...args);
      ahead = result.catch(() => {});
      return result;
    };
  }
  return () => waiting;
}

/**
 * Embedded PGlite in `dataDir` (or in memory when dataDir is undefined); with `image`, it starts as a copy of that
 * dumped data directory (PGlite's dumpDataDir), which skips initdb: tests open their migrated database this way.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  // pg_trgm is loaded at every open (PGlite loads extensions explicitly): the listings' search uses it (issue 14).
  const client = new PGlite({ dataDir, loadDataDir: image, extensions: { pg_trgm } });
  await client.waitReady;
  const waits = waitListeners();
  const waiting = timePglite(client, waits.observe);
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    withMigrationLock: (fn) => fn(db),
    waiting,
    onWait: waits.onWait,
  };
}

/** Times each checkout of a pooled connection: pool.query and transactions both go through connect(). */
function timePool(pool: pg.Pool, observe: (started: number) => void) {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<unknown>;
  (pool as unknown as { connect: unknown }).connect = (callback?: (...args: unknown[]) => void) => {
    const started = performance.now();
    if (callback)
      return connect((...args: unknown[]) => {
        observe(started);
        callback(...args);
      });
    return connect().then((client) => {
      observe(started);
      return client;
    });
  };
}

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client dropped by the server (restart, failover, admin termination) must not crash the process: the
  // pool discards it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  const waits = waitListeners();
  timePool(pool, waits.observe);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    waiting: () => pool.waitingCount,
    onWait: waits.onWait,
    withMigrationLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(771001)');
        return await fn(drizzlePg({ client }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock(771001)').catch(() => {});
        client.release();
      }
    },
  };
}

/** Rows of a raw `db.execute(sql)` call; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
