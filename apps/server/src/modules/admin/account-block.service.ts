import type { AdminBlockBody } from '@volna/contracts';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { sessions } from '../auth/auth.tables.ts';
import { REVOKED_BLOCKED, type SessionService } from '../auth/session.service.ts';
import { users } from '../users/users.tables.ts';
import type { AuditService } from './audit.service.ts';

type Deps = { sessions: SessionService; audit: AuditService };

/**
 * Blocking an account (issue 11). A blocked account cannot log in by any route (the session start refuses it with
 * accountBlocked under a share lock on the user row), and blocking ends its sessions in the same transaction, so no
 * login can slip between. The target's row is locked for the change: concurrent blocks and unblocks of one account
 * run one after another and each audit line tells the change it really made. A repeated block or unblock changes
 * nothing and writes no line.
 */
export function createAccountBlockService({ database, clock }: AppDeps, { sessions: live, audit }: Deps) {
  const { db } = database;

  /** Locks the target and checks the caller may act on him: never himself, never a staff member above him. */
  async function lockTarget(tx: Db, staffId: number, userId: number) {
    if (userId === staffId) fail('cannotTargetSelf');
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) return fail('userNotFound');
    const [caller] = await tx.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, staffId));
    if (target.staffRole > (caller?.staffRole ?? 0)) fail('staffOutranked');
    return target;
  }

  async function liveSessions(tx: Db, userId: number) {
    const [row] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())),
      );
    return row?.n ?? 0;
  }

  return {
    async block(staffId: number, body: AdminBlockBody) {
      const dropSessions = await db.transaction(async (tx) => {
        const target = await lockTarget(tx, staffId, body.userId);
        if (target.blockedAt) return undefined;
        const before = await liveSessions(tx, target.id);
        await tx
          .update(users)
          .set({
            blockedAt: clock.now(),
            blockReason: body.reason,
            blockedBy: staffId,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, target.id));
        const drop = await live.endAllWithin(tx, target.id, REVOKED_BLOCKED);
        await audit.record(tx, {
          staffId,
          action: 'user.block',
          objectType: 'user',
          objectId: target.id,
          before: { blocked: false, sessions: before },
          after: { blocked: true, reason: body.reason, sessions: 0 },
        });
        return drop;
      });
      // After the commit: every instance forgets the sessions and closes their sockets.
      await dropSessions?.();
    },

    async unblock(staffId: number, userId: number) {
      await db.transaction(async (tx) => {
        const target = await lockTarget(tx, staffId, userId);
        if (!target.blockedAt) return;
        await tx
          .update(users)
          .set({ blockedAt: null, blockReason: null, blockedBy: null, updatedAt: clock.now() })
          .where(eq(users.id, target.id));
        await audit.record(tx, {
          staffId,
          action: 'user.unblock',
          objectType: 'user',
          objectId: target.id,
          before: { blocked: true, reason: target.blockReason },
          after: { blocked: false },
        });
      });
    },
  };
}

export type AccountBlockService = ReturnType<typeof createAccountBlockService>;
