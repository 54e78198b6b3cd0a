import { z } from 'zod';
import { TRADE_DEAL_STEPS, tradeHistoryVo, tradeParty } from './trade-shapes.ts';
import { CASHBACK_OUTCOMES } from './cashback.ts';
import { pageQuery, plainText, userId } from './common.ts';
import { TEXTAREA_MAX_LENGTH } from './limits.ts';
import type { ListingKind } from './listing-categories.ts';
import { LISTING_KINDS } from './listing-categories.ts';
import { p2pStaffChatMessageVo } from './p2p.ts';
import { shownPriceTerms } from './shown-terms.ts';
import { payPasswordSchema } from './wallet.ts';
import { CurrencyId } from './wallet-codes.ts';

// Classifieds orders and the secure deal (issue 14, spec §1, §4, §9; pagesCategory orderDetails). Buying a priced
// goods, service, rental or event listing makes an order between the buyer and the listing's owner (the seller).
// The buyer chooses the kind of deal when he orders:
// - secure deal: paying HOLDS the price in the buyer's wallet (a ledger hold made in the same transaction as the
//   order's step); confirming receipt captures it to the seller, less the platform fee (a leg of the same journal
//   transaction, paid by the seller); a cancel or staff's refund releases it to the buyer. Either party may appeal
//   to staff while the money is held.
// - ordinary deal: paying moves the price from the buyer's wallet to the seller's at once (one journal transaction,
//   no fee, no hold). The platform does not stand between them: there is no appeal and no cancel after payment.
// Either way the buyer gets 10 % of the price as cashback in VLN, once, when the order completes (in the completing
// transaction), from the cashback budget and within the monthly cap, never between linked accounts (cashback.ts).
// docs/architecture.md "Classifieds orders" draws the table.

/** Spec §4 classifieds order: unpaid, paid (= pending shipment for the seller), shipped, complete, cancelled, appeal. */
export const ListingOrderState = {
  unpaid: 1,
  paid: 2,
  shipped: 3,
  completed: 4,
  cancelled: 5,
  appeal: 6,
} as const;
export type ListingOrderStateValue = (typeof ListingOrderState)[keyof typeof ListingOrderState];
export const LISTING_ORDER_STATES = Object.values(ListingOrderState) as ListingOrderStateValue[];
export const isListingOrderTerminal = (state: number) =>
  state === ListingOrderState.completed || state === ListingOrderState.cancelled;

/** The kinds a buyer can order (priced goods, services, rentals and events; never the boards). */
export const ORDERABLE_LISTING_KINDS = [
  'goods',
  'service',
  'rental',
  'event',
] as const satisfies readonly ListingKind[];
export const isOrderableKind = (kind: string) =>
  (ORDERABLE_LISTING_KINDS as readonly string[]).includes(kind);

export const LISTING_ORDER_ACTIONS = [
  'pay',
  'cancel',
  'ship',
  'confirmReceipt',
  'appeal',
  'refundBuyer',
  'paySeller',
  'expire',
  'autoConfirm',
] as const;
export type ListingOrderAction = (typeof LISTING_ORDER_ACTIONS)[number];
/** `system`: the platform itself (an unpaid order's time running out). */
export type ListingOrderActor = 'buyer' | 'seller' | 'staff' | 'system';
/**
 * What the step does with the money: `pay` holds it (secure) or pays the seller (ordinary); `settle` completes the
 * deal (secure: the hold captured to the seller with the fee; both: the cashback); `refund` releases the hold.
 */
export type ListingOrderMoney = 'pay' | 'settle' | 'refund' | 'none';
export type ListingOrderTransition = {
  next: ListingOrderStateValue;
  by: readonly ListingOrderActor[];
  money: ListingOrderMoney;
  /** Only a secure deal has it: the platform holds nothing on an ordinary one, so it cannot refund or judge. */
  secureOnly?: true;
};

const S = ListingOrderState;
/**
 * The order's state machine as data (DESIGN §11): state → action → next state, who may take it and the money it
 * moves. The server applies a transition under the order's row lock and refuses any other (listingOrderWrongState /
 * listingOrderNotYours); the app and the console draw their buttons from listingOrderActionsFor.
 */
export const LISTING_ORDER_TRANSITIONS: Record<
  ListingOrderStateValue,
  Partial<Record<ListingOrderAction, ListingOrderTransition>>
