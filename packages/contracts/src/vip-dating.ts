import { z } from 'zod';
import { plainText, userId } from './common.ts';
import { DATING_MODULE_TYPE } from './dating.ts';
import { DATING_AGE_MAX, DATING_AGE_MIN, DNA_CANDIDATES_MAX, TEXTAREA_MAX_LENGTH } from './limits.ts';
import { paidRequestIdBody, paidRequestMoneyFields, paidRequestStaffListQuery } from './paid-request.ts';
import { requestSex, shownPrice } from './paid-request.ts';
import { type Step, type TransitionTable, transitionOf } from './state-machine.ts';
import { CurrencyId } from './wallet-codes.ts';

// VIP dating (issue 12, spec pages/vipDating): the user's own VIP profile, a paid partner requirement (a request),
// candidates proposed by the server from real profiles or added by staff, and the user's pick.

export const VIP_AGE_MIN = DATING_AGE_MIN;
export const VIP_AGE_MAX = DATING_AGE_MAX;
/** Candidates one request may ask for (and the most it may pick): as DNA matching's 15 (spec §9). */
export const VIP_CANDIDATE_COUNT_MAX = DNA_CANDIDATES_MAX;
export const VIP_TEXT_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
export const VIP_NAME_MAX_LENGTH = 25;
export const VIP_CITY_MAX_LENGTH = 64;

/** VIP requests are paid in roubles (CurrencyId.RUB). */
export const VIP_DATING_CURRENCY_ID = CurrencyId.RUB;
/** The responsibleModule of the customer-service chat staff open with a requester (spec: statistics module 1 dating). */
export const VIP_DATING_RESPONSIBLE_MODULE = DATING_MODULE_TYPE;

/** Spec §4 "Dating request: submitted, staff may contact, candidates picked", plus cancelled by the requester. */
export const VipRequestState = { submitted: 1, contacted: 2, picked: 3, cancelled: 4 } as const;
export type VipRequestStateValue = (typeof VipRequestState)[keyof typeof VipRequestState];

export const VIP_REQUEST_ACTIONS = ['contact', 'addCandidate', 'pick', 'cancel'] as const;
export type VipRequestAction = (typeof VIP_REQUEST_ACTIONS)[number];
export type VipActor = 'requester' | 'staff';
type VipStep = Step<VipRequestStateValue, VipActor>;

/**
 * The request's state machine as data (DESIGN §11): state → action → next state and who may take it. The server
 * applies a transition under the request's row lock and refuses any other; the H5 app and the console show only the
 * actions this table allows. picked and cancelled are terminal: the hold is captured/released there, exactly once.
 */
export const VIP_REQUEST_TRANSITIONS: TransitionTable<VipRequestStateValue, VipRequestAction, VipStep> = {
  [VipRequestState.submitted]: {
    contact: { next: VipRequestState.contacted, by: 'staff' },
    addCandidate: { next: VipRequestState.submitted, by: 'staff' },
    pick: { next: VipRequestState.picked, by: 'requester' },
    cancel: { next: VipRequestState.cancelled, by: 'requester' },
  },
  [VipRequestState.contacted]: {
    contact: { next: VipRequestState.contacted, by: 'staff' },
    addCandidate: { next: VipRequestState.contacted, by: 'staff' },
    pick: { next: VipRequestState.picked, by: 'requester' },
    cancel: { next: VipRequestState.cancelled, by: 'requester' },
  },
  [VipRequestState.picked]: {},
  [VipRequestState.cancelled]: {},
};

/** The transition of `action` from `state` when `actor` may take it; undefined when the table refuses it. */
export const vipTransition = (state: number, action: VipRequestAction, actor: VipActor) =>
  transitionOf(VIP_REQUEST_TRANSITIONS, state, action, actor);

const sex = requestSex;
const age = z.coerce.number().int().min(VIP_AGE_MIN).max(VIP_AGE_MAX);
const text = plainText;

/** PUT /app/vip/profile: the requester's own VIP card (createMyUserInfo). */
export const vipProfileBody = z.object({
  nickName: text(VIP_NAME_MAX_LENGTH).min(1),
  sex,
  age,
  city: text(VIP_CITY_MAX_LENGTH).min(1),
  height: z.coerce.number().int().min(100).max(250),
  weight: z.coerce.number().int().min(30).max(250),
  brief: text(VIP_TEXT_MAX_LENGTH).default(''),
});
export type VipProfileBody = z.infer<typeof vipProfileBody>;

export const vipProfileVo = vipProfileBody.extend({
  userId: z.number().int(),
  sex: z.number().int(),
  avatar: z.string(),
});
export type VipProfileVo = z.infer<typeof vipProfileVo>;

/** POST /app/vip/request (header Idempotency-Key): the partner requirement of createMatchedDemand. */
export const vipRequestBody = z
  .object({
    sex,
    ageFrom: age,
    ageTo: age,
    city: text(VIP_CITY_MAX_LENGTH).default(''),
    extraWishes: text(VIP_TEXT_MAX_LENGTH).default(''),
    candidateCount: z.coerce.number().int().min(1).max(VIP_CANDIDATE_COUNT_MAX),
    /** The total the user saw (count × price per candidate). */
    price: shownPrice,
  })
  .refine((b) => b.ageFrom <= b.ageTo, { error: 'badRequest', path: ['ageTo'] });
export type VipRequestBody = z.infer<typeof vipRequestBody>;

export const vipCandidateVo = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  sex: z.number().int(),
  age: z.number().int(),
  city: z.string(),
  brief: z.string(),
  /** 'server' proposed by matching, 'staff' added by hand. */
  source: z.enum(['server', 'staff']),
  picked: z.boolean(),
});
export type VipCandidateVo = z.infer<typeof vipCandidateVo>;

export const vipRequestVo = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  sex: z.number().int(),
  ageFrom: z.number().int(),
  ageTo: z.number().int(),
  city: z.string(),
  extraWishes: z.string(),
  ...paidRequestMoneyFields,
  /** The customer-service chat staff opened with the requester, once contacted. */
  contactGroupId: z.number().int().nullable(),
  candidates: z.array(vipCandidateVo),
  createTime: z.string(),
  updateTime: z.string(),
});
export type VipRequestVo = z.infer<typeof vipRequestVo>;

/** GET /app/vip/price: the price per candidate the server charges now. */
export const vipPriceVo = z.object({ pricePerCandidate: z.string(), currencyId: z.number().int() });
export type VipPriceVo = z.infer<typeof vipPriceVo>;

export const vipRequestIdBody = paidRequestIdBody;

/** POST /app/vip/request/pick: the candidates the user keeps, at most the paid count. */
export const vipPickBody = vipRequestIdBody.extend({
  userIds: z
    .array(userId)
    .min(1)
    .max(VIP_CANDIDATE_COUNT_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'badRequest' }),
});
export type VipPickBody = z.infer<typeof vipPickBody>;

/** GET /admin/api/vip-dating/requests */
export const vipStaffListQuery = paidRequestStaffListQuery(VipRequestState);
export type VipStaffListQuery = z.infer<typeof vipStaffListQuery>;

export const vipStaffRequestVo = vipRequestVo.extend({ requesterName: z.string() });
export type VipStaffRequestVo = z.infer<typeof vipStaffRequestVo>;

/** POST /admin/api/vip-dating/candidates: staff add a candidate by hand. */
export const vipAddCandidateBody = vipRequestIdBody.extend({ userId });

/** POST /admin/api/vip-dating/contact → the customer-service chat with the requester. */
export const vipContactVo = z.object({ groupId: z.number().int(), request: vipRequestVo });
