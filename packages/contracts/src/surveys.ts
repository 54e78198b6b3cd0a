import { z } from 'zod';
import { pageQuery } from './common.ts';
import { actionsOf, transitionOf } from './state-machine.ts';
import { currencyIdSchema, nonNegativeAmount, payPasswordSchema, positiveAmount } from './wallet.ts';

// Paid surveys (spec pages/questionnaireSurvey, §3 respondent info, §4 'survey completed', §5 'Answer all
// questions'; issue 15). A survey is a draft until its publisher publishes it: then its whole budget —
// (reward + forward reward) × the replies it wants — is held (a ledger hold on the publisher's wallet, or on the
// platform's rewards account for staff surveys). Each completed reply captures the reward (and, when a friend
// forwarded it, the forward reward) from that hold; closing releases the rest.

export const SurveyState = { draft: 0, published: 1, closed: 2 } as const;
export type SurveyStateValue = (typeof SurveyState)[keyof typeof SurveyState];
export const SURVEY_STATE_NAMES = ['draft', 'published', 'closed'] as const;

export const SURVEY_ACTIONS = ['publish', 'close', 'exhaust', 'reply'] as const;
export type SurveyAction = (typeof SURVEY_ACTIONS)[number];
/** owner: the publisher (or staff for a platform survey); respondent: any other signed-in user; system: the server. */
export type SurveyActor = 'owner' | 'respondent' | 'system';
export type SurveyTransition = {
  next: SurveyStateValue;
  by: SurveyActor[];
  money: 'hold' | 'release' | 'capture';
};

/**
 * The survey's states as ONE table (DESIGN §11): state → action → next state, who may, and what the money does.
 * `exhaust` is the server's own step when the last paid reply is in: the survey closes and the rest is released.
 */
export const SURVEY_TRANSITIONS: Record<SurveyStateValue, Partial<Record<SurveyAction, SurveyTransition>>> = {
  [SurveyState.draft]: {
    publish: { next: SurveyState.published, by: ['owner'], money: 'hold' },
    close: { next: SurveyState.closed, by: ['owner'], money: 'release' },
  },
  [SurveyState.published]: {
    reply: { next: SurveyState.published, by: ['respondent'], money: 'capture' },
    close: { next: SurveyState.closed, by: ['owner'], money: 'release' },
    exhaust: { next: SurveyState.closed, by: ['system'], money: 'release' },
  },
  [SurveyState.closed]: {},
};

export const surveyTransition = (state: number, action: SurveyAction, actor: SurveyActor) =>
  transitionOf(SURVEY_TRANSITIONS, state, action, actor);

/** The buttons a publisher sees (the same table the server applies). */
export const surveyActionsFor = (state: number, actor: SurveyActor): SurveyAction[] =>
  actionsOf(SURVEY_TRANSITIONS, state, actor);

/** Why a closed survey closed: its publisher (or staff) closed it, or its budget was spent. */
export const SURVEY_CLOSED_REASONS = ['closed', 'budgetSpent'] as const;

export const SURVEY_QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
export const SURVEY_RATING_MAX = 5;
export const SURVEY_QUESTIONS_MAX = 30;
export const SURVEY_OPTIONS_MAX = 10;
export const SURVEY_TITLE_MAX_LENGTH = 80;
export const SURVEY_DESCRIPTION_MAX_LENGTH = 500;
export const SURVEY_TEXT_ANSWER_MAX_LENGTH = 500;
export const SURVEY_REPLIES_MAX = 100_000;
export const SURVEY_CURRENCY_DEFAULT = 3; // VLN, the platform coin

/** Respondent info (spec §3): sex, age, city, education, family status, religion. */
export const SURVEY_INFO_FIELDS = ['sex', 'age', 'city', 'education', 'familyStatus', 'religion'] as const;
export type SurveyInfoField = (typeof SURVEY_INFO_FIELDS)[number];
export const SURVEY_SEXES = [1, 2] as const; // 1 male (spec §3 gender 1), 2 female
export const SURVEY_EDUCATIONS = ['secondary', 'vocational', 'bachelor', 'master', 'doctorate'] as const;
export const SURVEY_FAMILY_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const SURVEY_RELIGIONS = ['none', 'christianity', 'islam', 'buddhism', 'judaism', 'other'] as const;
export const SURVEY_AGE_MIN = 18;
export const SURVEY_AGE_MAX = 100;
/** The age bands of the results (lower bounds). */
export const SURVEY_AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55+'] as const;

