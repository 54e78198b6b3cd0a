import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Clock } from '../src/deps.ts';
import { type Bus, createMemoryBus, createRedisBus } from '../src/realtime/bus.ts';
import { createMetrics } from '../src/metrics/metrics.ts';
import { createStore } from '../src/storage/create-store.ts';
import { adminQuery, postgresUrlFor, readPgliteImage } from './database-image.ts';

/** A clock the test moves by hand. */
export function testClock(
  start = new Date('2026-11-23T09:00:00Z'),
): Clock & { advance: (ms: number) => void; set: (d: Date) => void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL, a new PostgreSQL database
 * created on that server and dropped afterwards, so runs never see each other's data. Both start as a copy of the
 * migrated image the server project's globalSetup made once (test/global-setup.ts): a PGlite data directory loaded
 * from its dump, or `create database … template`. Without that image (a project run without the setup), they migrate.
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const image = inject('pgliteImage');
    const database = await openPglite(undefined, image ? readPgliteImage(image) : undefined);
    if (!image) await migrate(database);
    return { database, drop: () => database.close() };
  }
  const template = inject('postgresTemplate');
  const name = `volna_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    url,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  const database = await openPostgres(postgresUrlFor(url, name), 10);
  if (!template) await migrate(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function freshBus(): Promise<Bus> {
  const url = process.env.REDIS_URL;
  return url ? createRedisBus(url, `volna-test:${randomBytes(4).toString('hex')}:`) : createMemoryBus();
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The usual setup of a test file: `const t = useTestApp();` at its top level builds a fresh app (its own copy of the
 * migrated database, bus, clock) before the file's tests and closes it after them. The object is filled in by the
 * beforeAll it registers, so it is read inside tests and hooks, never at import time; hooks the file registers later
 * run after the build and, per vitest's stacked after-hooks, before the close (a ledger check still sees the data).
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    // A function when the settings exist only once an earlier hook ran (a local S3 server's port).
    Object.assign(t, await createTestApp(typeof env === 'function' ? env() : env));
  });
  afterAll(async () => {
    // Absent when the build itself failed: that error is the one to read.
    await t.close?.();
  });
  return t;
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(
  content: Buffer,
  filename: string,
  field = 'file',
  type = 'application/octet-stream',
) {
  const boundary = `----volna${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A database and bus made by the test itself, for a restart or a second instance on the same data. */
export type SharedBackend = { database: Database; bus: Bus };

/** With `shared`, the app runs on the given database and bus, and close() leaves them to the test. */
export async function createTestApp(env: Record<string, string> = {}, shared?: SharedBackend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'volna-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret',
    DATA_DIR: dataDir,
    // The vitest server project sets DEV_TOOLS=1 (the /dev helpers tests make staff and money with); a test turns
    // it off with { DEV_TOOLS: '' }. Production refuses it, so a production app is built without.
    DEV_TOOLS: env.NODE_ENV === 'production' ? '' : (process.env.DEV_TOOLS ?? ''),
    ...env,
  });
  const { database, drop } = shared
    ? { database: shared.database, drop: async () => {} }
    : await freshDatabase();
  const bus = shared?.bus ?? (await freshBus());
  const clock = testClock();
  // The folder DATA_DIR/files, or the bucket a test names with S3_* in env.
  const store = createStore(config);
  const metrics = createMetrics();
  const app: App = await buildApp({ config, database, bus, store, clock, metrics });
  await app.ready();

  type CallOptions = {
    body?: unknown;
    query?: Record<string, string | number>;
    token?: string;
    lang?: string;
    ip?: string;
    headers?: Record<string, string>;
  };
  /** One request through the real HTTP stack; answers status and parsed envelope. */
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['content-language'] = options.lang;
    const response = await app.inject({
      method,
      url,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      payload: options.body as never,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    const json = response.headers['content-type']?.toString().includes('json') ? response.json() : undefined;
    return { status: response.statusCode, body: json as any, raw: response };
  }

  type UploadOptions = { token?: string; lang?: string; kind?: string; type?: string };
  /** POST /app/file/upload with one file part, as the app's upload sends it. */
  async function upload(content: Buffer, filename: string, options: UploadOptions = {}) {
    const { payload, contentType } = multipart(content, filename, 'file', options.type);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.lang) headers['content-language'] = options.lang;
    const url = `/app/file/upload${options.kind ? `?kind=${options.kind}` : ''}`;
    const response = await app.inject({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.json() as any };
  }

  return {
    app,
    config,
    database,
    db: database.db,
    bus,
    clock,
    metrics,
    call,
    upload,
    async close() {
      await app.close();
      if (!shared) await bus.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
