import type { P2pOrderVo } from '@volna/contracts';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import styles from '../../../shared/payments/trade.module.css';
import { TradeAmounts } from '../../../shared/trade/TradeHome.tsx';

/** One request in the list: what is frozen, what is wanted outside, the bank, who publishes it. */
export function P2pOrderRow({ order }: { order: P2pOrderVo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List.Item
      onClick={() => navigate(`${paths.p2pOrder}?id=${order.id}`)}
      data-testid="p2p-row"
      data-order-id={order.id}
      description={
        <span className={styles.meta}>
          {t('p2p:row.meta', { bank: order.payeeBank, name: order.withdrawer.nickName, rate: order.rate })}
        </span>
      }
      extra={
        order.role !== 'stranger' ? <Tag color="primary">{t(`p2p:state.${order.state}`)}</Tag> : undefined
      }
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
