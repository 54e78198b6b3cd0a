import { z } from 'zod';
import { tradeHistoryVo, tradeParty, tradeStaffMessageVo, tradeTermsFields } from './trade-shapes.ts';
import { pageQuery, plainText, userId } from './common.ts';
import { TEXTAREA_MAX_LENGTH } from './limits.ts';
import { actionsOf, transitionOf } from './state-machine.ts';
import { shownRateTerms } from './shown-terms.ts';
import { currencyIdSchema, payPasswordSchema, rateString, walletAmount } from './wallet.ts';

// P2P top-up and withdrawal (issue 13, spec §2–§5, pagesUser/wallet/pTopHomePage). A withdrawer publishes a request:
// he gives `payAmount` of a wallet currency (frozen at once by a ledger hold) and wants `receiveAmount` of
// `receiveCurrency` paid to his card or phone outside the platform. Another user (the payer) responds, pays him
// outside and uploads a screenshot; when the withdrawer confirms receipt the frozen money is captured and credited to
// the payer's wallet (his top-up). Ad-free P2P has no fee (spec §9): the whole frozen amount reaches the payer.

/** Spec §4 trade order codes. */
export const P2pOrderState = {
  selling: 1,
  pendingPayment: 2,
  alreadyPaid: 10,
  complete: 20,
  complaint: 30,
  cancelled: 40,
} as const;
export type P2pOrderStateValue = (typeof P2pOrderState)[keyof typeof P2pOrderState];
export const P2P_ORDER_STATES = Object.values(P2pOrderState) as P2pOrderStateValue[];
export const P2P_TERMINAL_STATES: readonly number[] = [P2pOrderState.complete, P2pOrderState.cancelled];

/** P2P is fee-free (spec §9 "ad-free P2P has no fee"): shown on the form, never charged. */
export const P2P_FEE_RATE = '0';

export const P2P_ACTIONS = [
  'respond',
  'submitProof',
  'confirm',
  'complain',
  'cancel',
  'releaseToPayer',
  'releaseToWithdrawer',
  'staffCancel',
  'expire',
] as const;
export type P2pAction = (typeof P2P_ACTIONS)[number];
/**
 * withdrawer: the request's publisher; payer: whoever responds (anyone else, once); staff: the console; system: the
 * platform when the payer's time to pay runs out.
 */
export type P2pActor = 'withdrawer' | 'payer' | 'staff' | 'system';

/** How long a payer has, after responding, to pay outside and hand in his proof (issue 30: the payment timer). */
export const P2P_PAY_MINUTES = 30;
/**
 * What the frozen money does on the transition: captured to the payer, released to the withdrawer, or stays; `hold`
 * freezes the withdrawer's amount (a top-up request's taker, when he takes it).
 */
export type P2pSettlement = 'capture' | 'release' | 'hold' | 'none';

/**
 * Two kinds of request, one order (issue 32): a withdrawal is published by the withdrawer (his money frozen at once)
 * and taken by a payer; a top-up request is published by the payer ("I want N credited, I pay M by card") and taken
 * by a withdrawer with the balance, whose amount is frozen when he takes it.
 */
export const P2pKind = { withdrawal: 1, topUp: 2 } as const;
export type P2pKindValue = (typeof P2pKind)[keyof typeof P2pKind];
export type P2pTransition = { next: P2pOrderStateValue; by: readonly P2pActor[]; money: P2pSettlement };

const S = P2pOrderState;
/**
 * The order's state machine as data (DESIGN §11): state → action → next state, who may take it and what happens to the
 * hold. The server applies a transition under the order's row lock and refuses any other; the H5 app and the console
 * show only the actions this table allows the viewer. complete and cancelled are terminal: the hold is captured or
 * released there, exactly once.
 */
