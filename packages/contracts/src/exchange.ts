import { z } from 'zod';
import {
  receiveTermsFields,
  TRADE_DEAL_STEPS,
  tradeStaffMessageVo,
  tradeTermsFields,
} from './trade-shapes.ts';
import { pageQuery, plainText, sortedBy } from './common.ts';
import { actionsOf, isTerminalIn, type Step, transitionOf } from './state-machine.ts';
import { shownAmount, shownRateTerms, shownRate } from './shown-terms.ts';
import { currencyIdSchema, payPasswordSchema, rateString, walletAmount } from './wallet.ts';

// Currency exchange (issue 13, spec §2–§5, §7 "Wallet/exchange"). What each word means here is written down in
// docs/architecture.md ("Currency exchange"): an ad sells wallet money at the seller's rate; a platform-settled ad is
// paid from the buyer's wallet and settles instantly, an OTC ad is paid outside the platform to the seller's receiving
// account (exchangeAddress) and goes through the order states 1–6; an OTC desk order sells wallet money to the
// platform itself (states 0–7), executed by staff.

/** Exchange request type (spec §3): settled by the platform inside the wallets, or OTC (paid outside, "internal"). */
export const ExchangeType = { platform: 1, otc: 2 } as const;
export type ExchangeTypeValue = (typeof ExchangeType)[keyof typeof ExchangeType];

/** The ad's own status (spec §4 "shelf on/off, cancel, edit"); money stays frozen while on or off the shelf. */
export const ExchangeAdStatus = { onShelf: 1, offShelf: 2, inDeal: 3, sold: 4, cancelled: 5 } as const;
export type ExchangeAdStatusValue = (typeof ExchangeAdStatus)[keyof typeof ExchangeAdStatus];

/** Exchange order states 1–6 (spec §4). */
export const ExchangeOrderState = {
  launched: 1,
  buyerConfirmed: 2,
  voucherUploaded: 3,
  sellerConfirmed: 4,
  platformPaid: 5,
  cancelledByAdmin: 6,
} as const;
export type ExchangeOrderStateValue = (typeof ExchangeOrderState)[keyof typeof ExchangeOrderState];

/** OTC desk order states (spec §4): 0 waiting to sell, 2–4 selling, 5 complete, 6 cancelled, 7 cancelled (other). */
export const OtcOrderState = {
  waitingToSell: 0,
  accepted: 2,
  payingOut: 3,
  paidOut: 4,
  complete: 5,
  cancelled: 6,
  cancelledOther: 7,
} as const;
export type OtcOrderStateValue = (typeof OtcOrderState)[keyof typeof OtcOrderState];

export type ExchangeActor = 'seller' | 'buyer' | 'staff' | 'platform';

export type ExchangeAdAction =
  | 'edit'
  | 'shelfOff'
  | 'shelfOn'
  | 'cancel'
  | 'takeInstant'
  | 'takeOtc'
  | 'dealPaid'
  | 'dealCancelled'
  | 'dealRefunded';

/**
 * The ad's state machine (DESIGN §11): a seller may edit, shelve and cancel it only while nobody has responded; a
 * buyer's response sells it at once (platform) or puts it in a deal (OTC) that ends in staff's or the platform's hands.
 */
export const EXCHANGE_AD_TRANSITIONS: Record<
  ExchangeAdStatusValue,
  Partial<Record<ExchangeAdAction, Step<ExchangeAdStatusValue, ExchangeActor>>>
> = {
  [ExchangeAdStatus.onShelf]: {
    edit: { next: ExchangeAdStatus.onShelf, by: 'seller' },
    shelfOff: { next: ExchangeAdStatus.offShelf, by: 'seller' },
    cancel: { next: ExchangeAdStatus.cancelled, by: 'seller' },
    takeInstant: { next: ExchangeAdStatus.sold, by: 'buyer' },
    takeOtc: { next: ExchangeAdStatus.inDeal, by: 'buyer' },
  },
  [ExchangeAdStatus.offShelf]: {
    edit: { next: ExchangeAdStatus.offShelf, by: 'seller' },
    shelfOn: { next: ExchangeAdStatus.onShelf, by: 'seller' },
    cancel: { next: ExchangeAdStatus.cancelled, by: 'seller' },
  },
  [ExchangeAdStatus.inDeal]: {
    dealPaid: { next: ExchangeAdStatus.sold, by: 'platform' },
    dealCancelled: { next: ExchangeAdStatus.onShelf, by: 'staff' },
    dealRefunded: { next: ExchangeAdStatus.cancelled, by: 'staff' },
  },
  [ExchangeAdStatus.sold]: {},
  [ExchangeAdStatus.cancelled]: {},
};

