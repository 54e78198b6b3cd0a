import type { SurveyVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { rewardText } from '../model/money.ts';
import styles from './surveys.module.css';

/** One survey in a list: title, who asks, the reward, how many answered, and whether I completed it. */
export function SurveyCard({ survey }: { survey: SurveyVo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.card}
      style={{ width: '100%', textAlign: 'left', border: 0 }}
      onClick={() => navigate(`${paths.surveyDetail}?id=${survey.id}`)}
      data-testid={`survey-${survey.id}`}
    >
      <div className={styles.row}>
        <h3 className={styles.cardTitle}>{survey.title}</h3>
        <span className={styles.reward}>{rewardText(survey.reward, survey.currencyId, i18n.language)}</span>
      </div>
      <div className={styles.muted}>
        {survey.platform ? t('surveys:platform') : survey.publisherName} ·{' '}
        {t('surveys:replies', { count: survey.replyCount, max: survey.maxReplies })}
      </div>
      <div className={styles.row}>
        {survey.completed ? <Tag color="success">{t('surveys:completed')}</Tag> : <span />}
        {survey.state === 2 && <Tag>{t('surveys:state.closed')}</Tag>}
      </div>
    </button>
  );
}