export const P2P_ORDER_TRANSITIONS: Record<P2pOrderStateValue, Partial<Record<P2pAction, P2pTransition>>> = {
  [S.selling]: {
    respond: { next: S.pendingPayment, by: ['payer'], money: 'none' },
    cancel: { next: S.cancelled, by: ['withdrawer'], money: 'release' },
    staffCancel: { next: S.cancelled, by: ['staff'], money: 'release' },
  },
  [S.pendingPayment]: {
    submitProof: { next: S.alreadyPaid, by: ['payer'], money: 'none' },
    complain: { next: S.complaint, by: ['withdrawer', 'payer'], money: 'none' },
    staffCancel: { next: S.cancelled, by: ['staff'], money: 'release' },
    // The payer did not pay in time: the request opens again for others, the money stays frozen for it.
    expire: { next: S.selling, by: ['system'], money: 'none' },
  },
  [S.alreadyPaid]: {
    confirm: { next: S.complete, by: ['withdrawer'], money: 'capture' },
    complain: { next: S.complaint, by: ['withdrawer', 'payer'], money: 'none' },
    staffCancel: { next: S.cancelled, by: ['staff'], money: 'release' },
  },
  [S.complaint]: {
    releaseToPayer: { next: S.complete, by: ['staff'], money: 'capture' },
    releaseToWithdrawer: { next: S.cancelled, by: ['staff'], money: 'release' },
    staffCancel: { next: S.cancelled, by: ['staff'], money: 'release' },
  },
  [S.complete]: {},
  [S.cancelled]: {},
};

/**
 * A top-up request's table: the same order from "pending payment" on; only the open request is mirrored — the
 * withdrawer takes it (his amount is frozen then), the payer who published it may withdraw it (nothing was frozen).
 */
export const P2P_TOP_UP_TRANSITIONS: typeof P2P_ORDER_TRANSITIONS = {
  ...P2P_ORDER_TRANSITIONS,
  [S.selling]: {
    respond: { next: S.pendingPayment, by: ['withdrawer'], money: 'hold' },
    cancel: { next: S.cancelled, by: ['payer'], money: 'none' },
    staffCancel: { next: S.cancelled, by: ['staff'], money: 'none' },
  },
};

const tableOf = (kind: number) => (kind === P2pKind.topUp ? P2P_TOP_UP_TRANSITIONS : P2P_ORDER_TRANSITIONS);

/** The side who publishes a request of this kind, and the side who takes it. */
export const p2pPublisherOf = (kind: number): P2pActor => (kind === P2pKind.topUp ? 'payer' : 'withdrawer');
export const p2pTakerOf = (kind: number): P2pActor => (kind === P2pKind.topUp ? 'withdrawer' : 'payer');

/** The transition of `action` from `state` when `actor` may take it; undefined when the table refuses it. */
export const p2pTransition = (
  state: number,
  action: P2pAction,
  actor: P2pActor,
  kind: number = P2pKind.withdrawal,
) => transitionOf(tableOf(kind), state, action, actor);

/** The actions the table offers `actor` in `state` (the buttons a screen shows). */
export const p2pActionsFor = (
  state: number,
  actor: P2pActor,
  kind: number = P2pKind.withdrawal,
): P2pAction[] => actionsOf(tableOf(kind), state, actor);

/** The step `action` would take from `state` in a request of `kind`, whoever asks (for the refusal's reason). */
export const p2pStepOf = (state: number, action: P2pAction, kind: number = P2pKind.withdrawal) =>
  tableOf(kind)[state as P2pOrderStateValue]?.[action];

/** The stepper of the order screen: publish, respond, pay (proof), confirm, credited. */
export const P2P_STEPS = ['published', 'responded', 'paid', 'completed'] as const;
export type P2pStep = (typeof P2P_STEPS)[number];

