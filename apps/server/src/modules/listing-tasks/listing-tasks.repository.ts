import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.tables.ts';
import { listingTaskApplications } from './listing-tasks.tables.ts';

export type TaskApplicationRow = typeof listingTaskApplications.$inferSelect;
const apps = listingTaskApplications;

/** Rows of paid-task applications; the service decides, this file only reads and writes. */
export const listingTasksRepository = {
  /** The new application, or undefined when this applicant already applied (the unique index decides a race). */
  async insertOnce(db: Db, row: typeof apps.$inferInsert) {
    const [inserted] = await db
      .insert(apps)
      .values(row)
      .onConflictDoNothing({ target: [apps.listingId, apps.applicantId] })
      .returning();
    return inserted;
  },

  async find(db: Db, id: number) {
    return (await db.select().from(apps).where(eq(apps.id, id)))[0];
  },

  async lock(db: Db, id: number) {
    return (await db.select().from(apps).where(eq(apps.id, id)).for('update'))[0];
  },

  async mine(db: Db, listingId: number, applicantId: number) {
    return (
      await db
        .select()
        .from(apps)
        .where(and(eq(apps.listingId, listingId), eq(apps.applicantId, applicantId)))
    )[0];
  },

  async update(db: Db, id: number, set: Partial<TaskApplicationRow>) {
    return (await db.update(apps).set(set).where(eq(apps.id, id)).returning())[0]!;
  },

  async page(db: Db, listingId: number, pageNum: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(apps)
        .where(eq(apps.listingId, listingId))
        .orderBy(desc(apps.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(apps).where(eq(apps.listingId, listingId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** A referrer named by user id (digits) or user code (case-insensitive); undefined when nobody has it. */
  async userIdOf(db: Db, ref: string) {
    const byId = /^\d{1,10}$/.test(ref) ? Number(ref) : 0;
    const match =
      byId > 0 && byId <= 2_147_483_647
        ? or(eq(users.id, byId), eq(users.userCode, ref.toUpperCase()))
        : eq(users.userCode, ref.toUpperCase());
    const rows = await db.select({ id: users.id }).from(users).where(match).limit(2);
    return rows.length === 1 ? rows[0]!.id : undefined;
  },
};
