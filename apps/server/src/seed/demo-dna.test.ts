import { DnaOrderState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoDna } from './demo-dna.ts';
import { seedDemoWorld } from './demo-world.ts';

const t = useTestApp();

describe('demo DNA orders', () => {
  it('leaves orders pending, in matching with a candidate and matched; once; the ledger sound', async () => {
    await seedDemoWorld(t.app.services, { config: t.config, log: () => {} });
    const members = [];
    for (const a of DEMO_ACCOUNTS.filter((x) => !x.staffRole)) {
      const user = a.email
        ? await t.app.services.users.findByEmail(a.email)
        : await t.app.services.users.findByPhone(a.areaCode ?? '', a.phone ?? '');
      members.push(user!.id);
    }
    const first = async (id: number) => (await t.app.services.dna.list(id))[0]!;
    const [anna, wang, john] = [await first(members[0]!), await first(members[1]!), await first(members[2]!)];
    expect(anna).toMatchObject({ state: DnaOrderState.matched, captured: '70', released: '140' });
    expect(anna.candidates.map((c) => c.name)).toEqual(['Дмитрий']);
    expect(wang.state).toBe(DnaOrderState.pending);
    expect(john.state).toBe(DnaOrderState.matching);
    expect(john.candidates.map((c) => c.userId)).toEqual([members[1]]);
    expect(await seedDemoDna(t.app.services, members)).toBe(0);
    const check = await t.app.services.wallet.checkLedger();
    expect(check.ok).toBe(true);
  });
});
