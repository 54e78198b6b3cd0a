import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inviteRecords } from './invites.tables.ts';

export const invitesRepository = {
  async findByInvitee(db: Db, inviteeId: number) {
    const [row] = await db
      .select()
      .from(inviteRecords)
      .where(eq(inviteRecords.inviteeId, inviteeId))
      .limit(1);
    return row;
  },

  /** False when the invitee was already bound (the unique index decides, so parallel binds cannot both win). */
  async bind(db: Db, row: typeof inviteRecords.$inferInsert) {
    const inserted = await db
      .insert(inviteRecords)
      .values(row)
      .onConflictDoNothing({ target: inviteRecords.inviteeId })
      .returning({ id: inviteRecords.id });
    return inserted.length === 1;
  },

  /** How many users this one invited (the blind box gives attempts for them). */
  async invitedCount(db: Db, inviterId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(inviteRecords)
      .where(eq(inviteRecords.inviterId, inviterId));
    return row?.n ?? 0;
  },
};
