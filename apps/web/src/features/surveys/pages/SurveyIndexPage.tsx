import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { TabStrip } from '../../../shared/ui/TabStrip.tsx';
import { type SurveyTab, useSurveyList } from '../api/surveys.ts';
import { SurveyCard } from '../components/SurveyCard.tsx';
import styles from '../components/surveys.module.css';

/**
 * pages/questionnaireSurvey/index (and surveyList): published paid surveys in tabs — all, still open to me, the ones
 * I completed — pulled to refresh; links to the instructions and my user centre.
 */
export default function SurveyIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<SurveyTab>('open');
  const list = useSurveyList(tab);

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton.Paragraph lineCount={6} animated />;
  else if (list.isError)
    content = <LoadFailed onRetry={() => void list.refetch()} reason={list.error.message} />;
  else if (list.data.rows.length === 0)
    content = (
      <ErrorBlock status="empty" title={t('surveys:list.empty')} description={t('surveys:list.emptyHint')} />
    );
  else content = list.data.rows.map((survey) => <SurveyCard key={survey.id} survey={survey} />);

  return (
    <PageFrame title={t('surveys:title')} backTo={paths.servicesHub}>
      <div className={styles.links}>
        <Button size="small" onClick={() => navigate(paths.surveyInstructions)}>
          {t('surveys:instructions.title')}
        </Button>
        <Button
          size="small"
          color="primary"
          onClick={() => navigate(paths.surveyUserCenter)}
          data-testid="survey-user-center"
        >
          {t('surveys:userCenter.title')}
        </Button>
      </div>
      <TabStrip
        activeKey={tab}
        onChange={setTab}
        tabs={(['open', 'all', 'completed'] as const).map((key) => ({
          key,
          title: t(`surveys:tabs.${key}`),
        }))}
      />
      <Refreshable onRefresh={() => list.refetch()}>
        <div className={styles.section}>{content}</div>
      </Refreshable>
    </PageFrame>
  );
}