const text = (
  max: number,
  code: 'surveyTitleRequired' | 'surveyQuestionTitleRequired' | 'surveyOptionRequired',
) => z.string({ error: code }).trim().min(1, { error: code }).max(max, { error: 'badRequest' });

export const surveyQuestionInput = z
  .object({
    kind: z.enum(SURVEY_QUESTION_KINDS, { error: 'surveyQuestionInvalid' }),
    title: text(200, 'surveyQuestionTitleRequired'),
    options: z.array(text(100, 'surveyOptionRequired')).max(SURVEY_OPTIONS_MAX).default([]),
  })
  .refine(
    (q) => (q.kind === 'single' || q.kind === 'multiple' ? q.options.length >= 2 : q.options.length === 0),
    {
      error: 'surveyQuestionInvalid',
    },
  );
export type SurveyQuestionInput = z.infer<typeof surveyQuestionInput>;

/** POST /app/survey (and the staff console's platform survey): a draft. */
export const surveyCreateBody = z.object({
  title: text(SURVEY_TITLE_MAX_LENGTH, 'surveyTitleRequired'),
  description: z.string().trim().max(SURVEY_DESCRIPTION_MAX_LENGTH).default(''),
  questions: z
    .array(surveyQuestionInput, { error: 'surveyQuestionsRequired' })
    .min(1, { error: 'surveyQuestionsRequired' })
    .max(SURVEY_QUESTIONS_MAX, { error: 'badRequest' }),
  requiredInfo: z
    .array(z.enum(SURVEY_INFO_FIELDS))
    .max(SURVEY_INFO_FIELDS.length)
    .default(['sex', 'age', 'city']),
  currencyId: currencyIdSchema.default(SURVEY_CURRENCY_DEFAULT),
  reward: positiveAmount,
  forwardReward: nonNegativeAmount.default('0'),
  maxReplies: z.coerce
    .number({ error: 'surveyMaxRepliesInvalid' })
    .int({ error: 'surveyMaxRepliesInvalid' })
    .min(1, { error: 'surveyMaxRepliesInvalid' })
    .max(SURVEY_REPLIES_MAX, { error: 'surveyMaxRepliesInvalid' }),
});
export type SurveyCreateBody = z.infer<typeof surveyCreateBody>;

export const surveyPublishBody = z.object({ payPassword: payPasswordSchema });

/** Respondent info as answered; which fields are required is the survey's `requiredInfo`. */
export const surveyRespondentInfo = z.object({
  sex: z.union([z.literal(1), z.literal(2)], { error: 'surveyInfoInvalid' }).optional(),
  age: z.coerce
    .number({ error: 'surveyAgeInvalid' })
    .int({ error: 'surveyAgeInvalid' })
    .min(SURVEY_AGE_MIN, { error: 'surveyAgeInvalid' })
    .max(SURVEY_AGE_MAX, { error: 'surveyAgeInvalid' })
    .optional(),
  city: z.string().trim().max(60, { error: 'badRequest' }).optional(),
  education: z.enum(SURVEY_EDUCATIONS, { error: 'surveyInfoInvalid' }).optional(),
  familyStatus: z.enum(SURVEY_FAMILY_STATUSES, { error: 'surveyInfoInvalid' }).optional(),
  religion: z.enum(SURVEY_RELIGIONS, { error: 'surveyInfoInvalid' }).optional(),
});
export type SurveyRespondentInfo = z.infer<typeof surveyRespondentInfo>;

