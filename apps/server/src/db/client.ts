import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** One type for both drivers; a transaction is a Db too, so repositories take `Db` for either. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Serialises start-up migrations across instances (a no-op on the embedded database). */
  withMigrationLock: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
};

/**
 * Embedded PGlite in `dataDir` (or in memory when dataDir is undefined); with `image`, it starts as a copy of that
 * dumped data directory (PGlite's dumpDataDir), which skips initdb: tests open their migrated database this way.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  // pg_trgm is loaded at every open (PGlite loads extensions explicitly): the listings' search uses it (issue 14).
  const client = new PGlite({ dataDir, loadDataDir: image, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close(), withMigrationLock: (fn) => fn(db) };
}

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client dropped by the server (restart, failover, admin termination) must not crash the process: the
  // pool discards it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost (${error.message})`));
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
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
