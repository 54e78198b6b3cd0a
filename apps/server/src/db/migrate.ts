import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type Database, type Db, queryRows } from './client.ts';
import { sqlState } from './errors.ts';

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/**
 * Applies the committed drizzle-kit migrations. Safe to run from several instances at once: on PostgreSQL the first
 * takes an advisory lock (Database.withMigrationLock) and migrates, the others wait for it, then find nothing to do.
 */
export async function migrate(database: Database): Promise<void> {
  await database.withMigrationLock(async (db) => {
    if (database.kind === 'pglite') await migratePglite(db as never, { migrationsFolder });
    else await migratePg(db as never, { migrationsFolder });
  });
}

/** drizzle records each applied migration with its journal time (`when`): the newest committed one's. */
const newestCommitted = (() => {
  const journal = JSON.parse(readFileSync(resolve(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

/**
 * Whether the database has every migration this code was built with (readiness: a database restored from an older
 * backup, or one another release rolled back, is not). Throws when the database does not answer.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const [row] = await queryRows<{ newest: string | null }>(
      db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return Number(row?.newest ?? 0) >= newestCommitted;
  } catch (error) {
    // Never migrated: no record table yet (42P01 undefined table, 3F000 undefined schema).
    if (['42P01', '3F000'].includes(sqlState(error) ?? '')) return false;
    throw error;
  }
}
