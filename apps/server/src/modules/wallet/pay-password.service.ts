import { PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_MAX_ATTEMPTS } from '@volna/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { payPasswordGuards } from './wallet.tables.ts';

/**
 * The pay password every outgoing payment checks (set by PUT /app/user/updatePayPwd, stored hashed by users).
 * Five wrong entries in a row lock payments for 15 minutes; the count lives in the database so every server
 * instance agrees, and a wrong entry is counted by one atomic upsert so parallel guesses cannot slip past it.
 */
export function createPayPasswordService(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  others: { users: UsersService },
) {
  const db = deps.database.db;
  const lockMs = PAY_PASSWORD_LOCK_MINUTES * 60_000;

  return {
    /** Resolves when the password is right; otherwise fails payPasswordNotSet / payPasswordLocked / payPasswordWrong. */
    async verifyPayPassword(userId: number, password: string): Promise<void> {
      const now = deps.clock.now();
      const [guard] = await db.select().from(payPasswordGuards).where(eq(payPasswordGuards.userId, userId));
      if (guard?.lockedUntil && guard.lockedUntil > now) fail('payPasswordLocked');
      const user = await others.users.findById(userId);
      if (!user?.payPasswordHash) fail('payPasswordNotSet');
      if (await others.users.verifyPayPassword(userId, password)) {
        if (guard && guard.failures > 0) {
          await db
            .update(payPasswordGuards)
            .set({ failures: 0, lockedUntil: null, updatedAt: now })
            .where(eq(payPasswordGuards.userId, userId));
        }
        return;
      }
      // A lock that has run out starts a fresh count.
      const [counted] = await db
        .insert(payPasswordGuards)
        .values({ userId, failures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: payPasswordGuards.userId,
          set: {
            failures: sql`case when ${payPasswordGuards.lockedUntil} is not null and ${payPasswordGuards.lockedUntil} <= ${now.toISOString()}::timestamptz then 1 else ${payPasswordGuards.failures} + 1 end`,
            lockedUntil: sql`case when ${payPasswordGuards.lockedUntil} is not null and ${payPasswordGuards.lockedUntil} <= ${now.toISOString()}::timestamptz then null else ${payPasswordGuards.lockedUntil} end`,
            updatedAt: now,
          },
        })
        .returning({ failures: payPasswordGuards.failures });
      const failures = counted?.failures ?? 1;
      if (failures >= PAY_PASSWORD_MAX_ATTEMPTS) {
        await db
          .update(payPasswordGuards)
          .set({ lockedUntil: new Date(now.getTime() + lockMs), failures: 0, updatedAt: now })
          .where(eq(payPasswordGuards.userId, userId));
        fail('payPasswordLocked');
      }
      fail('payPasswordWrong', { left: PAY_PASSWORD_MAX_ATTEMPTS - failures });
    },
  };
}

export type PayPasswordService = ReturnType<typeof createPayPasswordService>;
