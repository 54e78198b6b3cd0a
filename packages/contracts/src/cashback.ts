import { z } from 'zod';
import { pageQuery } from './common.ts';
import { positiveAmount } from './wallet.ts';

// Marketplace cashback that cannot be farmed (issue 28 §1). The buyer's 10 % is credited only when the deal completes,
// from the cashback budget (the platform's `cashback` ledger account in VLN, funded by staff, never below zero), at
// most the monthly cap per buyer (calendar month, Moscow time), and never on a deal between linked accounts — such
// an order is flagged for staff with the reason. docs/architecture.md "Economy rules" has the table.

/** The per-buyer monthly cap in VLN (system config; staff edit it in the console). */
export const CASHBACK_MONTHLY_CAP_KEY = 'listings.cashbackMonthlyCap';
export const CASHBACK_MONTHLY_CAP_DEFAULT = '500';
/** How far back a shared login address or device links two accounts. */
export const CASHBACK_LINK_DAYS = 30;
/** The calendar month of the cap is Moscow's (UTC+3 all year since 2014). */
export const CASHBACK_MONTH_TIME_ZONE = 'Europe/Moscow';

/**
 * What happened to an order's cashback at completion: '' not decided yet (the deal is not complete), `paid` in full,
 * `capped` (part or none: the buyer's monthly cap), `budgetEmpty` (part or none: the budget ran out), `linked` (none:
 * buyer and seller are linked accounts), `none` (it rounded to 0).
 */
export const CASHBACK_OUTCOMES = ['', 'paid', 'capped', 'budgetEmpty', 'linked', 'none'] as const;
export type CashbackOutcome = (typeof CASHBACK_OUTCOMES)[number];

/**
 * Why two accounts count as linked (the signals SECURITY.md "Linked accounts" describes): a login from the same
 * address or a page visit from the same device id within CASHBACK_LINK_DAYS, a bank card or phone both named on P2P
 * orders, an invite link either way.
 */
export const CASHBACK_LINK_REASONS = ['sameAddress', 'sameDevice', 'sharedPaymentAccount', 'invite'] as const;
export type CashbackLinkReason = (typeof CASHBACK_LINK_REASONS)[number];

export const CASHBACK_ROUTES = {
  budget: '/admin/api/cashback/budget',
  fund: '/admin/api/cashback/budget/fund',
  flags: '/admin/api/cashback/flags',
} as const;

/** GET /admin/api/cashback/budget: what is left to pay, this month's payouts and the cap. */
export const cashbackBudgetVo = z.object({
  currencyId: z.number().int(),
  balance: z.string(),
  paidThisMonth: z.string(),
  monthlyCap: z.string(),
});
export type CashbackBudgetVo = z.infer<typeof cashbackBudgetVo>;

/** POST /admin/api/cashback/budget/fund (header Idempotency-Key): VLN put into the budget, with the reason. */
export const cashbackFundBody = z.object({
  amount: positiveAmount,
  reason: z.string().trim().min(1).max(200),
});
export type CashbackFundBody = z.infer<typeof cashbackFundBody>;

/** GET /admin/api/cashback/flags: orders whose cashback was withheld because the parties are linked, newest first. */
export const cashbackFlagsQuery = pageQuery;
export type CashbackFlagsQuery = z.infer<typeof cashbackFlagsQuery>;
export const cashbackFlagVo = z.object({
  orderId: z.number().int(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  title: z.string(),
  price: z.string(),
  currencyCode: z.string(),
  /** The cashback the buyer would have had, in VLN. */
  cashback: z.string(),
  reasons: z.array(z.enum(CASHBACK_LINK_REASONS)),
  completedAt: z.string(),
});
export type CashbackFlagVo = z.infer<typeof cashbackFlagVo>;
