import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online.ts';
import styles from './NetworkBar.module.css';

/**
 * "Waiting for network…" across the top while the browser is offline (issue 35): the app goes on showing what it
 * kept (chats, balances, profile), and what is written meanwhile waits to be sent.
 */
export function NetworkBar() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div className={styles.bar} role="status">
      {t('common:waitingForNetwork')}
    </div>
  );
}
