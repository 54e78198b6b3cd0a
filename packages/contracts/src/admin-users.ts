import { z } from 'zod';
import { typedText } from './support.ts';
import { accountVo } from './wallet.ts';

// Staff console: one user's detail (the drawer) and blocking an account (issue 11).

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** A staff member's reason for a change the user feels (block, safe-transfer cancel): 1–200 characters. */
export const STAFF_REASON_MAX_LENGTH = 200;
export const staffReason = typedText(STAFF_REASON_MAX_LENGTH);

/** GET /admin/api/users/:userId */
export const adminUserParams = z.object({ userId: rowId });

export const adminSessionVo = z.object({
  /** Not the token: a short prefix of the session id, enough to tell devices apart. */
  id: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  createTime: z.string(),
  expireTime: z.string(),
  /** Null while live; else when it ended and why ('logout' | 'elsewhere' | 'staff' | …). */
  revokeTime: z.string().nullable(),
  revokeReason: z.string().nullable(),
  live: z.boolean(),
});
export type AdminSessionVo = z.infer<typeof adminSessionVo>;

export const accountBlockVo = z.object({
  reason: z.string(),
  blockTime: z.string(),
  staffId: z.number().int().nullable(),
  staffName: z.string(),
});
export type AccountBlockVo = z.infer<typeof accountBlockVo>;

export const adminUserDetailVo = z.object({
  userId: z.number().int(),
  userCode: z.string(),
  userName: z.string(),
  nickName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  gender: z.number().int(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
  staffRole: z.number().int(),
  /** Whether a pay password is set (never the password). */
  payPasswordSet: z.boolean(),
  lastActiveTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
  /** Null when the account may log in. */
  blocked: accountBlockVo.nullable(),
  /** Newest first, the last ADMIN_USER_SESSIONS_MAX of them (live and ended). */
  sessions: z.array(adminSessionVo),
  /** One per visible currency, as the user's wallet shows them. */
  accounts: z.array(accountVo),
});
export type AdminUserDetailVo = z.infer<typeof adminUserDetailVo>;
export const ADMIN_USER_SESSIONS_MAX = 20;

/** GET /admin/api/users/:userId/flows: the user's wallet history, read only; the query is the app's flow filter. */
export { flowListQuery as adminUserFlowsQuery } from './wallet.ts';

/**
 * POST /admin/api/users/block (staff): the account can no longer log in (accountBlocked) and its sessions end.
 * Nobody blocks himself or a staff member of a higher role. Blocking a blocked account changes nothing.
 */
export const adminBlockBody = z.object({ userId: rowId, reason: staffReason });
export type AdminBlockBody = z.infer<typeof adminBlockBody>;
/** POST /admin/api/users/unblock (staff): login works again. */
export const adminUnblockBody = z.object({ userId: rowId });
export type AdminUnblockBody = z.infer<typeof adminUnblockBody>;
