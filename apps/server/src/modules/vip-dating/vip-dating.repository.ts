import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.tables.ts';
import { vipCandidates, vipProfiles, vipRequests } from './vip-dating.tables.ts';
import { orderOf } from '../../db/sorting.ts';
import type { VipStaffListQuery } from '@volna/contracts';

export type VipProfileRow = typeof vipProfiles.$inferSelect;
export type VipRequestRow = typeof vipRequests.$inferSelect;
export type VipCandidateRow = typeof vipCandidates.$inferSelect;

export const vipDatingRepository = {
  async hasPicked(db: Db, userId: number, candidateUserId: number) {
    const [row] = await db
      .select({ id: vipCandidates.requestId })
      .from(vipCandidates)
      .innerJoin(vipRequests, eq(vipRequests.id, vipCandidates.requestId))
      .where(
        and(
          eq(vipRequests.userId, userId),
          eq(vipCandidates.candidateUserId, candidateUserId),
          eq(vipCandidates.picked, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async profile(db: Db, userId: number) {
    const [row] = await db.select().from(vipProfiles).where(eq(vipProfiles.userId, userId));
    return row;
  },

  async saveProfile(db: Db, row: typeof vipProfiles.$inferInsert) {
    const { userId: _userId, createdAt: _createdAt, ...changes } = row;
    const [saved] = await db
      .insert(vipProfiles)
      .values(row)
      .onConflictDoUpdate({ target: vipProfiles.userId, set: changes })
      .returning();
    return saved!;
  },

  /** The request, unless the user already made one under this Idempotency-Key (then undefined). */
  async insertOnce(tx: Db, row: typeof vipRequests.$inferInsert) {
    const [inserted] = await tx.insert(vipRequests).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async findByKey(db: Db, userId: number, idemKey: string) {
    const [row] = await db
      .select()
      .from(vipRequests)
      .where(and(eq(vipRequests.userId, userId), eq(vipRequests.idemKey, idemKey)));
    return row;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select().from(vipRequests).where(eq(vipRequests.id, id));
    return row;
  },

  /** The request's row lock: every transition of one request runs after the previous one. */
  async lock(tx: Db, id: number) {
    const [row] = await tx.select().from(vipRequests).where(eq(vipRequests.id, id)).for('update');
    return row;
  },

  async update(tx: Db, id: number, changes: Partial<typeof vipRequests.$inferInsert>) {
    const [row] = await tx.update(vipRequests).set(changes).where(eq(vipRequests.id, id)).returning();
    return row!;
  },

  async listOf(db: Db, userId: number) {
    return db.select().from(vipRequests).where(eq(vipRequests.userId, userId)).orderBy(desc(vipRequests.id));
  },

  /** Staff: every request (or those in one state), newest first, with the requester's account name. */
  async staffList(db: Db, query: VipStaffListQuery) {
    const where = query.state ? eq(vipRequests.state, query.state) : undefined;
    const rows = await db
      .select({ request: vipRequests, requesterName: users.userName })
      .from(vipRequests)
      .leftJoin(users, eq(users.id, vipRequests.userId))
      .where(where)
      .orderBy(
        ...orderOf(
          {
            id: vipRequests.id,
            price: vipRequests.price,
            state: vipRequests.state,
            createTime: vipRequests.createdAt,
          },
          query,
          vipRequests.id,
        ),
      )
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(vipRequests).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async candidates(db: Db, requestId: number) {
    return db
      .select()
      .from(vipCandidates)
      .where(eq(vipCandidates.requestId, requestId))
      .orderBy(asc(vipCandidates.createdAt), asc(vipCandidates.candidateUserId));
  },

  async addCandidates(
    tx: Db,
    rows: {
      requestId: number;
      candidateUserId: number;
      source: 'server' | 'staff';
      addedBy?: number;
      createdAt: Date;
    }[],
  ) {
    if (!rows.length) return [];
    return tx.insert(vipCandidates).values(rows).onConflictDoNothing().returning();
  },

  async markPicked(tx: Db, requestId: number, userIds: number[]) {
    await tx
      .update(vipCandidates)
      .set({ picked: true })
      .where(and(eq(vipCandidates.requestId, requestId), inArray(vipCandidates.candidateUserId, userIds)));
  },
};
