import { z } from 'zod';
import { plainText, userId } from './common.ts';
import { AREA_CODES } from './enums.ts';
import { DATING_AGE_MAX, DATING_AGE_MIN, DNA_CANDIDATES_MAX, TEXTAREA_MAX_LENGTH } from './limits.ts';
import { normalizePhone } from './phone.ts';
import { actionsOf, type Step, type TransitionTable, transitionOf } from './state-machine.ts';
import { paidRequestIdBody, paidRequestMoneyFields, paidRequestStaffListQuery } from './paid-request.ts';
import { requestSex, shownPrice } from './paid-request.ts';
import { CurrencyId } from './wallet-codes.ts';

// DNA-test partner matching (issue 15, service tag 909): a paid order with the user's test report; staff match it in
// the console with real users who also ordered and agreed to be candidates; the user sees his candidates and chats.

export const DNA_SERVICE_TAG = 909;
export const DNA_AGE_MIN = DATING_AGE_MIN;
export const DNA_AGE_MAX = DATING_AGE_MAX;
export const DNA_CANDIDATE_COUNT_MAX = DNA_CANDIDATES_MAX;
export const DNA_TEXT_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
export const DNA_NAME_MAX_LENGTH = 25;
export const DNA_REGION_MAX_LENGTH = 64;
/** DNA orders are paid in roubles. */
export const DNA_CURRENCY_ID = CurrencyId.RUB;

/** Plans (spec §3): VIP is the spec's '30 percent cheaper' plan (§9) — its price per candidate is a setting. */
export const DNA_PLANS = ['standard', 'vip'] as const;
export type DnaPlan = (typeof DNA_PLANS)[number];
/** The system settings holding each plan's price per candidate (RUB). */
export const DNA_PRICE_KEYS = {
  standard: 'dna.pricePerCandidate.standard',
  vip: 'dna.pricePerCandidate.vip',
} as const satisfies Record<DnaPlan, string>;
export const DNA_PRICE_DEFAULTS = { standard: '100', vip: '70' } as const satisfies Record<DnaPlan, string>;

/** Spec §4 "DNA order: not matched/pending, in progress/matching, agreed/matched", plus cancelled. */
export const DnaOrderState = { pending: 1, matching: 2, matched: 3, cancelled: 4 } as const;
export type DnaOrderStateValue = (typeof DnaOrderState)[keyof typeof DnaOrderState];

export const DNA_ORDER_ACTIONS = ['startMatching', 'addCandidate', 'markMatched', 'cancel'] as const;
export type DnaOrderAction = (typeof DNA_ORDER_ACTIONS)[number];
export type DnaActor = 'user' | 'staff';

/**
 * The order's state machine as data (DESIGN §11): state → action → next state and who may take it. The server
 * applies a transition under the order's row lock and refuses any other; the app and the console draw their buttons
 * from it. matched captures the delivered candidates' price and releases the rest; cancelled releases it all — both
 * terminal, so the hold settles exactly once. The user may cancel only before staff start; staff may cancel later.
 */
export const DNA_ORDER_TRANSITIONS: TransitionTable<
  DnaOrderStateValue,
  DnaOrderAction,
  Step<DnaOrderStateValue, DnaActor>
> = {
  [DnaOrderState.pending]: {
    startMatching: { next: DnaOrderState.matching, by: 'staff' },
    cancel: { next: DnaOrderState.cancelled, by: 'user' },
  },
  [DnaOrderState.matching]: {
    addCandidate: { next: DnaOrderState.matching, by: 'staff' },
    markMatched: { next: DnaOrderState.matched, by: 'staff' },
    cancel: { next: DnaOrderState.cancelled, by: 'staff' },
  },
  [DnaOrderState.matched]: {},
  [DnaOrderState.cancelled]: {},
};

/** The transition of `action` from `state` when `actor` may take it; undefined when the table refuses it. */
export const dnaTransition = (state: number, action: DnaOrderAction, actor: DnaActor) =>
  transitionOf(DNA_ORDER_TRANSITIONS, state, action, actor);

