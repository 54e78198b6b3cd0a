import { randomUUID } from 'node:crypto';
import { CASHBACK_MONTHLY_CAP_KEY, CASHBACK_ROUTES, IDEMPOTENCY_HEADER, StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import { bodies, publish } from '../listings/listings.test-support.ts';
import { PAY_PASSWORD, type Who } from '../transfers/transfer.test-support.ts';

// The transfer kit's money helpers (balances, credits, the ledger check) serve this area's tests too.
export * from '../transfers/transfer.test-support.ts';
export { payer as member } from '../transfers/transfer.test-support.ts';

/** A platform administrator: he decides appeals. */
export const admin = (t: TestApp) => staffMember(t, StaffRole.platformAdmin);

/** A goods listing of `seller` on the shelf at `price` roubles (or another body); answers its id. */
export async function listed(
  t: TestApp,
  seller: Who,
  price = '1000',
  body: Record<string, unknown> = bodies.goods,
) {
  const res = await publish(t, seller as never, { ...body, price });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

/** Orders at the quote the buyer's screen would show (issue 28), unless the test names the shown terms itself. */
export const order = async (
  t: TestApp,
  buyer: Who,
  listingId: number,
  secureDeal = true,
  key: string = randomUUID(),
  shown?: { price: string; fee: string },
) =>
  t.call('POST', '/app/listing-orders', {
    token: buyer.token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: key },
    body: { listingId, secureDeal, ...(shown ?? (await quoted(t, buyer, listingId, secureDeal))) },
  });

/** The quote's price and fee (what the buy sheet shows); '0' when the quote refuses, so the order's refusal shows. */
export async function quoted(t: TestApp, buyer: Who, listingId: number, secureDeal = true) {
  const res = await t.call('GET', '/app/listing-orders/quote', {
    token: buyer.token,
    lang: 'en',
    query: { listingId: String(listingId), secureDeal: String(secureDeal) },
  });
  const data = res.body.data as { price: string; fee: string } | null;
  return data ? { price: data.price, fee: data.fee } : { price: '0', fee: '0' };
}

/** An order's id (the call must succeed). */
export async function ordered(t: TestApp, buyer: Who, listingId: number, secureDeal = true) {
  const res = await order(t, buyer, listingId, secureDeal);
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

/** One step: pay / ship / confirm / cancel / appeal (the pay password added where money moves). */
export const act = (t: TestApp, who: Who, step: string, body: Record<string, unknown>) =>
  t.call('POST', `/app/listing-orders/${step}`, {
    token: who.token,
    lang: 'en',
    body: step === 'pay' || step === 'confirm' ? { payPassword: PAY_PASSWORD, ...body } : body,
  });

export const decide = (t: TestApp, staff: Who, id: number, decision: string, reason = 'checked the chat') =>
  t.call('POST', '/admin/api/listing-orders/decide', {
    token: staff.token,
    lang: 'en',
    body: { id, decision, reason },
  });

export const countOf = async (
  t: TestApp,
  table: 'listing_orders' | 'flows' | 'postings' | 'listing_order_events',
) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

/** The platform's cashback account in VLN. */
export async function cashbackAccountOf(t: TestApp) {
  const [row] = await queryRows<{ available: string }>(
    t.db,
    sql`select available::text from ledger_accounts where platform_code = 'cashback' and currency_id = 3`,
  );
  return Number(row?.available ?? 0);
}

/** Staff put `amount` VLN into the cashback budget (the route must succeed). */
export async function fundCashback(t: TestApp, staff: Who, amount: string) {
  const res = await t.call('POST', CASHBACK_ROUTES.fund, {
    token: staff.token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
    body: { amount, reason: 'marketing budget' },
  });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data as { balance: string; paidThisMonth: string; monthlyCap: string };
}

/** Staff set the monthly cashback cap per buyer (VLN). */
export async function setCashbackCap(t: TestApp, staff: Who, cap: string) {
  const res = await t.call('PUT', '/admin/api/config', {
    token: staff.token,
    lang: 'en',
    body: { key: CASHBACK_MONTHLY_CAP_KEY, value: cap },
  });
  expect(res.body).toMatchObject({ code: 200 });
}
