import { randomUUID } from 'node:crypto';
import { CurrencyId, IDEMPOTENCY_HEADER } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';
import { balancesOf, fund } from '../wallet/wallet.test-support.ts';

export const PAY_PASSWORD = '135790';
export const RUB = CurrencyId.RUB;
export type Person = Awaited<ReturnType<typeof signUp>>;

/** A signed-up user with a pay password and, when asked, roubles from the platform's top-up float. */
export async function person(t: TestApp, rubles?: string) {
  const user = await signUp(t);
  await t.app.services.users.setPayPassword(user.id, PASSWORD, PAY_PASSWORD);
  if (rubles) await fund(t, user.id, RUB, rubles);
  return user;
}

/** Available and frozen roubles as numbers of 0.0001 units (exact). */
export async function rubOf(t: TestApp, userId: number) {
  const rub = (await balancesOf(t, userId)).get(RUB);
  const units = (v: string | undefined) => Math.round(Number(v ?? '0') * 10_000);
  return { available: units(rub?.available), frozen: units(rub?.frozen) };
}

/** POST /app/redPacket with a fresh Idempotency-Key unless one is given. */
export function sendPacket(
  t: TestApp,
  who: Person,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return t.call('POST', '/app/redPacket', {
    token: who.token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: key },
    body: {
      currencyId: RUB,
      count: 1,
      split: 'even',
      greeting: 'Happy New Year',
      payPassword: PAY_PASSWORD,
      ...body,
    },
  });
}

export const claim = (t: TestApp, who: Person, id: unknown) =>
  t.call('POST', '/app/redPacket/claim', { token: who.token, lang: 'en', body: { id } });

export const detail = (t: TestApp, who: Person, id: number | string) =>
  t.call('GET', `/app/redPacket/${id}`, { token: who.token, lang: 'en' });

const TABLES = [
  'red_packets',
  'red_packet_shares',
  'flows',
  'postings',
  'holds',
  'messages',
  'timers',
] as const;

/** Row counts of everything a red packet touches, to prove a refusal changed nothing. */
export async function footprint(t: TestApp) {
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[table] = (
      await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
    )[0]!.n;
  return counts;
}
