import { setTimeout as sleep } from 'node:timers/promises';
import {
  PAY_PASSWORD_CHECK_LEASE_MS,
  PAY_PASSWORD_CHECK_WAIT_MS,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_ATTEMPTS,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { payPasswordRepository } from './pay-password.repository.ts';

const MAX = PAY_PASSWORD_MAX_ATTEMPTS;
const FIRST_POLL_MS = 5;
const LONGEST_POLL_MS = 50;

/**
 * The pay password every outgoing payment checks (set by PUT /app/user/updatePayPwd, stored hashed by users).
 * Five wrong entries in a row lock payments for 15 minutes, the right password too. One user's checks run one at a
 * time across every instance: a check takes a lease on the user's guard row and is counted in the same statement,
 * so it always sees every earlier answer and the lock they set, however many guesses arrive at once. The lease is a
 * row value, not a row lock: no transaction stays open across the slow scrypt check (docs/architecture.md "Guards
 * under concurrency").
 */
/** Runs one task per key at a time within this process, in arrival order. */
function oneAtATime() {
  const tails = new Map<number, Promise<void>>();
  return async <T>(key: number, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

export function createPayPasswordService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  others: { users: UsersService },
) {
  const db = deps.database.db;
  const lockMs = PAY_PASSWORD_LOCK_MINUTES * 60_000;
  // The database lease is what makes checks one at a time; queueing this instance's own checks of a user first
  // spares the database a hundred waiting payments polling it.
  const queue = oneAtATime();

  /** Waits for the user's check slot; the check's number, or a refusal once locked or after waiting too long. */
  async function startCheck(userId: number) {
    const deadline = performance.now() + PAY_PASSWORD_CHECK_WAIT_MS;
    for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, LONGEST_POLL_MS)) {
      const now = deps.clock.now();
      const leaseUntil = new Date(now.getTime() + PAY_PASSWORD_CHECK_LEASE_MS);
      const started = await payPasswordRepository.startCheck(db, userId, now, leaseUntil);
      if (started) return started.attempts;
      const lockedUntil = await payPasswordRepository.lockedUntil(db, userId);
      if (lockedUntil && lockedUntil > now) fail('payPasswordLocked');
      if (performance.now() > deadline) fail('tooManyAttempts', { seconds: 1 });
      // Jitter spreads the waiting payments' retries.
      await sleep(pause / 2 + Math.random() * pause);
    }
  }

  async function endWrong(userId: number, attempt: number) {
    const now = deps.clock.now();
    const lockUntil = new Date(now.getTime() + lockMs);
    const ended = await payPasswordRepository.endCheck(db, userId, attempt, {
      right: false,
      now,
      maxAttempts: MAX,
      lockUntil,
    });
    return { ended, now };
  }

  async function check(userId: number, password: string): Promise<void> {
    const attempt = await startCheck(userId);
    let right: boolean;
    try {
      right = await others.users.verifyPayPassword(userId, password);
    } catch (error) {
      // A check that broke counts as a wrong entry: failing never opens a way around the count.
      await endWrong(userId, attempt);
      throw error;
    }
    if (right) {
      await payPasswordRepository.endCheck(db, userId, attempt, { right, now: deps.clock.now() });
      return;
    }
    const { ended, now } = await endWrong(userId, attempt);
    if (ended.lockedUntil && ended.lockedUntil > now) fail('payPasswordLocked');
    const run = attempt - ended.cleared;
    fail('payPasswordWrong', { left: Math.min(MAX, Math.max(1, MAX - run)) });
  }

  return {
    /** Resolves when the password is right; otherwise fails payPasswordNotSet / payPasswordLocked / payPasswordWrong. */
    async verifyPayPassword(userId: number, password: string): Promise<void> {
      const user = await others.users.findById(userId);
      if (!user?.payPasswordHash) fail('payPasswordNotSet');
      await queue(userId, () => check(userId, password));
    },
  };
}

export type PayPasswordService = ReturnType<typeof createPayPasswordService>;
