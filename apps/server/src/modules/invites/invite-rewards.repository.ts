import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { inviteRecords } from './invites.tables.ts';
import { airdropConfigs, inviteRewards } from './invite-rewards.tables.ts';

/** Most invitees one list shows (newest first). */
const INVITED_SHOWN_MAX = 200;

export type AirdropConfigRow = typeof airdropConfigs.$inferSelect;

export const inviteRewardsRepository = {
  /** The reward row, or undefined when this invitee already paid his inviter in this module (the index decides). */
  async insertOnce(db: Db, row: typeof inviteRewards.$inferInsert) {
    const [inserted] = await db
      .insert(inviteRewards)
      .values(row)
      .onConflictDoNothing({ target: [inviteRewards.inviteeId, inviteRewards.module] })
      .returning();
    return inserted;
  },

  async setTx(db: Db, id: number, txId: number) {
    await db.update(inviteRewards).set({ txId }).where(eq(inviteRewards.id, id));
  },

  async config(db: Db, module: number) {
    const [row] = await db.select().from(airdropConfigs).where(eq(airdropConfigs.module, module)).limit(1);
    return row;
  },

  async configs(db: Db) {
    return db.select().from(airdropConfigs);
  },

  /** The module's row locked for a staff edit (created on the first edit). */
  async lockConfig(db: Db, module: number) {
    const [row] = await db
      .select()
      .from(airdropConfigs)
      .where(eq(airdropConfigs.module, module))
      .for('update');
    return row;
  },

  async putConfig(db: Db, row: typeof airdropConfigs.$inferInsert) {
    const [stored] = await db
      .insert(airdropConfigs)
      .values(row)
      .onConflictDoUpdate({
        target: airdropConfigs.module,
        set: {
          disposition: row.disposition,
          inviteReward: row.inviteReward,
          updatedBy: row.updatedBy,
          updatedAt: row.updatedAt,
        },
      })
      .returning();
    return stored!;
  },

  /** Whom the inviter brought, newest first. */
  async invited(db: Db, inviterId: number) {
    return db
      .select()
      .from(inviteRecords)
      .where(eq(inviteRecords.inviterId, inviterId))
      .orderBy(desc(inviteRecords.createdAt), desc(inviteRecords.id))
      .limit(INVITED_SHOWN_MAX);
  },

  /** The rewards those invitees earned this inviter. */
  async rewardsOf(db: Db, inviterId: number, inviteeIds: number[]) {
    if (!inviteeIds.length) return [];
    return db
      .select()
      .from(inviteRewards)
      .where(and(eq(inviteRewards.inviterId, inviterId), inArray(inviteRewards.inviteeId, inviteeIds)));
  },

  /** Everything invites ever earned this inviter, summed by the database. */
  async totalEarned(db: Db, inviterId: number) {
    const [row] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::text as total from invite_rewards where inviter_id = ${inviterId}`,
    );
    return row?.total ?? '0';
  },
};
