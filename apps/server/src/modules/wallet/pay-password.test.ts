import { randomInt } from 'node:crypto';
import { PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_MAX_ATTEMPTS, ResultCode } from '@volna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/harness.ts';
import { PASSWORD, signUp } from '../users/users.test-support.ts';
import {
  balanceOf,
  expectLedgerIntact,
  PAY_PASSWORD,
  payer,
  transfer,
} from '../transfers/transfer.test-support.ts';

const t = useTestApp();

const verify = (userId: number, pwd: string) =>
  t.app.services.wallet.payPassword.verifyPayPassword(userId, pwd).then(
    () => 'ok',
    (e: { codeName?: string; params?: Record<string, unknown> }) =>
      e.params?.left === undefined ? e.codeName : `${e.codeName}:${e.params.left}`,
  );

describe('pay password', () => {
  it('asks to set one first', async () => {
    const a = await signUp(t);
    expect(await verify(a.id, '123456')).toBe('payPasswordNotSet');
  });

  it('5 wrong entries lock payments for 15 minutes, even the right password; then it works again', async () => {
    const a = await signUp(t);
    await t.app.services.users.setPayPassword(a.id, PASSWORD, '123456');
    expect(await verify(a.id, '123456')).toBe('ok');
    expect(await verify(a.id, '000000')).toBe('payPasswordWrong:4');
    expect(await verify(a.id, '000000')).toBe('payPasswordWrong:3');
    // A right entry starts the count again.
    expect(await verify(a.id, '123456')).toBe('ok');
    const wrong = await Promise.all(Array.from({ length: 5 }, () => verify(a.id, '111111')));
    // Checked one at a time: four tell the tries left, the fifth locks.
    expect(wrong.filter((r) => r === 'payPasswordLocked')).toHaveLength(1);
    expect(wrong.filter((r) => r !== 'payPasswordLocked').sort()).toEqual([
      'payPasswordWrong:1',
      'payPasswordWrong:2',
      'payPasswordWrong:3',
      'payPasswordWrong:4',
    ]);
    expect(await verify(a.id, '123456')).toBe('payPasswordLocked');
    t.clock.advance(PAY_PASSWORD_LOCK_MINUTES * 60_000 - 1000);
    expect(await verify(a.id, '123456')).toBe('payPasswordLocked');
    t.clock.advance(2000);
    expect(await verify(a.id, '999999')).toBe('payPasswordWrong:4');
    expect(await verify(a.id, '123456')).toBe('ok');
  });
});

/**
 * Records each pay-password check of one user (true = right) while `run` goes on, through the real check, on every
 * given instance; `overlapped` tells whether two checks of the user were ever under way at once.
 */
async function watchChecks<T>(userId: number, run: () => Promise<T>, apps: TestApp[] = [t]) {
  const checks: boolean[] = [];
  let running = 0;
  let overlapped = false;
  const spies = apps.map(({ app: { services } }) => {
    const real = services.users.verifyPayPassword.bind(services.users);
    return vi.spyOn(services.users, 'verifyPayPassword').mockImplementation(async (id, password) => {
      if (id !== userId) return real(id, password);
      running += 1;
      overlapped ||= running > 1;
      const right = await real(id, password);
      running -= 1;
      checks.push(right);
      return right;
    });
  });
  try {
    return { result: await run(), checks, overlapped };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** The wrong guesses with the right one at a random place. */
function guessesWithRight(wrong: number) {
  const guesses = Array.from({ length: wrong }, (_, i) => String(100_000 + i));
  guesses.splice(randomInt(guesses.length + 1), 0, PAY_PASSWORD);
  return guesses;
}

/** Checks ran one at a time, in order: no run of wrong answers between right ones longer than the limit. */
function expectRunsWithinLimit(checks: boolean[], made: number) {
  expect(checks.filter(Boolean)).toHaveLength(made);
  const runs = checks
    .map((right) => (right ? '|' : 'x'))
    .join('')
    .split('|');
  expect(Math.max(...runs.map((run) => run.length))).toBeLessThanOrEqual(PAY_PASSWORD_MAX_ATTEMPTS);
  expect(checks.length).toBeLessThanOrEqual(2 * PAY_PASSWORD_MAX_ATTEMPTS);
}

describe('pay password under concurrency (issue 17)', () => {
  afterEach(() => expectLedgerIntact(t));

  for (const wrongGuesses of [99, 29]) {
    it(`${wrongGuesses} wrong guesses and the right one at once through POST /app/transfer: one transfer at most, at most ${PAY_PASSWORD_MAX_ATTEMPTS} wrong checks between right ones, then locked`, async () => {
      const sender = await payer(t, '100');
      const receiver = await signUp(t);
      const guesses = guessesWithRight(wrongGuesses);

      const {
        result: answers,
        checks,
        overlapped,
      } = await watchChecks(sender.id, () =>
        Promise.all(
          guesses.map((payPassword) =>
            transfer(t, sender.token, { userId: receiver.id, amount: '1', payPassword }),
          ),
        ),
      );

      const codes = answers.map((answer) => answer.body.code as number);
      const allowed: number[] = [200, ResultCode.payPasswordWrong, ResultCode.payPasswordLocked];
      expect(codes.filter((code) => !allowed.includes(code))).toEqual([]);
      const made = codes.filter((code) => code === 200).length;
      expect(made).toBeLessThanOrEqual(1);
      expect(await balanceOf(t, sender.id)).toEqual({ available: 100 - made, frozen: 0 });
      // The rest of the guesses were refused unchecked.
      expect(overlapped).toBe(false);
      expectRunsWithinLimit(checks, made);

      // The account ends locked, and the lock refuses the right password, unchecked.
      const after = await watchChecks(sender.id, () =>
        transfer(t, sender.token, { userId: receiver.id, amount: '1' }),
      );
      expect(after.result.body.code).toBe(ResultCode.payPasswordLocked);
      expect(after.result.status).toBeLessThan(500);
      expect(after.checks).toEqual([]);
      expect(await balanceOf(t, sender.id)).toEqual({ available: 100 - made, frozen: 0 });
      t.clock.advance(PAY_PASSWORD_LOCK_MINUTES * 60_000 + 1000);
      expect((await transfer(t, sender.token, { userId: receiver.id, amount: '1' })).body.code).toBe(200);
    });
  }
});

describe('pay password on two instances (issue 17)', () => {
  it('checks one at a time across instances sharing the database: 49 wrong and the right one, split between them', async () => {
    const other = await createTestApp({}, { database: t.database, bus: t.bus });
    // Instances keep their clocks in step (NTP); the lease compares one instance's time with another's.
    other.clock.set(t.clock.now());
    try {
      const sender = await payer(t, '100');
      const receiver = await signUp(t);
      const guesses = guessesWithRight(49);
      const {
        result: answers,
        checks,
        overlapped,
      } = await watchChecks(
        sender.id,
        () =>
          Promise.all(
            guesses.map((payPassword, i) =>
              transfer(i % 2 ? other : t, sender.token, { userId: receiver.id, amount: '1', payPassword }),
            ),
          ),
        [t, other],
      );
      const made = answers.filter((answer) => answer.body.code === 200).length;
      expect(made).toBeLessThanOrEqual(1);
      expect(overlapped).toBe(false);
      expectRunsWithinLimit(checks, made);
      expect((await transfer(other, sender.token, { userId: receiver.id, amount: '1' })).body.code).toBe(
        ResultCode.payPasswordLocked,
      );
      expect(await balanceOf(t, sender.id)).toEqual({ available: 100 - made, frozen: 0 });
    } finally {
      await other.close();
    }
  });
});