export type ExchangeOrderAction =
  | 'confirmPayment'
  | 'uploadVoucher'
  | 'confirmReceipt'
  | 'pay'
  | 'releaseToBuyer'
  | 'releaseToSeller'
  | 'cancel';

const S = ExchangeOrderState;
const staffDecisions = {
  releaseToBuyer: { next: S.platformPaid, by: 'staff' },
  releaseToSeller: { next: S.cancelledByAdmin, by: 'staff' },
  cancel: { next: S.cancelledByAdmin, by: 'staff' },
} as const;

/**
 * The OTC exchange order's state machine. The buyer confirms (certificate A without a file: from which account he
 * pays) and uploads the voucher (certificate A with the file); the seller confirms receipt (certificate B), and in
 * that same transaction the platform pays the frozen money to the buyer (4 → 5). Users cannot cancel: a complaint or
 * a cancellation request goes to staff, who release to the buyer (5), to the seller (6, the ad closed) or cancel (6,
 * the ad back on the shelf). A platform-settled order is created directly in 5: its money moved when it was made.
 */
export const EXCHANGE_ORDER_TRANSITIONS: Record<
  ExchangeOrderStateValue,
  Partial<Record<ExchangeOrderAction, Step<ExchangeOrderStateValue, ExchangeActor>>>
> = {
  [S.launched]: {
    confirmPayment: { next: S.buyerConfirmed, by: 'buyer' },
    uploadVoucher: { next: S.voucherUploaded, by: 'buyer' },
    ...staffDecisions,
  },
  [S.buyerConfirmed]: {
    uploadVoucher: { next: S.voucherUploaded, by: 'buyer' },
    ...staffDecisions,
  },
  [S.voucherUploaded]: {
    uploadVoucher: { next: S.voucherUploaded, by: 'buyer' },
    confirmReceipt: { next: S.sellerConfirmed, by: 'seller' },
    ...staffDecisions,
  },
  [S.sellerConfirmed]: { pay: { next: S.platformPaid, by: 'platform' } },
  [S.platformPaid]: {},
  [S.cancelledByAdmin]: {},
};

export type OtcOrderAction =
  | 'accept'
  | 'startPayout'
  | 'payoutSent'
  | 'confirm'
  | 'complete'
  | 'cancel'
  | 'reject';

const O = OtcOrderState;
/** The OTC desk order: staff accept, pay out and mark it sent; the user (or staff) confirms; cancels release the hold. */
export const OTC_ORDER_TRANSITIONS: Record<
  OtcOrderStateValue,
  Partial<Record<OtcOrderAction, Step<OtcOrderStateValue, 'owner' | 'staff'>>>
> = {
  [O.waitingToSell]: {
    accept: { next: O.accepted, by: 'staff' },
    cancel: { next: O.cancelled, by: 'owner' },
    reject: { next: O.cancelledOther, by: 'staff' },
  },
  [O.accepted]: {
    startPayout: { next: O.payingOut, by: 'staff' },
    reject: { next: O.cancelledOther, by: 'staff' },
  },
  [O.payingOut]: {
    payoutSent: { next: O.paidOut, by: 'staff' },
    reject: { next: O.cancelledOther, by: 'staff' },
  },
  [O.paidOut]: {
    confirm: { next: O.complete, by: 'owner' },
    complete: { next: O.complete, by: 'staff' },
  },
  [O.complete]: {},
  [O.cancelled]: {},
  [O.cancelledOther]: {},
};

/** The step of `action` from `state` when `actor` may take it; undefined when the table refuses it. */
export const exchangeAdTransition = (status: number, action: ExchangeAdAction, actor: ExchangeActor) =>
  transitionOf(EXCHANGE_AD_TRANSITIONS, status, action, actor);
export const exchangeOrderTransition = (state: number, action: ExchangeOrderAction, actor: ExchangeActor) =>
  transitionOf(EXCHANGE_ORDER_TRANSITIONS, state, action, actor);
