import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';
import { checkLedger } from '../ledger/ledger.check.ts';

export const PAY_PASSWORD = '135790';

/** A user with a pay password set. */
export async function walletUser(t: TestApp) {
  const user = await signUp(t);
  await t.app.services.users.setPayPassword(user.id, PASSWORD, PAY_PASSWORD);
  return user;
}

/** A platform administrator, who may confirm and reject top-ups. */
export async function admin(t: TestApp) {
  const user = await signUp(t);
  await t.app.services.users.setStaffRole(user.id, StaffRole.platformAdmin);
  return user;
}

/** Money into a user's account from the top-up float (a recorded inflow), so the ledger stays balanced. */
export async function fund(t: TestApp, userId: number, currencyId: number, amount: string) {
  const { ledger } = t.app.services.wallet;
  const float = await ledger.platformAccount('topup_float', currencyId);
  const account = await ledger.accountFor(userId, currencyId);
  await ledger.post({
    kind: 'testFunding',
    legs: [
      { account: float, amount: `-${amount}` },
      { account, amount },
    ],
  });
}

/** A user's available balance in a currency as NUMERIC text ('0.0000' when he has no account). */
export async function availableOf(t: TestApp, userId: number, currencyId: number) {
  const [row] = await queryRows<{ available: string }>(
    t.db,
    sql`select available::text from ledger_accounts
        where user_id = ${userId} and platform_code = '' and currency_id = ${currencyId}`,
  );
  return row?.available ?? '0.0000';
}

export const countRows = async (t: TestApp, table: 'postings' | 'flows' | 'journal_transactions') =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

export async function expectLedgerIntact(t: TestApp) {
  expect((await checkLedger(t.db)).problems).toEqual([]);
}

export const newKey = () => randomUUID();

/** POST /app/topup/qr with a fresh Idempotency-Key unless one is given. */
export const startTopUp = (
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  key: string = newKey(),
) => t.call('POST', '/app/topup/qr', { token, lang: 'en', headers: { [IDEMPOTENCY_HEADER]: key }, body });

/** Uploads a small picture as the user and answers its address, as the app does before handing in a receipt. */
export async function uploadReceipt(t: TestApp, token: string) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const uploaded = await t.upload(png, 'receipt.png', { token, type: 'image/png' });
  expect(uploaded.status).toBe(200);
  return uploaded.body.data.url as string;
}
