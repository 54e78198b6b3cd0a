import type { SurveyVo } from '@volna/contracts';
import { Button, Dialog, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMoney, formatMoney, toDecimal } from '../../../shared/format/money.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import {
  downloadSurveyCsv,
  publishSurvey,
  useCloseSurvey,
  useCreateSurvey,
  useMySurveys,
  useSurveyResults,
  useSurveysSettled,
} from '../api/surveys.ts';
import { SurveyEditor } from '../components/SurveyEditor.tsx';
import { SurveyResults } from '../components/SurveyResults.tsx';
import styles from '../components/surveys.module.css';
import { bodyOf, budgetOf, type EditedSurvey, emptySurvey } from '../model/editor.ts';
import { currencyCode, rewardText } from '../model/money.ts';

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'results'; id: number };

function ResultsView({ id }: { id: number }) {
  const { t } = useTranslation();
  const results = useSurveyResults(id);
  if (results.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (results.isError)
    return <LoadFailed onRetry={() => void results.refetch()} reason={results.error.message} />;
  return (
    <>
      <h2 className={styles.cardTitle}>{results.data.survey.title}</h2>
      <Button
        size="small"
        onClick={() =>
          downloadSurveyCsv(id).catch(() => showToast({ content: t('surveys:results.csvFailed') }))
        }
        data-testid="survey-csv"
      >
        {t('surveys:results.csv')}
      </Button>
      <SurveyResults results={results.data} />
    </>
  );
}

/**
 * userCenter/myQuestionnaireSurvey: my surveys with the steps the contracts' table offers (publish with the pay
 * password — the budget is held —, close — the rest comes back), the question editor, and each survey's results as
 * charts with a CSV download.
 */
export default function MySurveysPage() {
  const { t, i18n } = useTranslation();
  const mine = useMySurveys();
  const create = useCreateSurvey();
  const close = useCloseSurvey();
  const settled = useSurveysSettled();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [edited, setEdited] = useState<EditedSurvey>(emptySurvey);
  const [publishing, setPublishing] = useState<SurveyVo | null>(null);
  const [error, setError] = useState('');
  useExitPrompt(view.kind === 'create' && edited.title !== '');

  const save = () =>
    create.mutate(bodyOf(edited), {
      onSuccess: (survey) => {
        setEdited(emptySurvey());
        setError('');
        setView({ kind: 'list' });
        setPublishing(survey);
      },
      onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
    });

  const confirmClose = async (survey: SurveyVo) => {
    const yes = await Dialog.confirm({
      content: t('surveys:mine.closeConfirm'),
      confirmText: t('surveys:mine.close'),
      cancelText: t('common:cancel'),
    });
    if (yes) close.mutate(survey.id);
  };

  let content: React.ReactNode;
  let footer: React.ReactNode;
  if (view.kind === 'create') {
    content = (
      <>
        <SurveyEditor value={edited} onChange={setEdited} />
        <p className={styles.muted}>{t('surveys:editor.budget', { amount: `${budgetOf(edited)} VLN` })}</p>
        {error && (
          <p className={styles.error} data-testid="editor-error">
            {error}
          </p>
        )}
      </>
    );
    footer = (
      <Button block color="primary" loading={create.isPending} onClick={save} data-testid="editor-save">
        {t('surveys:editor.save')}
      </Button>
    );
  } else if (view.kind === 'results') content = <ResultsView id={view.id} />;
  else if (mine.isPending) content = <Skeleton.Paragraph lineCount={6} animated />;
  else if (mine.isError)
    content = <LoadFailed onRetry={() => void mine.refetch()} reason={mine.error.message} />;
  else {
    content =
      mine.data.length === 0 ? (
        <ErrorBlock
          status="empty"
          title={t('surveys:mine.empty')}
          description={t('surveys:mine.emptyHint')}
        />
      ) : (
        mine.data.map((s) => (
          <div key={s.id} className={styles.card} data-testid={`my-survey-${s.id}`}>
            <div className={styles.row}>
              <h3 className={styles.cardTitle}>{s.title}</h3>
              <Tag color={s.state === 1 ? 'primary' : 'default'}>
                {t(`surveys:state.${['draft', 'published', 'closed'][s.state]}`)}
              </Tag>
            </div>
            <div className={styles.muted}>
              {rewardText(s.reward, s.currencyId, i18n.language)} ·{' '}
              {t('surveys:replies', { count: s.replyCount, max: s.maxReplies })}
            </div>
            <div className={styles.actions}>
              {s.actions.includes('publish') && (
                <Button
                  size="small"
                  color="primary"
                  onClick={() => setPublishing(s)}
                  data-testid="survey-publish"
                >
                  {t('surveys:mine.publish')}
                </Button>
              )}
              {s.state !== 0 && (
                <Button
                  size="small"
                  onClick={() => setView({ kind: 'results', id: s.id })}
                  data-testid="survey-results-open"
                >
                  {t('surveys:mine.results')}
                </Button>
              )}
              {s.actions.includes('close') && (
                <Button size="small" color="danger" fill="outline" onClick={() => void confirmClose(s)}>
                  {t('surveys:mine.close')}
                </Button>
              )}
            </div>
          </div>
        ))
      );
    footer = (
      <Button block color="primary" onClick={() => setView({ kind: 'create' })} data-testid="survey-create">
        {t('surveys:mine.create')}
      </Button>
    );
  }

  return (
    <PageFrame
      title={t('surveys:mine.title')}
      backTo={paths.surveyUserCenter}
      onBack={view.kind === 'list' ? undefined : () => setView({ kind: 'list' })}
      footer={footer}
    >
      <Refreshable onRefresh={() => mine.refetch()}>
        <div className={styles.section}>{content}</div>
      </Refreshable>
      <PayPasswordSheet
        visible={publishing !== null}
        onClose={() => setPublishing(null)}
        description={
          publishing &&
          t('surveys:mine.publishHint', {
            // Exact decimals (no float): the budget the publish freezes.
            amount: formatMoney(
              toDecimal(addMoney(publishing.reward, publishing.forwardReward)).times(publishing.maxReplies),
              { locale: i18n.language, currency: currencyCode(publishing.currencyId) },
            ),
          })
        }
        onSubmit={(payPassword) => publishSurvey(publishing!.id, payPassword)}
        onSuccess={() => {
          setPublishing(null);
          settled();
          showToast({ content: t('surveys:mine.published') });
        }}
        onError={(e) => showToast({ content: e instanceof Error ? e.message : String(e) })}
      />
    </PageFrame>
  );
}
