import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/format/dates.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useFitnessHistory } from '../api/history.ts';
import { useFitnessRanking } from '../api/ranking.ts';
import { useFitnessToday } from '../api/today.ts';
import { EntryForm } from '../components/EntryForm.tsx';
import { Ranking } from '../components/Ranking.tsx';
import { StepsChart } from '../components/StepsChart.tsx';
import styles from '../components/fitness.module.css';

/**
 * pages/fitness/index: today's steps (entered once a Moscow day, paid 1 VLN per 1,000 up to 5), the last 30 days as a
 * chart of steps and coins, the streaks, and today's ranking among friends.
 */
export default function FitnessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = useFitnessToday();
  const history = useFitnessHistory();
  const ranking = useFitnessRanking();
  const refresh = () => Promise.all([today.refetch(), history.refetch(), ranking.refetch()]);

  let content: React.ReactNode;
  if (today.isPending || history.isPending) content = <Skeleton.Paragraph lineCount={8} animated />;
  else if (today.isError || history.isError)
    content = (
      <LoadFailed onRetry={() => void refresh()} reason={(today.error ?? history.error)?.message ?? ''} />
    );
  else {
    const entry = today.data.entry;
    const h = history.data;
    content = (
      <>
        {entry ? (
          <div className={styles.today} data-testid="fitness-today">
            <div className={styles.muted}>
              {t('fitness:today.recorded', { day: formatDate(today.data.day, currentLanguage()) })}
            </div>
            <div className={styles.todaySteps}>
              {t('fitness:today.steps', { steps: entry.steps.toLocaleString(currentLanguage()) })}
            </div>
            <div>{t('fitness:today.earned', { coins: entry.coins })}</div>
            <div className={styles.muted}>
              {entry.content} · {entry.region}
            </div>
            <p className={styles.muted}>{t('fitness:today.tomorrow')}</p>
            <Button size="small" onClick={() => navigate(paths.walletHome)}>
              {t('fitness:today.wallet')}
            </Button>
          </div>
        ) : (
          <EntryForm rules={today.data} />
        )}
        <div className={styles.stats}>
          <div className={styles.stat}>
            <span className={styles.statValue} data-testid="fitness-streak">
              {h.currentStreak}
            </span>
            <span className={styles.statLabel}>{t('fitness:stats.streak')}</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statValue}>{h.bestStreak}</span>
            <span className={styles.statLabel}>{t('fitness:stats.best')}</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statValue} data-testid="fitness-total-coins">
              {h.totalCoins}
            </span>
            <span className={styles.statLabel}>{t('fitness:stats.coins')}</span>
          </div>
        </div>
        <h3 className={styles.sectionTitle}>{t('fitness:chart.title')}</h3>
        <StepsChart days={h.days} maxDailyCoins={today.data.maxDailyCoins} />
        <h3 className={styles.sectionTitle}>{t('fitness:ranking.title')}</h3>
        {ranking.isPending ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : ranking.isError ? (
          <LoadFailed onRetry={() => void ranking.refetch()} reason={ranking.error.message} />
        ) : (
          <Ranking ranking={ranking.data} />
        )}
      </>
    );
  }

  return (
    <PageFrame title={t('fitness:title')} backTo={paths.posted}>
      <Refreshable onRefresh={refresh}>
        <div className={styles.section}>{content}</div>
      </Refreshable>
    </PageFrame>
  );
}
