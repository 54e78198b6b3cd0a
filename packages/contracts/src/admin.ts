import { z } from 'zod';
import { ledgerStatusVo } from './admin-stats.ts';
import { loginResult, passwordLoginBody } from './auth.ts';
import { StaffRole, type StaffRoleValue } from './enums.ts';
import { SEARCH_TEXT_MAX_LENGTH } from './limits.ts';
import { sortedBy } from './common.ts';
import { adminPageQuery } from './support.ts';

// The staff console's own endpoints under /admin/api (issue 11). Every one is guarded server-side by staff role.

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** A staff member's role: customer service (1) or platform administrator (2); 0 is an ordinary user. */
export const staffRoleSchema = z.union([
  z.literal(StaffRole.none),
  z.literal(StaffRole.customerService),
  z.literal(StaffRole.platformAdmin),
]) as z.ZodType<StaffRoleValue>;

/** POST /admin/api/login: the app's password login (same captcha, limits, sessions); non-staff get notStaff. */
export const adminLoginBody = passwordLoginBody;
export const adminLoginResult = loginResult.extend({ staffRole: z.number().int() });
export type AdminLoginResult = z.infer<typeof adminLoginResult>;

/** GET /admin/api/me */
export const staffMeVo = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  avatar: z.string(),
  staffRole: z.number().int(),
});
export type StaffMeVo = z.infer<typeof staffMeVo>;

// ---- Audit ----

/** What a staff action changed; objectId is the row id as a string (a rate is keyed by currency id). */
export const AUDIT_OBJECT_TYPES = [
  'topUp',
  'bankAccount',
  'currencyRate',
  'transfer',
  'ledgerCheck',
  'user',
  'ticket',
  'bugReport',
  'complaint',
  /** A system config key (objectId is the key). */
  'config',
  /** A VIP dating request (issue 12). */
  'vipRequest',
  /** A DNA-test matching order (issue 15). */
  'dnaOrder',
  /** A P2P withdrawal order (issue 13). */
  'p2pOrder',
  'exchangeOrder',
  'otcExchangeOrder',
  /** A classified or board listing (issue 14). */
  'listing',
  /** A classifieds order (issue 14): staff's decision on an appeal. */
  'listingOrder',
  /** A platform survey (issue 15): staff publish and close it. */
  'survey',
  /** A module's share (airdrop) config and invite reward (issue 15); objectId is the module. */
  'airdrop',
  /** The marketplace cashback budget (issue 28): staff fund it; objectId is its ledger account. */
  'cashbackBudget',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** GET /admin/api/audit?objectType=&objectId= (newest first) */
export const auditListQuery = adminPageQuery.extend({
  objectType: z.enum(AUDIT_OBJECT_TYPES).optional(),
  objectId: z.string().trim().min(1).max(64).optional(),
  staffId: rowId.optional(),
  ...sortedBy('createTime'),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditVo = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  /** e.g. "topUp.confirm", "ticket.reply", "user.forceLogout". */
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createTime: z.string(),
});
export type AuditVo = z.infer<typeof auditVo>;

// ---- Dashboard ----

/** GET /admin/api/dashboard; "today" is the Moscow calendar day. A null figure has no data source yet. */
export const dashboardVo = z.object({
  usersTotal: z.number().int(),
  usersNewToday: z.number().int(),
  /** Distinct users with a page visit today (page-visit statistics); null when there are none recorded. */
  dau: z.number().int().nullable(),
  messagesToday: z.number().int(),
  /** Tickets unreplied or processing. */
  openTickets: z.number().int(),
  openBugReports: z.number().int(),
  openComplaints: z.number().int(),
  /** Top-ups with proof handed in, waiting for staff. */
  pendingTopUps: z.number().int(),
  /** The last ledger integrity check (its time and result); null until one ran. */
  ledger: ledgerStatusVo.nullable(),
});
export type DashboardVo = z.infer<typeof dashboardVo>;

// ---- Users ----

/** GET /admin/api/users: keyword matches phone, e-mail, name or id; no keyword lists everyone, newest first. */
export const adminUserListQuery = adminPageQuery.extend({
  keyword: z.string().trim().min(1).max(SEARCH_TEXT_MAX_LENGTH).optional(),
  ...sortedBy('userId', 'createTime'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

export const adminUserVo = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  staffRole: z.number().int(),
  /** Live sessions (logged-in devices). */
  sessions: z.number().int(),
  /** Whether the account is blocked (cannot log in). */
  blocked: z.boolean(),
  createTime: z.string(),
});
export type AdminUserVo = z.infer<typeof adminUserVo>;

/** POST /admin/api/users/forceLogout: ends every session of the user (platform administrator only). */
export const adminForceLogoutBody = z.object({ userId: rowId });
/** POST /admin/api/users/staffRole (platform administrator only). */
export const adminStaffRoleBody = z.object({ userId: rowId, staffRole: staffRoleSchema });
export type AdminStaffRoleBody = z.infer<typeof adminStaffRoleBody>;
