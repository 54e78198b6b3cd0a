import { ListingState, type ListingVo } from '@volna/contracts';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n.ts';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { ListingDrawer } from './ListingDrawer.tsx';
import { kindName, ListingStateTag, listingStateKey } from './ListingStateTag.tsx';

/** Classifieds and board listings (issue 14): newest first, by state; a row opens the listing to revoke it. */
export function ListingsPage() {
  const { t } = useTranslation('listings');
  const lang = currentLanguage();
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<ListingVo, 'state'>({
    queryKey: 'listings',
    path: '/admin/api/listings',
    defaultSort: { sort: 'id', order: 'desc' },
    filters: { state: { kind: 'number' } },
  });
  // The open listing is read from the list, so it follows the refetch after a revoke.
  const open = table.list.data?.rows.find((row) => row.id === openId) ?? null;
  return (
    <Card
      title={t('title')}
      extra={
        <FilterSelect<number>
          testId="listing-state-filter"
          value={table.filters.state as number | undefined}
          onChange={(value) => table.setFilter('state', value)}
          allLabel={t('allStates')}
          options={Object.values(ListingState).map((s) => ({ value: s, label: t(listingStateKey(s)) }))}
        />
      }
    >
      <Table<ListingVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('columns.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
          { title: t('columns.title'), dataIndex: 'title' },
          { title: t('columns.kind'), dataIndex: 'kind', render: (kind: string) => kindName(kind, lang) },
          {
            title: t('columns.owner'),
            dataIndex: 'ownerName',
            render: (name: string, row) => `${name} (#${row.ownerId})`,
          },
          { title: t('columns.city'), dataIndex: 'city' },
          {
            title: t('columns.price'),
            dataIndex: 'price',
            ...table.sortable('price'),
            render: (price: string | null) => price ?? t('negotiable'),
          },
          {
            title: t('columns.state'),
            dataIndex: 'state',
            render: (state: number) => <ListingStateTag state={state} />,
          },
          {
            title: t('columns.created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
        ]}
      />
      <ListingDrawer listing={open} onClose={() => setOpenId(null)} />
    </Card>
  );
}
