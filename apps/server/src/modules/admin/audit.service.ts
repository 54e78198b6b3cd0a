import type { AuditListQuery, AuditObjectType, AuditVo } from '@volna/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { users } from '../users/users.tables.ts';
import { staffAudit } from './audit.tables.ts';
import { orderOf } from '../../db/sorting.ts';

export type AuditEntry = {
  staffId: number;
  /** "<objectType>.<verb>", e.g. "topUp.confirm". */
  action: string;
  objectType: AuditObjectType;
  objectId: string | number;
  before?: unknown;
  after?: unknown;
};

/** JSON-safe copy: dates become ISO text, so a line reads the same from both drivers. */
const snapshot = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * The staff audit log (issue 11). `record` takes the caller's transaction, so a change and its audit line commit or
 * roll back together: no change without its line, no line for a change that did not happen.
 */
export function createAuditService({ database, clock }: AppDeps) {
  const { db } = database;
  return {
    async record(tx: Db, entry: AuditEntry) {
      await tx.insert(staffAudit).values({
        staffId: entry.staffId,
        action: entry.action,
        objectType: entry.objectType,
        objectId: String(entry.objectId),
        before: snapshot(entry.before),
        after: snapshot(entry.after),
        createdAt: clock.now(),
      });
    },

    /** Newest first, optionally of one object or one staff member. */
    async list(query: AuditListQuery): Promise<{ rows: AuditVo[]; total: number }> {
      const filters: SQL[] = [];
      if (query.objectType) filters.push(eq(staffAudit.objectType, query.objectType));
      if (query.objectId) filters.push(eq(staffAudit.objectId, query.objectId));
      if (query.staffId) filters.push(eq(staffAudit.staffId, query.staffId));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({ line: staffAudit, staffName: users.userName })
          .from(staffAudit)
          .leftJoin(users, eq(users.id, staffAudit.staffId))
          .where(where)
          .orderBy(...orderOf({ createTime: staffAudit.createdAt }, query, staffAudit.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ total: count() }).from(staffAudit).where(where),
      ]);
      return {
        total,
        rows: rows.map(({ line, staffName }) => ({
          id: line.id,
          staffId: line.staffId,
          staffName: staffName ?? '',
          action: line.action,
          objectType: line.objectType,
          objectId: line.objectId,
          before: line.before ?? null,
          after: line.after ?? null,
          createTime: line.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
