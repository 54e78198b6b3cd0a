import { PASSWORD_LOGIN_FAILURES_PER_ACCOUNT, PASSWORD_LOGIN_WINDOW_SECONDS } from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { createRateLimiter, type RateLimit } from '../../http/rate-limit.ts';
import { verifySecret } from './password.ts';
import { type UserRow, usersRepository } from './users.repository.ts';

/**
 * Failed checks of one account's login password, wherever it is asked (login, changing the pay password): the rule
 * keeps the name password login gave it, so counts already taken carry on.
 */
export const failedPasswordsPerAccount: RateLimit = {
  rule: 'login-account',
  limit: PASSWORD_LOGIN_FAILURES_PER_ACCOUNT,
  windowSeconds: PASSWORD_LOGIN_WINDOW_SECONDS,
};

/**
 * The one way an account's login password is checked, so that a guess counts the same wherever it is made (a stolen
 * token must not buy unlimited guesses at the account's password). Everything is counted before the slow check, so
 * guesses sent at once each see the ones before them (docs/architecture.md "Guards under concurrency").
 */
export function createPasswordCheck(deps: AppDeps) {
  const { db } = deps.database;
  const limiter = createRateLimiter(deps);

  /**
   * Counts a password check before it runs. Answers the attempt's number, for `succeeded`, and the failed (or still
   * unanswered) checks before it, which the login's robot-check rule reads.
   */
  async function reserve(userId: number) {
    const row = (await usersRepository.reserveLoginAttempt(db, userId)) ?? fail('accountNotFound');
    return { attempt: row.attempt, failedBefore: row.attempt - 1 - row.cleared };
  }

  /** A right password wipes the failed checks before it; checks counted after it stay. */
  const succeeded = (userId: number, attempt: number) =>
    usersRepository.clearLoginAttempts(db, userId, attempt);

  return {
    reserve,
    succeeded,

    /**
     * Whether `password` is the account's login password. First the account's failed-password limit (429
     * tooManyAttempts with the wait past it), then its failed count; `beforeCheck` then sees the failures before this
     * one (the login asks for the robot check from there). A right password wipes those failures and gives the
     * limit's hit back, so the limit counts failures only.
     */
    async check(
      user: UserRow,
      password: string,
      beforeCheck?: (failedBefore: number) => Promise<void>,
    ): Promise<boolean> {
      const hit = await limiter.hit(failedPasswordsPerAccount, user.id);
      const { attempt, failedBefore } = await reserve(user.id);
      await beforeCheck?.(failedBefore);
      if (!(await verifySecret(password, user.passwordHash))) return false;
      await succeeded(user.id, attempt);
      await limiter.giveBack(hit);
      return true;
    },
  };
}
