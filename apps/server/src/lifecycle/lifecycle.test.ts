import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshDatabase, type TestApp, useTestApp } from '../../test/harness.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createMemoryBus } from '../realtime/bus.ts';
import { createLifecycle } from './lifecycle.ts';

// The probes a load balancer reads (DESIGN §12): live while the process answers; ready while the database answers
// with every migration applied, the bus is connected and no drain began.

const t = useTestApp();

describe('health probes', () => {
  it('/health/live answers while the process runs; /health/ready says why it is ready', async () => {
    const live = await t.call('GET', '/health/live');
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ status: 'live' });
    const ready = await t.call('GET', '/health/ready', { lang: 'en' });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      success: true,
      data: { ready: true, db: true, migrations: true, bus: true, draining: false },
    });
    // The old probe stays.
    expect((await t.call('GET', '/health')).body.data).toMatchObject({ status: 'ok', db: true });
  });

  it('is not ready while its bus is away: 503 naming the bus', async () => {
    const { database, drop } = await freshDatabase();
    const bus = { ...createMemoryBus(), healthy: () => false };
    const app = await createTestApp({}, { database, bus });
    try {
      const ready = await app.call('GET', '/health/ready', { lang: 'en' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        success: false,
        code: 503,
        msg: 'Service temporarily unavailable, try again in a moment',
        data: { ready: false, bus: false, db: true, migrations: true, draining: false },
      });
      expect((await app.call('GET', '/health/live')).status).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('is not ready on a database that does not answer, or that lacks a migration', async () => {
    const bus = createMemoryBus();
    const refusing = {
      ...t.database,
      db: { execute: () => Promise.reject(new Error('connection refused')) },
    } as unknown as Database;
    expect(await createLifecycle({ database: refusing, bus }).readiness()).toMatchObject({
      ready: false,
      db: false,
      migrations: false,
    });
    // A database restored from a backup older than this code: its newest migration is not there.
    const { database: restored, drop } = await freshDatabase();
    try {
      await restored.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await createLifecycle({ database: restored, bus }).readiness()).toMatchObject({
        ready: false,
        db: true,
        migrations: false,
      });
    } finally {
      await drop();
    }
  });
});

describe('a draining instance', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('turns not ready at once and refuses every new request but the probes, in the caller language', async () => {
    app.app.services.lifecycle.startDrain();
    const ready = await app.call('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({ ready: false, draining: true, db: true, bus: true });
    const refused = await app.call('GET', '/app/appUpdate/info', { lang: 'en' });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      success: false,
      code: 503,
      msg: 'Service temporarily unavailable, try again in a moment',
      data: null,
    });
    // The load balancer sends it elsewhere on a new connection.
    expect(refused.raw.headers.connection).toBe('close');
    expect((await app.call('GET', '/health/live')).status).toBe(200);
    expect((await app.call('GET', '/metrics')).status).toBe(200);
  });
});