export const otcOrderTransition = (state: number, action: OtcOrderAction, actor: 'owner' | 'staff') =>
  transitionOf(OTC_ORDER_TRANSITIONS, state, action, actor);
/** The actions `actor` has in `state` (the app's and the console's buttons). */
export const exchangeOrderActionsFor = (state: number, actor: ExchangeActor) =>
  actionsOf(EXCHANGE_ORDER_TRANSITIONS, state, actor);
export const isExchangeOrderTerminal = (state: number) => isTerminalIn(EXCHANGE_ORDER_TRANSITIONS, state);
export const isOtcOrderTerminal = (state: number) => isTerminalIn(OTC_ORDER_TRANSITIONS, state);

/**
 * The deal progress stepper (spec §4): create order, pay, accept, submit for verification, paying, completed; the
 * index of the step an order in `state` has reached (a cancelled order shows where it stopped, in error).
 */
export const EXCHANGE_DEAL_STEPS = TRADE_DEAL_STEPS;
export const exchangeDealStep = (state: number): number =>
  ({ 1: 0, 2: 1, 3: 3, 4: 4, 5: 5, 6: 0 })[state] ?? 0;

/** Dispute kinds: a complaint, or a party's request to cancel (users cannot cancel a deal themselves, spec §4). */
export const EXCHANGE_DISPUTE_KINDS = ['complaint', 'cancel'] as const;
export type ExchangeDisputeKind = (typeof EXCHANGE_DISPUTE_KINDS)[number];

export const EXCHANGE_REMARK_MAX_LENGTH = 140;
/** The default platform fee of an exchange when staff have not set the config key `exchangeFeeRate`. */
export const EXCHANGE_FEE_RATE_DEFAULT = '0.002';
export const EXCHANGE_FEE_RATE_CONFIG_KEY = 'exchangeFeeRate';
export const EXCHANGE_EVENT_TYPE = 'exchange';

const text = plainText;
const certificateUrl = z.string().trim().min(1).max(1000);

/** A receiving account (spec §5 "recipient country, receiving account"): where money paid outside goes. */
export const exchangeAddressBody = z.object({
  /** ISO 3166-1 alpha-2 of the recipient's country. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'exchangeCountryInvalid' }),
  bankName: text(100).min(1, { error: 'exchangeAccountInvalid' }),
  /** A card number, IBAN, account number or phone: letters, digits, spaces, + and -. */
  accountNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 +-]{4,40}$/, { error: 'exchangeAccountInvalid' }),
  holderName: text(100).min(1, { error: 'exchangeAccountInvalid' }),
  remark: text(EXCHANGE_REMARK_MAX_LENGTH).default(''),
});
export type ExchangeAddressBody = z.infer<typeof exchangeAddressBody>;
export const exchangeAddressVo = exchangeAddressBody.extend({
  id: z.number().int(),
  userId: z.number().int(),
  createTime: z.number().int(),
});
export type ExchangeAddressVo = z.infer<typeof exchangeAddressVo>;

const exchangeTerms = {
  payCurrencyId: currencyIdSchema,
  /** Sales quantity: at least 1, at most 4 decimals. */
  payAmount: walletAmount,
  receiveCurrencyId: currencyIdSchema,
  /** Units of the receive currency for one unit of the pay currency. */
  rate: rateString,
  remark: text(EXCHANGE_REMARK_MAX_LENGTH).default(''),
};

/** POST /app/trade/exchange (header Idempotency-Key): publish; freezes payAmount + fee. */
export const exchangePublishBody = z
  .object({
    type: z.union([z.literal(ExchangeType.platform), z.literal(ExchangeType.otc)]),
    ...exchangeTerms,
    /** OTC only: the seller's receiving account (POST /app/trade/exchangeAddress). */
    addressId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    payPassword: payPasswordSchema,
  })
  .refine((b) => b.payCurrencyId !== b.receiveCurrencyId, {
    error: 'exchangeSameCurrency',
    path: ['receiveCurrencyId'],
  })
  .refine((b) => b.type !== ExchangeType.otc || b.addressId !== undefined, {
    error: 'exchangeAccountInvalid',
    path: ['addressId'],
  });
export type ExchangePublishBody = z.infer<typeof exchangePublishBody>;

