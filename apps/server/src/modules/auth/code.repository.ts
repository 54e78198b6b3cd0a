import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from './auth.tables.ts';

const SWEEP_BATCH = 500;
const live = and(isNull(verificationCodes.consumedAt), isNull(verificationCodes.voidedAt));

export const codeRepository = {
  /** Serialises code sends per IP and per address (IP first, always), so limits hold under parallel sends. */
  async lockSender(tx: Db, ip: string, target: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-ip:${ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-target:${target}`}))`);
  },

  async latestFor(db: Db, target: string) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, target))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return row;
  },

  async countForTargetSince(db: Db, target: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  async countForIpSince(db: Db, ip: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  async insert(db: Db, row: typeof verificationCodes.$inferInsert) {
    const [inserted] = await db.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
    return inserted!.id;
  },

  /** A send that never left the server is no send: it neither blocks a resend nor counts against a limit. */
  async remove(db: Db, id: number) {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
  },

  /**
   * Takes the code if it is still live, unexpired and matches, in one statement: of two parallel uses only one
   * gets the row back.
   */
  async consumeIfMatching(db: Db, id: number, codeHash: string, at: Date) {
    const rows = await db
      .update(verificationCodes)
      .set({ consumedAt: at })
      .where(
        and(
          eq(verificationCodes.id, id),
          eq(verificationCodes.codeHash, codeHash),
          gt(verificationCodes.expiresAt, at),
          live,
        ),
      )
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  },

  /** Counts a wrong try; the try that reaches `maxTries` voids the code. Answers the row after, if still live. */
  async recordWrongTry(db: Db, id: number, maxTries: number, at: Date) {
    const [row] = await db
      .update(verificationCodes)
      .set({
        wrongTries: sql`${verificationCodes.wrongTries} + 1`,
        voidedAt: sql`case when ${verificationCodes.wrongTries} + 1 >= ${maxTries} then ${at.toISOString()}::timestamptz end`,
      })
      .where(and(eq(verificationCodes.id, id), live))
      .returning({ wrongTries: verificationCodes.wrongTries, voidedAt: verificationCodes.voidedAt });
    return row;
  },

  /**
   * Codes older than a day serve no limit any more. Rows another sweep holds are skipped, so parallel sweeps never
   * wait on (or deadlock with) each other; a batch at a time keeps each statement short.
   */
  async removeOlderThan(db: Db, before: Date) {
    await db.execute(sql`
      delete from verification_codes where id in (
        select id from verification_codes where created_at < ${before.toISOString()}::timestamptz
        limit ${SWEEP_BATCH} for update skip locked)`);
  },
};
