import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import styles from './transfer.module.css';

type Props = {
  currencyCode: string;
  amount: string;
  fee: string;
  total: string;
  receiveAmount: string;
};

/** Amount, fee, total and what the receiver gets, as a definition list (the confirm step and the detail). */
export function TransferFigures({ currencyCode, amount, fee, total, receiveAmount }: Props) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatMoney(value, { locale: i18n.language, currency: currencyCode });
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t('transfer:figures.currency')}</dt>
        <dd>{currencyCode}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('transfer:figures.amount')}</dt>
        <dd data-testid="figure-amount">{money(amount)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('transfer:figures.fee')}</dt>
        <dd data-testid="figure-fee">{money(fee)}</dd>
      </div>
      <div className={`${styles.figure} ${styles.total}`}>
        <dt>{t('transfer:figures.total')}</dt>
        <dd data-testid="figure-total">{money(total)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t('transfer:figures.receives')}</dt>
        <dd>{money(receiveAmount)}</dd>
      </div>
    </dl>
  );
}
