import { TopUpStatus, type TopUpVo } from '@volna/contracts';
import { Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag, statusesOf, statusLabelKey } from '../../shared/ui/StatusTag.tsx';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { TopUpDrawer } from './TopUpDrawer.tsx';

/** QR top-ups, paged on the server; the ones waiting for staff first by default. */
export function TopUpsPage() {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState<TopUpVo | null>(null);
  const table = usePagedTable<TopUpVo, 'status'>({
    queryKey: 'topups',
    path: '/admin/api/topup/list',
    defaultSort: { sort: 'id', order: 'desc' },
    filters: { status: { kind: 'number', default: TopUpStatus.awaitingConfirmation } },
  });

  return (
    <Card
      title={t('topUps.title')}
      extra={
        <Space>
          {t('topUps.statusFilter')}
          <FilterSelect<number>
            testId="topup-status-filter"
            width={220}
            value={table.filters.status as number | undefined}
            onChange={(value) => table.setFilter('status', value)}
            allLabel={t('topUps.allStatuses')}
            options={statusesOf('topUp').map((s) => ({ value: s, label: t(statusLabelKey('topUp', s)) }))}
          />
        </Space>
      }
    >
      <Table<TopUpVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('topUps.id'), dataIndex: 'id', ...table.sortable('id'), width: 90 },
          { title: t('topUps.userId'), dataIndex: 'userId', width: 110 },
          { title: t('topUps.bank'), dataIndex: 'bankCode', render: (code: string) => t(`banks.${code}`) },
          {
            title: t('topUps.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) => `${row.amount} ${row.currencyCode}`,
          },
          {
            title: t('topUps.statusColumn'),
            dataIndex: 'status',
            ...table.sortable('status'),
            render: (status: number) => <StatusTag kind="topUp" status={status} />,
          },
          {
            title: t('topUps.created'),
            dataIndex: 'createTime',
            ...table.sortable('createTime'),
            render: formatTime,
          },
        ]}
      />
      <TopUpDrawer topUp={open} onClose={() => setOpen(null)} onDecided={setOpen} />
    </Card>
  );
}
