import { Button, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useSurveyEarnings } from '../api/surveys.ts';
import styles from '../components/surveys.module.css';
import { rewardText } from '../model/money.ts';

const sumText = (rows: { currencyId: number; amount: string }[], locale: string) =>
  rows.length
    ? rows.map((r) => rewardText(r.amount, r.currencyId, locale, false)).join(' · ')
    : formatMoney('0', { locale });

/** pages/questionnaireSurvey/userCenter: what my replies and forwards earned, my answered surveys, my own surveys. */
export default function UserCenterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const earnings = useSurveyEarnings();

  let content: React.ReactNode;
  if (earnings.isPending) content = <Skeleton.Paragraph lineCount={6} animated />;
  else if (earnings.isError)
    content = <LoadFailed onRetry={() => void earnings.refetch()} reason={earnings.error.message} />;
  else {
    const e = earnings.data;
    content = (
      <>
        <div className={styles.card}>
          <div className={styles.row}>
            <span>{t('surveys:userCenter.replies')}</span>
            <span className={styles.reward} data-testid="survey-earned">
              {sumText(e.repliesEarned, i18n.language)}
            </span>
          </div>
          <div className={styles.row}>
            <span>{t('surveys:userCenter.forwards', { count: e.forwardCount })}</span>
            <span className={styles.reward}>{sumText(e.forwardsEarned, i18n.language)}</span>
          </div>
        </div>
        <div className={styles.actions}>
          <Button color="primary" onClick={() => navigate(paths.surveyMine)} data-testid="survey-mine">
            {t('surveys:mine.title')}
          </Button>
          <Button onClick={() => navigate(paths.surveyInviteFriends)}>
            {t('surveys:userCenter.invite')}
          </Button>
        </div>
        <List header={t('surveys:userCenter.answered')}>
          {e.replies.length === 0 && <List.Item>{t('surveys:userCenter.noneAnswered')}</List.Item>}
          {e.replies.map((r) => (
            <List.Item
              key={r.replyId}
              onClick={() => navigate(`${paths.surveyDetail}?id=${r.surveyId}`)}
              extra={rewardText(r.reward, r.currencyId, i18n.language)}
            >
              {r.title}
            </List.Item>
          ))}
        </List>
      </>
    );
  }
  return (
    <PageFrame title={t('surveys:userCenter.title')} backTo={paths.surveyIndex}>
      <Refreshable onRefresh={() => earnings.refetch()}>
        <div className={styles.section}>{content}</div>
      </Refreshable>
    </PageFrame>
  );
}