> = {
  [S.unpaid]: {
    pay: { next: S.paid, by: ['buyer'], money: 'pay' },
    cancel: { next: S.cancelled, by: ['buyer', 'seller'], money: 'none' },
    // Unpaid for LISTING_ORDER_PAY_MINUTES: it ends by itself, nobody has to cancel it (issue 30).
    expire: { next: S.cancelled, by: ['system'], money: 'none' },
  },
  [S.paid]: {
    ship: { next: S.shipped, by: ['seller'], money: 'none' },
    // The seller cannot deliver: the held money goes back to the buyer.
    cancel: { next: S.cancelled, by: ['seller'], money: 'refund', secureOnly: true },
    appeal: { next: S.appeal, by: ['buyer', 'seller'], money: 'none', secureOnly: true },
  },
  [S.shipped]: {
    confirmReceipt: { next: S.completed, by: ['buyer'], money: 'settle' },
    // The appeal window: a buyer who neither confirms nor appeals within LISTING_ORDER_CONFIRM_DAYS of the shipping
    // has the deal completed for him (issue 28: only then is the cashback decided).
    autoConfirm: { next: S.completed, by: ['system'], money: 'settle' },
    appeal: { next: S.appeal, by: ['buyer', 'seller'], money: 'none', secureOnly: true },
  },
  [S.appeal]: {
    refundBuyer: { next: S.cancelled, by: ['staff'], money: 'refund', secureOnly: true },
    paySeller: { next: S.completed, by: ['staff'], money: 'settle', secureOnly: true },
  },
  [S.completed]: {},
  [S.cancelled]: {},
};

const allowed = (step: ListingOrderTransition | undefined, actor: ListingOrderActor, secureDeal: boolean) =>
  step?.by.includes(actor) === true && (secureDeal || !step.secureOnly);

/** The transition of `action` from `state` when `actor` may take it on this kind of deal; undefined when refused. */
export const listingOrderTransition = (
  state: number,
  action: ListingOrderAction,
  actor: ListingOrderActor,
  secureDeal: boolean,
) => {
  const step = LISTING_ORDER_TRANSITIONS[state as ListingOrderStateValue]?.[action];
  return allowed(step, actor, secureDeal) ? step : undefined;
};

/** The actions the table offers `actor` in `state` (the buttons a screen shows). */
export const listingOrderActionsFor = (
  state: number,
  actor: ListingOrderActor,
  secureDeal: boolean,
): ListingOrderAction[] =>
  Object.entries(LISTING_ORDER_TRANSITIONS[state as ListingOrderStateValue] ?? {})
    .filter(([, step]) => allowed(step, actor, secureDeal))
    .map(([action]) => action as ListingOrderAction);

/**
 * Spec §4 deal progress: create order, pay, accept (the seller ships), submit for verification (an appeal, or the
 * buyer's check of what arrived), paying (the platform pays the seller), completed. The index of the step the order
 * has reached; a cancelled order shows the step where it stopped (`stoppedAt`, the state it was cancelled from).
 */
export const LISTING_DEAL_STEPS = TRADE_DEAL_STEPS;
export type ListingDealStep = (typeof LISTING_DEAL_STEPS)[number];
const STEP_OF_STATE: Record<ListingOrderStateValue, number> = {
  [S.unpaid]: 0,
  [S.paid]: 1,
  [S.shipped]: 2,
  [S.appeal]: 3,
  [S.completed]: 5,
  [S.cancelled]: 0,
};
export const listingDealStep = (state: number, stoppedAt?: number): number =>
  state === S.cancelled && stoppedAt !== undefined
    ? (STEP_OF_STATE[stoppedAt as ListingOrderStateValue] ?? 0)
    : (STEP_OF_STATE[state as ListingOrderStateValue] ?? 0);

/** The platform fee of a secure deal, a fraction of the price paid by the seller (config key, spec §9). */
export const LISTING_SECURE_FEE_RATE_KEY = 'listings.secureDealFeeRate';
export const LISTING_SECURE_FEE_RATE_DEFAULT = '0.02';
/** Spec §1/§9: 10 % of the price back to the buyer in the platform currency. */
export const LISTING_CASHBACK_RATE = '0.1';
export const LISTING_CASHBACK_CURRENCY_ID = CurrencyId.VLN;
/** Days after "shipped" the buyer has to confirm receipt or appeal before the deal completes by itself. */
export const LISTING_ORDER_CONFIRM_DAYS = 7;
/** How long an order waits for the buyer's payment before it ends by itself (its countdown is shown). */
export const LISTING_ORDER_PAY_MINUTES = 30;
/** Proof pictures an appeal may carry (uploads of the appellant's own, as in P2P complaints). */
export const LISTING_APPEAL_PROOFS_MAX = 6;
export const LISTING_SHIP_NOTE_MAX_LENGTH = 200;

