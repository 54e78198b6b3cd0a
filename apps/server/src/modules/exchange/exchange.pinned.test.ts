import { randomUUID } from 'node:crypto';
import { StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import { expectPriceChanged, expectTermsMissing, moneyRows } from '../ledger/shown-terms.test-support.ts';
import {
  addressOf,
  adTerms,
  balanceOf,
  call,
  CNY,
  expectLedgerIntact,
  otcTerms,
  PAY_PASSWORD,
  published,
  RUB,
  take,
  trader,
  type Who,
} from './exchange.test-support.ts';

// Issue 28 §2: a taker who saw "100 CNY for 1200 RUB" is never made to pay 1200 RUB for 1 CNY, and an OTC seller
// sells only at the desk's rate he was shown.

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

/** The seller's ad of 100 CNY at 12 RUB each (1200 RUB). */
const yuanAd = (seller: Who) =>
  published(t, seller, { payCurrencyId: CNY, payAmount: '100', receiveCurrencyId: RUB, rate: '12' });

const edit = (seller: Who, id: number, payAmount: string, rate: string) =>
  call(
    t,
    seller,
    'PUT',
    '/app/trade/exchange',
    { id, payAmount, rate, remark: '', payPassword: PAY_PASSWORD },
    randomUUID(),
  );

const ordersOf = async (buyerId: number) =>
  queryRows<{ payAmount: string; rate: string; receiveAmount: string }>(
    t.db,
    sql`select pay_amount::text as "payAmount", rate::text as rate, receive_amount::text as "receiveAmount"
        from exchange_orders where buyer_id = ${buyerId}`,
  );

describe('exchange ad take: the amount and rate the taker saw', () => {
  it('100 CNY for 1200 RUB edited to 1 CNY for 1200 RUB: refused with the new deal, nothing moved; confirmed again, it settles', async () => {
    const seller = await trader(t, '0', '1000');
    const buyer = await trader(t, '2000', '0');
    const id = await yuanAd(seller);
    const shown = await adTerms(t, buyer, id);
    expect(shown).toEqual({ payAmount: '100.0000', rate: '12' });

    expect((await edit(seller, id, '1', '1200')).body.code).toBe(200);
    const before = await moneyRows(t);
    expectPriceChanged(await take(t, buyer, id, randomUUID(), shown), '1 CNY → 1200 RUB');
    expectPriceChanged(
      await take(t, buyer, id, randomUUID(), { payAmount: '1', rate: '12' }),
      '1 CNY → 1200 RUB',
    );
    expectTermsMissing(
      await call(
        t,
        buyer,
        'POST',
        '/app/trade/exchangeOrder',
        { exchangeId: id, payPassword: PAY_PASSWORD },
        randomUUID(),
      ),
    );
    expect(await moneyRows(t)).toEqual(before);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 2000, frozen: 0 });
    expect(await balanceOf(t, buyer.id, CNY)).toEqual({ available: 0, frozen: 0 });
    expect(await ordersOf(buyer.id)).toEqual([]);

    // Shown the new terms, the buyer agrees to them: 1200 RUB for 1 CNY, once.
    const again = await take(t, buyer, id, randomUUID(), await adTerms(t, buyer, id));
    expect(again.body.code).toBe(200);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 800, frozen: 0 });
    expect(await balanceOf(t, buyer.id, CNY)).toEqual({ available: 1, frozen: 0 });
  });

  it('20 takers at once while the seller edits the ad: a success settles exactly the shown terms', async () => {
    const seller = await trader(t, '0', '1000');
    const id = await yuanAd(seller);
    const takers = await Promise.all(Array.from({ length: 20 }, () => trader(t, '2000', '0')));
    const shown = { payAmount: '100', rate: '12' };
    // Ten takes race the edit; ten more come while they are in flight, after it.
    const tap = (who: Who) => take(t, who, id, randomUUID(), shown);
    const early = takers.slice(0, 10).map(tap);
    const edited = await edit(seller, id, '1', '1200');
    const answers = await Promise.all([...early, ...takers.slice(10).map(tap)]);
    const winners = answers.filter((a) => a.body.code === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    // The edit lost the race only to a take that settled first.
    expect(edited.body.code === 200).toBe(winners.length === 0);
    for (const [i, answer] of answers.entries()) {
      const who = takers[i]!;
      if (answer.body.code === 200) {
        expect(await ordersOf(who.id)).toEqual([
          { payAmount: '100.0000', rate: '12.00000000', receiveAmount: '1200.0000' },
        ]);
        expect(await balanceOf(t, who.id)).toEqual({ available: 800, frozen: 0 });
        expect(await balanceOf(t, who.id, CNY)).toEqual({ available: 100, frozen: 0 });
      } else {
        expect(answer.status).toBe(409);
        expect(await balanceOf(t, who.id)).toEqual({ available: 2000, frozen: 0 });
        expect(await ordersOf(who.id)).toEqual([]);
      }
    }
    // Twenty funded accounts with pay passwords are slow to make on a busy 2-core machine.
  }, 120_000);
});

describe('OTC desk: the rate the seller saw', () => {
  it('staff move the rate between the form and the tap: refused, nothing frozen; the new rate goes through', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    const user = await trader(t, '1000', '0');
    const addressId = await addressOf(t, user);
    const sell = (shown: { rate: string; fee: string }) =>
      call(
        t,
        user,
        'POST',
        '/app/trade/otcExchangeOrder',
        {
          currencyId: RUB,
          amount: '100',
          receiveCurrencyId: CNY,
          addressId,
          ...shown,
          payPassword: PAY_PASSWORD,
        },
        randomUUID(),
      );
    const shown = await otcTerms(t, user, RUB, '100', CNY);
    const moved = await t.call('PUT', '/admin/api/currency/rate', {
      token: admin.token,
      body: { currencyId: CNY, rubPrice: '25' },
    });
    expect(moved.status).toBe(200);
    const now = await otcTerms(t, user, RUB, '100', CNY);
    expect(now.rate).not.toBe(shown.rate);

    const before = await moneyRows(t);
    const refused = await sell(shown);
    expectTermsMissing(await sell({ fee: shown.fee } as never));
    expect(await moneyRows(t)).toEqual(before);
    expect(await balanceOf(t, user.id)).toEqual({ available: 1000, frozen: 0 });

    const sold = await sell(now);
    expect(sold.body.code).toBe(200);
    expect(Number(sold.body.data.rate)).toBe(Number(now.rate));
    // The refusal named the deal the seller then agreed to.
    expectPriceChanged(refused, `100 RUB → ${sold.body.data.receiveAmount.replace(/\.?0+$/, '')} CNY`);
    expect(await balanceOf(t, user.id)).toEqual({ available: 899.8, frozen: 100.2 });
  });
});
