import { SURVEY_RATING_MAX, type SurveyQuestionVo } from '@volna/contracts';
import { Rate, Selector, TextArea } from 'antd-mobile';
import type { Draft } from '../model/answers.ts';
import styles from './surveys.module.css';

type Props = {
  index: number;
  question: SurveyQuestionVo;
  value: Draft[number] | undefined;
  onChange: (v: Draft[number]) => void;
};

/** One question as its kind asks: one option, several options, a text, or a rating of 1–5 stars. */
export function QuestionInput({ index, question, value, onChange }: Props) {
  return (
    <div className={styles.question} data-testid={`survey-question-${question.id}`}>
      <p className={styles.questionTitle}>
        {index + 1}. {question.title}
      </p>
      {(question.kind === 'single' || question.kind === 'multiple') && (
        <Selector
          columns={1}
          multiple={question.kind === 'multiple'}
          options={question.options.map((o) => ({ value: o.id, label: o.label }))}
          value={value?.optionIds ?? []}
          onChange={(optionIds) => onChange({ optionIds })}
        />
      )}
      {question.kind === 'text' && (
        <TextArea
          maxLength={500}
          rows={3}
          value={value?.text ?? ''}
          onChange={(text) => onChange({ text })}
        />
      )}
      {question.kind === 'rating' && (
        <Rate
          count={SURVEY_RATING_MAX}
          value={value?.rating ?? 0}
          onChange={(rating) => onChange({ rating })}
        />
      )}
    </div>
  );
}
