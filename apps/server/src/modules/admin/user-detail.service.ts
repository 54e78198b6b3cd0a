import { ADMIN_USER_SESSIONS_MAX, type AdminUserDetailVo, type FlowListQuery } from '@volna/contracts';
import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { sessions } from '../auth/auth.tables.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WalletServices } from '../wallet/wallet.service.ts';

type Deps = { users: UsersService; wallet: Pick<WalletServices, 'accounts' | 'flows'> };

/** How much of a session id the console shows: enough to tell devices apart, never a credential. */
const SESSION_ID_SHOWN = 8;

/** The staff drawer of one user (issue 11): profile, sessions, block, balances; his flows read through the wallet. */
export function createUserDetailService({ database, clock }: AppDeps, { users: accounts, wallet }: Deps) {
  const { db } = database;

  async function existing(userId: number) {
    return (await accounts.findById(userId)) ?? fail('userNotFound');
  }

  return {
    async detail(userId: number): Promise<AdminUserDetailVo> {
      const user = await existing(userId);
      const [sessionRows, balances, blocker] = await Promise.all([
        db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(desc(sessions.createdAt))
          .limit(ADMIN_USER_SESSIONS_MAX),
        wallet.accounts.list(userId),
        user.blockedBy ? accounts.findById(user.blockedBy) : undefined,
      ]);
      const now = clock.now().getTime();
      const login = accounts.presentLogin(user);
      return {
        userId: user.id,
        userCode: user.userCode,
        userName: user.userName,
        nickName: login.nickName,
        firstName: user.firstName,
        lastName: user.lastName,
        avatar: user.avatar,
        gender: user.gender,
        areaCode: user.areaCode,
        phone: user.phone,
        email: user.email,
        language: user.language,
        staffRole: user.staffRole,
        payPasswordSet: user.payPasswordHash != null,
        lastActiveTime: user.lastActiveAt?.toISOString() ?? null,
        createTime: user.createdAt.toISOString(),
        updateTime: user.updatedAt.toISOString(),
        blocked: user.blockedAt
          ? {
              reason: user.blockReason ?? '',
              blockTime: user.blockedAt.toISOString(),
              staffId: user.blockedBy,
              staffName: blocker?.userName ?? '',
            }
          : null,
        sessions: sessionRows.map((s) => ({
          id: s.id.slice(0, SESSION_ID_SHOWN),
          userAgent: s.userAgent,
          ip: s.ip,
          createTime: s.createdAt.toISOString(),
          expireTime: s.expiresAt.toISOString(),
          revokeTime: s.revokedAt?.toISOString() ?? null,
          revokeReason: s.revokeReason,
          live: !s.revokedAt && s.expiresAt.getTime() > now,
        })),
        accounts: balances,
      };
    },

    /** The user's wallet history exactly as his app lists it (the wallet's own query), read only. */
    async flows(userId: number, query: FlowListQuery) {
      await existing(userId);
      return wallet.flows.list(userId, query);
    },
  };
}

export type UserDetailService = ReturnType<typeof createUserDetailService>;
