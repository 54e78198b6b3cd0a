import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

// The migrated database every server test file starts from, made once instead of once per file (issue 18): PGlite's
// initdb and the migrations cost a file about 3.5 s, loading a dumped data directory about 1 s; on PostgreSQL,
// `create database … template` copies a migrated database in a fraction of what migrating one takes.

const repoRoot = resolve(import.meta.dirname, '../../..');
const migrationsFolder = resolve(import.meta.dirname, '../src/db/migrations');
const imageDir = join(repoRoot, '.tmp/test-db');
/** Images not used for this long are someone's old migrations: removed when a new one is made. */
const STALE_IMAGE_MS = 24 * 60 * 60 * 1000;

/** An installed package's version (its package.json is not exported, so it is read from node_modules). */
const versionOf = (pkg: string) =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * Names what the image holds: every migration (and the journal that orders them) and the versions of the engine and
 * the migrator. A new or edited migration gives a new name, so a stale image is never loaded.
 */
function imageKey(): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${versionOf('@electric-sql/pglite')} drizzle ${versionOf('drizzle-orm')}\n`);
  const files = [
    ...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')),
    'meta/_journal.json',
  ].sort();
  for (const name of files) hash.update(`${name}\n`).update(readFileSync(join(migrationsFolder, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Whether a made image is there; its time is refreshed, so it is not removed as stale. */
function reusable(path: string) {
  if (!existsSync(path)) return false;
  const now = new Date();
  utimesSync(path, now, now);
  return true;
}

function removeStaleImages(keep: string) {
  for (const name of readdirSync(imageDir)) {
    const path = join(imageDir, name);
    if (path !== keep && Date.now() - statSync(path).mtimeMs > STALE_IMAGE_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The path of a PGlite data directory, migrated, dumped as a tar under .tmp/test-db: made when missing, else reused
 * (same migrations, same engine). Written to a temporary name and renamed, so a run started meanwhile never reads a
 * half-written image.
 */
export async function ensurePgliteImage(): Promise<string> {
  mkdirSync(imageDir, { recursive: true });
  const path = join(imageDir, `pglite-${imageKey()}.tar`);
  if (reusable(path)) return path;
  const database = await openPglite();
  try {
    await migrate(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: gunzipping 40 MB in every file would cost more than reading it.
    const dump = await client.dumpDataDir('none');
    const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, path);
  } finally {
    await database.close();
  }
  removeStaleImages(path);
  return path;
}

/**
 * The same migrated database as a PGlite data directory under .tmp/test-db, for servers started as processes (the
 * browser tests) to copy into their DATA_DIR: copying it costs a fraction of initdb and the migrations (~4 s a
 * server). Made when missing under a temporary name and renamed; a run that loses the race to make it uses the other's.
 */
export async function ensurePgliteDataDir(): Promise<string> {
  mkdirSync(imageDir, { recursive: true });
  const path = join(imageDir, `pglite-${imageKey()}.dir`);
  if (reusable(path)) return path;
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const database = await openPglite(temporary);
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(path)) throw error;
  }
  removeStaleImages(path);
  return path;
}

/** The image as PGlite's loadDataDir takes it. */
export function readPgliteImage(path: string): Blob {
  return new Blob([readFileSync(path)]);
}

/** A database name on the server of `url`; `url` with that database. */
export function postgresUrlFor(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/** Runs one statement on the server of `url` over a connection of its own (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated database on the PostgreSQL server of `url` for test files to copy with `create database … template`;
 * drop() removes it. Its connections are closed before it is handed out: a template must have none.
 */
export async function createPostgresTemplate(
  url: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `volna_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const database = await openPostgres(postgresUrlFor(url, name), 2);
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return { name, drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
}
