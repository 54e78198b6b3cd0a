import { APP_VERSION, GUEST_VISITS_PER_MINUTE, PAGE_VISIT_DEDUP_MS, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { createStore } from '../../storage/create-store.ts';
import { createSystemService } from './system.service.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();
let token: string;
let otherToken: string;

type VisitRow = {
  user_id: number | null;
  device_id: string | null;
  page_name: string;
  module: number | null;
  reception: string | null;
  app_version: string | null;
  entry_time: Date | null;
};
const visits = (pageName: string) =>
  queryRows<VisitRow>(t.db, sql`select * from page_visits where page_name = ${pageName} order by id`);

beforeAll(async () => {
  // Sessions need no user row: the statistics only care which id the token names.
  ({ token } = await t.app.services.sessions.start(101, { userAgent: 'test', ip: '127.0.0.1' }));
  ({ token: otherToken } = await t.app.services.sessions.start(102, { userAgent: 'test', ip: '127.0.0.1' }));
});

describe('GET /health', () => {
  it('answers ok with a working database and the uptime', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ status: 'ok', db: true });
    expect(res.body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('says db false when the database does not answer', async () => {
    const broken = {
      ...t.database,
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db,
    };
    const system = createSystemService({
      config: t.config,
      database: broken,
      bus: t.bus,
      store: createStore(t.config),
      clock: t.clock,
      metrics: t.metrics,
    });
    expect(await system.health()).toMatchObject({ status: 'ok', db: false });
  });
});

describe('POST /im/userVisit/add', () => {
  it('stores a repeat of the same user and page within the window once', async () => {
    const body = { pageName: 'pages/chat/Chat', deviceId: 'dev-1', entryTime: 1_790_000_000_000 };
    expect((await t.call('POST', '/im/userVisit/add', { body, token })).body.code).toBe(200);
    t.clock.advance(PAGE_VISIT_DEDUP_MS - 1);
    expect((await t.call('POST', '/im/userVisit/add', { body, token })).body.code).toBe(200);
    expect(await visits('pages/chat/Chat')).toHaveLength(1);

    t.clock.advance(PAGE_VISIT_DEDUP_MS + 1);
    await t.call('POST', '/im/userVisit/add', { body, token });
    const rows = await visits('pages/chat/Chat');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.user_id).toBe(101);
    expect(new Date(rows[0]?.entry_time as Date).getTime()).toBe(1_790_000_000_000);
  });

  it('stores concurrent duplicate posts once', async () => {
    const body = { pageName: 'pages/dating/index' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/im/userVisit/add', { body, token })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await visits('pages/dating/index')).toHaveLength(1);
  });

  it('stores different pages, and different users on the same page, separately', async () => {
    await t.call('POST', '/im/userVisit/add', { body: { pageName: 'pagesUser/wallet/index' }, token });
    await t.call('POST', '/im/userVisit/add', { body: { pageName: 'pagesUser/setting/Settings' }, token });
    await t.call('POST', '/im/userVisit/add', {
      body: { pageName: 'pagesUser/wallet/index' },
      token: otherToken,
    });
    expect(await visits('pagesUser/wallet/index')).toHaveLength(2);
    expect(await visits('pagesUser/setting/Settings')).toHaveLength(1);
  });

  it('records the module, reception and version headers beside the visit', async () => {
    await t.call('POST', '/im/userVisit/add', {
      body: { pageName: 'pages/dating/likeList' },
      token,
      headers: { module: '1', reception: '1', version: '1.2.6' },
    });
    await t.call('POST', '/im/userVisit/add', {
      body: { pageName: 'pages/dating/likeList' },
      token: otherToken,
      headers: { module: '9' },
    });
    const [first, second] = await visits('pages/dating/likeList');
    expect(first).toMatchObject({ module: 1, reception: '1', app_version: '1.2.6' });
    expect(second).toMatchObject({ module: null, reception: null, app_version: null });
  });

  it('records guests without a user id and tells their devices apart', async () => {
    const page = 'pages/serviceFunction/index';
    await t.call('POST', '/im/userVisit/add', { body: { pageName: page, deviceId: 'guest-a' } });
    await t.call('POST', '/im/userVisit/add', { body: { pageName: page, deviceId: 'guest-a' } });
    await t.call('POST', '/im/userVisit/add', { body: { pageName: page, deviceId: 'guest-b' } });
    const rows = await visits(page);
    expect(rows.map((r) => [r.user_id, r.device_id])).toEqual([
      [null, 'guest-a'],
      [null, 'guest-b'],
    ]);
  });

  it('limits guests per address (issue 28 §6): a burst past the limit is refused and stores nothing more', async () => {
    const page = 'pages/guest-flood';
    const flood = (ip: string, n: number, from = 0) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          t.call('POST', '/im/userVisit/add', {
            ip,
            lang: 'en',
            body: { pageName: page, deviceId: `flood-${ip}-${from + i}` },
          }),
        ),
      );
    const first = await flood('198.51.100.7', GUEST_VISITS_PER_MINUTE);
    expect(first.every((a) => a.status === 200)).toBe(true);
    const burst = await flood('198.51.100.7', 20, GUEST_VISITS_PER_MINUTE);
    expect(burst.map((a) => a.status)).toEqual(Array(20).fill(429));
    expect(burst[0]!.body).toMatchObject({ code: ResultCode.tooManyAttempts });
    expect(burst[0]!.body.msg).toContain('Too many attempts');
    expect(await visits(page)).toHaveLength(GUEST_VISITS_PER_MINUTE);
    // Another address, and a signed-in user from the same one, are not held back.
    expect((await flood('198.51.100.8', 1))[0]!.status).toBe(200);
    const signedIn = await t.call('POST', '/im/userVisit/add', {
      ip: '198.51.100.7',
      token,
      body: { pageName: page },
    });
    expect(signedIn.status).toBe(200);
    // The next minute the guest counts afresh.
    t.clock.advance(60_000);
    expect((await flood('198.51.100.7', 1, 999))[0]!.status).toBe(200);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from page_visits`);
    const noPage = await t.call('POST', '/im/userVisit/add', { body: { deviceId: 'x' }, lang: 'en' });
    expect(noPage.status).toBe(400);
    expect(noPage.body).toMatchObject({ success: false, code: 400 });
    expect(noPage.body.msg).toContain('pageName');
    const badTime = await t.call('POST', '/im/userVisit/add', {
      body: { pageName: 'p', entryTime: 'yesterday' },
      lang: 'en',
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.msg).toContain('entryTime');
    const after = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from page_visits`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a revoked token rather than counting the visit as a guest', async () => {
    const { token: stale } = await t.app.services.sessions.start(103, { userAgent: 't', ip: '127.0.0.1' });
    await t.app.services.sessions.start(103, { userAgent: 't', ip: '127.0.0.1' });
    const res = await t.call('POST', '/im/userVisit/add', { body: { pageName: 'x' }, token: stale });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4003);
  });
});

