import type { TopUpRequisites as Requisites } from '@volna/contracts';
import { Button, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './topup.module.css';

const FIELDS = [
  'recipient',
  'accountNumber',
  'bankName',
  'bic',
  'correspondentAccount',
  'inn',
  'kpp',
  'purpose',
] as const;

/** Where to send the money, each line copyable for a manual transfer when scanning is not possible. */
export function TopUpRequisites({ requisites }: { requisites: Requisites }) {
  const { t } = useTranslation();
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      Toast.show({ content: t('topup:requisites.copied') });
    } catch {
      Toast.show({ content: t('topup:requisites.copyFailed') });
    }
  };
  return (
    <List header={t('topup:requisites.title')}>
      {FIELDS.map((field) => (
        <List.Item
          key={field}
          description={<span className={styles.value}>{requisites[field]}</span>}
          extra={
            <Button
              className={styles.copy}
              size="mini"
              fill="none"
              color="primary"
              onClick={() => void copy(requisites[field])}
            >
              {t('topup:requisites.copy')}
            </Button>
          }
        >
          {t(`topup:requisites.${field}`)}
        </List.Item>
      ))}
    </List>
  );
}
