import { count, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
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

  /** Serialises bindings, so two accounts binding each other at once cannot both pass the cycle check. */
  async lockBindings(tx: Db) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invite-bind'))`);
  },

  /** Whether `userId` is `inviterId` himself or anywhere up the chain of who invited `inviterId`. */
  async upTheChain(db: Db, inviterId: number, userId: number) {
    const rows = await queryRows<{ found: number }>(
      db,
      sql`with recursive chain(id) as (
            select ${inviterId}::int
            union
            select r.inviter_id from ${inviteRecords} r join chain on r.invitee_id = chain.id
          )
          select 1 as found from chain where id = ${userId} limit 1`,
    );
    return rows.length > 0;
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
