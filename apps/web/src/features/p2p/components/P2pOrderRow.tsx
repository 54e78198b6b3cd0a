import { formatRate } from '../../../shared/format/money.ts';
import { P2pKind, type P2pOrderVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { TradeRow } from '../../../shared/trade/TradeHome.tsx';

/** One request in the list: what is frozen, what is wanted outside, the bank, who publishes it (either kind). */
export function P2pOrderRow({ order }: { order: P2pOrderVo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const mine = order.role !== 'stranger';
  return (
    <TradeRow
      onOpen={() => navigate(`${paths.p2pOrder}?id=${order.id}`)}
      amounts={order}
      meta={
        order.kind === P2pKind.topUp
          ? t('p2p:row.topUpMeta', {
              name: order.payer?.nickName ?? '',
              rate: formatRate(order.rate, i18n.language),
            })
          : t('p2p:row.meta', {
              bank: order.payeeBank,
              name: order.withdrawer?.nickName ?? '',
              rate: formatRate(order.rate, i18n.language),
            })
      }
      tag={mine ? <Tag color="primary">{t(`p2p:state.${order.state}`)}</Tag> : undefined}
      data={{ 'data-testid': 'p2p-row', 'data-order-id': order.id }}
    />
  );
}
