import { CurrencyId, FlowType } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../users/users.test-support.ts';
import { balancesOf, useWalletTestApp } from './wallet.test-support.ts';

const t = useWalletTestApp();

describe('rewards', () => {
  it('credits once per source event, even when the event arrives 10 times at once', async () => {
    const a = await signUp(t);
    const { rewards } = t.app.services.wallet;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        rewards.credit(a.id, CurrencyId.VLN, '5', 'fitness', 'steps:2026-11-23'),
      ),
    );
    expect(new Set(results.map((r) => r.txId)).size).toBe(1);
    // Cashback is paid from the staff-funded budget (issue 28), empty on a fresh install: put 1.5 VLN in it.
    const { ledger } = t.app.services.wallet;
    await ledger.post({
      kind: 'testCashbackFunding',
      legs: [
        { account: await ledger.platformAccount('topup_float', CurrencyId.VLN), amount: '-1.5' },
        { account: await ledger.platformAccount('cashback', CurrencyId.VLN), amount: '1.5' },
      ],
    });
    await rewards.credit(a.id, CurrencyId.VLN, '1.5', 'cashback', 'order:17');
    expect((await balancesOf(t, a.id)).get(CurrencyId.VLN)?.available).toBe('6.5000');
    const history = await t.app.services.wallet.flows.list(a.id, { pageNum: 1, pageSize: 20, status: 0 });
    expect(history.rows.map((r) => r.type).sort()).toEqual([FlowType.reward, FlowType.cashback].sort());
    await expect(
      rewards.credit(a.id, CurrencyId.VLN, '50', 'fitness', 'steps:2026-11-23'),
    ).rejects.toMatchObject({
      codeName: 'idempotencyKeyReused',
    });
    await expect(rewards.credit(a.id, 2, '1', 'survey', 'survey:1')).rejects.toMatchObject({
      codeName: 'currencyUnknown',
    });
    expect((await balancesOf(t, a.id)).get(CurrencyId.VLN)?.available).toBe('6.5000');
  });
});
