import { SURVEY_INFO_FIELDS, SURVEY_OPTIONS_MAX, SURVEY_QUESTION_KINDS } from '@volna/contracts';
import { Button, Input, Selector, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { type EditedSurvey, newQuestion, withKind } from '../model/editor.ts';
import styles from './surveys.module.css';

type Props = { value: EditedSurvey; onChange: (v: EditedSurvey) => void };

/** The question editor: title, description, questions of four kinds with their options, required info, money. */
export function SurveyEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<EditedSurvey>) => onChange({ ...value, ...patch });
  const setQuestion = (i: number, q: EditedSurvey['questions'][number]) =>
    set({ questions: value.questions.map((old, j) => (j === i ? q : old)) });
  return (
    <div data-testid="survey-editor">
      <p className={styles.questionTitle}>{t('surveys:editor.title')}</p>
      <Input
        maxLength={80}
        value={value.title}
        onChange={(title) => set({ title })}
        data-testid="editor-title"
      />
      <p className={styles.questionTitle}>{t('surveys:editor.description')}</p>
      <TextArea
        maxLength={500}
        rows={2}
        value={value.description}
        onChange={(description) => set({ description })}
      />
      {value.questions.map((q, i) => (
        <div key={q.key} className={styles.editor} data-testid={`editor-question-${i}`}>
          <div className={styles.row}>
            <strong>{t('surveys:editor.question', { n: i + 1 })}</strong>
            {value.questions.length > 1 && (
              <Button
                size="mini"
                fill="none"
                onClick={() => set({ questions: value.questions.filter((_, j) => j !== i) })}
              >
                {t('surveys:editor.remove')}
              </Button>
            )}
          </div>
          <Selector
            columns={4}
            options={SURVEY_QUESTION_KINDS.map((k) => ({ value: k, label: t(`surveys:kinds.${k}`) }))}
            value={[q.kind]}
            onChange={(v) => v[0] && setQuestion(i, withKind(q, v[0]))}
          />
          <Input
            placeholder={t('surveys:editor.questionText')}
            value={q.title}
            onChange={(title) => setQuestion(i, { ...q, title })}
            data-testid={`editor-question-${i}-title`}
          />
          {q.options.map((option, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (its id on the server)
            <div key={k} className={styles.row}>
              <Input
                placeholder={t('surveys:editor.option', { n: k + 1 })}
                value={option}
                onChange={(text) =>
                  setQuestion(i, { ...q, options: q.options.map((o, m) => (m === k ? text : o)) })
                }
                data-testid={`editor-question-${i}-option-${k}`}
              />
              {q.options.length > 2 && (
                <Button
                  size="mini"
                  fill="none"
                  onClick={() => setQuestion(i, { ...q, options: q.options.filter((_, m) => m !== k) })}
                >
                  ✕
                </Button>
              )}
            </div>
          ))}
          {q.options.length > 0 && q.options.length < SURVEY_OPTIONS_MAX && (
            <Button size="mini" onClick={() => setQuestion(i, { ...q, options: [...q.options, ''] })}>
              {t('surveys:editor.addOption')}
            </Button>
          )}
        </div>
      ))}
      <Button
        block
        onClick={() => set({ questions: [...value.questions, newQuestion()] })}
        data-testid="editor-add-question"
      >
        {t('surveys:editor.addQuestion')}
      </Button>
      <p className={styles.questionTitle}>{t('surveys:editor.requiredInfo')}</p>
      <Selector
        multiple
        columns={3}
        options={SURVEY_INFO_FIELDS.map((f) => ({ value: f, label: t(`surveys:info.${f}`) }))}
        value={value.requiredInfo}
        onChange={(requiredInfo) => set({ requiredInfo })}
      />
      <p className={styles.questionTitle}>{t('surveys:editor.reward')}</p>
      <Input
        inputMode="decimal"
        value={value.reward}
        onChange={(reward) => set({ reward })}
        data-testid="editor-reward"
      />
      <p className={styles.questionTitle}>{t('surveys:editor.forwardReward')}</p>
      <Input
        inputMode="decimal"
        value={value.forwardReward}
        onChange={(forwardReward) => set({ forwardReward })}
      />
      <p className={styles.questionTitle}>{t('surveys:editor.maxReplies')}</p>
      <Input
        inputMode="numeric"
        value={value.maxReplies}
        onChange={(maxReplies) => set({ maxReplies })}
        data-testid="editor-max-replies"
      />
    </div>
  );
}
