import { CurrencyId, IDEMPOTENCY_HEADER } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import {
  act,
  fundCashback,
  listed,
  ordered,
  PAY_PASSWORD,
  type Who,
} from '../listing-orders/listing-orders.test-support.ts';
import { newKey } from '../transfers/transfer.test-support.ts';

const VLN = CurrencyId.VLN;

/** The cashback budget's balance in VLN (exact text). */
export async function budgetOf(t: TestApp) {
  const [row] = await queryRows<{ available: string }>(
    t.db,
    sql`select available::text from ledger_accounts where user_id = 0 and platform_code = 'cashback'
          and currency_id = ${VLN}`,
  );
  return Number(row!.available);
}

/** The budget set to exactly `amount`: what is in it goes back to the float (a recorded transaction), then staff fund. */
export async function setBudget(t: TestApp, staff: Who, amount: string) {
  const { ledger } = t.app.services.wallet;
  const left = await budgetOf(t);
  if (left > 0)
    await ledger.post({
      kind: 'testCashbackDrain',
      legs: [
        { account: await ledger.platformAccount('cashback', VLN), amount: `-${left}` },
        { account: await ledger.platformAccount('topup_float', VLN), amount: String(left) },
      ],
    });
  if (Number(amount) > 0) await fundCashback(t, staff, amount);
  expect(await budgetOf(t)).toBe(Number(amount));
}

/** `seller` lists, `buyer` orders (ordinary deal unless asked), pays, `seller` ships: the order waits for confirm. */
export async function shippedOrder(t: TestApp, seller: Who, buyer: Who, price: string, secureDeal = false) {
  const id = await ordered(t, buyer, await listed(t, seller, price), secureDeal);
  expect((await act(t, buyer, 'pay', { id })).body).toMatchObject({ code: 200 });
  expect((await act(t, seller, 'ship', { id, note: 'courier' })).body).toMatchObject({ code: 200 });
  return id;
}

/** The buyer confirms receipt: the deal completes and its cashback is decided; answers the order. */
export async function confirmed(t: TestApp, buyer: Who, id: number) {
  const res = await act(t, buyer, 'confirm', { id });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data as {
    state: number;
    cashback: string;
    cashbackGranted: string;
    cashbackOutcome: string;
  };
}

/** A whole ordinary deal of `price` roubles: listed, ordered, paid, shipped, confirmed. */
export async function deal(t: TestApp, seller: Who, buyer: Who, price: string) {
  return confirmed(t, buyer, await shippedOrder(t, seller, buyer, price));
}

/** All of the user's VLN merged into roubles, as the app does it: preview, then merge at its rates version. */
export async function mergeVlnToRub(t: TestApp, who: Who) {
  const preview = await t.call('GET', '/app/wallet/merge/preview', {
    token: who.token,
    query: { sourceCurrencyIds: String(VLN), targetCurrencyId: CurrencyId.RUB },
  });
  expect(preview.body).toMatchObject({ code: 200 });
  const data = preview.body.data as {
    targetCurrencyId: number;
    items: Array<{ currencyId: number; amount: string }>;
    ratesVersion: string;
  };
  if (!data.items.some((i) => Number(i.amount) > 0)) return;
  const res = await t.call('POST', '/app/wallet/merge', {
    token: who.token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: newKey() },
    body: {
      payPassword: PAY_PASSWORD,
      targetCurrencyId: data.targetCurrencyId,
      items: data.items
        .filter((i) => Number(i.amount) > 0)
        .map((i) => ({ currencyId: i.currencyId, amount: i.amount })),
      ratesVersion: data.ratesVersion,
    },
  });
  expect(res.body).toMatchObject({ code: 200 });
}
