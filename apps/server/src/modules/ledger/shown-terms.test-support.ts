import { ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';

// Pinned terms (issue 28): what the attack tests share.

/** Every money row there is: a refusal must leave these counts as they were. */
export async function moneyRows(t: TestApp) {
  const [row] = await queryRows<{ journal: number; postings: number; flows: number }>(
    t.db,
    sql`select (select count(*)::int from journal_transactions) as journal,
               (select count(*)::int from postings) as postings,
               (select count(*)::int from flows) as flows`,
  );
  return row!;
}

/** A "the price changed" refusal, in English, naming today's terms. */
export function expectPriceChanged(res: { status: number; body: any }, now: string) {
  expect(res.body.code).toBe(ResultCode.priceChanged);
  expect(res.status).toBe(409);
  expect(res.body.msg).toBe(`The price has changed: it is ${now} now. Check it and confirm again`);
}

/** A request without the shown terms (an old client): a validation refusal, never a charge at today's price. */
export function expectTermsMissing(res: { status: number; body: any }) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe(ResultCode.shownTermsMissing);
}
