import type { MergePreviewVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRate } from '../../../../shared/format/money.ts';
import styles from './merge.module.css';

/** '12.50000000' → '12.5', '92.00000000' → '92': rates carry 8 decimals, most of them zeros. */

/** Each source's amount, its rate and what it becomes, then what the target balance gains. */
export function MergePreview({ preview, stale }: { preview: MergePreviewVo; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  return (
    <div className={stale ? styles.stale : undefined} data-testid="merge-preview">
      {preview.items.map((item) => (
        <div className={styles.row} key={item.currencyId}>
          <div>
            <div>{money(item.amount, item.currencyCode)}</div>
            <div className={styles.rate}>
              {t('topup:merge.rate', {
                from: item.currencyCode,
                rate: formatRate(item.rate, i18n.language),
                to: preview.targetCurrencyCode,
              })}
            </div>
          </div>
          <div>{money(item.result, preview.targetCurrencyCode)}</div>
        </div>
      ))}
      <div className={styles.total}>
        <span>{t('topup:merge.total')}</span>
        <span data-testid="merge-total">{money(preview.total, preview.targetCurrencyCode)}</span>
      </div>
    </div>
  );
}