const text = plainText;
export const P2P_NAME_MAX_LENGTH = 64;
export const P2P_BANK_MAX_LENGTH = 64;
/** A card number: 12–19 digits, spaces allowed between groups (they are stripped). */
export const p2pCardNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  z.string().regex(/^(\d{12,19})?$/),
);
/** A phone for a transfer by phone (SBP): +, digits, 7–15 of them. */
export const p2pPhone = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s()-]+/g, '') : v),
  z.string().regex(/^(\+?\d{7,15})?$/),
);

/** Where the money outside the platform goes (the withdrawer's payee) or came from (the payer's proof). */
const accountDetails = {
  cardNumber: p2pCardNumber.default(''),
  phone: p2pPhone.default(''),
  bank: text(P2P_BANK_MAX_LENGTH).min(1),
  name: text(P2P_NAME_MAX_LENGTH).min(1),
  comment: text(TEXTAREA_MAX_LENGTH).default(''),
};
const cardOrPhone = (b: { cardNumber: string; phone: string }) => b.cardNumber !== '' || b.phone !== '';

/** POST /app/recharge/checkMoney: can the caller freeze this much? */
export const p2pCheckMoneyBody = z.object({ payCurrencyId: currencyIdSchema, payAmount: walletAmount });
export type P2pCheckMoneyBody = z.infer<typeof p2pCheckMoneyBody>;
export const p2pCheckMoneyVo = z.object({ available: z.string(), enough: z.literal(true), fee: z.string() });
export type P2pCheckMoneyVo = z.infer<typeof p2pCheckMoneyVo>;

/**
 * POST /app/recharge/insert (header Idempotency-Key): publish a withdrawal request. `receiveAmount` must be
 * `payAmount × rate` rounded half-up to 4 decimals (the form computes it; the server checks, never guesses).
 */
export const p2pPublishBody = z
  .object({
    payCurrencyId: currencyIdSchema,
    payAmount: walletAmount,
    receiveCurrencyId: currencyIdSchema,
    receiveAmount: walletAmount,
    rate: rateString,
    ...accountDetails,
    payPassword: payPasswordSchema,
  })
  .refine(cardOrPhone, { error: 'p2pPayeeRequired', path: ['cardNumber'] });
export type P2pPublishBody = z.infer<typeof p2pPublishBody>;

/**
 * POST /app/recharge/topUp/insert (header Idempotency-Key): publish a top-up request — `payAmount` of a wallet
 * currency wanted in the wallet, `receiveAmount` of `receiveCurrency` paid for it outside (by card). Nothing is frozen
 * (the publisher's money is outside); the amounts agree with the rate as on a withdrawal.
 */
export const p2pTopUpPublishBody = z.object({
  payCurrencyId: currencyIdSchema,
  payAmount: walletAmount,
  receiveCurrencyId: currencyIdSchema,
  receiveAmount: walletAmount,
  rate: rateString,
});
export type P2pTopUpPublishBody = z.infer<typeof p2pTopUpPublishBody>;

/**
 * POST /app/recharge/topUp/take: the taker (withdrawer) answers a top-up request with where the publisher pays him
 * outside, under his pay password: his `payAmount` is frozen in the same transaction; of many at once one wins.
 */
/** The taker's amount and rate as his screen showed them (issue 28: pinned terms), as on a respond. */
export const p2pTakeBody = z
  .object({ id: userId, ...shownRateTerms, ...accountDetails, payPassword: payPasswordSchema })
  .refine(cardOrPhone, { error: 'p2pPayeeRequired', path: ['cardNumber'] });
export type P2pTakeBody = z.infer<typeof p2pTakeBody>;

export const P2P_LIST_TABS = ['all', 'mine'] as const;
/** Spec §2: sort by receive currency, pay currency, oldest first; newest first without one. */
export const P2P_LIST_SORTS = ['newest', 'receiveCurrency', 'payCurrency', 'oldest'] as const;
export type P2pListSort = (typeof P2P_LIST_SORTS)[number];

