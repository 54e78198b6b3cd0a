import { z } from 'zod';
import { pageQuery, userId } from './common.ts';
import { actionsOf, transitionOf } from './state-machine.ts';

// Paid-task applications and referrals (issue 14 boards, spec §3/§5). A user applies to a paid task on the shelf,
// optionally naming who referred him (a user id or user code; never himself or the poster). The poster accepts or
// rejects each application. When the task allows referrals, publishing (and each re-listing) holds the poster's
// referral budget — reward × referralPlaces — through the ledger; accepting a referred applicant captures one reward
// of that hold to the referrer, once per application. Naming a referrer is refused once no place is left; an
// accept that finds the places taken in the meantime still accepts, and says no reward was left.
// docs/architecture.md "Paid-task referrals" draws it.

export const TaskApplicationState = { applied: 1, accepted: 2, rejected: 3 } as const;
export type TaskApplicationStateValue = (typeof TaskApplicationState)[keyof typeof TaskApplicationState];

export const TASK_APPLICATION_ACTIONS = ['accept', 'reject'] as const;
export type TaskApplicationAction = (typeof TASK_APPLICATION_ACTIONS)[number];
export type TaskApplicationActor = 'poster' | 'applicant';
export type TaskApplicationTransition = {
  next: TaskApplicationStateValue;
  by: readonly TaskApplicationActor[];
  /** `referralReward`: the referrer of this application is paid from the held budget (when one is left). */
  money: 'referralReward' | 'none';
};

const S = TaskApplicationState;
/**
 * The application's state machine as data (DESIGN §11): the server applies it under the application's row lock and
 * refuses any other step (taskApplicationDecided); the poster's buttons come from taskApplicationActionsFor.
 */
export const TASK_APPLICATION_TRANSITIONS: Record<
  TaskApplicationStateValue,
  Partial<Record<TaskApplicationAction, TaskApplicationTransition>>
> = {
  [S.applied]: {
    accept: { next: S.accepted, by: ['poster'], money: 'referralReward' },
    reject: { next: S.rejected, by: ['poster'], money: 'none' },
  },
  [S.accepted]: {},
  [S.rejected]: {},
};

export const taskApplicationTransition = (
  state: number,
  action: TaskApplicationAction,
  actor: TaskApplicationActor,
) => transitionOf(TASK_APPLICATION_TRANSITIONS, state, action, actor);

export const taskApplicationActionsFor = (
  state: number,
  actor: TaskApplicationActor,
): TaskApplicationAction[] => actionsOf(TASK_APPLICATION_TRANSITIONS, state, actor);

/** The most referral places a task may offer (each one reward held at publish). */
export const TASK_REFERRAL_PLACES_MAX = 100;

/** POST /app/listings/task/apply: apply to a paid task, optionally naming the referrer (user id or user code). */
export const taskApplyBody = z.object({
  listingId: userId,
  referrer: z.string().trim().max(32).default(''),
});
export type TaskApplyBody = z.infer<typeof taskApplyBody>;

/** POST /app/listings/task/accept and /reject (the poster). */
export const taskApplicationIdBody = z.object({ id: userId });
export type TaskApplicationIdBody = z.infer<typeof taskApplicationIdBody>;

/** GET /app/listings/task/applications?listingId=: the poster's list of applicants, newest first. */
export const taskApplicationsQuery = pageQuery.extend({ listingId: userId });
export type TaskApplicationsQuery = z.infer<typeof taskApplicationsQuery>;

/** GET /app/listings/task/referral?listingId=: the task's referral terms and the viewer's own application. */
export const taskReferralQuery = z.object({ listingId: userId });

const person = z.object({ userId: z.number().int(), nickName: z.string(), avatar: z.string() });

/** Whether the referrer was paid when the application was accepted: paid, no place left, or nobody to pay. */
export const TASK_REFERRAL_OUTCOMES = ['paid', 'noBudget', 'none'] as const;
export type TaskReferralOutcome = (typeof TASK_REFERRAL_OUTCOMES)[number];

export const taskApplicationVo = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  applicant: person,
  referrer: person.nullable(),
  state: z.number().int(),
  /** What the viewer may do now, from TASK_APPLICATION_TRANSITIONS. */
  actions: z.array(z.enum(TASK_APPLICATION_ACTIONS)),
  /** Set once accepted: what the referrer got. */
  referralOutcome: z.enum(TASK_REFERRAL_OUTCOMES).nullable(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
});
export type TaskApplicationVo = z.infer<typeof taskApplicationVo>;

export const taskReferralVo = z.object({
  listingId: z.number().int(),
  referralAllowed: z.boolean(),
  reward: z.string(),
  currencyId: z.number().int(),
  /** Places paid for this shelf period and earlier, and those still open. */
  places: z.number().int(),
  placesLeft: z.number().int(),
  isPoster: z.boolean(),
  /** The viewer's own application, null when he has not applied. */
  myApplication: taskApplicationVo.nullable(),
});
export type TaskReferralVo = z.infer<typeof taskReferralVo>;

export const TASK_ROUTES = {
  apply: '/app/listings/task/apply',
  applications: '/app/listings/task/applications',
  referral: '/app/listings/task/referral',
  accept: '/app/listings/task/accept',
  reject: '/app/listings/task/reject',
} as const;
