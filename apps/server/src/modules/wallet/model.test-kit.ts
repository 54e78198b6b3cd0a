import type { StaffRoleValue } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { toUnits } from '../ledger/amounts.ts';
import { fund } from './wallet.test-support.ts';

// What the money model tests (exchange, P2P, listing orders) share: their staff account and funded traders, a ledger
// account read straight from its row, and the random steps they are driven by.

/** A model test's staff account with `role`, on `phone` (+7). */
export async function staffAccount(t: TestApp, phone: string, role: StaffRoleValue) {
  const { users } = t.app.services;
  const staff = await users.createAccount({ areaCode: '+7', phone, password: 'correct-horse-1' });
  await users.setStaffRole(staff.id, role);
  return staff;
}

/**
 * A model test's traders: `count` accounts on phones `phonePrefix`0, 1, …, each with `payPassword` and credited
 * `funds` (currency id → amount), in order; their ids.
 */
export async function fundedTraders(
  t: TestApp,
  {
    phonePrefix,
    count,
    payPassword,
    funds,
  }: {
    phonePrefix: string;
    count: number;
    payPassword: string;
    funds: [currencyId: number, amount: string][];
  },
) {
  const { users } = t.app.services;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const u = await users.createAccount({
      areaCode: '+7',
      phone: `${phonePrefix}${i}`,
      password: 'correct-horse-1',
    });
    await users.setPayPassword(u.id, 'correct-horse-1', payPassword);
    for (const [currencyId, amount] of funds) await fund(t, u.id, currencyId, amount);
    ids.push(u.id);
  }
  return ids;
}

/** One ledger account's [available, frozen] in units, straight from its row; zeros while it does not exist. */
export async function ledgerUnits(t: TestApp, userId: number, currencyId: number, platformCode = '') {
  const [row] = await queryRows<{ available: string; frozen: string }>(
    t.db,
    sql`select available::text, frozen::text from ledger_accounts
        where user_id = ${userId} and platform_code = ${platformCode} and currency_id = ${currencyId}`,
  );
  return row ? [toUnits(row.available), toUnits(row.frozen)] : [0n, 0n];
}

/** A model test's commands of the kinds `kinds`, each a record of its kind and `fields`, chosen with `weight`. */
export const weightedSteps = <T extends string, V extends object>(
  kinds: readonly T[],
  fields: { [K in keyof V]: fc.Arbitrary<V[K]> },
  weight: (kind: T) => number,
) =>
  kinds.map((t) => ({
    // fc.record cannot type a spread of generic fields; the record is exactly { t, ...fields }.
    arbitrary: fc.record({ t: fc.constant(t), ...fields } as never) as unknown as fc.Arbitrary<{ t: T } & V>,
    weight: weight(t),
  }));

/** A model test's staff decision on a random order: one of `decision`, rarely (weight 1). */
export const decideStep = <D>(decision: fc.Arbitrary<D>, order: fc.Arbitrary<number>) => ({
  arbitrary: fc.record({ t: fc.constant('decide' as const), decision, order }),
  weight: 1,
});

/** A publish step by a random user: an amount from 1 rouble (10 000 units) up to `max`, with the area's own fields. */
export const publishStep = <V extends object = object>(
  user: fc.Arbitrary<number>,
  max: bigint,
  weight: number,
  fields = {} as { [K in keyof V]: fc.Arbitrary<V[K]> },
) => ({
  arbitrary: fc.record({
    t: fc.constant('publish' as const),
    user,
    amount: fc.bigInt({ min: 10_000n, max }),
    ...fields,
  } as never) as unknown as fc.Arbitrary<{ t: 'publish'; user: number; amount: bigint } & V>,
  weight,
});

/** What a step answered, as the model predicts it: 'ok', or the refusal's code name (anything else is thrown). */
export async function attempt(call: () => Promise<unknown>) {
  try {
    await call();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.codeName;
    throw error;
  }
}
