import { DnaOrderState, type DnaStaffOrderVo } from '@volna/contracts';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { DnaOrderDrawer } from './DnaOrderDrawer.tsx';
import { DnaStateTag, dnaStateKey } from './DnaStateTag.tsx';

/** DNA matching orders: newest first, by state; a row opens the order to match it. */
export function DnaOrdersPage() {
  const { t } = useTranslation('dna');
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<DnaStaffOrderVo, 'state'>({
    queryKey: 'dnaOrders',
    path: '/admin/api/dna/orders',
    defaultSort: { sort: 'id', order: 'desc' },
    filters: { state: { kind: 'number' } },
  });
  // The open order is read from the list, so it follows every refetch after an action.
  const open = table.list.data?.rows.find((row) => row.id === openId) ?? null;
  return (
    <Card
      title={t('title')}
      extra={
        <FilterSelect<number>
          testId="dna-state-filter"
          value={table.filters.state as number | undefined}
          onChange={(value) => table.setFilter('state', value)}
          allLabel={t('allStates')}
          options={Object.values(DnaOrderState).map((s) => ({ value: s, label: t(dnaStateKey(s)) }))}
        />
      }
    >
      <Table<DnaStaffOrderVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({
          onClick: () => setOpenId(row.id),
          style: { cursor: 'pointer' },
          'data-testid': `dna-row-${row.id}`,
        })}
        columns={[
          { title: t('columns.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
          {
            title: t('columns.requester'),
            dataIndex: 'requesterName',
            render: (name: string, row) => `${name} (#${row.userId})`,
          },
          {
            title: t('drawer.person'),
            key: 'person',
            render: (_: unknown, row) =>
              t('person', {
                name: row.name,
                sex: t(row.sex === 1 ? 'sex.male' : 'sex.female'),
                age: row.age,
                region: row.region,
              }),
          },
          {
            title: t('columns.plan'),
            dataIndex: 'plan',
            render: (plan: string) => t(`plan.${plan}`),
            width: 100,
          },
          { title: t('columns.count'), dataIndex: 'candidateCount', width: 110 },
          { title: t('columns.price'), dataIndex: 'price', ...table.sortable('price'), width: 110 },
          {
            title: t('columns.state'),
            dataIndex: 'state',
            ...table.sortable('state'),
            render: (state: number) => <DnaStateTag state={state} />,
          },
          {
            title: t('columns.created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
        ]}
      />
      <DnaOrderDrawer order={open} onClose={() => setOpenId(null)} />
    </Card>
  );
}
