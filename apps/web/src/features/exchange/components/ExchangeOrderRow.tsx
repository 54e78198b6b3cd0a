import type { ExchangeOrderVo } from '@volna/contracts';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import styles from '../../../shared/payments/trade.module.css';

/** One of my deals: the amounts, my side and its state. */
export function ExchangeOrderRow({ order }: { order: ExchangeOrderVo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
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
      <span className={styles.amounts}>
        {money(order.payAmount, order.payCurrencyCode)}
        <span className={styles.arrow}>→</span>
        {money(order.receiveAmount, order.receiveCurrencyCode)}
      </span>
    </List.Item>
  );
}
