import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminQuery, postgresUrlFor } from '../../test/database-image.ts';
import { type Database, openPglite, openPostgres, queryRows } from './client.ts';
import { migrate, migrationsApplied } from './migrate.ts';
import { sql } from 'drizzle-orm';

// Several instances start at once on one PostgreSQL (docs/operations.md): the first to take the advisory lock
// migrates, the others wait on it and then find nothing left to do. The embedded database has one process; there a
// second start migrates nothing. With DATABASE_URL this runs on PostgreSQL (CI's second pass), else on PGlite.

const committed = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
).entries.length as number;

const appliedCount = async (database: Database) =>
  Number(
    (
      await queryRows<{ n: string }>(
        database.db,
        sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
      )
    )[0]?.n,
  );

const url = process.env.DATABASE_URL;

describe(`migrations at start (${url ? 'PostgreSQL, several instances' : 'PGlite, one process'})`, () => {
  it(url
    ? 'instances starting together wait on the advisory lock; each migration is applied once'
    : 'a database migrated once is migrated by nothing at the next start', async () => {
    if (!url) {
      const database = await openPglite();
      try {
        expect(await migrationsApplied(database.db)).toBe(false);
        await migrate(database);
        await migrate(database);
        expect(await appliedCount(database)).toBe(committed);
        expect(await migrationsApplied(database.db)).toBe(true);
      } finally {
        await database.close();
      }
      return;
    }
    const name = `volna_mig_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const target = postgresUrlFor(url, name);
    // Someone holds the lock (an instance in the middle of migrating): the two starting now must wait for it.
    const holder = new pg.Client({ connectionString: target });
    await holder.connect();
    const instances = [await openPostgres(target, 2), await openPostgres(target, 2)];
    try {
      await holder.query('select pg_advisory_lock(771001)');
      const starting = instances.map((database) => migrate(database));
      await expect
        .poll(
          async () =>
            Number(
              (
                await holder.query(
                  `select count(*) as n from pg_locks l join pg_database d on d.oid = l.database
                   where l.locktype = 'advisory' and not l.granted and d.datname = $1`,
                  [name],
                )
              ).rows[0].n,
            ),
          { timeout: 20_000 },
        )
        .toBe(2);
      expect(await migrationsApplied(instances[0]!.db)).toBe(false);
      await holder.query('select pg_advisory_unlock(771001)');
      await Promise.all(starting);
      expect(await appliedCount(instances[0]!)).toBe(committed);
      expect(await migrationsApplied(instances[1]!.db)).toBe(true);
    } finally {
      await holder.end();
      for (const database of instances) await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    }
  }, 60_000);
});