/** PUT /app/trade/exchange (header Idempotency-Key): the seller edits amount, rate, remark, address; no responder yet. */
export const exchangeEditBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  payAmount: walletAmount,
  rate: rateString,
  remark: text(EXCHANGE_REMARK_MAX_LENGTH).default(''),
  addressId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  payPassword: payPasswordSchema,
});
export type ExchangeEditBody = z.infer<typeof exchangeEditBody>;

export const exchangeIdBody = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const exchangeShelfBody = exchangeIdBody.extend({ onShelf: z.boolean() });
export type ExchangeShelfBody = z.infer<typeof exchangeShelfBody>;

/** POST /app/trade/exchange/checkMoney: may I publish this? */
export const exchangeCheckMoneyBody = z.object({ payCurrencyId: currencyIdSchema, payAmount: walletAmount });
export const exchangeCheckMoneyVo = z.object({
  sufficient: z.boolean(),
  available: z.string(),
  fee: z.string(),
  /** What publishing freezes (pay amount + fee) or, for an order, what the buyer pays from his wallet. */
  required: z.string(),
  currencyId: z.number().int(),
});
export type ExchangeCheckMoneyVo = z.infer<typeof exchangeCheckMoneyVo>;

export const EXCHANGE_SORTS = ['newest', 'rateAsc', 'rateDesc'] as const;
export type ExchangeSort = (typeof EXCHANGE_SORTS)[number];

export const exchangeListQuery = pageQuery.extend({
  scope: z.enum(['all', 'my']).default('all'),
  sort: z.enum(EXCHANGE_SORTS).default('newest'),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  payCurrencyId: currencyIdSchema.optional(),
  receiveCurrencyId: currencyIdSchema.optional(),
});
export type ExchangeListQuery = z.infer<typeof exchangeListQuery>;

export const exchangeAdVo = z.object({
  id: z.number().int(),
  type: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  ...tradeTermsFields,
  remark: z.string(),
  addressId: z.number().int().nullable(),
  status: z.number().int(),
  mine: z.boolean(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type ExchangeAdVo = z.infer<typeof exchangeAdVo>;

/** POST /app/trade/exchangeOrder (header Idempotency-Key): respond to an ad. A platform ad is paid from the wallet. */
export const exchangeOrderBody = z.object({
  exchangeId: z.coerce.number().int().positive().max(2_147_483_647),
  /** The ad's payAmount and rate the buyer was shown (issue 28): an edited ad is refused (priceChanged). */
  ...shownRateTerms,
  /** Platform-settled ads only: the buyer pays from his wallet. */
  payPassword: payPasswordSchema.optional(),
});
export type ExchangeOrderBody = z.infer<typeof exchangeOrderBody>;
export const exchangeOrderCheckBody = z.object({
  exchangeId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * PUT submitsCertificateA (the buyer): from which account he pays; with `certificateUrl` also the payment voucher
 * (an upload of this server). Without a file it only confirms (1 → 2).
 */
export const exchangeCertificateABody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  senderName: text(100).min(1, { error: 'exchangeAccountInvalid' }),
  senderAccount: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 +-]{4,40}$/, { error: 'exchangeAccountInvalid' }),
  senderBank: text(100).min(1, { error: 'exchangeAccountInvalid' }),
  remark: text(EXCHANGE_REMARK_MAX_LENGTH).default(''),
  certificateUrl: certificateUrl.optional(),
});
export type ExchangeCertificateABody = z.infer<typeof exchangeCertificateABody>;
/** PUT submitsCertificateB (the seller): receipt confirmed, optionally with a statement of his own. */
export const exchangeCertificateBBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  remark: text(EXCHANGE_REMARK_MAX_LENGTH).default(''),
  certificateUrl: certificateUrl.optional(),
});
export type ExchangeCertificateBBody = z.infer<typeof exchangeCertificateBBody>;
export const exchangeComplaintBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  reason: text(EXCHANGE_REMARK_MAX_LENGTH).min(1),
});
export type ExchangeComplaintBody = z.infer<typeof exchangeComplaintBody>;

