import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paidRequestRepository } from '../paid-requests/paid-request.repository.ts';
import { vipCandidates, vipProfiles, vipRequests } from './vip-dating.tables.ts';

export type VipProfileRow = typeof vipProfiles.$inferSelect;
export type VipRequestRow = typeof vipRequests.$inferSelect;
export type VipCandidateRow = typeof vipCandidates.$inferSelect;

const requests = paidRequestRepository(vipRequests);

export const vipDatingRepository = {
  ...requests,

  hasPicked: (db: Db, userId: number, candidateUserId: number) =>
    requests.candidateExists(
      db,
      vipCandidates,
      vipCandidates.requestId,
      and(
        eq(vipRequests.userId, userId),
        eq(vipCandidates.candidateUserId, candidateUserId),
        eq(vipCandidates.picked, true),
      )!,
    ),

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
