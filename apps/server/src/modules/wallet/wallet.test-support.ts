import fc from 'fast-check';
import type { StaffRoleValue } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { toUnits } from '../ledger/amounts.ts';

/** Credits a user from the platform's top-up float (money arriving from outside), as a test's starting balance. */
export async function fund(t: TestApp, userId: number, currencyId: number, amount: string) {
  const { ledger } = t.app.services.wallet;
  const [from, to] = [
    await ledger.platformAccount('topup_float', currencyId),
    await ledger.accountFor(userId, currencyId),
  ];
  await ledger.post({
    kind: 'test_funding',
    legs: [
      { account: from, amount: `-${amount}` },
      { account: to, amount },
    ],
  });
  return to;
}

/** A user's balances by currency id, as GET /app/account/list computes them. */
export async function balancesOf(t: TestApp, userId: number) {
  const rows = await t.app.services.wallet.accounts.list(userId);
  return new Map(rows.map((r) => [r.currencyId, { available: r.balance, frozen: r.frozenAmount }]));
}

/** Every wallet test ends here: the ledger's invariants hold. */
export async function expectLedgerSound(t: TestApp) {
  const result = await t.app.services.wallet.checkLedger();
  expect(result.problems).toEqual([]);
  expect(result.ok).toBe(true);
}

/** useTestApp() for a wallet test file: a fresh app before its tests, the ledger checked after the last, then closed. */
export function useWalletTestApp(): TestApp {
  const t = useTestApp();
  afterAll(async () => {
    // Absent when the build failed: that error is the one to read.
    if (t.app) await expectLedgerSound(t);
  });
  return t;
}

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
