import { useTranslation } from 'react-i18next';
import styles from './trade-kit.module.css';

export type TraderRecordFacts = { completedDeals: number; completionRate: number | null };

/** The counterparty's name with how he has dealt so far: completed deals and the share of ended ones he completed. */
export function TraderRecord({ name, record }: { name: string; record?: TraderRecordFacts }) {
  const { t } = useTranslation();
  return (
    <span className={styles.trader} data-testid="trader-record">
      <span className={styles.traderName}>{name}</span>
      {record && (
        <span className={styles.traderFacts}>
          {t('common:trader.deals', { count: record.completedDeals })}
          {' · '}
          {record.completionRate === null
            ? t('common:trader.noRate')
            : t('common:trader.rate', { rate: record.completionRate })}
        </span>
      )}
    </span>
  );
}
