import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './LoadFailed.module.css';
import { StateBlock } from './StateBlock.tsx';

/** A failed load shown in place, with the server's reason when it gave one, and a retry. */
export function LoadFailed({ onRetry, reason }: { onRetry: () => void; reason?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.centered}>
      <StateBlock title={t('common:loadFailed')} description={reason || t('common:loadFailedHint')}>
        <Button color="primary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </StateBlock>
    </div>
  );
}