/** One answer: the option ids (single: one; multiple: one or more), the text, or the rating 1–5. */
export const surveyAnswer = z.object({
  questionId: z.coerce.number().int().min(0).max(SURVEY_QUESTIONS_MAX),
  optionIds: z
    .array(z.coerce.number().int().min(0).max(SURVEY_OPTIONS_MAX))
    .max(SURVEY_OPTIONS_MAX)
    .optional(),
  text: z.string().trim().max(SURVEY_TEXT_ANSWER_MAX_LENGTH, { error: 'badRequest' }).optional(),
  rating: z.coerce.number().int().min(1).max(SURVEY_RATING_MAX).optional(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

export const surveyReplyBody = z.object({
  info: surveyRespondentInfo,
  answers: z.array(surveyAnswer).max(SURVEY_QUESTIONS_MAX),
});
export type SurveyReplyBody = z.infer<typeof surveyReplyBody>;

export const surveyForwardBody = z.object({
  friendId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const SURVEY_LIST_TABS = ['all', 'open', 'completed'] as const;
export const surveyListQuery = pageQuery.extend({ tab: z.enum(SURVEY_LIST_TABS).default('all') });
export type SurveyListQuery = z.infer<typeof surveyListQuery>;

export const surveyQuestionVo = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: z.string(),
  options: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type SurveyQuestionVo = z.infer<typeof surveyQuestionVo>;

export const surveyVo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  platform: z.boolean(),
  publisherId: z.number().int().nullable(),
  publisherName: z.string(),
  state: z.number().int(),
  closedReason: z.enum(SURVEY_CLOSED_REASONS).nullable(),
  currencyId: z.number().int(),
  reward: z.string(),
  forwardReward: z.string(),
  maxReplies: z.number().int(),
  replyCount: z.number().int(),
  requiredInfo: z.array(z.enum(SURVEY_INFO_FIELDS)),
  questionCount: z.number().int(),
  /** The caller completed it (spec §4: the start button then says 'survey completed'). */
  completed: z.boolean(),
  mine: z.boolean(),
  /** What the owner may do now, from SURVEY_TRANSITIONS. */
  actions: z.array(z.enum(SURVEY_ACTIONS)),
  createdTime: z.string(),
  publishedTime: z.string().nullable(),
});
export type SurveyVo = z.infer<typeof surveyVo>;

export const surveyDetailVo = surveyVo.extend({ questions: z.array(surveyQuestionVo) });
export type SurveyDetailVo = z.infer<typeof surveyDetailVo>;

export const surveyReplyVo = z.object({
  replyId: z.number().int(),
  surveyId: z.number().int(),
  reward: z.string(),
  currencyId: z.number().int(),
  createdTime: z.string(),
});
export type SurveyReplyVo = z.infer<typeof surveyReplyVo>;

/** The user centre: what I answered and earned, and what my forwards earned. */
export const surveyEarningsVo = z.object({
  replies: z.array(surveyReplyVo.extend({ title: z.string() })),
  repliesEarned: z.array(z.object({ currencyId: z.number().int(), amount: z.string() })),
  forwardsEarned: z.array(z.object({ currencyId: z.number().int(), amount: z.string() })),
  forwardCount: z.number().int(),
});
export type SurveyEarningsVo = z.infer<typeof surveyEarningsVo>;

const countRow = z.object({ key: z.string(), count: z.number().int() });
export const surveyResultsVo = z.object({
  survey: surveyVo,
  replies: z.number().int(),
  /** Answers per option of choice questions, ratings per value, and for text questions the latest answers. */
  questions: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(SURVEY_QUESTION_KINDS),
      title: z.string(),
      counts: z.array(z.object({ optionId: z.number().int(), label: z.string(), count: z.number().int() })),
      average: z.string().nullable(),
      texts: z.array(z.string()),
    }),
  ),
  bySex: z.array(countRow),
  byAgeBand: z.array(countRow),
  byCity: z.array(countRow),
});
export type SurveyResultsVo = z.infer<typeof surveyResultsVo>;

export const surveyCardContent = z.object({
  surveyId: z.number().int(),
  title: z.string(),
  reward: z.string(),
  currencyId: z.number().int(),
});
export type SurveyCardContent = z.infer<typeof surveyCardContent>;

export const SURVEY_ROUTES = {
  list: '/app/survey/list',
  detail: '/app/survey/:id',
  reply: '/app/survey/:id/reply',
  forward: '/app/survey/:id/forward',
  mine: '/app/survey/mine',
  earnings: '/app/survey/earnings',
  create: '/app/survey',
  publish: '/app/survey/:id/publish',
  close: '/app/survey/:id/close',
  results: '/app/survey/:id/results',
  resultsCsv: '/app/survey/:id/results.csv',
  staffList: '/admin/api/surveys',
  staffCreate: '/admin/api/surveys',
  staffClose: '/admin/api/surveys/:id/close',
  staffResults: '/admin/api/surveys/:id/results',
} as const;
