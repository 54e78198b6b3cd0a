import { ExchangeAdStatus } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../modules/users/users.test-support.ts';
import { useWalletTestApp } from '../modules/wallet/wallet.test-support.ts';
import { seedDemoExchange } from './demo-exchange.ts';
import { seedDemoWallet } from './demo-wallet.ts';

const t = useWalletTestApp();

describe('demo exchange seed', () => {
  it('publishes the demo users’ exchange ads once, their amounts and fees frozen, however often it runs', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await signUp(t)).id);
    await seedDemoWallet(t.app.services, ids);
    expect(await seedDemoExchange(t.app.services, ids)).toBe(4);
    expect(await seedDemoExchange(t.app.services, ids)).toBe(0);

    const stranger = await signUp(t);
    const list = await t.call('GET', '/app/trade/exchange/list', {
      token: stranger.token,
      query: { sort: 'rateAsc' },
    });
    expect(list.body.total).toBe(4);
    for (const row of list.body.rows)
      expect(row).toMatchObject({ status: ExchangeAdStatus.onShelf, mine: false });
    expect(list.body.rows.map((r: { rate: string }) => r.rate)).toEqual([
      '0.0107',
      '0.078',
      '0.0785',
      '92.8',
    ]);
    // 王芳 (index 1) froze 4000 roubles and the 8 rouble fee for her OTC ad, paid to one saved account.
    const balances = await t.app.services.wallet.accounts.list(ids[1]!);
    expect(balances.find((b) => b.currencyId === 1)).toMatchObject({ frozenAmount: '4008.0000' });
  });
});
