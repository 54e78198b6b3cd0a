import type { SurveyAnswer, SurveyRespondentInfo } from '@volna/contracts';
import { fail } from '../../http/errors.ts';
import type { StoredQuestion } from './surveys.tables.ts';

/** Respondent info first (spec §3): every field the survey asks for must be there. */
export function checkInfo(required: string[], info: SurveyRespondentInfo) {
  for (const field of required) {
    const value = info[field as keyof SurveyRespondentInfo];
    if (value === undefined || value === '') fail('surveyInfoRequired');
  }
}

/**
 * Then every question (spec §5 'Answer all questions'): one answer per question, of the question's kind. A missing
 * or empty answer is 'Answer all questions'; an option the question lacks is 'no such option'. Answers the stored
 * shape {q, o | t | r}.
 */
export function checkAnswers(questions: StoredQuestion[], answers: SurveyAnswer[]) {
  const byQuestion = new Map<number, SurveyAnswer>();
  for (const answer of answers) {
    if (answer.questionId >= questions.length || byQuestion.has(answer.questionId))
      fail('surveyOptionInvalid');
    byQuestion.set(answer.questionId, answer);
  }
  return questions.map((question, q) => {
    const answer = byQuestion.get(q) ?? fail('surveyAnswerAll');
    if (question.kind === 'text') {
      const t = answer!.text?.trim() ?? '';
      if (!t) fail('surveyAnswerAll');
      return { q, t };
    }
    if (question.kind === 'rating') {
      if (answer!.rating === undefined) fail('surveyAnswerAll');
      return { q, r: answer!.rating! };
    }
    const o = [...new Set(answer!.optionIds ?? [])].sort((a, b) => a - b);
    if (o.length === 0) fail('surveyAnswerAll');
    if (o.some((id) => id >= question.options.length)) fail('surveyOptionInvalid');
    if (question.kind === 'single' && o.length !== 1) fail('surveyOptionInvalid');
    return { q, o };
  });
}

/** Options and ratings flattened for counting in SQL (the `choices` column): question × 16 + option id or rating. */
export const CHOICE_STRIDE = 16;
export const choicesOf = (answers: Array<{ q: number; o?: number[]; r?: number }>) =>
  answers.flatMap((a) =>
    a.o ? a.o.map((o) => a.q * CHOICE_STRIDE + o) : a.r !== undefined ? [a.q * CHOICE_STRIDE + a.r] : [],
  );