/** The actions `actor` may take on an order in `state`: the buttons to draw. */
export const dnaActionsFor = (state: number, actor: DnaActor) =>
  actionsOf(DNA_ORDER_TRANSITIONS, state, actor);

const text = plainText;

/** POST /app/dna/order (header Idempotency-Key): the order form of spec §3. */
export const dnaOrderBody = z
  .object({
    sex: requestSex,
    region: text(DNA_REGION_MAX_LENGTH).min(1),
    age: z.coerce
      .number({ error: 'dnaAgeInvalid' })
      .int()
      .min(DNA_AGE_MIN, { error: 'dnaAgeInvalid' })
      .max(DNA_AGE_MAX, {
        error: 'dnaAgeInvalid',
      }),
    requirements: text(DNA_TEXT_MAX_LENGTH).default(''),
    /** The test report: the user's own upload, a PDF or a picture (checked by its bytes). */
    attachmentUrl: z.string().trim().min(1).max(1024),
    name: text(DNA_NAME_MAX_LENGTH).min(1),
    areaCode: z.enum(AREA_CODES, { error: 'dnaPhoneInvalid' }),
    phone: z.string({ error: 'dnaPhoneInvalid' }).trim().max(20, { error: 'dnaPhoneInvalid' }),
    candidateCount: z.coerce
      .number({ error: 'dnaCandidateCountInvalid' })
      .int()
      .min(1, { error: 'dnaCandidateCountInvalid' })
      .max(DNA_CANDIDATE_COUNT_MAX, { error: 'dnaCandidateCountInvalid' }),
    plan: z.enum(DNA_PLANS),
    /** Whether the user agrees to be proposed as a candidate to other orders. */
    agreeToBeCandidate: z.boolean().default(false),
    /** The total the user saw (count × the plan's price). */
    price: shownPrice,
  })
  .refine((b) => normalizePhone(b.areaCode, b.phone) !== null, { error: 'dnaPhoneInvalid', path: ['phone'] });
export type DnaOrderBody = z.infer<typeof dnaOrderBody>;

/**
 * A candidate as the orderer sees him: the name, age, sex and region of the candidate's own order. The phone stays
 * private — the two talk in the app's private chat, opened from the candidate list.
 */
export const dnaCandidateVo = z.object({
  userId: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  sex: z.number().int(),
  age: z.number().int(),
  region: z.string(),
});
export type DnaCandidateVo = z.infer<typeof dnaCandidateVo>;

export const dnaOrderVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  sex: z.number().int(),
  region: z.string(),
  age: z.number().int(),
  requirements: z.string(),
  attachmentUrl: z.string(),
  attachmentName: z.string(),
  name: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  plan: z.enum(DNA_PLANS),
  agreeToBeCandidate: z.boolean(),
  ...paidRequestMoneyFields,
  candidates: z.array(dnaCandidateVo),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DnaOrderVo = z.infer<typeof dnaOrderVo>;

/** GET /app/dna/price: each plan's price per candidate now. */
export const dnaPriceVo = z.object({
  standard: z.string(),
  vip: z.string(),
  currencyId: z.number().int(),
});
export type DnaPriceVo = z.infer<typeof dnaPriceVo>;

export const dnaOrderIdBody = paidRequestIdBody;

/** GET /admin/api/dna/orders */
export const dnaStaffListQuery = paidRequestStaffListQuery(DnaOrderState);
export type DnaStaffListQuery = z.infer<typeof dnaStaffListQuery>;

export const dnaStaffOrderVo = dnaOrderVo.extend({ requesterName: z.string() });
export type DnaStaffOrderVo = z.infer<typeof dnaStaffOrderVo>;

/** A user staff may add: someone else who ordered and agreed to be a candidate (his latest such order). */
export const dnaPossibleCandidateVo = dnaCandidateVo.extend({ orderId: z.number().int() });
export type DnaPossibleCandidateVo = z.infer<typeof dnaPossibleCandidateVo>;

/** POST /admin/api/dna/candidates: staff add a candidate. */
export const dnaAddCandidateBody = dnaOrderIdBody.extend({ userId });
export type DnaAddCandidateBody = z.infer<typeof dnaAddCandidateBody>;
