import { P2pOrderState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../modules/users/users.test-support.ts';
import { useWalletTestApp } from '../modules/wallet/wallet.test-support.ts';
import { seedDemoP2p } from './demo-p2p.ts';
import { seedDemoWallet } from './demo-wallet.ts';

const t = useWalletTestApp();

describe('demo P2P seed', () => {
  it('publishes open withdrawal requests of the demo users once, their amounts frozen, however often it runs', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await signUp(t)).id);
    await seedDemoWallet(t.app.services, ids);
    expect(await seedDemoP2p(t.app.services, ids)).toBe(4);
    expect(await seedDemoP2p(t.app.services, ids)).toBe(0);

    const stranger = await signUp(t);
    const list = await t.call('GET', '/app/recharge/rechargeList', {
      token: stranger.token,
      query: { tab: 'all' },
    });
    // 王芳's request is taken by John: three stay open to strangers, and the pair's chat is a wallet-tab chat.
    expect(list.body.total).toBe(3);
    for (const row of list.body.rows)
      expect(row).toMatchObject({ state: P2pOrderState.selling, actions: ['respond'] });
    const john = await t.app.services.chat.conversations(ids[2]!);
    expect(john.find((c) => c.targetId === String(ids[1]))).toMatchObject({ info: { moduleType: 8 } });
    const balances = await t.app.services.wallet.accounts.list(ids[1]!);
    expect(balances.find((b) => b.currencyId === 1)).toMatchObject({
      balance: '5000.0000',
      frozenAmount: '5000.0000',
    });
  });
});