/** GET /app/recharge/rechargeList: all open requests, or the caller's own (as withdrawer or payer, any state). */
export const p2pListQuery = pageQuery.extend({
  tab: z.enum(P2P_LIST_TABS).default('all'),
  sort: z.enum(P2P_LIST_SORTS).default('newest'),
});
export type P2pListQuery = z.infer<typeof p2pListQuery>;

export const p2pOrderIdBody = z.object({ id: userId });
export type P2pOrderIdBody = z.infer<typeof p2pOrderIdBody>;
/** POST /app/recharge/respond: the request's payAmount and rate the payer was shown (issue 28), else priceChanged. */
export const p2pRespondBody = p2pOrderIdBody.extend(shownRateTerms);
export type P2pRespondBody = z.infer<typeof p2pRespondBody>;

/** POST /app/recharge/proof (payer): how he paid outside the platform, with the screenshot he uploaded. */
export const p2pProofBody = z
  .object({
    id: userId,
    ...accountDetails,
    fileUrl: z.string().min(1).max(1024),
  })
  .refine(cardOrPhone, { error: 'p2pPayeeRequired', path: ['cardNumber'] });
export type P2pProofBody = z.infer<typeof p2pProofBody>;

/** POST /app/recharge/confirm (withdrawer): the money arrived; pay the payer. Pay password as for any payment. */
export const p2pConfirmBody = z.object({ id: userId, payPassword: payPasswordSchema });
export type P2pConfirmBody = z.infer<typeof p2pConfirmBody>;

/** POST /app/recharge/complaint (either party): the deal stops until staff decide. */
export const p2pComplaintBody = z.object({ id: userId, reason: text(TEXTAREA_MAX_LENGTH).min(1) });
export type P2pComplaintBody = z.infer<typeof p2pComplaintBody>;

const party = tradeParty;
export type P2pParty = z.infer<typeof party>;

export const p2pProofVo = z.object({
  cardNumber: z.string(),
  phone: z.string(),
  bank: z.string(),
  name: z.string(),
  comment: z.string(),
  fileUrl: z.string(),
});
export type P2pProofVo = z.infer<typeof p2pProofVo>;

