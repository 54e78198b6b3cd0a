import { PLATFORM_TIME_ZONE } from '@volna/contracts';
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assistantTurns } from './assistant.tables.ts';

export type AssistantTurnRow = typeof assistantTurns.$inferSelect;

export const assistantRepository = {
  async insert(db: Db, row: { userId: number; question: string; mode: string; createdAt: Date }) {
    const [turn] = await db.insert(assistantTurns).values(row).returning();
    return turn!;
  },

  /** Writes the answer as it ended; only a turn still streaming (a finished one is never rewritten). */
  async finish(
    db: Db,
    id: number,
    end: { answer: string; finish: string; tokens: number; finishedAt: Date },
  ) {
    await db
      .update(assistantTurns)
      .set(end)
      .where(and(eq(assistantTurns.id, id), eq(assistantTurns.finish, 'streaming')));
  },

  /** The user's newest turns not cleared, oldest first. */
  async newest(db: Db, userId: number, limit: number) {
    const rows = await db
      .select()
      .from(assistantTurns)
      .where(and(eq(assistantTurns.userId, userId), isNull(assistantTurns.clearedAt)))
      .orderBy(desc(assistantTurns.id))
      .limit(limit);
    return rows.reverse();
  },

  /** Provider tokens the user spent since the start of today, Moscow time (DESIGN §10 daily limits). */
  async tokensToday(db: Db, userId: number, now: Date) {
    const [row] = await db
      .select({ tokens: sql<string>`coalesce(sum(${assistantTurns.tokens}), 0)` })
      .from(assistantTurns)
      .where(and(eq(assistantTurns.userId, userId), gte(assistantTurns.createdAt, dayStart(now))));
    return Number(row?.tokens ?? 0);
  },

  /**
   * Clears the user's history: today's turns keep only their token count (they still spend today's budget, or
   * clearing would reset it), earlier ones are deleted. Answers how many turns the user no longer sees.
   */
  async clear(db: Db, userId: number, now: Date) {
    return db.transaction(async (tx) => {
      const blanked = await tx
        .update(assistantTurns)
        .set({ question: '', answer: '', clearedAt: now })
        .where(and(eq(assistantTurns.userId, userId), isNull(assistantTurns.clearedAt)))
        .returning({ id: assistantTurns.id });
      await tx
        .delete(assistantTurns)
        .where(and(eq(assistantTurns.userId, userId), lt(assistantTurns.createdAt, dayStart(now))));
      return blanked.length;
    });
  },
};

/** The start of `now`'s day in the platform's time zone. */
const dayStart = (now: Date) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${PLATFORM_TIME_ZONE}) at time zone ${PLATFORM_TIME_ZONE})`;
