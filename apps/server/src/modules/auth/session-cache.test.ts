import { SESSION_CACHE_TTL_MS } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { type App, buildApp } from '../../app.ts';
import { createMemoryBus } from '../../realtime/bus.ts';
import { createStore } from '../../storage/create-store.ts';
import { createSessionCache } from './session-cache.ts';

const t = useTestApp();
/** A second instance on the same database and bus, as behind a load balancer. */
let other: App;
const meta = { userAgent: 'test', ip: '127.0.0.1' };
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { code?: number }) => error.code,
  );

beforeAll(async () => {
  other = await buildApp({
    config: t.config,
    database: t.database,
    bus: t.bus,
    store: createStore(t.config),
    clock: t.clock,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
});

describe('sessions admitted from memory', () => {
  it('a login on one instance forces the older session offline on another that had it cached', async () => {
    const first = await t.app.services.sessions.start(301, meta);
    expect(await codeOf(other.services.sessions.authenticate(first.token))).toBe(200);
    await t.app.services.sessions.start(301, meta);
    // The other instance hears it over the bus: awaited, not slept on (issue 18).
    await expect.poll(() => codeOf(other.services.sessions.authenticate(first.token))).toBe(4003);
    expect(await codeOf(t.app.services.sessions.authenticate(first.token))).toBe(4003);
  });

  it('logout and the end of all sessions reach the other instance', async () => {
    const a = await t.app.services.sessions.start(302, meta);
    expect(await codeOf(other.services.sessions.authenticate(a.token))).toBe(200);
    await t.app.services.sessions.end(a.sessionId);
    await expect.poll(() => codeOf(other.services.sessions.authenticate(a.token))).toBe(401);

    const b = await t.app.services.sessions.start(303, meta);
    expect(await codeOf(other.services.sessions.authenticate(b.token))).toBe(200);
    await t.app.services.sessions.endAll(303);
    await expect.poll(() => codeOf(other.services.sessions.authenticate(b.token))).toBe(401);
  });

  it('asks the database again after the cache time even if an ending was never heard', async () => {
    const s = await t.app.services.sessions.start(304, meta);
    expect(await codeOf(t.app.services.sessions.authenticate(s.token))).toBe(200);
    // Ended behind the service's back, as if the bus message had been lost.
    await t.db.execute(
      sql`update sessions set revoked_at = now(), revoke_reason = 'logout' where id = ${s.sessionId}`,
    );
    expect(await codeOf(t.app.services.sessions.authenticate(s.token))).toBe(200);
    t.clock.advance(SESSION_CACHE_TTL_MS + 1);
    expect(await codeOf(t.app.services.sessions.authenticate(s.token))).toBe(401);
  });

  it('still answers 4002 for a cached session once it expires', async () => {
    const s = await t.app.services.sessions.start(305, meta);
    expect(await codeOf(t.app.services.sessions.authenticate(s.token))).toBe(200);
    const expiresAt = new Date(String(await sessionExpiry(s.sessionId)));
    t.clock.set(new Date(expiresAt.getTime() + 1));
    expect(await codeOf(t.app.services.sessions.authenticate(s.token))).toBe(4002);
  });
});

async function sessionExpiry(id: string) {
  const result = (await t.db.execute(sql`select expires_at from sessions where id = ${id}`)) as unknown as {
    rows: { expires_at: string | Date }[];
  };
  return result.rows[0]?.expires_at;
}

describe('session cache', () => {
  it('does not keep what a lookup read before an ending', () => {
    const clock = { now: () => new Date() };
    const cache = createSessionCache(createMemoryBus(), clock, () => {});
    const generation = cache.generation();
    void cache.ended({ sessionIds: ['s1'] });
    cache.remember('s1', { userId: 1, expiresAt: new Date(Date.now() + 60_000) }, generation);
    expect(cache.get('s1')).toBeUndefined();
    cache.remember('s1', { userId: 1, expiresAt: new Date(Date.now() + 60_000) }, cache.generation());
    expect(cache.get('s1')?.userId).toBe(1);
  });
});
