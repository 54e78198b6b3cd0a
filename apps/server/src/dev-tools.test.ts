import { CurrencyId } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../test/harness.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-error.ts';
import { devToolsSummary } from './dev-tools.ts';
import { signUp } from './modules/users/users.test-support.ts';
import { balancesOf } from './modules/wallet/wallet.test-support.ts';

// Issue 17: with no login, on a server listening on 0.0.0.0, POST /dev/topup/staff made anyone staff and
// /dev/wallet/credit minted money whenever NODE_ENV was not production (npm start does not set it).

const helpers = (userId: number) => [
  {
    url: '/dev/wallet/credit',
    payload: { userId, currencyId: CurrencyId.RUB, amount: '1000', eventId: `mint-${userId}` },
  },
  { url: '/dev/topup/staff', payload: { userId } },
  { url: '/dev/support/agent', payload: { userId } },
];

async function tryHelpers(t: TestApp, userId: number, remoteAddress = '127.0.0.1') {
  const statuses: number[] = [];
  for (const { url, payload } of helpers(userId))
    statuses.push((await t.app.inject({ method: 'POST', url, payload, remoteAddress })).statusCode);
  return statuses;
}

/** An app as `npm start` makes it (NODE_ENV unset means development), quiet. */
const devEnv = (env: Record<string, string>) => ({ NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env });
const devApp = (env: Record<string, string>) => createTestApp(devEnv(env));

const outbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/dev/outbox', query: { to: '+79160000000' }, remoteAddress, headers });

describe('dev tools without DEV_TOOLS (development, as `npm start` runs)', () => {
  const t = useTestApp(devEnv({ DEV_TOOLS: '' }));

  it('has no route that mints money or hands out a staff role, from anywhere', async () => {
    const user = await signUp(t);
    expect(await tryHelpers(t, user.id)).toEqual([404, 404, 404]);
    expect(await tryHelpers(t, user.id, '10.1.2.3')).toEqual([404, 404, 404]);
    expect(await t.app.services.users.isStaff(user.id)).toBe(false);
    expect(await t.app.services.users.customerServiceIds()).toEqual([]);
    expect((await balancesOf(t, user.id)).get(CurrencyId.RUB)?.available ?? '0.0000').toBe('0.0000');
  });

  it('keeps the code outbox, answering loopback only', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await outbox(t, address)).statusCode, address).toBe(200);
    for (const address of ['10.1.2.3', '192.168.0.7', '::ffff:10.1.2.3', 'fe80::1', '2001:db8::1']) {
      const response = await outbox(t, address);
      expect(response.statusCode, address).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 403 });
    }
  });

  it('refuses a request a proxy on this machine forwarded, and never believes X-Forwarded-For', async () => {
    expect((await outbox(t, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await outbox(t, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
    const proxied = await devApp({ DEV_TOOLS: '', TRUST_PROXY: '10.0.0.0/8' });
    try {
      // request.ip would be 127.0.0.1 here; the socket's peer is not loopback.
      expect((await outbox(proxied, '10.1.2.3', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('dev tools with DEV_TOOLS=1 (tests, local trials)', () => {
  const t = useTestApp(devEnv({ DEV_TOOLS: '1' }));

  it('has the helpers', async () => {
    const user = await signUp(t);
    expect(await tryHelpers(t, user.id)).toEqual([200, 200, 200]);
    expect(await t.app.services.users.isStaff(user.id)).toBe(true);
  });

  it('still answers the outbox to loopback only', async () => {
    expect((await outbox(t, '127.0.0.1')).statusCode).toBe(200);
    expect((await outbox(t, '10.1.2.3')).statusCode).toBe(403);
  });
});

describe('dev tools in production', () => {
  it('has none of them, the outbox included', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', ALLOW_OUTBOX: '1', LOG_LEVEL: 'silent' });
    try {
      const user = await signUp(t);
      expect(await tryHelpers(t, user.id)).toEqual([404, 404, 404]);
      expect((await outbox(t, '127.0.0.1')).statusCode).toBe(404);
      expect(await t.app.services.users.isStaff(user.id)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('refuses DEV_TOOLS=1 at start-up instead of quietly ignoring it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_TOOLS: '1', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ NODE_ENV: 'development', DEV_TOOLS: '1', JWT_SECRET: 'x'.repeat(32) }).devTools).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32) }).devTools).toBe(false);
  });
});

describe('the start-up line', () => {
  const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
  it('says which dev tools are on', () => {
    expect(devToolsSummary(config({}))).toMatch(/outbox \/dev\/outbox on, loopback only; .*helpers off/);
    expect(devToolsSummary(config({ DEV_TOOLS: '1' }))).toMatch(/helpers ON \(DEV_TOOLS=1\)/);
    expect(devToolsSummary(config({ NODE_ENV: 'production' }))).toBe('Dev tools: off (production).');
  });
});
