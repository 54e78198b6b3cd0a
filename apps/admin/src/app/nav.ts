import { StaffRole, type StaffRoleValue } from '@volna/contracts';

/** One console page: its path under /admin/, its menu label key, its menu group, and the roles that may open it. */
export type NavItem = {
  path: string;
  label: string;
  group?: 'wallet';
  roles: readonly StaffRoleValue[];
};

const anyStaff = [StaffRole.customerService, StaffRole.platformAdmin] as const;
const adminOnly = [StaffRole.platformAdmin] as const;

/**
 * The console's pages, in menu order. The roles mirror the server's guards (the server refuses the rest anyway):
 * money pages are the platform administrator's, the support queues every staff member's.
 */
export const NAV: readonly NavItem[] = [
  { path: '/', label: 'nav.dashboard', roles: anyStaff },
  { path: '/stats/page-visits', label: 'nav.pageVisits', roles: anyStaff },
  { path: '/wallet/topups', label: 'nav.topUps', group: 'wallet', roles: adminOnly },
  { path: '/wallet/bank-accounts', label: 'nav.bankAccounts', group: 'wallet', roles: adminOnly },
  { path: '/wallet/rates', label: 'nav.rates', group: 'wallet', roles: adminOnly },
  { path: '/wallet/safe-transfers', label: 'nav.safeTransfers', group: 'wallet', roles: anyStaff },
  { path: '/wallet/p2p-disputes', label: 'nav.p2pDisputes', group: 'wallet', roles: anyStaff },
  // Exchange complaints are customer service's work too; the OTC desk's steps are the administrator's (server guard).
  { path: '/wallet/exchange-disputes', label: 'nav.exchangeDisputes', group: 'wallet', roles: anyStaff },
  // The cashback budget (issue 28): funding it is money, the administrator's.
  { path: '/wallet/cashback-budget', label: 'nav.cashbackBudget', group: 'wallet', roles: adminOnly },
  { path: '/wallet/ledger-check', label: 'nav.ledgerCheck', group: 'wallet', roles: adminOnly },
  { path: '/users', label: 'nav.users', roles: anyStaff },
  { path: '/tickets', label: 'nav.tickets', roles: anyStaff },
  { path: '/bug-reports', label: 'nav.bugReports', roles: anyStaff },
  { path: '/complaints', label: 'nav.complaints', roles: anyStaff },
  { path: '/vip-dating', label: 'nav.vipRequests', roles: anyStaff },
  { path: '/dna', label: 'nav.dnaOrders', roles: anyStaff },
  // Paid surveys: every staff member reads results; publishing and closing platform surveys is the administrator's.
  { path: '/surveys', label: 'nav.surveys', roles: anyStaff },
  { path: '/listings', label: 'nav.listings', roles: anyStaff },
  // Marketplace appeals: every staff member reads the case; refund / pay out is the administrator's (server guard).
  { path: '/listing-appeals', label: 'nav.listingAppeals', roles: anyStaff },
  // Orders that paid no cashback because the parties look linked: every staff member reads the list.
  { path: '/cashback-flags', label: 'nav.cashbackFlags', roles: anyStaff },
  { path: '/config', label: 'nav.config', roles: adminOnly },
  { path: '/invites', label: 'nav.invites', roles: adminOnly },
  { path: '/audit', label: 'nav.audit', roles: anyStaff },
];

/** The pages this role may use; an ordinary user (or an unknown role) gets none. */
export const navFor = (role: number): NavItem[] =>
  NAV.filter((item) => (item.roles as readonly number[]).includes(role));
