import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from './auth.tables.ts';

export const captchaRepository = {
  async insert(db: Db, row: typeof captchas.$inferInsert) {
    await db.insert(captchas).values(row);
  },

  /** Uses the captcha up (right or wrong, a picture answers once) and returns its answer if it was still live. */
  async take(db: Db, uuid: string, at: Date) {
    const [row] = await db
      .update(captchas)
      .set({ usedAt: at })
      .where(and(eq(captchas.uuid, uuid), isNull(captchas.usedAt), gt(captchas.expiresAt, at)))
      .returning({ answer: captchas.answer });
    return row?.answer;
  },

  async removeExpired(db: Db, at: Date) {
    await db.delete(captchas).where(lt(captchas.expiresAt, at));
  },
};