const text = plainText;
const orderId = userId;

/** POST /app/listing-orders (header Idempotency-Key): order a listing, choosing a secure or an ordinary deal. */
export const listingOrderCreateBody = z.object({
  listingId: orderId,
  secureDeal: z.boolean(),
  /** The quote's price and fee the buyer was shown (issue 28): an edited price is refused (priceChanged). */
  ...shownPriceTerms,
});
export type ListingOrderCreateBody = z.infer<typeof listingOrderCreateBody>;

/** GET /app/listing-orders/quote: what ordering costs — price, fee (secure only) and the cashback — before ordering. */
export const listingOrderQuoteQuery = z.object({
  listingId: orderId,
  secureDeal: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export type ListingOrderQuoteQuery = z.infer<typeof listingOrderQuoteQuery>;
export const listingOrderQuoteVo = z.object({
  currencyId: z.number().int(),
  price: z.string(),
  fee: z.string(),
  sellerReceives: z.string(),
  cashback: z.string(),
  cashbackCurrencyId: z.number().int(),
  /** The buyer's available balance in the listing's currency, and whether it pays the price (issue 30). */
  balance: z.string(),
  enough: z.boolean(),
});
export type ListingOrderQuoteVo = z.infer<typeof listingOrderQuoteVo>;

export const listingOrderIdBody = z.object({ id: orderId });
export type ListingOrderIdBody = z.infer<typeof listingOrderIdBody>;
/** POST /app/listing-orders/pay and /confirm (buyer): money moves, so the pay password comes along. */
export const listingOrderPayBody = z.object({ id: orderId, payPassword: payPasswordSchema });
export type ListingOrderPayBody = z.infer<typeof listingOrderPayBody>;
/** POST /app/listing-orders/ship (seller): sent or handed over, with an optional carrier / tracking note. */
export const listingOrderShipBody = z.object({
  id: orderId,
  note: text(LISTING_SHIP_NOTE_MAX_LENGTH).default(''),
});
export type ListingOrderShipBody = z.infer<typeof listingOrderShipBody>;
/** POST /app/listing-orders/appeal (either party of a secure deal): the reason and proof pictures he uploaded. */
export const listingOrderAppealBody = z.object({
  id: orderId,
  reason: text(TEXTAREA_MAX_LENGTH).min(1),
  proofs: z
    .array(z.string().trim().min(1).max(1024))
    .max(LISTING_APPEAL_PROOFS_MAX)
    .refine((p) => new Set(p).size === p.length, { error: 'badRequest' })
    .default([]),
});
export type ListingOrderAppealBody = z.infer<typeof listingOrderAppealBody>;

/** GET /app/listing-orders/list: my orders (spec §2 myOrder), as buyer, seller or both, optionally of one state. */
export const listingOrderListQuery = pageQuery.extend({
  role: z.enum(['all', 'buyer', 'seller']).default('all'),
  state: z.coerce
    .number()
    .int()
    .refine((v) => LISTING_ORDER_STATES.includes(v as ListingOrderStateValue), { error: 'badRequest' })
    .optional(),
});
export type ListingOrderListQuery = z.infer<typeof listingOrderListQuery>;

const party = tradeParty;
export type ListingOrderParty = z.infer<typeof party>;

/** The listing as it was when ordered: a later edit or removal does not change what was bought. */
export const listingSnapshotVo = z.object({
  listingId: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  title: z.string(),
  categoryPath: z.array(z.string()),
  city: z.string(),
  /** The first photo's compressed copy, '' when none. */
  photo: z.string(),
});
export type ListingSnapshotVo = z.infer<typeof listingSnapshotVo>;

/** One line of an order's history: every transition, who took it, when. */
export const listingOrderEventVo = tradeHistoryVo;
export type ListingOrderEventVo = z.infer<typeof listingOrderEventVo>;

export const listingOrderVo = z.object({
  id: z.number().int(),
  state: z.number().int(),
  secureDeal: z.boolean(),
  listing: listingSnapshotVo,
  buyer: party,
  seller: party,
  /** The viewer's side; staff only on the console's routes. */
  role: z.enum(['buyer', 'seller', 'staff']),
  /** What the viewer may do now, from LISTING_ORDER_TRANSITIONS. */
  actions: z.array(z.enum(LISTING_ORDER_ACTIONS)),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  price: z.string(),
  /** The platform fee (secure deal only, paid by the seller), '0' on an ordinary one. */
  fee: z.string(),
  sellerReceives: z.string(),
  /** 10 % of the price in VLN, at the rate of the moment the order was made. */
  cashback: z.string(),
  cashbackCurrencyId: z.number().int(),
  /** Whether any cashback was credited (cashbackGranted > 0). */
  cashbackPaid: z.boolean(),
  /** What was credited at completion (≤ cashback: the monthly cap and the budget bound it) and why (issue 28). */
  cashbackGranted: z.string(),
  cashbackOutcome: z.enum(CASHBACK_OUTCOMES),
  shipNote: z.string(),
  appeal: z
    .object({
      byRole: z.enum(['buyer', 'seller']),
      reason: z.string(),
      proofs: z.array(z.string()),
      createTime: z.string(),
    })
    .nullable(),
  /** Staff's decision on an appeal (refundBuyer / paySeller) and its reason; '' before. */
  resolution: z.string(),
  resolutionReason: z.string(),
  /** Index into LISTING_DEAL_STEPS; dealFailed when the order was cancelled there. */
  dealStep: z.number().int(),
  dealFailed: z.boolean(),
  history: z.array(listingOrderEventVo),
  createTime: z.string(),
  updateTime: z.string(),
  /** An unpaid order's deadline (ISO): at it the order ends by itself; null once paid or ended. */
  payBy: z.string().nullable(),
});
export type ListingOrderVo = z.infer<typeof listingOrderVo>;

// ---- Staff ----

/** GET /admin/api/listing-orders: the appeals queue by default, or orders in another state. */
export const listingOrderStaffQuery = pageQuery.extend({
  state: z.coerce
    .number()
    .int()
    .refine((v) => LISTING_ORDER_STATES.includes(v as ListingOrderStateValue), { error: 'badRequest' })
    .default(ListingOrderState.appeal),
});
export type ListingOrderStaffQuery = z.infer<typeof listingOrderStaffQuery>;

/** A chat line as the appeals desk reads it: the same shape as the P2P complaints desk's. */
export const listingOrderChatMessageVo = p2pStaffChatMessageVo;
/** GET /admin/api/listing-orders/{id}: the order (appeal, proofs, history) beside the parties' private chat. */
export const listingOrderStaffDetailVo = z.object({
  order: listingOrderVo,
  messages: z.array(listingOrderChatMessageVo),
});
export type ListingOrderStaffDetailVo = z.infer<typeof listingOrderStaffDetailVo>;

export const LISTING_ORDER_STAFF_DECISIONS = ['refundBuyer', 'paySeller'] as const;
export type ListingOrderStaffDecision = (typeof LISTING_ORDER_STAFF_DECISIONS)[number];
/** POST /admin/api/listing-orders/decide: refund the buyer or pay the seller, always with a reason (audited). */
export const listingOrderDecideBody = z.object({
  id: orderId,
  decision: z.enum(LISTING_ORDER_STAFF_DECISIONS),
  reason: text(TEXTAREA_MAX_LENGTH).min(1),
});
export type ListingOrderDecideBody = z.infer<typeof listingOrderDecideBody>;

// ---- Chat card ----

export const listingOrderCardContent = z.object({
  orderId: z.number().int(),
  action: z.enum(['create', ...LISTING_ORDER_ACTIONS]),
  state: z.number().int(),
  title: z.string(),
  price: z.string(),
  currencyCode: z.string(),
  secureDeal: z.boolean(),
  buyerUserId: z.number().int(),
  sellerUserId: z.number().int(),
  /** Every step so far, oldest first, one short status line each: the one card of the order is edited per step. */
  steps: z
    .array(z.object({ action: z.enum(['create', ...LISTING_ORDER_ACTIONS]), time: z.string() }))
    .default([]),
});
export type ListingOrderCardContent = z.infer<typeof listingOrderCardContent>;

/** The routes (docs/architecture.md "Classifieds orders"). */
export const LISTING_ORDER_ROUTES = {
  create: '/app/listing-orders',
  quote: '/app/listing-orders/quote',
  list: '/app/listing-orders/list',
  detail: '/app/listing-orders/:id',
  pay: '/app/listing-orders/pay',
  ship: '/app/listing-orders/ship',
  confirm: '/app/listing-orders/confirm',
  cancel: '/app/listing-orders/cancel',
  appeal: '/app/listing-orders/appeal',
  staffList: '/admin/api/listing-orders',
  staffDetail: '/admin/api/listing-orders/:id',
  staffDecide: '/admin/api/listing-orders/decide',
} as const;
