import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoWorld } from './demo-world.ts';

const t = useTestApp();
const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

beforeAll(async () => {
  await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
});

describe('demo surveys', () => {
  it('publishes platform surveys answered and paid through the real path, the first left for the first user; once', async () => {
    const first = DEMO_ACCOUNTS.find((a) => !a.staffRole)!;
    const user = (await t.app.services.users.findByPhone(first.areaCode ?? '', first.phone ?? ''))!;
    const list = await t.app.services.surveys.list(user.id, { tab: 'all', pageNum: 1, pageSize: 20 });
    expect(list.rows.length).toBe(3);
    expect(list.rows.filter((s) => s.completed)).toHaveLength(2);
    expect(list.rows.every((s) => s.replyCount > 0)).toBe(true);
    const [surveys, replies] = [await count('surveys'), await count('survey_replies')];
    await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
    expect(await count('surveys')).toBe(surveys);
    expect(await count('survey_replies')).toBe(replies);
    const check = await t.app.services.wallet.checkLedger();
    expect(check.problems).toEqual([]);
  });
});
