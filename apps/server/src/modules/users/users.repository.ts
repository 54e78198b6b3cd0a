import {
  type AnyColumn,
  and,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { userBlocks, users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/**
 * Neither user blocked the other: a condition on `otherId` (a user-id column, the users row by default) for
 * `viewerId`. Exported so other modules' queries (VIP dating, the blind box) need not read user_blocks themselves.
 */
export const notBlockedEitherWay = (viewerId: number, otherId: AnyColumn = users.id) => sql`not exists (
  select 1 from ${userBlocks}
  where (${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${otherId})
     or (${userBlocks.blockerId} = ${otherId} and ${userBlocks.blockedId} = ${viewerId}))`;

const nameContains = (pattern: string) =>
  or(
    sql`lower(${users.userName}) like ${pattern}`,
    sql`lower(${users.firstName}) like ${pattern}`,
    sql`lower(${users.lastName}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
  ) as SQL;

export const usersRepository = {
  async insert(db: Db, row: NewUser): Promise<UserRow> {
    const [created] = await db.insert(users).values(row).returning();
    return created!;
  },

  /**
   * Whether the account is blocked, read under a share lock until the caller's transaction ends: a staff block
   * (which updates the row) waits for a login in progress, and a login waits for a block in progress.
   */
  async blockedForLogin(db: Db, id: number) {
    const [row] = await db
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, id))
      .for('share');
    return row?.blockedAt != null;
  },

  async findById(db: Db, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByIds(db: Db, ids: number[]): Promise<UserRow[]> {
    if (!ids.length) return [];
    return db.select().from(users).where(inArray(users.id, ids));
  },

  /** Ids of the users holding this staff role, lowest first. */
  async idsWithStaffRole(db: Db, staffRole: number): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.staffRole, staffRole))
      .orderBy(users.id);
    return rows.map((r) => r.id);
  },

  async findByPhone(db: Db, areaCode: string, phone: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.areaCode, areaCode), eq(users.phone, phone)))
      .limit(1);
    return row;
  },

  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async codeTaken(db: Db, userCode: string): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.userCode, userCode)).limit(1);
    return rows.length > 0;
  },

  async update(db: Db, id: number, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  },

  /** Last seen for presence; never moves back when instances record out of order. */
  async touchActive(db: Db, id: number, at: Date): Promise<void> {
    await db
      .update(users)
      .set({ lastActiveAt: at })
      .where(and(eq(users.id, id), or(isNull(users.lastActiveAt), lt(users.lastActiveAt, at))));
  },

  /** Counts a password login before its password is checked; answers its number and the last cleared one. */
  async reserveLoginAttempt(db: Db, id: number) {
    const [row] = await db
      .update(users)
      .set({ loginAttempts: sql`${users.loginAttempts} + 1` })
      .where(eq(users.id, id))
      .returning({ attempt: users.loginAttempts, cleared: users.loginAttemptsCleared });
    return row;
  },

  /** Wipes the failed logins up to `attempt` (all of them without one); later attempts stay counted. */
  async clearLoginAttempts(db: Db, id: number, attempt?: number) {
    const upTo = attempt === undefined ? users.loginAttempts : sql`${attempt}`;
    await db
      .update(users)
      .set({ loginAttemptsCleared: sql`greatest(${users.loginAttemptsCleared}, ${upTo})` })
      .where(eq(users.id, id));
  },

  /**
   * Users other than the viewer, neither blocking the other, whose phone/e-mail/code equals one of the given values
   * (phone: any area code unless given). Privacy is applied by the caller, which knows who the viewer's contacts are.
   */
  async findExact(
    db: Db,
    viewerId: number,
    keys: { phones: { areaCode?: string; phone: string }[]; email?: string; userCode?: string },
  ): Promise<UserRow[]> {
    const matches: SQL[] = keys.phones.map(({ areaCode, phone }) =>
      areaCode ? (and(eq(users.areaCode, areaCode), eq(users.phone, phone)) as SQL) : eq(users.phone, phone),
    );
    if (keys.email) matches.push(eq(users.email, keys.email));
    if (keys.userCode) matches.push(eq(users.userCode, keys.userCode));
    if (!matches.length) return [];
    return db
      .select()
      .from(users)
      .where(and(ne(users.id, viewerId), notBlockedEitherWay(viewerId), or(...matches)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(20);
  },

  /**
   * One page of users other than the viewer (neither blocking the other), optionally by name and only among
   * `onlyIds`, newest first.
   */
  async pageOthers(
    db: Db,
    viewerId: number,
    options: {
      namePattern?: string;
      onlyIds?: number[];
      excludeIds?: number[];
      offset: number;
      limit: number;
    },
  ): Promise<{ rows: UserRow[]; total: number }> {
    if (options.onlyIds && !options.onlyIds.length) return { rows: [], total: 0 };
    const where = and(
      ne(users.id, viewerId),
      notBlockedEitherWay(viewerId),
      options.namePattern ? nameContains(options.namePattern) : undefined,
      options.onlyIds ? inArray(users.id, options.onlyIds) : undefined,
      options.excludeIds?.length ? notInArray(users.id, options.excludeIds) : undefined,
    );
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
    const total = counted?.total ?? 0;
    if (options.limit <= 0 || options.offset >= total) return { rows: [], total };
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(options.offset)
      .limit(options.limit);
    return { rows, total };
  },

  /**
   * Which of these users match by name, and which by a phone containing `phoneDigits` (with or without the area
   * code's digits); the caller decides whether the viewer may see the phone.
   */
  async matchAmong(db: Db, ids: number[], namePattern: string, phoneDigits?: string) {
    if (!ids.length) return [];
    const byPhone = phoneDigits
      ? sql<boolean>`(ltrim(coalesce(${users.areaCode}, ''), '+') || coalesce(${users.phone}, '')) like ${`%${phoneDigits}%`}`
      : sql<boolean>`false`;
    const byName = sql<boolean>`coalesce(${nameContains(namePattern)}, false)`;
    return db
      .select({ user: users, byName, byPhone })
      .from(users)
      .where(and(inArray(users.id, ids), or(byName, byPhone)));
  },

  // blocks

  async block(db: Db, blockerId: number, blockedId: number, at: Date): Promise<boolean> {
    const rows = await db
      .insert(userBlocks)
      .values({ blockerId, blockedId, createdAt: at })
      .onConflictDoNothing()
      .returning({ blockedId: userBlocks.blockedId });
    return rows.length > 0;
  },

  async unblock(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
    const rows = await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ blockedId: userBlocks.blockedId });
    return rows.length > 0;
  },

  /** Which of these (blocker, blocked) pairs are blocks, in one statement (a batch of sends checks all at once). */
  async blocksAmong(db: Db, pairs: Array<[number, number]>): Promise<Array<[number, number]>> {
    if (!pairs.length) return [];
    const blockers = `{${pairs.map(([a]) => a).join(',')}}`;
    const blocked = `{${pairs.map(([, b]) => b).join(',')}}`;
    const rows = await queryRows<{ blocker_id: number; blocked_id: number }>(
      db,
      sql`select b.blocker_id, b.blocked_id from user_blocks b
          join unnest(${blockers}::int[], ${blocked}::int[]) as p(blocker, blocked)
            on b.blocker_id = p.blocker and b.blocked_id = p.blocked`,
    );
    return rows.map((r) => [Number(r.blocker_id), Number(r.blocked_id)]);
  },

  async isBlocking(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
    const rows = await db
      .select({ blockedId: userBlocks.blockedId })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .limit(1);
    return rows.length > 0;
  },

  /** The users `blockerId` blocked, newest block first, with when. */
  async pageBlocked(
    db: Db,
    blockerId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: { user: UserRow; blockedAt: Date }[]; total: number }> {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, blockerId));
    const total = counted?.total ?? 0;
    if (offset >= total) return { rows: [], total };
    const rows = await db
      .select({ user: users, blockedAt: userBlocks.createdAt })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, blockerId))
      .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
      .offset(offset)
      .limit(limit);
    return { rows, total };
  },
};
