import {
  type AdminStaffRoleBody,
  type AdminUserListQuery,
  type AdminUserVo,
  type DashboardVo,
  PLATFORM_TIME_ZONE,
  type StaffMeVo,
  TicketStatus,
  TopUpStatus,
} from '@volna/contracts';
import { and, count, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ilikeContains } from '../../db/like.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { SessionService } from '../auth/session.service.ts';
import { sessions } from '../auth/auth.tables.ts';
import type { UsersService } from '../users/users.service.ts';
import { users } from '../users/users.tables.ts';
import type { WalletServices } from '../wallet/wallet.service.ts';
import { createAccountBlockService } from './account-block.service.ts';
import type { AuditService } from './audit.service.ts';
import { createStatsService } from './stats.service.ts';
import { createSystemConfigAdmin } from './system-config.service.ts';
import { createUserDetailService } from './user-detail.service.ts';
import { orderOf } from '../../db/sorting.ts';

type Deps = {
  users: UsersService;
  sessions: SessionService;
  audit: AuditService;
  wallet: Pick<WalletServices, 'accounts' | 'flows' | 'lastLedgerCheck'>;
};

const ownName = (u: { firstName: string | null; lastName: string | null; userName: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.userName;

/**
 * The console's own reads and the account actions of issue 11: me, dashboard, user search, force logout, roles; and
 * its parts in their own files: account blocks, the user drawer, system config, statistics.
 */
export function createAdminService(deps: AppDeps, others: Deps) {
  const { database, clock } = deps;
  const { users: accounts, sessions: live, audit, wallet } = others;
  const { db } = database;

  /** Live sessions per user of the page. */
  async function sessionCounts(userIds: number[]) {
    if (!userIds.length) return new Map<number, number>();
    const rows = await db
      .select({ userId: sessions.userId, n: count() })
      .from(sessions)
      .where(
        and(
          sql`${sessions.userId} in ${userIds}`,
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, clock.now()),
        ),
      )
      .groupBy(sessions.userId);
    return new Map(rows.map((r) => [r.userId, r.n]));
  }

  return {
    /** Block / unblock an account. */
    accounts: createAccountBlockService(deps, others),
    /** The user drawer: profile, sessions, balances, flows. */
    userDetail: createUserDetailService(deps, others),
    /** The platform settings of the registry. */
    config: createSystemConfigAdmin(deps, others),
    /** Dashboard charts and page-visit statistics. */
    stats: createStatsService(deps),

    async me(userId: number): Promise<StaffMeVo> {
      const user = (await accounts.findById(userId)) ?? fail('unauthorized');
      const login = accounts.presentLogin(user);
      return {
        userId: user.id,
        userName: user.userName,
        nickName: login.nickName,
        avatar: user.avatar,
        staffRole: user.staffRole,
      };
    },

    /** Today's figures; "today" starts at midnight in Moscow (the platform's time zone). */
    async dashboard(): Promise<DashboardVo> {
      const now = clock.now().toISOString();
      const dayStart = sql`(date_trunc('day', ${now}::timestamptz at time zone ${PLATFORM_TIME_ZONE}) at time zone ${PLATFORM_TIME_ZONE})`;
      const [[row], ledger] = await Promise.all([
        queryRows<Omit<DashboardVo, 'dau' | 'ledger'> & { dau: number }>(
          db,
          sql`select
          (select count(*)::int from users) as "usersTotal",
          (select count(*)::int from users where created_at >= ${dayStart}) as "usersNewToday",
          (select count(distinct user_id)::int from page_visits
             where user_id is not null and created_at >= ${dayStart}) as "dau",
          (select count(*)::int from messages where created_at >= ${dayStart}) as "messagesToday",
          (select count(*)::int from support_tickets where status <> ${TicketStatus.processed}) as "openTickets",
          (select count(*)::int from bug_reports where status in (0, 1)) as "openBugReports",
          (select count(*)::int from complaints where status = 0) as "openComplaints",
          (select count(*)::int from topup_requests
             where status = ${TopUpStatus.awaitingConfirmation}) as "pendingTopUps"`,
        ),
        // The last run's result: the check reads every posting, so the dashboard never runs it itself.
        wallet.lastLedgerCheck(),
      ]);
      return { ...row!, dau: row!.dau, ledger };
    },

    /** Keyword: an exact id, or a part of the phone, e-mail or a name; server-side pages, newest first. */
    async users(query: AdminUserListQuery): Promise<{ rows: AdminUserVo[]; total: number }> {
      let where: SQL | undefined;
      const keyword = query.keyword;
      if (keyword) {
        const byText = [
          ilikeContains(users.phone, keyword),
          ilikeContains(users.email, keyword),
          ilikeContains(users.userName, keyword),
          ilikeContains(users.firstName, keyword),
          ilikeContains(users.lastName, keyword),
        ];
        const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : undefined;
        where = or(...byText, ...(id ? [eq(users.id, id)] : []));
      }
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...orderOf({ userId: users.id, createTime: users.createdAt }, query, users.id))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const live = await sessionCounts(rows.map((r) => r.id));
      return {
        total,
        rows: rows.map((u) => ({
          userId: u.id,
          userName: u.userName,
          nickName: ownName(u),
          areaCode: u.areaCode,
          phone: u.phone,
          email: u.email,
          staffRole: u.staffRole,
          sessions: live.get(u.id) ?? 0,
          blocked: u.blockedAt != null,
          createTime: u.createdAt.toISOString(),
        })),
      };
    },

    /** Ends every session of the user; the audit line holds how many were live. */
    async forceLogout(staffId: number, userId: number) {
      await accounts.findById(userId).then((u) => u ?? fail('userNotFound'));
      const before = (await sessionCounts([userId])).get(userId) ?? 0;
      // Sessions end through the session service (it also clears its cache); ending them twice is harmless, so the
      // line is written once they have ended.
      await live.endAll(userId);
      await db.transaction(async (tx) => {
        await audit.record(tx, {
          staffId,
          action: 'user.forceLogout',
          objectType: 'user',
          objectId: userId,
          before: { sessions: before },
          after: { sessions: 0 },
        });
      });
    },

    /** An administrator grants or takes a staff role; he cannot change his own (no lock-out by mistake). */
    async setStaffRole(staffId: number, body: AdminStaffRoleBody) {
      if (body.userId === staffId) fail('cannotTargetSelf');
      const user = (await accounts.findById(body.userId)) ?? fail('userNotFound');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ staffRole: body.staffRole, updatedAt: clock.now() })
          .where(eq(users.id, body.userId));
        await audit.record(tx, {
          staffId,
          action: 'user.staffRole',
          objectType: 'user',
          objectId: body.userId,
          before: { staffRole: user.staffRole },
          after: { staffRole: body.staffRole },
        });
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
