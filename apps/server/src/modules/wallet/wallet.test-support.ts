import { afterAll, expect } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/harness.ts';

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
