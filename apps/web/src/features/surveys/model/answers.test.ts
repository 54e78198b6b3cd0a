import type { SurveyQuestionVo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { ageValid, allAnswered, answersOf, infoComplete } from './answers.ts';

const questions: SurveyQuestionVo[] = [
  {
    id: 0,
    kind: 'single',
    title: 'One',
    options: [
      { id: 0, label: 'A' },
      { id: 1, label: 'B' },
    ],
  },
  { id: 1, kind: 'text', title: 'Text', options: [] },
  { id: 2, kind: 'rating', title: 'Stars', options: [] },
];

describe('survey answers on the page', () => {
  it('asks for every question before sending (a blank text is unanswered)', () => {
    expect(allAnswered(questions, { 0: { optionIds: [1] }, 1: { text: '  ' }, 2: { rating: 3 } })).toBe(
      false,
    );
    expect(allAnswered(questions, { 0: { optionIds: [] }, 1: { text: 'x' }, 2: { rating: 3 } })).toBe(false);
    const done = { 0: { optionIds: [1] }, 1: { text: 'x' }, 2: { rating: 3 } };
    expect(allAnswered(questions, done)).toBe(true);
    expect(answersOf(questions, done)).toEqual([
      { questionId: 0, optionIds: [1] },
      { questionId: 1, text: 'x' },
      { questionId: 2, rating: 3 },
    ]);
  });

  it('asks for the respondent info the survey wants, age 18–100', () => {
    expect(infoComplete(['sex', 'age'], { sex: 1 })).toBe(false);
    expect(infoComplete(['sex', 'city'], { sex: 2, city: 'Kazan' })).toBe(true);
    expect(ageValid({ age: 17 })).toBe(false);
    expect(ageValid({ age: 18 })).toBe(true);
    expect(ageValid({})).toBe(true);
  });
});
