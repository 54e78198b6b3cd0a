// The wallet's codes (issue 5): currencies, history row types and statuses, safe-transfer states and the amount and
// idempotency conventions, apart from the schemas in wallet.ts, so the wallet and the chats that show money read
// them without loading zod (issue 19). Money is a decimal string everywhere: NUMERIC(20,4) in SQL, never a JS float.

/** Digits after the point every amount may carry (spec §7: "up to 4 decimals"). */
export const AMOUNT_DECIMALS = 4;
/** NUMERIC(20,4) leaves 16 digits before the point. */
export const AMOUNT_INTEGER_DIGITS_MAX = 16;
/** Exchange rates carry more precision than amounts so cross rates do not drift. */
export const RATE_DECIMALS = 8;

/**
 * Seeded currencies. Id 2 is the original app's hidden currency slot: it exists so ids match the spec, but it
 * is filtered out of every list (spec §3 "currency with id 2 is filtered out") and holds no user balances.
 * VLN (Volna coin) is the platform currency: cashback, fitness coins and other rewards are paid in it.
 */
export const CurrencyId = { RUB: 1, hidden: 2, VLN: 3, CNY: 4, USD: 5, USDT: 6 } as const;
export type CurrencyIdValue = (typeof CurrencyId)[keyof typeof CurrencyId];
export const HIDDEN_CURRENCY_ID = CurrencyId.hidden;
export const PLATFORM_CURRENCY_ID = CurrencyId.VLN;
export const CURRENCY_CODES = ['RUB', 'VLN', 'CNY', 'USD', 'USDT'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Kinds of platform-owned ledger accounts (one per currency each). topup_float mirrors money outside the platform. */
export const PLATFORM_ACCOUNT_CODES = ['fees', 'rewards', 'cashback', 'topup_float', 'exchange'] as const;
export type PlatformAccountCode = (typeof PLATFORM_ACCOUNT_CODES)[number];

/** What a history row records. Direction (in/out) is a separate field. */
export const FlowType = {
  transfer: 1,
  safeTransfer: 2,
  redPacketSend: 3,
  redPacketClaim: 4,
  redPacketRefund: 5,
  qrTopUp: 6,
  merge: 7,
  exchange: 8,
  reward: 9,
  cashback: 10,
  p2pTopUp: 11,
  p2pWithdrawal: 12,
  // dating (issue 12): the deposit while a profile is published, a paid album, a paid chat
  datingBond: 13,
  datingAlbum: 14,
  datingChat: 15,
  // VIP dating (issue 12): a request's price while held (completed once picked, cancelled when cancelled), and the
  // held rest that goes back after the pick; the blind box: an opening's price
  vipDating: 16,
  vipDatingRefund: 17,
  blindBoxOpen: 18,
  // listings (issue 14): the deposit held while a paid task, job posting or information item is on the shelf
  listingDeposit: 19,
  // classifieds orders (issue 14): the buyer's payment (held in a secure deal, completed or cancelled with it) and
  // the seller's takings; paid-task referral rewards are `reward`
  listingPurchase: 20,
  listingSale: 21,
  // paid surveys (issue 15): the publisher's budget while held (completed when the survey closes) and the unspent
  // rest that comes back then; the replies' and forwards' rewards are `reward`
  surveyBudget: 28,
  surveyBudgetRefund: 29,
  // DNA-test matching (issue 15): an order's price while held (completed once matched, cancelled when cancelled), and
  // the held rest that goes back when fewer candidates were delivered than ordered
  dnaOrder: 26,
  dnaOrderRefund: 27,
} as const;
export type FlowTypeValue = (typeof FlowType)[keyof typeof FlowType];
export const FLOW_TYPE_VALUES = Object.values(FlowType) as FlowTypeValue[];

export const FlowDirection = { in: 1, out: 2 } as const;
export type FlowDirectionValue = (typeof FlowDirection)[keyof typeof FlowDirection];

/** A history row's status, the wallet filter's groups (spec §4: all, in progress, completed, cancelled, refund). */
export const FlowStatus = { inProgress: 1, completed: 2, cancelled: 3, refund: 4 } as const;
export type FlowStatusValue = (typeof FlowStatus)[keyof typeof FlowStatus];
/** The filter's "all" value. */
export const FLOW_STATUS_ALL = 0;

/** Safe-transfer states (spec §4 transfer codes). A flow row of a safe transfer carries one in `stateCode`. */
export const SafeTransferState = {
  frozen: 703,
  cancelling: 704,
  cancelledByAdmin: 705,
  confirmingConditions: 706,
  completed: 707,
  awaitingDocument: 708,
} as const;
export type SafeTransferStateValue = (typeof SafeTransferState)[keyof typeof SafeTransferState];

/** Wrong pay passwords in a row that lock payments, and for how long. */
export const PAY_PASSWORD_MAX_ATTEMPTS = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 15;

/**
 * Idempotency convention: every money POST carries the header `Idempotency-Key` (1–100 chars of
 * [A-Za-z0-9_.:-], a fresh UUID per user action, reused on retries). A retry with the same key and the same
 * parameters answers the first result; the same key with other parameters answers `idempotencyKeyReused`.
 * A missing or malformed key answers 400 naming `Idempotency-Key`.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** The related type of the flow that shows a paid task's held referral budget (its related id is the hold). */
export const TASK_BUDGET_RELATED_TYPE = 'taskReferralBudget';
