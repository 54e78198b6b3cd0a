import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { GroupRole, GroupStatus, ORDINARY_GROUP_MODULE_TYPE } from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import { ilikeContains } from '../../db/like.ts';
import { groupMembers, groups } from './groups.tables.ts';

export type GroupRow = typeof groups.$inferSelect;
export type NewGroup = typeof groups.$inferInsert;
export type GroupMemberRow = typeof groupMembers.$inferSelect;
export type GroupPatch = Partial<Omit<GroupRow, 'id' | 'createdAt'>>;
export type MemberPatch = Partial<Pick<GroupMemberRow, 'role' | 'nickname' | 'muted'>>;

/** Members in the order the member list shows them: owner, admins, then everybody by time of joining. */
const listOrder = [asc(groupMembers.role), asc(groupMembers.id)];

/** Groups with the member row that qualifies them, the most recently joined first, and how many there are. */
async function pageOfMember(db: Db, where: SQL, offset: number, limit: number) {
  const [counted] = await db
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(where);
  const rows = await db
    .select({ group: groups, member: groupMembers })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(where)
    .orderBy(desc(groupMembers.id))
    .offset(offset)
    .limit(limit);
  return { rows, total: counted?.n ?? 0 };
}

export const groupsRepository = {
  async insert(db: Db, row: NewGroup) {
    const [created] = await db.insert(groups).values(row).returning();
    return created!;
  },

  async findById(db: Db, id: number) {
    const [row] = await db.select().from(groups).where(eq(groups.id, id)).limit(1);
    return row;
  },

  /** The group row locked for this transaction: changes to one group's members and rights run one at a time. */
  async lock(db: Db, id: number) {
    const [row] = await db.select().from(groups).where(eq(groups.id, id)).for('update');
    return row;
  },

  async update(db: Db, id: number, patch: GroupPatch) {
    const [row] = await db.update(groups).set(patch).where(eq(groups.id, id)).returning();
    return row!;
  },

  async addMembers(
    db: Db,
    groupId: number,
    members: Array<{ userId: number; role: number }>,
    joinedAt: Date,
  ) {
    if (!members.length) return;
    await db
      .insert(groupMembers)
      .values(members.map((m) => ({ groupId, userId: m.userId, role: m.role, joinedAt })))
      .onConflictDoNothing();
  },

  async removeMembers(db: Db, groupId: number, userIds: number[]) {
    if (!userIds.length) return;
    await db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, userIds)));
  },

  async member(db: Db, groupId: number, userId: number) {
    const [row] = await db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .limit(1);
    return row;
  },

  async updateMember(db: Db, groupId: number, userId: number, patch: MemberPatch) {
    const [row] = await db
      .update(groupMembers)
      .set(patch)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning();
    return row;
  },

  /** Every member's id in join order. */
  async memberIds(db: Db, groupId: number) {
    const rows = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(asc(groupMembers.id));
    return rows.map((r) => r.userId);
  },

  async countMembers(db: Db, groupId: number) {
    const [row] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
    return row?.n ?? 0;
  },

  async pageMembers(db: Db, groupId: number, offset: number, limit: number) {
    return db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(...listOrder)
      .offset(offset)
      .limit(limit);
  },

  /** Who inherits a group its owner leaves: the longest-standing admin, else the longest-standing member. */
  async successor(db: Db, groupId: number, ownerId: number) {
    const [row] = await db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, ownerId)))
      .orderBy(
        sql`case when ${groupMembers.role} = ${GroupRole.admin} then 0 else 1 end`,
        asc(groupMembers.id),
      )
      .limit(1);
    return row;
  },

  /** The user's active groups, ordinary ones or module ones, the most recently joined first. */
  async pageOfUser(db: Db, userId: number, modules: boolean, offset: number, limit: number) {
    return pageOfMember(
      db,
      and(
        eq(groupMembers.userId, userId),
        eq(groups.status, GroupStatus.active),
        modules
          ? ne(groups.moduleType, ORDINARY_GROUP_MODULE_TYPE)
          : eq(groups.moduleType, ORDINARY_GROUP_MODULE_TYPE),
      )!,
      offset,
      limit,
    );
  },

  /** The user's active groups of any kind whose name (either spelling) contains the keyword, newest joined first. */
  async searchOfUser(db: Db, userId: number, keyword: string, offset: number, limit: number) {
    return pageOfMember(
      db,
      and(
        eq(groupMembers.userId, userId),
        eq(groups.status, GroupStatus.active),
        or(ilikeContains(groups.name, keyword), ilikeContains(groups.ruName, keyword)),
      )!,
      offset,
      limit,
    );
  },

  /** Member ids of several groups at once, in join order. */
  async memberIdsOf(db: Db, groupIds: number[]) {
    if (!groupIds.length) return new Map<number, number[]>();
    const rows = await db
      .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
      .from(groupMembers)
      .where(inArray(groupMembers.groupId, groupIds))
      .orderBy(asc(groupMembers.id));
    const byGroup = new Map<number, number[]>(groupIds.map((id) => [id, []]));
    for (const row of rows) byGroup.get(row.groupId)?.push(row.userId);
    return byGroup;
  },

  /** The owner's newest active module group of this kind (any responsibleModule when not given). */
  async activeModuleGroupOf(db: Db, ownerId: number, moduleType: number, responsibleModule?: number) {
    const [row] = await db
      .select()
      .from(groups)
      .where(
        and(
          eq(groups.ownerId, ownerId),
          eq(groups.moduleType, moduleType),
          responsibleModule === undefined ? undefined : eq(groups.responsibleModule, responsibleModule),
          eq(groups.status, GroupStatus.active),
        ),
      )
      .orderBy(desc(groups.id))
      .limit(1);
    return row;
  },

  /** Active module groups each of these service users answers, to give the next customer the least busy one. */
  async serviceLoad(db: Db, serviceUserIds: number[]) {
    if (!serviceUserIds.length) return new Map<number, number>();
    const rows = await db
      .select({ userId: groups.serviceUserId, n: count() })
      .from(groups)
      .where(and(inArray(groups.serviceUserId, serviceUserIds), eq(groups.status, GroupStatus.active)))
      .groupBy(groups.serviceUserId);
    return new Map(rows.map((r) => [r.userId!, r.n]));
  },

  /** Whether `userId` is a member of the group with any of these roles (for the chat module's rules). */
  async hasRole(db: Db, groupId: number, userId: number, roles: number[]) {
    const [row] = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          eq(groupMembers.userId, userId),
          or(...roles.map((role) => eq(groupMembers.role, role))),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
