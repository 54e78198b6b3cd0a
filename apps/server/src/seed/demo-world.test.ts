import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginOf } from './demo-accounts.ts';
import { DEMO_DATERS } from './demo-dating.ts';
import { DEMO_GROUP_NAME } from './demo-group.ts';
import { seedDemoWorld } from './demo-world.ts';

const t = useTestApp();
const lines: string[] = [];
const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

beforeAll(async () => {
  await seedDemoWorld(t.app.services, { config: t.config, log: (line) => lines.push(line) });
});

describe('demo world seed', () => {
  it('creates every demo account once, and running again duplicates nothing', async () => {
    // The demo users, and the demo daters whose profiles fill the dating feed.
    const accounts = DEMO_ACCOUNTS.length + DEMO_DATERS.length;
    expect(await count('users')).toBe(accounts);
    expect(await count('dating_profiles')).toBe(DEMO_DATERS.length);
    const files = await count('stored_files');
    const settings = await count('config_entries');
    const second: string[] = [];
    const result = await seedDemoWorld(t.app.services, { config: t.config, log: (l) => second.push(l) });
    expect(result.created).toBe(0);
    expect(await count('users')).toBe(accounts);
    expect(await count('dating_profiles')).toBe(DEMO_DATERS.length);
    expect(await count('stored_files')).toBe(files);
    expect(await count('config_entries')).toBe(settings);
    // Every start still prints the logins.
    expect(second.join('\n')).toContain(DEMO_PASSWORD);
  });

  it('lets each demo user log in with the documented password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const body = account.email
        ? { email: account.email, password: DEMO_PASSWORD, agreeTerms: true }
        : { areaCode: account.areaCode, phone: account.phone, password: DEMO_PASSWORD, agreeTerms: true };
      const res = await t.call('POST', '/app/passwordLogin', { body });
      expect(res.body.code, loginOf(account)).toBe(200);
      const me = await t.call('GET', '/app/user/info', { token: res.body.data.token });
      expect(me.body.data).toMatchObject({
        firstName: account.firstName,
        lastName: account.lastName,
        staffRole: account.staffRole,
        language: account.language,
        avatarColorCode: account.avatarColorCode,
      });
      const isCustomer = await t.call('GET', '/app/user/isCustomer', { token: res.body.data.token });
      expect(isCustomer.body.data).toBe(account.staffRole !== StaffRole.none);
    }
  });

  it('gives each demo user a real avatar picture and its compressed copy', async () => {
    const [user] = await queryRows<{ avatar: string; avatar_compress: string }>(
      t.db,
      sql`select avatar, avatar_compress from users order by id limit 1`,
    );
    const full = await t.app.inject({ method: 'GET', url: user?.avatar ?? '' });
    expect(full.statusCode).toBe(200);
    expect((await sharp(full.rawPayload).metadata()).format).toBe('png');
    const small = await t.app.inject({ method: 'GET', url: user?.avatar_compress ?? '' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length);
  });

  it('makes one demo group of the four users (owner, admin, a greeting), and only once', async () => {
    const [group] = await queryRows<{ id: number; name: string }>(t.db, sql`select id, name from groups`);
    expect(group?.name).toBe(DEMO_GROUP_NAME);
    const roles = await queryRows<{ role: number }>(
      t.db,
      sql`select role from group_members where group_id = ${group!.id} order by id`,
    );
    expect(roles.map((r) => r.role)).toEqual([1, 3, 3, 2]);
    expect(await count('messages')).toBeGreaterThanOrEqual(2);
    await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
    expect(await count('groups')).toBe(1);
  });

  it('makes the four demo users friends of each other, once', async () => {
    // Four users: six pairs, two rows each.
    expect(await count('friendships')).toBe(12);
    await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
    expect(await count('friendships')).toBe(12);
    expect(await count('friend_requests')).toBe(6);
  });

  it('seeds the default settings', async () => {
    const res = await t.call('GET', '/app/system/config/configKey/sys.account.captchaEnabled');
    expect(res.body.data).toBe('true');
  });

  it('prints every demo login, and docs/demo-logins.md documents each of them', () => {
    const printed = lines.join('\n');
    const docs = readFileSync(join(import.meta.dirname, '../../../../docs/demo-logins.md'), 'utf8');
    expect(docs).toContain(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      expect(printed).toContain(loginOf(account));
      expect(docs).toContain(loginOf(account));
    }
  });

  it('seeds settings but no demo users in production', async () => {
    const production = await createTestApp();
    try {
      const config = {
        ...loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(32),
          DATA_DIR: production.config.dataDir,
        }),
      };
      await seedDemoWorld(production.app.services, { config, log: () => {} });
      const [users] = await queryRows<{ n: number }>(
        production.db,
        sql`select count(*)::int as n from users`,
      );
      expect(users?.n).toBe(0);
      const res = await production.call('GET', '/app/system/config/configKey/support.email');
      expect(res.body.data).toBe('support@volna.local');
    } finally {
      await production.close();
    }
  });
});
