import { LISTING_ORDER_STATES, ListingOrderState, type ListingOrderVo } from '@volna/contracts';
import { Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { UserLink } from '../users/UserLink.tsx';
import { ListingOrderDrawer } from './ListingOrderDrawer.tsx';
import { ListingOrderStateTag, listingOrderStateKey } from './ListingOrderStateTag.tsx';

const party = (p: ListingOrderVo['buyer']) => (
  <Space size={4}>
    {p.nickName}
    <UserLink userId={p.userId} />
  </Space>
);

/** Marketplace appeals (issue 14): secure deals under appeal, first come first served; other states by the filter. */
export function ListingAppealsPage() {
  const { t } = useTranslation('listingOrders');
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<ListingOrderVo, 'state'>({
    queryKey: 'listingOrders',
    path: '/admin/api/listing-orders',
    filters: { state: { kind: 'number', default: ListingOrderState.appeal } },
  });

  return (
    <Card
      title={t('title')}
      extra={
        <FilterSelect<number>
          testId="listing-order-state-filter"
          width={220}
          value={table.filters.state as number | undefined}
          onChange={(value) => table.setFilter('state', value ?? ListingOrderState.appeal)}
          allLabel={t('state.appeal')}
          options={LISTING_ORDER_STATES.filter((s) => s !== ListingOrderState.appeal).map((s) => ({
            value: s,
            label: t(listingOrderStateKey(s)),
          }))}
        />
      }
    >
      <Table<ListingOrderVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
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
          { title: t('columns.buyer'), key: 'buyer', render: (_, row) => party(row.buyer) },
          { title: t('columns.seller'), key: 'seller', render: (_, row) => party(row.seller) },
          {
            title: t('columns.price'),
            key: 'price',
            align: 'right',
            render: (_, row) => `${row.price} ${row.currencyCode}`,
          },
          {
            title: t('columns.reason'),
            key: 'reason',
            ellipsis: true,
            render: (_, row) => row.appeal?.reason ?? '—',
          },
          { title: t('columns.updated'), dataIndex: 'updateTime', render: formatTime },
        ]}
      />
      <ListingOrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
