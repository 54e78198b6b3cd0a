import type { AssistantFinish } from '@volna/contracts';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import AnswerMarkdown from './AnswerMarkdown.tsx';
import styles from './assistant.module.css';

type Props = {
  question: string;
  answer: string;
  streaming?: boolean;
  finish?: AssistantFinish;
  /** A message for a turn that failed (a refusal, the provider down), in the user's language. */
  error?: string;
};

/** One question (right) and its answer (left), with how the answer ended when it did not end normally. */
export function TurnView({ question, answer, streaming, finish, error }: Props) {
  const { t } = useTranslation();
  const note =
    error ?? (finish && finish !== 'stop' && !streaming ? t(`assistant:finish.${finish}`) : undefined);
  return (
    <div className={styles.turn} data-finish={streaming ? 'streaming' : finish}>
      <p className={styles.question}>{question}</p>
      {(answer || streaming) && (
        <div className={styles.answer} aria-live={streaming ? 'polite' : undefined} aria-busy={streaming}>
          {answer && <AnswerMarkdown text={answer} />}
          {streaming && (
            <span className={styles.writing}>
              <DotLoading color="currentColor" /> {t('assistant:writing')}
            </span>
          )}
        </div>
      )}
      {note && (
        <p
          className={finish === 'aborted' ? styles.note : styles.error}
          role={finish === 'aborted' ? undefined : 'alert'}
        >
          {note}
        </p>
      )}
    </div>
  );
}
