import { randomUUID } from 'node:crypto';
import { CurrencyId, IDEMPOTENCY_HEADER } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';
import { checkLedger } from '../ledger/ledger.check.ts';

export const PAY_PASSWORD = '246810';
export const RUB = CurrencyId.RUB;

/** A signed-up user with a pay password and, when asked, roubles credited from the platform's top-up float. */
export async function payer(t: TestApp, rubles?: string) {
  const user = await signUp(t);
  await t.app.services.users.setPayPassword(user.id, PASSWORD, PAY_PASSWORD);
  if (rubles) await credit(t, user.id, rubles);
  return user;
}

/** Money into a user's account as a recorded top-up (float → user), so the ledger stays balanced. */
export async function credit(t: TestApp, userId: number, amount: string, currencyId: number = RUB) {
  const { ledger } = t.app.services.wallet;
  const float = await ledger.platformAccount('topup_float', currencyId);
  const account = await ledger.accountFor(userId, currencyId);
  await ledger.post({
    kind: 'testTopUp',
    legs: [
      { account: float, amount: `-${amount}` },
      { account, amount },
    ],
  });
}

/** A user's available and frozen amounts in a currency, as NUMERIC text. */
export async function balanceOf(t: TestApp, userId: number, currencyId: number = RUB) {
  const [row] = await queryRows<{ available: string; frozen: string }>(
    t.db,
    sql`select available::text, frozen::text from ledger_accounts
        where user_id = ${userId} and platform_code = '' and currency_id = ${currencyId}`,
  );
  return row ? { available: Number(row.available), frozen: Number(row.frozen) } : { available: 0, frozen: 0 };
}

/** The platform's fees account balance in a currency. */
export async function feesOf(t: TestApp, currencyId: number = RUB) {
  const [row] = await queryRows<{ available: string }>(
    t.db,
    sql`select available::text from ledger_accounts where platform_code = 'fees' and currency_id = ${currencyId}`,
  );
  return Number(row?.available ?? 0);
}

export async function expectLedgerIntact(t: TestApp) {
  const report = await checkLedger(t.db);
  expect(report.problems).toEqual([]);
}

export const newKey = () => randomUUID();

/** POST /app/transfer with a fresh Idempotency-Key unless one is given. */
export function transfer(t: TestApp, token: string, body: Record<string, unknown>, key: string = newKey()) {
  return t.call('POST', '/app/transfer', {
    token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: key },
    body: { currencyId: RUB, payPassword: PAY_PASSWORD, ...body },
  });
}

export const countOf = async (t: TestApp, table: 'transfers' | 'flows' | 'postings' | 'messages') =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

/** A signed-in test user as the trade tests call with him. */
export type Who = { id: number; token: string };

/** What a taker's screen shows of an offer (its amount and rate), as the app sends it with the take (issue 28). */
export async function shownTermsAt(t: TestApp, who: Who, path: string) {
  const res = await t.call('GET', path, { token: who.token, lang: 'en' });
  const data = res.body.data as { payAmount: string; rate: string } | null;
  return data ? { payAmount: data.payAmount, rate: data.rate } : { payAmount: '1', rate: '1' };
}

/** The user's own upload of a 1×1 PNG (a payment voucher, a transfer screenshot); its address. */
export async function uploadedPng(t: TestApp, who: Who, name: string) {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = await t.upload(png, name, { token: who.token });
  expect(uploaded.status).toBe(200);
  return uploaded.body.data.url as string;
}
