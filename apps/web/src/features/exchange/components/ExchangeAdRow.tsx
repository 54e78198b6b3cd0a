import type { ExchangeAdVo } from '@volna/contracts';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import styles from '../../../shared/payments/trade.module.css';

/** One ad in the list: what is sold, for what, at which rate, by whom; my own ads carry their status. */
export function ExchangeAdRow({ ad, onOpen }: { ad: ExchangeAdVo; onOpen: (ad: ExchangeAdVo) => void }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  return (
    <List.Item
      onClick={() => onOpen(ad)}
      data-testid="exchange-row"
      data-ad-id={ad.id}
      description={
        <span className={styles.meta}>
          {t('exchange:row.meta', {
            type: t(`exchange:type.${ad.type}`),
            rate: ad.rate,
            name: ad.sellerName,
          })}
        </span>
      }
      extra={ad.mine ? <Tag color="primary">{t(`exchange:status.${ad.status}`)}</Tag> : undefined}
    >
      <span className={styles.amounts}>
        {money(ad.payAmount, ad.payCurrencyCode)}
        <span className={styles.arrow}>→</span>
        {money(ad.receiveAmount, ad.receiveCurrencyCode)}
      </span>
    </List.Item>
  );
}
