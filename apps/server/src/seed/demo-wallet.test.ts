import { describe, expect, it } from 'vitest';
import { useWalletTestApp } from '../modules/wallet/wallet.test-support.ts';
import { signUp } from '../modules/users/users.test-support.ts';
import { DEMO_BALANCES, seedDemoWallet } from './demo-wallet.ts';

const t = useWalletTestApp();

describe('demo wallet seed', () => {
  it('credits each demo user once, with a history row per currency, however often it runs', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect(await seedDemoWallet(t.app.services, [a.id, b.id])).toBe(2 * DEMO_BALANCES.length);
    expect(await seedDemoWallet(t.app.services, [a.id, b.id])).toBe(0);
    const balances = await t.app.services.wallet.accounts.list(a.id);
    for (const { currencyId, amount } of DEMO_BALANCES) {
      expect(balances.find((r) => r.currencyId === currencyId)?.balance).toBe(`${amount}.0000`);
    }
    const history = await t.app.services.wallet.flows.list(b.id, { pageNum: 1, pageSize: 20, status: 0 });
    expect(history.total).toBe(DEMO_BALANCES.length);
  });
});