/** A request/order as the viewer may see it. Payee details are shown to the parties and staff only. */
export const p2pOrderVo = z.object({
  id: z.number().int(),
  /** P2pKind: 1 a withdrawal request, 2 a top-up request. */
  kind: z.number().int(),
  state: z.number().int(),
  /** null on an open top-up request: nobody has taken it yet. */
  withdrawer: party.nullable(),
  payer: party.nullable(),
  /** The viewer's side: a stranger (anyone else) sees an open request he may respond to. */
  role: z.enum(['withdrawer', 'payer', 'staff', 'stranger']),
  /** What the viewer may do now, from P2P_ORDER_TRANSITIONS. */
  actions: z.array(z.enum(P2P_ACTIONS)),
  ...tradeTermsFields,
  payee: z
    .object({
      cardNumber: z.string(),
      phone: z.string(),
      bank: z.string(),
      name: z.string(),
      comment: z.string(),
    })
    .nullable(),
  /** Only the bank is public on an open request, so payers can pick one they can pay from. */
  payeeBank: z.string(),
  proof: p2pProofVo.nullable(),
  complaintReason: z.string(),
  /** staff's decision: payer / withdrawer / cancel, with the reason. */
  resolution: z.string(),
  /** While the payer must pay: when his time runs out and the request opens again (ISO); else null. */
  payBy: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type P2pOrderVo = z.infer<typeof p2pOrderVo>;

/** One line of an order's history: every transition, who took it, when. */
export const p2pHistoryVo = tradeHistoryVo;
export type P2pHistoryVo = z.infer<typeof p2pHistoryVo>;

// ---- Staff ----

/** GET /admin/api/p2p/orders: the complaints queue by default, or orders in another state. */
export const p2pStaffListQuery = pageQuery.extend({
  state: z.coerce
    .number()
    .int()
    .refine((v) => P2P_ORDER_STATES.includes(v as P2pOrderStateValue), { error: 'badRequest' })
    .default(P2pOrderState.complaint),
});
export type P2pStaffListQuery = z.infer<typeof p2pStaffListQuery>;

export const p2pStaffChatMessageVo = tradeStaffMessageVo;
export type P2pStaffChatMessageVo = z.infer<typeof p2pStaffChatMessageVo>;

/** GET /admin/api/p2p/order/{id}: the order, its parties' chat, the proof and the history side by side. */
export const p2pStaffDetailVo = z.object({
  order: p2pOrderVo,
  messages: z.array(p2pStaffChatMessageVo),
  history: z.array(p2pHistoryVo),
});
export type P2pStaffDetailVo = z.infer<typeof p2pStaffDetailVo>;

export const P2P_STAFF_DECISIONS = ['releaseToPayer', 'releaseToWithdrawer', 'staffCancel'] as const;
export type P2pStaffDecision = (typeof P2P_STAFF_DECISIONS)[number];

/** POST /admin/api/p2p/decide: the staff decision, always with a reason (audited). */
export const p2pDecideBody = z.object({
  id: userId,
  decision: z.enum(P2P_STAFF_DECISIONS),
  reason: text(TEXTAREA_MAX_LENGTH).min(1),
});
export type P2pDecideBody = z.infer<typeof p2pDecideBody>;

// ---- Chat card ----

/** What one step did, said on the order's card in the parties' chat. */
export const P2P_CARD_EVENTS = [
  'responded',
  'proofSubmitted',
  'completed',
  'complained',
  'releasedToPayer',
  'releasedToWithdrawer',
  'cancelled',
  'expired',
] as const;
export type P2pCardEvent = (typeof P2P_CARD_EVENTS)[number];

export const p2pCardContent = z.object({
  orderId: z.number().int(),
  event: z.enum(P2P_CARD_EVENTS),
  state: z.number().int(),
  withdrawerUserId: z.number().int(),
  payerUserId: z.number().int(),
  payCurrencyCode: z.string(),
  payAmount: z.string(),
  receiveCurrencyCode: z.string(),
  receiveAmount: z.string(),
  /** Every step so far, oldest first, one short status line each: the one card of the order is edited per step. */
  steps: z.array(z.object({ event: z.enum(P2P_CARD_EVENTS), time: z.string() })).default([]),
});
export type P2pCardContent = z.infer<typeof p2pCardContent>;

// ---- Trader record ----

/** GET /app/recharge/trader?userId=: how a counterparty has dealt so far, shown beside his name on an order. */
export const p2pTraderQuery = z.object({ userId: z.coerce.number().int().positive() });
export type P2pTraderQuery = z.infer<typeof p2pTraderQuery>;
export const p2pTraderVo = z.object({
  userId: z.number().int(),
  /** P2P orders he took part in that completed (either side). */
  completedDeals: z.number().int(),
  /** Orders someone responded to that have ended (completed or cancelled); the completion rate's base. */
  endedDeals: z.number().int(),
  /** completed ÷ ended as a whole percentage, null before his first ended deal. */
  completionRate: z.number().int().nullable(),
});
export type P2pTraderVo = z.infer<typeof p2pTraderVo>;

// ---- Amounts ----

/** `amount × rate`, rounded half-up to 4 decimals, in exact integers (amounts ≤ 4 decimals, rates ≤ 8). */
export function p2pReceiveAmount(payAmount: string, rate: string): string {
  const units = (value: string, decimals: number) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return (
      BigInt(whole) * 10n ** BigInt(decimals) +
      BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0')
    );
  };
  const product = units(payAmount, 4) * units(rate, 8); // × 10^12
  const rounded = (product + 50_000_000n) / 100_000_000n; // × 10^4, half-up
  const whole = rounded / 10_000n;
  const fraction = (rounded % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
