import { ListingOrderState, type ListingOrderVo } from '@volna/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountColumn, StateQueue } from '../../shared/orders/StateQueue.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { PartyCell } from '../users/UserLink.tsx';
import { ListingOrderDrawer } from './ListingOrderDrawer.tsx';
import { listingOrderLooks, ListingOrderStateTag } from './ListingOrderStateTag.tsx';

/** Marketplace appeals (issue 14): secure deals under appeal, first come first served; other states by the filter. */
export function ListingAppealsPage() {
  const { t } = useTranslation('listingOrders');
  return (
    <StateQueue<ListingOrderVo>
      ns="listingOrders"
      queryKey="listingOrders"
      path="/admin/api/listing-orders"
      looks={listingOrderLooks}
      focusState={ListingOrderState.appeal}
      testIdPrefix="listing-order"
      filterWidth={220}
      columns={() => [
        { title: t('columns.id'), dataIndex: 'id', width: 90 },
        {
          title: t('columns.state'),
          dataIndex: 'state',
          render: (state: number) => <ListingOrderStateTag state={state} />,
        },
        {
          title: t('columns.item'),
          key: 'item',
          ellipsis: true,
          render: (_, row) => (
            <Space size={4}>
              {row.listing.title}
              {row.secureDeal && <Tag color="green">{t('secureDeal')}</Tag>}
            </Space>
          ),
        },
        { title: t('columns.buyer'), key: 'buyer', render: (_, row) => <PartyCell user={row.buyer} /> },
        { title: t('columns.seller'), key: 'seller', render: (_, row) => <PartyCell user={row.seller} /> },
        amountColumn(t('columns.price'), 'price', (row) => `${row.price} ${row.currencyCode}`),
        {
          title: t('columns.reason'),
          key: 'reason',
          ellipsis: true,
          render: (_, row) => row.appeal?.reason ?? '—',
        },
        { title: t('columns.updated'), dataIndex: 'updateTime', render: formatTime },
      ]}
      drawer={(openId, _row, close) => <ListingOrderDrawer id={openId} onClose={close} />}
    />
  );
}
