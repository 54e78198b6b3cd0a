import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { bodies } from '../listings/listings.test-support.ts';
import { expectPriceChanged, expectTermsMissing, moneyRows } from '../ledger/shown-terms.test-support.ts';
import {
  act,
  balanceOf,
  expectLedgerIntact,
  listed,
  member,
  order,
  quoted,
  type Who,
} from './listing-orders.test-support.ts';

// Issue 28 §2: the seller cannot raise a listing's price between the buyer's quote and his order.

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

const reprice = async (seller: Who, id: number, price: string) => {
  const res = await t.call('PUT', '/app/listings', {
    token: seller.token,
    body: { ...bodies.goods, id, price },
  });
  expect(res.status).toBe(200);
};
const ordersOf = async (buyerId: number) =>
  queryRows<{ id: number; price: string; fee: string }>(
    t.db,
    sql`select id, price::text as price, fee::text as fee from listing_orders where buyer_id = ${buyerId}`,
  );

describe('listing order: the price the buyer was quoted', () => {
  it('quoted 10, raised to 1000: refused with the new price, no order; the new quote orders and pays 1000', async () => {
    const seller = await member(t);
    const buyer = await member(t, '2000');
    const listingId = await listed(t, seller, '10');
    const shown = await quoted(t, buyer, listingId);
    expect(shown).toEqual({ price: '10', fee: '0.2' });
    await reprice(seller, listingId, '1000');

    const before = await moneyRows(t);
    expectPriceChanged(await order(t, buyer, listingId, true, randomUUID(), shown), '1000 RUB');
    expectPriceChanged(
      await order(t, buyer, listingId, true, randomUUID(), { price: '1000', fee: '0.2' }),
      '1000 RUB',
    );
    expectTermsMissing(
      await t.call('POST', '/app/listing-orders', {
        token: buyer.token,
        lang: 'en',
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        body: { listingId, secureDeal: true },
      }),
    );
    expect(await moneyRows(t)).toEqual(before);
    expect(await ordersOf(buyer.id)).toEqual([]);

    const again = await quoted(t, buyer, listingId);
    expect(again).toEqual({ price: '1000', fee: '20' });
    const made = await order(t, buyer, listingId, true, randomUUID(), again);
    expect(made.body.data).toMatchObject({ price: '1000', fee: '20' });
    expect((await act(t, buyer, 'pay', { id: made.body.data.id })).body.code).toBe(200);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 1000, frozen: 1000 });
  });

  it('20 buyers order at once while the seller raises the price: every order made is at the shown 10 and pays 10', async () => {
    const seller = await member(t);
    const listingId = await listed(t, seller, '10');
    const buyers = await Promise.all(Array.from({ length: 20 }, () => member(t, '2000')));
    const shown = { price: '10', fee: '0.2' };
    // Ten orders race the edit; ten more come while they are in flight, after it.
    const tap = (b: Who) => order(t, b, listingId, true, randomUUID(), shown);
    const early = buyers.slice(0, 10).map(tap);
    await reprice(seller, listingId, '1000');
    const answers = await Promise.all([...early, ...buyers.slice(10).map(tap)]);
    for (const late of answers.slice(10)) expectPriceChanged(late, '1000 RUB');
    const paid = await Promise.all(
      answers.map((a, i) => (a.body.code === 200 ? act(t, buyers[i]!, 'pay', { id: a.body.data.id }) : null)),
    );
    for (const [i, answer] of answers.entries()) {
      const who = buyers[i]!;
      if (answer.body.code === 200) {
        expect(paid[i]!.body.code).toBe(200);
        expect(await ordersOf(who.id)).toEqual([
          { id: answer.body.data.id, price: '10.0000', fee: '0.2000' },
        ]);
        expect(await balanceOf(t, who.id)).toEqual({ available: 1990, frozen: 10 });
      } else {
        expectPriceChanged(answer, '1000 RUB');
        expect(await ordersOf(who.id)).toEqual([]);
        expect(await balanceOf(t, who.id)).toEqual({ available: 2000, frozen: 0 });
      }
    }
    // Twenty funded accounts with pay passwords are slow to make on a busy 2-core machine.
  }, 120_000);
});
