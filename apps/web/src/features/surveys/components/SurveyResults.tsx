import type { SurveyResultsVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { Bars } from './Bars.tsx';
import styles from './surveys.module.css';

/** The publisher's results: answers per option, ratings, the newest texts, and who answered by sex, age and city. */
export function SurveyResults({ results }: { results: SurveyResultsVo }) {
  const { t } = useTranslation();
  const sexLabel = (key: string) =>
    key === '1'
      ? t('surveys:info.male')
      : key === '2'
        ? t('surveys:info.female')
        : t('surveys:results.unknown');
  return (
    <div data-testid="survey-results">
      <p className={styles.muted}>{t('surveys:results.replies', { count: results.replies })}</p>
      {results.questions.map((q) => (
        <div key={q.id} className={styles.question}>
          <p className={styles.questionTitle}>
            {q.id + 1}. {q.title}
          </p>
          {q.kind === 'text' ? (
            q.texts.length === 0 ? (
              <p className={styles.muted}>{t('surveys:results.noTexts')}</p>
            ) : (
              <ul>
                {q.texts.map((text, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fetched list shown as is, never reordered
                  <li key={i} className={styles.muted}>
                    {text}
                  </li>
                ))}
              </ul>
            )
          ) : (
            <>
              <Bars
                testId={`survey-chart-${q.id}`}
                rows={q.counts.map((c) => ({
                  label: q.kind === 'rating' ? `★ ${c.label}` : c.label,
                  count: c.count,
                }))}
              />
              {q.average && (
                <p className={styles.muted}>{t('surveys:results.average', { value: q.average })}</p>
              )}
            </>
          )}
        </div>
      ))}
      <p className={styles.questionTitle}>{t('surveys:results.bySex')}</p>
      <Bars rows={results.bySex.map((r) => ({ label: sexLabel(r.key), count: r.count }))} />
      <p className={styles.questionTitle}>{t('surveys:results.byAge')}</p>
      <Bars
        rows={results.byAgeBand.map((r) => ({
          label: r.key || t('surveys:results.unknown'),
          count: r.count,
        }))}
      />
      <p className={styles.questionTitle}>{t('surveys:results.byCity')}</p>
      <Bars
        rows={results.byCity.map((r) => ({ label: r.key || t('surveys:results.unknown'), count: r.count }))}
      />
    </div>
  );
}
