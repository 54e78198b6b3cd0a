import { FlowDirection, FlowType, type FlowVo } from '@volna/contracts';
import { Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';

const TYPE_NAMES = Object.fromEntries(Object.entries(FlowType).map(([name, value]) => [value, name]));

/** The user's money history as his wallet shows it, read only, paged on the server (state kept in the drawer). */
export function UserFlows({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const table = usePagedTable<FlowVo, 'type'>({
    queryKey: 'userFlows',
    path: `/admin/api/users/${userId}/flows`,
    filters: { type: { kind: 'number' } },
    pageSize: 10,
    inUrl: false,
  });
  const typeLabel = (type: number) => t(`flows.type.${TYPE_NAMES[type] ?? 'other'}`);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <FilterSelect<number>
        testId="user-flows-type"
        width={220}
        value={table.filters.type as number | undefined}
        onChange={(value) => table.setFilter('type', value)}
        allLabel={t('flows.allTypes')}
        options={Object.values(FlowType).map((type) => ({ value: type, label: typeLabel(type) }))}
      />
      <Table<FlowVo>
        rowKey="id"
        size="small"
        data-testid="user-flows"
        {...table.tableProps}
        columns={[
          { title: t('flows.time'), dataIndex: 'createTime', render: formatTime, width: 160 },
          { title: t('flows.typeColumn'), dataIndex: 'type', render: typeLabel },
          {
            title: t('flows.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) =>
              `${row.direction === FlowDirection.in ? '+' : '−'}${row.amount} ${row.currencyCode}`,
          },
          { title: t('flows.fee'), dataIndex: 'fee', align: 'right' },
          {
            title: t('flows.status'),
            key: 'status',
            render: (_, row) =>
              row.stateCode ? (
                <StatusTag kind="transfer" status={row.stateCode} />
              ) : (
                t(`flows.statuses.${row.status}`, { defaultValue: '—' })
              ),
          },
          {
            title: t('flows.counterparty'),
            key: 'counterparty',
            render: (_, row) =>
              row.counterpartyId ? `${row.counterpartyName ?? ''} #${row.counterpartyId}` : '—',
          },
          { title: t('flows.remark'), dataIndex: 'remark', ellipsis: true },
        ]}
      />
    </Space>
  );
}
