import { ResultCode } from '@volna/contracts';
import { Button, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useSupportEmail } from '../api/getSupportEmail.ts';
import { NavBar } from '../../../shared/ui/NavBar.tsx';
import styles from './system.module.css';

function SupportEmail() {
  const { t } = useTranslation();
  const { data, isPending, isError, error, refetch, isFetching } = useSupportEmail();
  if (isPending) return <Skeleton.Paragraph lineCount={1} animated className={styles.inlineSkeleton} />;
  // Nobody configured the address on this server: asking again will not change that.
  if (error instanceof ApiError && error.code === ResultCode.configKeyMissing)
    return <span className={styles.muted}>{t('system:about.supportEmailMissing')}</span>;
  if (isError)
    return (
      <div className={styles.inlineError} role="alert">
        <span>{error.message || t('common:loadFailed')}</span>
        <Button fill="outline" loading={isFetching} onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  return (
    <a className={styles.link} href={`mailto:${data}`}>
      {data}
    </a>
  );
}

/** About us: what the app is, which version runs, and how to reach support. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.posted);
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <NavBar onBack={goBack}>{t('system:about.title')}</NavBar>
      <div className={styles.hero}>
        <div className={styles.logo} aria-hidden="true">
          V
        </div>
        <h1 className={styles.appName}>{t('common:appName')}</h1>
        <p className={styles.tagline}>{t('system:about.tagline')}</p>
        <p className={styles.version}>{t('system:about.version', { version: __APP_VERSION__ })}</p>
      </div>
      <List header={t('system:about.contactHeader')}>
        <List.Item description={<SupportEmail />}>{t('system:about.supportEmail')}</List.Item>
      </List>
      <List header={t('system:about.documentsHeader')}>
        <List.Item onClick={() => navigate(`${paths.policies}?doc=terms`)}>
          {t('system:policies.terms.title')}
        </List.Item>
        <List.Item onClick={() => navigate(`${paths.policies}?doc=privacy`)}>
          {t('system:policies.privacy.title')}
        </List.Item>
        <List.Item onClick={() => navigate(`${paths.policies}?doc=faq`)}>
          {t('system:policies.faq.title')}
        </List.Item>
      </List>
    </div>
  );
}
