import { useTranslation } from 'react-i18next';
import { formatPercent } from '../format/money.ts';
import styles from './trade-kit.module.css';

export type TraderRecordFacts = { completedDeals: number; completionRate: number | null };

/** The counterparty's name with how he has dealt so far: completed deals and the share of ended ones he completed. */
export function TraderRecord({ name, record }: { name: string; record?: TraderRecordFacts }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={styles.trader} data-testid="trader-record">
      <span className={styles.traderName}>{name}</span>
      {record && (
        <span className={styles.traderFacts}>
          {t('common:trader.deals', { count: record.completedDeals })}
          {' · '}
          {record.completionRate === null
            ? t('common:trader.noRate')
            : t('common:trader.rate', { rate: formatPercent(record.completionRate / 100, i18n.language) })}
        </span>
      )}
    </span>
  );
}
