import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payPasswordGuards } from './wallet.tables.ts';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const g = payPasswordGuards;

/** The pay-password guard rows (see payPasswordGuards): each step is one statement, atomic under any concurrency. */
export const payPasswordRepository = {
  /**
   * Takes the user's check slot and counts the check, in one upsert, unless the account is locked or another check
   * holds an unexpired lease; an ended lock starts the run afresh. Answers the check's number and the run's start, or
   * undefined when the slot was not taken.
   */
  async startCheck(db: Db, userId: number, now: Date, leaseUntil: Date) {
    const lockEnded = sql`${g.lockedUntil} <= ${at(now)}`;
    const [row] = await db
      .insert(g)
      .values({ userId, attempts: 1, cleared: 0, checkingUntil: leaseUntil, updatedAt: now })
      .onConflictDoUpdate({
        target: g.userId,
        set: {
          attempts: sql`${g.attempts} + 1`,
          cleared: sql`case when ${lockEnded} then ${g.attempts} else ${g.cleared} end`,
          lockedUntil: null,
          checkingUntil: leaseUntil,
          updatedAt: now,
        },
        setWhere: sql`(${g.lockedUntil} is null or ${lockEnded})
          and (${g.checkingUntil} is null or ${g.checkingUntil} <= ${at(now)})`,
      })
      .returning({ attempts: g.attempts, cleared: g.cleared });
    return row;
  },

  async lockedUntil(db: Db, userId: number): Promise<Date | null> {
    const [row] = await db.select({ lockedUntil: g.lockedUntil }).from(g).where(eq(g.userId, userId));
    return row?.lockedUntil ?? null;
  },

  /**
   * Ends check `attempt`: a right answer wipes the run, a wrong one that makes the run `maxAttempts` long locks the
   * account. The slot is freed only if this check still holds it (its lease may have run out and passed on).
   */
  async endCheck(db: Db, userId: number, attempt: number, outcome: EndOfCheck) {
    const mine = sql`${g.attempts} = ${attempt}`;
    const lock = outcome.right
      ? g.lockedUntil
      : sql`case when ${attempt} - ${g.cleared} >= ${outcome.maxAttempts} then ${at(outcome.lockUntil)}
            else ${g.lockedUntil} end`;
    const [row] = await db
      .update(g)
      .set({
        cleared: outcome.right ? sql`greatest(${g.cleared}, ${attempt})` : g.cleared,
        lockedUntil: lock,
        checkingUntil: sql`case when ${mine} then null else ${g.checkingUntil} end`,
        updatedAt: outcome.now,
      })
      .where(eq(g.userId, userId))
      .returning({ cleared: g.cleared, lockedUntil: g.lockedUntil });
    return row!;
  },
};

type EndOfCheck =
  | { right: true; now: Date }
  | { right: false; now: Date; maxAttempts: number; lockUntil: Date };