export const exchangeOrderListQuery = pageQuery.extend({
  /** buyer: orders I made; seller: orders on my ads; all: both. */
  role: z.enum(['all', 'buyer', 'seller']).default('all'),
  state: z.coerce.number().int().min(1).max(6).optional(),
});
export type ExchangeOrderListQuery = z.infer<typeof exchangeOrderListQuery>;
export const exchangeOrderByTradeQuery = pageQuery.extend({
  exchangeId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const exchangeOrderEventVo = z.object({
  fromState: z.number().int().nullable(),
  toState: z.number().int(),
  action: z.string(),
  actor: z.string(),
  actorId: z.number().int().nullable(),
  note: z.string(),
  createTime: z.number().int(),
});
export const exchangeOrderVo = z.object({
  id: z.number().int(),
  exchangeId: z.number().int(),
  type: z.number().int(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  ...tradeTermsFields,
  state: z.number().int(),
  /** The deal stepper's reached step (EXCHANGE_DEAL_STEPS index). */
  step: z.number().int(),
  /** Which side the viewer is on. */
  role: z.enum(['buyer', 'seller', 'staff']),
  /** What the viewer may do now (from EXCHANGE_ORDER_TRANSITIONS), plus complaint/cancel requests while open. */
  actions: z.array(z.string()),
  disputeKind: z.string().nullable(),
  disputeBy: z.number().int().nullable(),
  disputeReason: z.string(),
  senderName: z.string(),
  senderAccount: z.string(),
  senderBank: z.string(),
  buyerRemark: z.string(),
  certificateAUrl: z.string().nullable(),
  certificateBUrl: z.string().nullable(),
  sellerRemark: z.string(),
  addressId: z.number().int().nullable(),
  history: z.array(exchangeOrderEventVo),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type ExchangeOrderVo = z.infer<typeof exchangeOrderVo>;

/** POST /app/trade/otcExchangeOrder (header Idempotency-Key): sell wallet money to the platform's OTC desk. */
export const otcOrderBody = z
  .object({
    currencyId: currencyIdSchema,
    amount: walletAmount,
    receiveCurrencyId: currencyIdSchema,
    addressId: z.coerce.number().int().positive().max(2_147_483_647),
    /** The desk's rate and the fee the seller was shown (issue 28): a moved rate is refused (priceChanged). */
    rate: shownRate,
    fee: shownAmount,
    payPassword: payPasswordSchema,
  })
  .refine((b) => b.currencyId !== b.receiveCurrencyId, {
    error: 'exchangeSameCurrency',
    path: ['receiveCurrencyId'],
  });
export type OtcOrderBody = z.infer<typeof otcOrderBody>;
export const otcOrderListQuery = pageQuery.extend({
  state: z.coerce.number().int().min(0).max(7).optional(),
});
export const otcOrderVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  amount: z.string(),
  ...receiveTermsFields,
  addressId: z.number().int(),
  state: z.number().int(),
  staffNote: z.string(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type OtcOrderVo = z.infer<typeof otcOrderVo>;

/** Staff (/admin/api/exchange/*): the complaints queue and OTC orders to execute. */
export const adminExchangeOrderListQuery = pageQuery.extend({
  disputed: z.coerce.boolean().optional(),
  state: z.coerce.number().int().min(1).max(6).optional(),
  ...sortedBy('id', 'updateTime'),
});
export const adminExchangeDecisionBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  decision: z.enum(['releaseToBuyer', 'releaseToSeller', 'cancel']),
  note: text(EXCHANGE_REMARK_MAX_LENGTH).default(''),
});
export type AdminExchangeDecisionBody = z.infer<typeof adminExchangeDecisionBody>;
export const adminOtcListQuery = otcOrderListQuery;
export const adminOtcDecisionBody = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  action: z.enum(['accept', 'startPayout', 'payoutSent', 'complete', 'reject']),
  note: text(EXCHANGE_REMARK_MAX_LENGTH).default(''),
});
export type AdminOtcDecisionBody = z.infer<typeof adminOtcDecisionBody>;

/** GET /admin/api/exchange/order/{id}: the order (with proofs and history) beside the parties' private chat. */
export const exchangeStaffMessageVo = tradeStaffMessageVo;
export const exchangeStaffDetailVo = z.object({
  order: exchangeOrderVo,
  messages: z.array(exchangeStaffMessageVo),
});
export type ExchangeStaffDetailVo = z.infer<typeof exchangeStaffDetailVo>;

export type ExchangeEvent = {
  type: typeof EXCHANGE_EVENT_TYPE;
  orderId: number;
  exchangeId: number;
  state: number;
};
