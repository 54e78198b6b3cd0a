import { VipRequestState } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_DATERS } from './demo-dating.ts';
import { seedDemoWorld } from './demo-world.ts';

const t = useTestApp();
const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;

beforeAll(async () => {
  await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
});

describe('demo blind box and VIP dating', () => {
  it('gives every demo dater of blind-box age a card, and the first demo user one open VIP request; once', async () => {
    const young = DEMO_DATERS.filter((d) => d.age <= 36).length;
    expect(young).toBeGreaterThan(1);
    expect(await count('blind_box_profiles')).toBe(young);
    const [request] = await queryRows<{ state: number; holdId: number | null }>(
      t.db,
      sql`select state, hold_id as "holdId" from vip_requests`,
    );
    expect(request).toMatchObject({ state: VipRequestState.submitted });
    expect(request!.holdId).not.toBeNull();

    await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
    expect(await count('blind_box_profiles')).toBe(young);
    expect(await count('vip_requests')).toBe(1);
    const check = await t.app.services.wallet.checkLedger();
    expect(check.ok).toBe(true);
  });
});
