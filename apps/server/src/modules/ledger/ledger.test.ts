import { CurrencyId } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../users/users.test-support.ts';
import type { LedgerLeg } from './ledger.service.ts';
import { balancesOf, expectLedgerSound, fund, useWalletTestApp } from '../wallet/wallet.test-support.ts';

const { RUB, USD, CNY } = CurrencyId;

const t = useWalletTestApp();

const ledger = () => t.app.services.wallet.ledger;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: { codeName?: string }) => e.codeName ?? String(e),
  );

describe('ledger', () => {
  it('posts multi-leg transactions all-or-nothing and keeps balances exact', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const accA = await fund(t, a.id, RUB, '100.5');
    const accB = await ledger().accountFor(b.id, RUB);
    const fees = await ledger().platformAccount('fees', RUB);
    await ledger().post({
      kind: 'transfer',
      legs: [
        { account: accA, amount: '-10.0001' },
        { account: accB, amount: '10' },
        { account: fees, amount: '0.0001' },
      ],
    });
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '90.4999', frozen: '0.0000' });
    expect((await balancesOf(t, b.id)).get(RUB)).toEqual({ available: '10.0000', frozen: '0.0000' });
    // Too much: the whole transaction is refused, the fee leg included.
    expect(
      await refusal(
        ledger().post({
          legs: [
            { account: accA, amount: '-90.5' },
            { account: accB, amount: '90' },
            { account: fees, amount: '0.5' },
          ],
        }),
      ),
    ).toBe('insufficientBalance');
    expect((await balancesOf(t, a.id)).get(RUB)?.available).toBe('90.4999');
    await expectLedgerSound(t);
  });

  it('holds, captures in parts with a fee, and releases the rest exactly once', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const accA = await fund(t, a.id, RUB, '50');
    const accB = await ledger().accountFor(b.id, RUB);
    const fees = await ledger().platformAccount('fees', RUB);
    const { holdId } = await ledger().hold({ account: accA, amount: '30' });
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '20.0000', frozen: '30.0000' });
    const part = await ledger().capture({
      holdId,
      to: [
        { account: accB, amount: '10' },
        { account: fees, amount: '0.1' },
      ],
    });
    expect(part).toMatchObject({ status: 'open', captured: '10.1000' });
    expect(await refusal(ledger().capture({ holdId, to: [{ account: accB, amount: '20' }] }))).toBe(
      'amountInvalid',
    );
    const closed = await ledger().release({ holdId });
    expect(closed).toMatchObject({ status: 'released', captured: '10.1000', released: '19.9000' });
    expect(await refusal(ledger().release({ holdId }))).toBe('holdClosed');
    expect(await refusal(ledger().capture({ holdId, to: [{ account: accB, amount: '1' }] }))).toBe(
      'holdClosed',
    );
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '39.9000', frozen: '0.0000' });
    expect((await balancesOf(t, b.id)).get(RUB)?.available).toBe('10.0000');
    await expectLedgerSound(t);
  });

  it("refuses another user's hold as not found", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const accA = await fund(t, a.id, RUB, '5');
    const { holdId } = await ledger().hold({ account: accA, amount: '5' });
    expect(await refusal(ledger().release({ holdId, ownerUserId: b.id }))).toBe('notFound');
    expect(await refusal(ledger().release({ holdId: 999_999 }))).toBe('notFound');
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '0.0000', frozen: '5.0000' });
    await ledger().release({ holdId, ownerUserId: a.id });
    await expectLedgerSound(t);
  });

  it('converts several currencies into one through the exchange accounts at the staff rates', async () => {
    const a = await signUp(t);
    await fund(t, a.id, USD, '2');
    await fund(t, a.id, CNY, '100');
    const result = await ledger().convert({
      userId: a.id,
      sources: [
        { currencyId: USD, amount: '2' },
        { currencyId: CNY, amount: '100' },
      ],
      targetCurrencyId: RUB,
    });
    // 2 USD × 92 + 100 CNY × 12.5
    expect(result.credited).toBe('1434.0000');
    const after = await balancesOf(t, a.id);
    expect(after.get(RUB)?.available).toBe('1434.0000');
    expect(after.get(USD)?.available).toBe('0.0000');
    expect(
      await refusal(
        ledger().convert({
          userId: a.id,
          sources: [{ currencyId: USD, amount: '1' }],
          targetCurrencyId: RUB,
        }),
      ),
    ).toBe('insufficientBalance');
    expect(
      await refusal(
        ledger().convert({ userId: a.id, sources: [{ currencyId: 77, amount: '1' }], targetCurrencyId: RUB }),
      ),
    ).toBe('currencyUnknown');
    expect(
      await refusal(
        ledger().convert({ userId: a.id, sources: [{ currencyId: 2, amount: '1' }], targetCurrencyId: RUB }),
      ),
    ).toBe('currencyUnknown');
    await expectLedgerSound(t);
  });

  it('bad inputs change nothing', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const accA = await fund(t, a.id, RUB, '10');
    const accB = await ledger().accountFor(b.id, RUB);
    const accUsd = await ledger().accountFor(b.id, USD);
    const before = await balancesOf(t, a.id);
    const pair = (amount: string) => [
      { account: accA, amount: amount.startsWith('-') ? amount.slice(1) : `-${amount}` },
      { account: accB, amount },
    ];
    for (const amount of ['0', '0.00001', 'NaN', '1e30', '1e3', '99999999999999999999']) {
      expect(await refusal(ledger().post({ legs: pair(amount) })), amount).toBe('amountInvalid');
    }
    expect(
      await refusal(
        ledger().post({
          legs: [
            { account: accA, amount: '-1' },
            { account: accUsd, amount: '1' },
          ],
        }),
      ),
    ).toBe('amountInvalid');
    expect(await refusal(ledger().post({ legs: [] }))).toBe('amountInvalid');
    expect(await refusal(ledger().hold({ account: accA, amount: '-1' }))).toBe('amountInvalid');
    expect(await refusal(ledger().hold({ account: accA, amount: '0' }))).toBe('amountInvalid');
    expect(await refusal(ledger().accountFor(a.id, 2))).toBe('currencyUnknown');
    expect(await refusal(ledger().accountFor(a.id, 4242))).toBe('currencyUnknown');
    expect(await balancesOf(t, a.id)).toEqual(before);
    await expectLedgerSound(t);
  });

  it('writes each leg with its running balance, accounts twice included, and refuses invalid before unbalanced before short', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const accA = await fund(t, a.id, RUB, '10');
    const accB = await ledger().accountFor(b.id, RUB);
    const { txId } = await ledger().post({
      legs: [
        { account: accA, amount: '-3' },
        { account: accB, amount: '3' },
        { account: accA, amount: '-2.5' },
        { account: accB, amount: '2.5' },
        { account: accB, amount: '-1' },
        { account: accA, amount: '1' },
      ],
    });
    const postings = await queryRows<{ account: number; bucket: string; amount: string; after: string }>(
      t.database.db,
      sql`select account_id as account, bucket, amount::text as amount, balance_after::text as after
          from postings where tx_id = ${txId} order by id`,
    );
    expect(postings).toEqual([
      { account: accA, bucket: 'available', amount: '-3.0000', after: '7.0000' },
      { account: accB, bucket: 'available', amount: '3.0000', after: '3.0000' },
      { account: accA, bucket: 'available', amount: '-2.5000', after: '4.5000' },
      { account: accB, bucket: 'available', amount: '2.5000', after: '5.5000' },
      { account: accB, bucket: 'available', amount: '-1.0000', after: '4.5000' },
      { account: accA, bucket: 'available', amount: '1.0000', after: '5.5000' },
    ]);
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '5.5000', frozen: '0.0000' });

    const short = { account: accA, amount: '-100' };
    const refusalOfLegs = (legs: LedgerLeg[]) => refusal(ledger().post({ legs }));
    // An unknown account or bucket is invalid even beside a short, unbalanced leg.
    expect(await refusalOfLegs([short, { account: 2_000_000_000, amount: '1' }])).toBe('amountInvalid');
    expect(await refusalOfLegs([short, { account: accB, amount: '100', bucket: 'spare' as 'frozen' }])).toBe(
      'amountInvalid',
    );
    // Unbalanced before short; balanced and short is insufficient; a frozen bucket cannot go below zero either.
    expect(await refusalOfLegs([short, { account: accB, amount: '99' }])).toBe('amountInvalid');
    expect(await refusalOfLegs([short, { account: accB, amount: '100' }])).toBe('insufficientBalance');
    expect(
      await refusalOfLegs([
        { account: accA, amount: '-3', bucket: 'frozen' },
        { account: accA, amount: '3' },
      ]),
    ).toBe('insufficientBalance');
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '5.5000', frozen: '0.0000' });
    await expectLedgerSound(t);
  });

  it('the same request retried 10 times at once has one effect; the key with other parameters is refused', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const accA = await fund(t, a.id, RUB, '100');
    const accB = await ledger().accountFor(b.id, RUB);
    const send = (amount: string) =>
      ledger().post({
        kind: 'transfer',
        legs: [
          { account: accA, amount: `-${amount}` },
          { account: accB, amount },
        ],
        idempotency: { scope: `transfer:${a.id}`, key: 'k-1' },
      });
    const results = await Promise.all(Array.from({ length: 10 }, () => send('7')));
    expect(new Set(results.map((r) => r.txId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await balancesOf(t, a.id)).get(RUB)?.available).toBe('93.0000');
    expect(await refusal(send('8'))).toBe('idempotencyKeyReused');
    const holds = await Promise.all(
      Array.from({ length: 10 }, () =>
        ledger().hold({ account: accA, amount: '3', idempotency: { scope: `hold:${a.id}`, key: 'h-1' } }),
      ),
    );
    expect(new Set(holds.map((h) => h.holdId)).size).toBe(1);
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '90.0000', frozen: '3.0000' });
    await expectLedgerSound(t);
  });
});