describe('GET /app/appUpdate/info', () => {
  it('answers the build version with defaults, and staff settings when present', async () => {
    const res = await t.call('GET', '/app/appUpdate/info');
    expect(res.body.data).toEqual({
      versionName: APP_VERSION,
      versionCode: 10206,
      forceUpdate: false,
      downloadUrl: '/h5/',
      description: '',
    });
    await t.app.services.system.addMissingConfig([
      { key: 'app.forceUpdate', value: 'true', description: '' },
      { key: 'app.update.description', value: 'Новая версия', description: '' },
      { key: 'app.versionName', value: '1.3.0', description: '' },
    ]);
    const after = await t.call('GET', '/app/appUpdate/info');
    expect(after.body.data).toMatchObject({
      versionName: '1.3.0',
      versionCode: 10300,
      forceUpdate: true,
      description: 'Новая версия',
    });
  });
});

describe('GET /app/system/config/configKey/{key}', () => {
  it('answers the value of a known key', async () => {
    await t.app.services.system.addMissingConfig([
      { key: 'support.email', value: 'support@volna.local', description: '' },
    ]);
    const res = await t.call('GET', '/app/system/config/configKey/support.email');
    expect(res.status).toBe(200);
    expect(res.body.data).toBe('support@volna.local');
  });

  it('keeps an existing value when defaults are added again', async () => {
    await t.app.services.system.addMissingConfig([
      { key: 'support.email', value: 'other@x', description: '' },
    ]);
    const res = await t.call('GET', '/app/system/config/configKey/support.email');
    expect(res.body.data).toBe('support@volna.local');
  });

  it('answers 404 with the translated message for an unknown key', async () => {
    const res = await t.call('GET', '/app/system/config/configKey/no.such.key', { lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 10024, msg: 'Setting not found', data: null });
  });

  it('refuses a malformed key with 400', async () => {
    const res = await t.call('GET', '/app/system/config/configKey/bad%20key!', { lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('key');
  });
});
