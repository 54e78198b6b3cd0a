import type { ExchangeAdVo } from '@volna/contracts';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from '../../../shared/payments/trade.module.css';
import { TradeAmounts } from '../../../shared/trade/TradeHome.tsx';

/** One ad in the list: what is sold, for what, at which rate, by whom; my own ads carry their status. */
export function ExchangeAdRow({ ad, onOpen }: { ad: ExchangeAdVo; onOpen: (ad: ExchangeAdVo) => void }) {
  const { t } = useTranslation();
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
      <TradeAmounts
        pay={ad.payAmount}
        payCurrency={ad.payCurrencyCode}
        receive={ad.receiveAmount}
        receiveCurrency={ad.receiveCurrencyCode}
      />
    </List.Item>
  );
}
