import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './users.module.css';

/** A failed load shown in place, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.centered}>
      <ErrorBlock status="default" title={t('common:loadFailed')} description={t('users:loadFailedHint')}>
        <Button color="primary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
