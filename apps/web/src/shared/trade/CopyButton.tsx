import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './trade-kit.module.css';

/** Copies `value` (a card number without its spaces, a phone) and says so; a refused clipboard says that instead. */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      Toast.show({ content: t('common:copied') });
    } catch {
      Toast.show({ content: t('common:copyFailed') });
    }
  };
  return (
    <Button
      className={styles.copy}
      size="mini"
      fill="outline"
      color="primary"
      aria-label={`${t('common:copy')}: ${label}`}
      data-testid={testId}
      onClick={() => void copy()}
    >
      {t('common:copy')}
    </Button>
  );
}
