import type { ExchangeOrderVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { TradeRow } from '../../../shared/trade/TradeHome.tsx';

/** One of my deals: the amounts, my side and its state. */
export function ExchangeOrderRow({ order }: { order: ExchangeOrderVo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const other = order.role === 'buyer' ? order.sellerName : order.buyerName;
  return (
    <TradeRow
      onOpen={() => navigate(`${paths.exchangeOrder}?id=${order.id}`)}
      amounts={order}
      meta={`${t(`exchange:role.${order.role}`)} · ${other}`}
      tag={<Tag color={order.disputeKind ? 'danger' : 'primary'}>{t(`exchange:state.${order.state}`)}</Tag>}
      data={{ 'data-testid': 'exchange-order-row' }}
    />
  );
}
