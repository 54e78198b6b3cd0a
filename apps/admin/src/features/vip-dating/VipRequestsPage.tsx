import { VipRequestState, type VipStaffRequestVo } from '@volna/contracts';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { VipRequestDrawer } from './VipRequestDrawer.tsx';
import { VipStateTag, vipStateKey } from './VipStateTag.tsx';

/** VIP dating requests: newest first, by state; a row opens the request to contact its requester or add candidates. */
export function VipRequestsPage() {
  const { t } = useTranslation('vipDating');
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<VipStaffRequestVo, 'state'>({
    queryKey: 'vipRequests',
    path: '/admin/api/vip-dating/requests',
    defaultSort: { sort: 'id', order: 'desc' },
    filters: { state: { kind: 'number' } },
  });
  // The open request is read from the list, so it follows every refetch after an action.
  const open = table.list.data?.rows.find((row) => row.id === openId) ?? null;
  return (
    <Card
      title={t('title')}
      extra={
        <FilterSelect<number>
          testId="vip-state-filter"
          value={table.filters.state as number | undefined}
          onChange={(value) => table.setFilter('state', value)}
          allLabel={t('allStates')}
          options={Object.values(VipRequestState).map((s) => ({ value: s, label: t(vipStateKey(s)) }))}
        />
      }
    >
      <Table<VipStaffRequestVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('columns.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
          {
            title: t('columns.requester'),
            dataIndex: 'requesterName',
            render: (name: string, row) => `${name} (#${row.userId})`,
          },
          {
            title: t('columns.requirement'),
            key: 'requirement',
            render: (_: unknown, row) =>
              t('requirement', {
                sex: t(row.sex === 1 ? 'sex.male' : 'sex.female'),
                from: row.ageFrom,
                to: row.ageTo,
                city: row.city || t('anyCity'),
              }),
          },
          { title: t('columns.count'), dataIndex: 'candidateCount', width: 110 },
          { title: t('columns.price'), dataIndex: 'price', ...table.sortable('price'), width: 110 },
          {
            title: t('columns.state'),
            dataIndex: 'state',
            ...table.sortable('state'),
            render: (state: number) => <VipStateTag state={state} />,
          },
          {
            title: t('columns.created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
        ]}
      />
      <VipRequestDrawer request={open} onClose={() => setOpenId(null)} />
    </Card>
  );
}
