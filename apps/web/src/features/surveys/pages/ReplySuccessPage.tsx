import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import styles from '../components/surveys.module.css';

/** pages/questionnaireSurvey/replySuccess: thanks, the reward paid into the wallet, and where to go next. */
export default function ReplySuccessPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reward = params.get('reward') ?? '';
  const currency = params.get('currency') ?? '';
  return (
    <PageFrame title={t('surveys:success.title')} backTo={paths.surveyIndex}>
      <div className={styles.success}>
        <Result
          status="success"
          title={t('surveys:success.title')}
          description={
            <span data-testid="survey-reward">
              {t('surveys:success.reward', {
                amount: formatMoney(reward, { locale: i18n.language, currency: currency || undefined }),
              })}
            </span>
          }
        />
        <div className={styles.actions} style={{ justifyContent: 'center' }}>
          <Button onClick={() => navigate(paths.walletHome)}>{t('surveys:success.wallet')}</Button>
          <Button color="primary" onClick={() => navigate(paths.surveyIndex, { replace: true })}>
            {t('surveys:success.more')}
          </Button>
        </div>
      </div>
    </PageFrame>
  );
}
