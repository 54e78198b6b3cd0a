import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, p2pReceiveAmount, StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import {
  PAY_PASSWORD,
  RUB,
  shownTermsAt,
  uploadedPng,
  type Who,
} from '../transfers/transfer.test-support.ts';

// The transfer kit's money helpers (balances, credits, the ledger check) serve this area's tests too.
export * from '../transfers/transfer.test-support.ts';
export { payer as member } from '../transfers/transfer.test-support.ts';

/** A platform administrator: he decides complaints. */
export const admin = (t: TestApp) => staffMember(t, StaffRole.platformAdmin);

/** A withdrawal of `payAmount` roubles for 0.08 CNY each, paid to a card. */
export const publishBody = (payAmount = '100', patch: Record<string, unknown> = {}) => ({
  payCurrencyId: RUB,
  payAmount,
  receiveCurrencyId: 4,
  receiveAmount: p2pReceiveAmount(payAmount, '0.08'),
  rate: '0.08',
  cardNumber: '2200700123456789',
  bank: 'Tinkoff',
  name: 'Ivan P.',
  comment: 'SBP preferred',
  payPassword: PAY_PASSWORD,
  ...patch,
});

export function publish(
  t: TestApp,
  who: Who,
  body: Record<string, unknown> = publishBody(),
  key: string = randomUUID(),
) {
  return t.call('POST', '/app/recharge/insert', {
    token: who.token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: key },
    body,
  });
}

/** A published request's id (the call must succeed). */
export async function published(t: TestApp, who: Who, payAmount = '100') {
  const res = await publish(t, who, publishBody(payAmount));
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

export const act = async (t: TestApp, who: Who, step: string, body: Record<string, unknown>) =>
  t.call('POST', `/app/recharge/${step}`, {
    token: who.token,
    lang: 'en',
    body:
      step === 'respond' && body.payAmount === undefined
        ? { ...(await shownTerms(t, who, body.id)), ...body }
        : body,
  });

/** What the payer's screen shows of a request (its amount and rate), as the app sends it with "respond" (issue 28). */
export const shownTerms = (t: TestApp, who: Who, id: unknown) => shownTermsAt(t, who, `/app/recharge/${id}`);

/** The payer's own screenshot upload. */
export const screenshot = (t: TestApp, who: Who) => uploadedPng(t, who, 'transfer.png');

export const proofBody = (id: number, fileUrl: string) => ({
  id,
  cardNumber: '4276 3800 1234 5678',
  phone: '',
  bank: 'Sber',
  name: 'Petr S.',
  comment: 'paid',
  fileUrl,
});

export const countOf = async (t: TestApp, table: 'p2p_orders' | 'flows' | 'postings' | 'messages') =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
