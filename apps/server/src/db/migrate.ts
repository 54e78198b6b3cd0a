import { resolve } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/** Applies the committed drizzle-kit migrations; safe to run from several instances at once. */
export async function migrate(database: Database): Promise<void> {
  await database.withMigrationLock(async (db) => {
    if (database.kind === 'pglite') await migratePglite(db as never, { migrationsFolder });
    else await migratePg(db as never, { migrationsFolder });
  });
}
