import {
  type AdminBugReportListQuery,
  type AdminBugReportStatusBody,
  type AdminComplaintListQuery,
  type AdminComplaintResolveBody,
  BUG_REPORT_FILE_MAX_BYTES,
  type BugReportCategory,
  type BugReportCreateBody,
  type BugReportVo,
  ComplaintStatus,
  ComplaintTargetType,
  type ComplaintReason,
  type ComplaintVo,
  type CustomerComplaintBody,
  type PageQuery,
  bugReportCreateBody,
  customerComplaintBody,
} from '@volna/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { bugReports, complaints } from './support.tables.ts';
import { orderOf } from '../../db/sorting.ts';

type BugReportRow = typeof bugReports.$inferSelect;
type ComplaintRow = typeof complaints.$inferSelect;
type Deps = { users: UsersService; files: FilesService; audit: AuditService };

const presentBugReport = (row: BugReportRow): BugReportVo => ({
  id: row.id,
  userId: row.userId,
  description: row.description,
  category: row.category as BugReportCategory,
  files: row.files,
  device: row.device,
  status: row.status,
  staffNote: row.staffNote,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

export const presentComplaint = (row: ComplaintRow): ComplaintVo => ({
  id: row.id,
  userId: row.userId,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason as ComplaintReason,
  text: row.text,
  status: row.status,
  resolvedBy: row.resolvedBy,
  staffNote: row.staffNote,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});

/** Bug reports (spec §5) and complaints (spec §7): users file them, staff work through them with an audit line. */
export function createReportsService({ database, clock }: AppDeps, { users, files, audit }: Deps) {
  const { db } = database;

  async function paged<T extends PgTable, R, V>(
    table: T,
    order: SQL[],
    where: SQL | undefined,
    query: PageQuery,
    present: (row: R) => V,
  ) {
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      db
        .select({ total: count() })
        .from(table as PgTable)
        .where(where),
    ]);
    return { rows: (rows as R[]).map(present), total };
  }

  /** Whether the complained-about object exists (a message by its uId; an order is a transfer the user is party to). */
  async function targetExists(userId: number, type: number, targetId: string) {
    const numeric =
      /^\d{1,10}$/.test(targetId) && Number(targetId) <= 2_147_483_647 ? Number(targetId) : undefined;
    switch (type) {
      case ComplaintTargetType.user:
        return numeric !== undefined && numeric !== userId && (await users.findById(numeric)) !== undefined;
      case ComplaintTargetType.group:
        return numeric !== undefined && (await exists(sql`select 1 from groups where id = ${numeric}`));
      case ComplaintTargetType.message:
        return exists(sql`select 1 from messages where msg_uid = ${targetId}`);
      case ComplaintTargetType.order:
        return (
          numeric !== undefined &&
          (await exists(
            sql`select 1 from transfers where id = ${numeric} and (sender_id = ${userId} or receiver_id = ${userId})`,
          ))
        );
      default:
        return false;
    }
  }
  const exists = async (query: SQL) => (await queryRows(db, query)).length > 0;

  async function changeOne<R>(
    staffId: number,
    objectType: 'bugReport' | 'complaint',
    action: string,
    work: (tx: Db) => Promise<{ before: R; after: R }>,
    audited: (row: R) => unknown,
    id: number,
  ) {
    return db.transaction(async (tx) => {
      const { before, after } = await work(tx);
      await audit.record(tx, {
        staffId,
        action,
        objectType,
        objectId: id,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  return {
    /** Every file must be the user's own upload of at most 5 MB; anything wrong stores nothing. */
    async createBugReport(userId: number, input: BugReportCreateBody): Promise<BugReportVo> {
      const body = bugReportCreateBody.parse(input);
      for (const url of body.files) {
        const size = await files.ownUploadSize(userId, url);
        if (size === undefined) fail('supportFileInvalid');
        if (size! > BUG_REPORT_FILE_MAX_BYTES)
          fail('supportFileTooLarge', { mb: BUG_REPORT_FILE_MAX_BYTES / 1024 / 1024 });
      }
      const now = clock.now();
      const [row] = await db
        .insert(bugReports)
        .values({
          userId,
          description: body.description,
          category: body.category,
          files: body.files,
          device: body.device as Record<string, string>,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return presentBugReport(row!);
    },

    myBugReports: (userId: number, query: PageQuery) =>
      paged(bugReports, [desc(bugReports.id)], eq(bugReports.userId, userId), query, presentBugReport),

    staffBugReports: (query: AdminBugReportListQuery) =>
      paged(
        bugReports,
        orderOf(
          { id: bugReports.id, status: bugReports.status, createTime: bugReports.createdAt },
          query,
          bugReports.id,
        ),
        and(
          query.status === undefined ? undefined : eq(bugReports.status, query.status),
          query.category === undefined ? undefined : eq(bugReports.category, query.category),
        ),
        query,
        presentBugReport,
      ),

    async setBugReportStatus(staffId: number, body: AdminBugReportStatusBody) {
      const row = await changeOne<BugReportRow>(
        staffId,
        'bugReport',
        'bugReport.status',
        async (tx) => {
          const [before] = await tx.select().from(bugReports).where(eq(bugReports.id, body.id)).for('update');
          if (!before) fail('notFound');
          const [after] = await tx
            .update(bugReports)
            .set({ status: body.status, staffNote: body.note ?? before!.staffNote, updatedAt: clock.now() })
            .where(eq(bugReports.id, body.id))
            .returning();
          return { before: before!, after: after! };
        },
        (r) => ({ status: r.status, staffNote: r.staffNote }),
        body.id,
      );
      return presentBugReport(row);
    },

    /** POST /app/ol/customerComplaint: the object must exist (and not be the user himself). */
    async complain(userId: number, input: CustomerComplaintBody): Promise<ComplaintVo> {
      const body = customerComplaintBody.parse(input);
      if (!(await targetExists(userId, body.targetType, body.targetId))) fail('complaintTargetNotFound');
      const now = clock.now();
      const [row] = await db
        .insert(complaints)
        .values({
          userId,
          targetType: body.targetType,
          targetId: body.targetId,
          reason: body.reason,
          text: body.text,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return presentComplaint(row!);
    },

    staffComplaints: (query: AdminComplaintListQuery) =>
      paged(
        complaints,
        orderOf(
          { id: complaints.id, status: complaints.status, createTime: complaints.createdAt },
          query,
          complaints.id,
        ),
        and(
          query.status === undefined ? undefined : eq(complaints.status, query.status),
          query.targetType === undefined ? undefined : eq(complaints.targetType, query.targetType),
        ),
        query,
        presentComplaint,
      ),

    /** Resolved or dismissed once; a second decision is refused as a conflict. */
    async resolveComplaint(staffId: number, body: AdminComplaintResolveBody) {
      const row = await changeOne<ComplaintRow>(
        staffId,
        'complaint',
        'complaint.resolve',
        async (tx) => {
          const [before] = await tx.select().from(complaints).where(eq(complaints.id, body.id)).for('update');
          if (!before) fail('notFound');
          if (before!.status !== ComplaintStatus.open) fail('conflict');
          const [after] = await tx
            .update(complaints)
            .set({
              status: body.status,
              staffNote: body.note ?? null,
              resolvedBy: staffId,
              updatedAt: clock.now(),
            })
            .where(eq(complaints.id, body.id))
            .returning();
          return { before: before!, after: after! };
        },
        (r) => ({ status: r.status, staffNote: r.staffNote }),
        body.id,
      );
      return presentComplaint(row);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
