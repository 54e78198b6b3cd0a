import {
  SURVEY_CURRENCY_DEFAULT,
  type SurveyCreateBody,
  type SurveyInfoField,
  type SurveyQuestionKind,
} from '@volna/contracts';

export type EditedQuestion = { key: number; kind: SurveyQuestionKind; title: string; options: string[] };
export type EditedSurvey = {
  title: string;
  description: string;
  questions: EditedQuestion[];
  requiredInfo: SurveyInfoField[];
  reward: string;
  forwardReward: string;
  maxReplies: string;
};

let nextKey = 1;
export const newQuestion = (kind: SurveyQuestionKind = 'single'): EditedQuestion => ({
  key: nextKey++,
  kind,
  title: '',
  options: kind === 'single' || kind === 'multiple' ? ['', ''] : [],
});

export const emptySurvey = (): EditedSurvey => ({
  title: '',
  description: '',
  questions: [newQuestion()],
  requiredInfo: ['sex', 'age', 'city'],
  reward: '1',
  forwardReward: '0',
  maxReplies: '10',
});

/** A kind change keeps the title; choice kinds get two empty options, text and rating none. */
export const withKind = (q: EditedQuestion, kind: SurveyQuestionKind): EditedQuestion => ({
  ...q,
  kind,
  options: kind === 'single' || kind === 'multiple' ? (q.options.length >= 2 ? q.options : ['', '']) : [],
});

/** The body the server checks (and refuses with a message in the user's language when something is off). */
export const bodyOf = (s: EditedSurvey): SurveyCreateBody => ({
  title: s.title,
  description: s.description,
  questions: s.questions.map(({ kind, title, options }) => ({ kind, title, options })),
  requiredInfo: s.requiredInfo,
  currencyId: SURVEY_CURRENCY_DEFAULT,
  reward: s.reward,
  forwardReward: s.forwardReward || '0',
  maxReplies: Number(s.maxReplies),
});

/** What publishing holds: (reward + forward reward) × replies, in whole 1/10,000 units to stay exact. */
export function budgetOf(s: EditedSurvey) {
  const units = (v: string) => Math.round(Number(v || '0') * 10_000);
  const replies = Number(s.maxReplies) || 0;
  return ((units(s.reward) + units(s.forwardReward)) * replies) / 10_000;
}
