import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calls } from './calls.tables.ts';

export type CallRow = typeof calls.$inferSelect;
export type NewCall = typeof calls.$inferInsert;

const live = lt(calls.state, 3);

export const callsRepository = {
  /**
   * Serialises call set-up for these users (sorted, so two invites between the same pair cannot deadlock): the
   * busy check and the new row commit before another invite of theirs looks.
   */
  async lockUsers(tx: Db, userIds: number[]) {
    for (const id of [...new Set(userIds)].sort((a, b) => a - b))
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`call-user:${id}`}))`);
  },

  /** Whether any of these users is in a call that has not ended (ringing or connected). */
  async anyLive(tx: Db, userIds: number[]) {
    const [row] = await tx
      .select({ id: calls.id })
      .from(calls)
      .where(and(live, or(inArray(calls.callerId, userIds), inArray(calls.calleeId, userIds))))
      .limit(1);
    return row !== undefined;
  },

  /** Whether these two have any call, either way round (the demo seed adds its calls once). */
  async anyBetween(tx: Db, a: number, b: number) {
    const [row] = await tx
      .select({ id: calls.id })
      .from(calls)
      .where(
        or(
          and(eq(calls.callerId, a), eq(calls.calleeId, b)),
          and(eq(calls.callerId, b), eq(calls.calleeId, a)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Calls the user placed after `since` (the invite rate limit). */
  async placedSince(tx: Db, callerId: number, since: Date) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(calls)
      .where(and(eq(calls.callerId, callerId), gt(calls.createdAt, since)));
    return row?.n ?? 0;
  },

  async insert(tx: Db, call: NewCall) {
    const [row] = await tx.insert(calls).values(call).returning();
    return row!;
  },

  /** The call's row lock: every transition runs under it, one after another. */
  async lock(tx: Db, id: number) {
    const [row] = await tx.select().from(calls).where(eq(calls.id, id)).for('update');
    return row;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select().from(calls).where(eq(calls.id, id));
    return row;
  },

  async update(tx: Db, id: number, values: Partial<NewCall>) {
    const [row] = await tx.update(calls).set(values).where(eq(calls.id, id)).returning();
    return row!;
  },

  /** Live calls that run on this socket of the user (as caller, or as the callee's answering device). */
  async liveOnDevice(db: Db, userId: number, deviceId: string) {
    return db
      .select({ id: calls.id })
      .from(calls)
      .where(
        and(
          live,
          or(
            and(eq(calls.callerId, userId), eq(calls.callerDevice, deviceId)),
            and(eq(calls.calleeId, userId), eq(calls.calleeDevice, deviceId)),
          ),
        ),
      );
  },
};
