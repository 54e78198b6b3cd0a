import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from './auth.tables.ts';

const SWEEP_BATCH = 500;

export const captchaRepository = {
  async insert(db: Db, row: typeof captchas.$inferInsert) {
    await db.insert(captchas).values(row);
  },

  /** Uses the challenge up (right or wrong, it answers once) and returns it if it was still live. */
  async take(db: Db, uuid: string, at: Date) {
    const [row] = await db
      .update(captchas)
      .set({ usedAt: at })
      .where(and(eq(captchas.uuid, uuid), isNull(captchas.usedAt), gt(captchas.expiresAt, at)))
      .returning({ challenge: captchas.challenge });
    return row?.challenge;
  },

  /** Sweeps expired challenges a batch at a time, skipping rows a parallel sweep holds. */
  async removeExpired(db: Db, at: Date) {
    await db.execute(sql`
      delete from captchas where uuid in (
        select uuid from captchas where expires_at < ${at.toISOString()}::timestamptz
        limit ${SWEEP_BATCH} for update skip locked)`);
  },
};
