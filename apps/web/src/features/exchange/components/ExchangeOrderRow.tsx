import type { ExchangeOrderVo } from '@volna/contracts';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import styles from '../../../shared/payments/trade.module.css';
import { TradeAmounts } from '../../../shared/trade/TradeHome.tsx';

/** One of my deals: the amounts, my side and its state. */
export function ExchangeOrderRow({ order }: { order: ExchangeOrderVo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      onClick={() => navigate(`${paths.exchangeOrder}?id=${order.id}`)}
      data-testid="exchange-order-row"
      description={
        <span className={styles.meta}>
          {t(`exchange:role.${order.role}`)} · {order.role === 'buyer' ? order.sellerName : order.buyerName}
        </span>
      }
      extra={<Tag color={order.disputeKind ? 'danger' : 'primary'}>{t(`exchange:state.${order.state}`)}</Tag>}
    >
      <TradeAmounts
        pay={order.payAmount}
        payCurrency={order.payCurrencyCode}
        receive={order.receiveAmount}
        receiveCurrency={order.receiveCurrencyCode}
      />
    </List.Item>
  );
}
