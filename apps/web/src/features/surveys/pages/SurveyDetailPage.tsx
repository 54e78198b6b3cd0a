import { ApiError } from '../../../shared/api/client.ts';
import type { SurveyRespondentInfo } from '@volna/contracts';
import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useReplySurvey, useSurvey } from '../api/surveys.ts';
import { ForwardSheet } from '../components/ForwardSheet.tsx';
import { QuestionInput } from '../components/QuestionInput.tsx';
import { RespondentInfoForm } from '../components/RespondentInfoForm.tsx';
import styles from '../components/surveys.module.css';
import { ageValid, allAnswered, answersOf, type Draft, infoComplete } from '../model/answers.ts';
import { currencyCode, rewardText } from '../model/money.ts';

type Step = 'about' | 'info' | 'questions';

/**
 * pages/questionnaireSurvey/detail?id=: the survey, its reward and the start button — disabled with 'survey
 * completed' once I answered (spec §4). Answering is respondent info first, then every question ('Answer all
 * questions', spec §5); the reply goes to the server once and replySuccess shows the reward.
 */
export default function SurveyDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const survey = useSurvey(id);
  const reply = useReplySurvey(id);
  const [step, setStep] = useState<Step>('about');
  const [info, setInfo] = useState<SurveyRespondentInfo>({});
  const [draft, setDraft] = useState<Draft>({});
  const [error, setError] = useState('');
  const [forwarding, setForwarding] = useState(false);

  if (survey.isPending)
    return (
      <PageFrame title={t('surveys:detail.title')} backTo={paths.surveyIndex}>
        <Skeleton.Paragraph lineCount={8} animated />
      </PageFrame>
    );
  if (survey.isError)
    return (
      <PageFrame title={t('surveys:detail.title')} backTo={paths.surveyIndex}>
        <LoadFailed onRetry={() => void survey.refetch()} reason={survey.error.message} />
      </PageFrame>
    );
  const s = survey.data;
  const open = s.state === 1;
  const coin = currencyCode(s.currencyId);

  const submit = () => {
    if (!allAnswered(s.questions, draft)) return setError(t('surveys:answerAll'));
    setError('');
    reply.mutate(
      { info, answers: answersOf(s.questions, draft) },
      {
        onSuccess: (done) =>
          navigate(`${paths.surveyReplySuccess}?reward=${done.reward}&currency=${coin}&id=${id}`, {
            replace: true,
          }),
        onError: (e) => setError(e instanceof ApiError ? e.message : String(e)),
      },
    );
  };

  let body: React.ReactNode;
  let footer: React.ReactNode;
  if (step === 'about') {
    body = (
      <>
        <h2 className={styles.cardTitle}>{s.title}</h2>
        <p className={styles.muted}>{s.description}</p>
        <p>
          {t('surveys:detail.reward')}:{' '}
          <span className={styles.reward}>{rewardText(s.reward, s.currencyId, i18n.language)}</span>
        </p>
        {Number(s.forwardReward) > 0 && (
          <p className={styles.muted}>
            {t('surveys:detail.forwardReward', {
              amount: rewardText(s.forwardReward, s.currencyId, i18n.language, false),
            })}
          </p>
        )}
        <p className={styles.muted}>
          {t('surveys:detail.questions', { count: s.questionCount })} ·{' '}
          {t('surveys:replies', { count: s.replyCount, max: s.maxReplies })}
        </p>
        {s.state === 2 && (
          <p className={styles.error}>
            {t(s.closedReason === 'budgetSpent' ? 'surveys:detail.budgetSpent' : 'surveys:detail.closed')}
          </p>
        )}
      </>
    );
    footer = (
      <div className={styles.actions}>
        {open && !s.mine && (
          <Button onClick={() => setForwarding(true)} data-testid="survey-forward">
            {t('surveys:forward.button')}
          </Button>
        )}
        <Button
          color="primary"
          style={{ flex: 1 }}
          disabled={s.completed || !open || s.mine}
          onClick={() => setStep('info')}
          data-testid="survey-start"
        >
          {s.completed
            ? t('surveys:completed')
            : s.mine
              ? t('surveys:detail.mine')
              : t('surveys:detail.start')}
        </Button>
      </div>
    );
  } else if (step === 'info') {
    body = (
      <>
        <p className={styles.muted}>{t('surveys:info.hint')}</p>
        <RespondentInfoForm required={s.requiredInfo} info={info} onChange={setInfo} />
        {error && <p className={styles.error}>{error}</p>}
      </>
    );
    footer = (
      <Button
        block
        color="primary"
        onClick={() => {
          if (!infoComplete(s.requiredInfo, info)) return setError(t('surveys:info.required'));
          if (!ageValid(info)) return setError(t('surveys:info.ageRange'));
          setError('');
          setStep('questions');
        }}
        data-testid="survey-info-next"
      >
        {t('surveys:info.next')}
      </Button>
    );
  } else {
    body = (
      <>
        {s.questions.map((q, i) => (
          <QuestionInput
            key={q.id}
            index={i}
            question={q}
            value={draft[q.id]}
            onChange={(v) => setDraft({ ...draft, [q.id]: v })}
          />
        ))}
        {error && (
          <p className={styles.error} data-testid="survey-error">
            {error}
          </p>
        )}
      </>
    );
    footer = (
      <Button block color="primary" loading={reply.isPending} onClick={submit} data-testid="survey-submit">
        {t('surveys:submit')}
      </Button>
    );
  }

  return (
    <PageFrame
      title={s.title}
      backTo={paths.surveyIndex}
      onBack={step === 'about' ? undefined : () => setStep(step === 'questions' ? 'info' : 'about')}
      footer={footer}
    >
      <div className={styles.section}>{body}</div>
      <ForwardSheet surveyId={id} visible={forwarding} onClose={() => setForwarding(false)} />
    </PageFrame>
  );
}
