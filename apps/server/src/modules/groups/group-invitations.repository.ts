import { and, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { GroupInvitationStatus, GroupStatus } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { groupInvitations, groupMembers, groups } from './groups.tables.ts';

export type GroupInvitationRow = typeof groupInvitations.$inferSelect;
export type NewGroupInvitation = typeof groupInvitations.$inferInsert;

/**
 * A pending invitation that still stands: not expired, its group active and its inviter still a member. Everything
 * else about a pending row (its inviter left, the group ended) voids it without a write.
 */
const live = (now: Date): SQL =>
  and(
    eq(groupInvitations.status, GroupInvitationStatus.pending),
    gt(groupInvitations.expiresAt, now),
    sql`exists (select 1 from ${groups} g where g.id = ${groupInvitations.groupId} and g.status = ${GroupStatus.active})`,
    sql`exists (select 1 from ${groupMembers} m where m.group_id = ${groupInvitations.groupId} and m.user_id = ${groupInvitations.inviterId})`,
  )!;

const pendingOf = (groupId: number, inviteeId: number) =>
  and(
    eq(groupInvitations.groupId, groupId),
    eq(groupInvitations.inviteeId, inviteeId),
    eq(groupInvitations.status, GroupInvitationStatus.pending),
  );

export const groupInvitationsRepository = {
  /** The user's standing invitation to the group, if any. */
  async live(db: Db, groupId: number, inviteeId: number, now: Date) {
    const [row] = await db
      .select()
      .from(groupInvitations)
      .where(and(pendingOf(groupId, inviteeId), live(now)))
      .limit(1);
    return row;
  },

  /** The pending row of this group and invitee (at most one), standing or not. */
  async pending(db: Db, groupId: number, inviteeId: number) {
    const [row] = await db.select().from(groupInvitations).where(pendingOf(groupId, inviteeId)).limit(1);
    return row;
  },

  async insert(db: Db, row: NewGroupInvitation) {
    const [created] = await db.insert(groupInvitations).values(row).returning();
    return created!;
  },

  /**
   * Decides a pending invitation: answers it, or nothing when it was decided meanwhile (or, with `unexpiredAt`, has
   * expired). One statement, so of two decisions at once exactly one wins.
   */
  async decide(db: Db, id: number, status: number, at: Date, unexpiredAt?: Date) {
    const [row] = await db
      .update(groupInvitations)
      .set({ status, decidedAt: at })
      .where(
        and(
          eq(groupInvitations.id, id),
          eq(groupInvitations.status, GroupInvitationStatus.pending),
          unexpiredAt ? gt(groupInvitations.expiresAt, unexpiredAt) : undefined,
        ),
      )
      .returning();
    return row;
  },

  /** Declines the user's pending invitation to the group, standing or not; nothing when there is none. */
  async declinePending(db: Db, groupId: number, inviteeId: number, at: Date) {
    const [row] = await db
      .update(groupInvitations)
      .set({ status: GroupInvitationStatus.declined, decidedAt: at })
      .where(pendingOf(groupId, inviteeId))
      .returning();
    return row;
  },

  /** Lapses the pending invitations between two users, either way round; answers them. */
  async lapseBetween(db: Db, a: number, b: number, at: Date) {
    return db
      .update(groupInvitations)
      .set({ status: GroupInvitationStatus.lapsed, decidedAt: at })
      .where(
        and(
          eq(groupInvitations.status, GroupInvitationStatus.pending),
          or(
            and(eq(groupInvitations.inviterId, a), eq(groupInvitations.inviteeId, b)),
            and(eq(groupInvitations.inviterId, b), eq(groupInvitations.inviteeId, a)),
          ),
        ),
      )
      .returning();
  },

  /** The user's standing invitations with their groups, newest first, and how many there are. */
  async pageOfInvitee(db: Db, inviteeId: number, now: Date, offset: number, limit: number) {
    const where = and(eq(groupInvitations.inviteeId, inviteeId), live(now));
    const [counted] = await db.select({ n: count() }).from(groupInvitations).where(where);
    const rows = await db
      .select({ invitation: groupInvitations, group: groups })
      .from(groupInvitations)
      .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
      .where(where)
      .orderBy(desc(groupInvitations.id))
      .offset(offset)
      .limit(limit);
    return { rows, total: counted?.n ?? 0 };
  },
};
