import { CurrencyId } from '@volna/contracts';
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

describe('demo fitness days and invites', () => {
  it('gives the demo users a paid week of steps and their invites a paid reward; once', async () => {
    const first = DEMO_ACCOUNTS.find((a) => !a.staffRole)!;
    const user = (await t.app.services.users.findByPhone(first.areaCode ?? '', first.phone ?? ''))!;
    const history = await t.app.services.fitness.history(user.id);
    expect(history.entries.length).toBeGreaterThan(3);
    // Today is left for the user to enter.
    expect((await t.app.services.fitness.today(user.id)).entry).toBeNull();
    expect(Number(history.totalCoins)).toBeGreaterThan(0);
    const invites = await t.app.services.inviteRewards.list(user.id);
    expect(invites.invited.length).toBeGreaterThan(0);
    expect(Number(invites.totalEarned)).toBeGreaterThan(0);
    const vln = (await t.app.services.wallet.accounts.list(user.id)).find(
      (a) => a.currencyId === CurrencyId.VLN,
    );
    expect(Number(vln?.balance)).toBeGreaterThanOrEqual(
      Number(history.totalCoins) + Number(invites.totalEarned),
    );

    const [entries, rewards] = [await count('fitness_entries'), await count('invite_rewards')];
    await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
    expect(await count('fitness_entries')).toBe(entries);
    expect(await count('invite_rewards')).toBe(rewards);
    const check = await t.app.services.wallet.checkLedger();
    expect(check.problems).toEqual([]);
  });
});
