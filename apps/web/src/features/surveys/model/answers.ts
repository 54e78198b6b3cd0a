import {
  SURVEY_AGE_MAX,
  SURVEY_AGE_MIN,
  type SurveyAnswer,
  type SurveyQuestionVo,
  type SurveyRespondentInfo,
} from '@volna/contracts';

/** What the form holds per question id: chosen option ids, the text, or the rating. */
export type Draft = Record<number, { optionIds?: number[]; text?: string; rating?: number }>;

/** Spec §5: every question answered before sending ('Answer all questions'); the server checks again. */
export function allAnswered(questions: SurveyQuestionVo[], draft: Draft) {
  return questions.every((q) => {
    const a = draft[q.id];
    if (!a) return false;
    if (q.kind === 'text') return Boolean(a.text?.trim());
    if (q.kind === 'rating') return a.rating !== undefined;
    return (a.optionIds?.length ?? 0) > 0;
  });
}

export const answersOf = (questions: SurveyQuestionVo[], draft: Draft): SurveyAnswer[] =>
  questions.flatMap((q) => (draft[q.id] ? [{ questionId: q.id, ...draft[q.id] }] : []));

/** Respondent info first (spec §3): the fields this survey asks for, all filled. */
export const infoComplete = (required: string[], info: SurveyRespondentInfo) =>
  required.every((field) => {
    const value = info[field as keyof SurveyRespondentInfo];
    return value !== undefined && value !== '';
  });

/** An age given must be 18–100 (the server refuses 17 the same way). */
export const ageValid = (info: SurveyRespondentInfo) =>
  info.age === undefined ||
  (Number.isInteger(info.age) && info.age >= SURVEY_AGE_MIN && info.age <= SURVEY_AGE_MAX);
