import { ListingOrderState, type ListingOrderVo } from '@volna/contracts';
import { Space, Tag } from 'antd';
import { amountColumn, StateQueue } from '../../shared/orders/StateQueue.tsx';
import { PartyCell } from '../users/UserLink.tsx';
import { ListingOrderDrawer } from './ListingOrderDrawer.tsx';
import { listingOrderLooks } from './ListingOrderStateTag.tsx';

/** Marketplace appeals (issue 14): secure deals under appeal, first come first served; other states by the filter. */
export function ListingAppealsPage() {
  return (
    <StateQueue<ListingOrderVo>
      queryKey="listingOrders"
      path="/admin/api/listing-orders"
      looks={listingOrderLooks}
      focusState={ListingOrderState.appeal}
      testIdPrefix="listing-order"
      filterWidth={220}
      columns={({ t, ...col }) => [
        col.id(),
        col.state(),
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
        col.updated(),
      ]}
      drawer={(openId, _row, close) => <ListingOrderDrawer id={openId} onClose={close} />}
    />
  );
}
