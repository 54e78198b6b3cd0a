import type { AdminTransferVo } from '@volna/contracts';
import { Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag, statusesOf, statusLabelKey } from '../../shared/ui/StatusTag.tsx';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { Party } from './Party.tsx';
import { SafeTransferDrawer } from './SafeTransferDrawer.tsx';

const idFilter = (value: string) => (/^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : undefined);

/** Safe transfers, newest first: by state (703–708), by a party, by number; a row opens its drawer. */
export function SafeTransfersPage() {
  const { t } = useTranslation('wallet');
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<AdminTransferVo, 'state' | 'userId' | 'id'>({
    queryKey: 'transfers',
    path: '/admin/api/transfer/list',
    defaultSort: { sort: 'id', order: 'desc' },
    filters: { state: { kind: 'number' }, userId: { kind: 'number' }, id: { kind: 'number' } },
  });
  const search = (key: 'userId' | 'id', placeholder: string) => (
    <Input.Search
      key={`${key}-${table.filters[key] ?? ''}`}
      allowClear
      aria-label={placeholder}
      placeholder={placeholder}
      defaultValue={table.filters[key]?.toString()}
      style={{ width: 170 }}
      onSearch={(value) => table.setFilter(key, idFilter(value))}
    />
  );

  return (
    <Card
      title={t('transfers.title')}
      extra={
        <Space>
          {search('id', t('transfers.id'))}
          {search('userId', t('transfers.userFilter'))}
          <FilterSelect<number>
            testId="transfer-state-filter"
            width={220}
            value={table.filters.state as number | undefined}
            onChange={(value) => table.setFilter('state', value)}
            allLabel={t('transfers.allStates')}
            options={statusesOf('transfer').map((s) => ({
              value: s,
              label: t(statusLabelKey('transfer', s)),
            }))}
          />
        </Space>
      }
    >
      <Table<AdminTransferVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('transfers.id'), dataIndex: 'id', ...table.sortable('id'), width: 100 },
          {
            title: t('transfers.state'),
            dataIndex: 'state',
            ...table.sortable('state'),
            render: (state: number) => <StatusTag kind="transfer" status={state} />,
          },
          { title: t('transfers.sender'), key: 'sender', render: (_, row) => <Party party={row.sender} /> },
          {
            title: t('transfers.receiver'),
            key: 'receiver',
            render: (_, row) => <Party party={row.receiver} />,
          },
          {
            title: t('topUps.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) => `${row.amount} ${row.currencyCode}`,
          },
          {
            title: t('topUps.created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
          {
            title: t('topUps.updated'),
            dataIndex: 'updateTime',
            ...table.sortable('updateTime'),
            render: formatTime,
          },
        ]}
      />
      <SafeTransferDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
