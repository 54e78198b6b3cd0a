import { type ChatMessage, CurrencyId, surveyCardContent } from '@volna/contracts';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../../shared/format/money.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import styles from '../transfer/transferCard.module.css';

const codeOf = (id: number) => Object.entries(CurrencyId).find(([, v]) => v === id)?.[0] ?? '';

/**
 * An OL:Survey bubble: a friend forwarded a paid survey (issue 15). Tapping it opens the survey; completing it pays
 * the friend his forward reward once.
 */
export function SurveyChatCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const parsed = surveyCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('chat:preview.survey')}</span>;
  const card = parsed.data;
  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigate(`${paths.surveyDetail}?id=${card.surveyId}`)}
      data-testid="survey-card"
      data-survey-id={card.surveyId}
    >
      <span className={styles.top}>
        <FileOutline className={styles.icon} aria-hidden />
        <span className={styles.text}>
          <span className={styles.amount}>
            {formatMoney(card.reward, {
              locale: i18n.language,
              signed: true,
              currency: codeOf(card.currencyId),
            })}
          </span>
          <span className={styles.event}>{card.title}</span>
        </span>
      </span>
      <span className={styles.footer}>
        <span>{t('surveys:title')}</span>
      </span>
    </button>
  );
}
