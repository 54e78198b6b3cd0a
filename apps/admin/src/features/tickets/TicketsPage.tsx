import { TicketStatus, type TicketVo } from '@volna/contracts';
import { Badge, Card, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag, statusesOf, statusLabelKey } from '../../shared/ui/StatusTag.tsx';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { TicketDrawer } from './TicketDrawer.tsx';

type Assignee = 'all' | 'me' | 'none';

/** The customer tickets queue: unreplied first by default, mine or nobody's at a click. */
export function TicketsPage() {
  const { t } = useTranslation('support');
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<TicketVo, 'status' | 'assignee' | 'userId'>({
    queryKey: 'tickets',
    path: '/admin/api/support/ticket/list',
    defaultSort: { sort: 'updateTime', order: 'desc' },
    filters: {
      status: { kind: 'number', default: TicketStatus.unreplied },
      assignee: { kind: 'string' },
      userId: { kind: 'number' },
    },
  });
  return (
    <Card
      title={t('tickets.title')}
      extra={
        <Space>
          <Segmented<Assignee>
            value={(table.filters.assignee as Assignee | undefined) ?? 'all'}
            onChange={(value) => table.setFilter('assignee', value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('tickets.assigneeAll') },
              { value: 'me', label: t('tickets.assigneeMe') },
              { value: 'none', label: t('tickets.assigneeNone') },
            ]}
          />
          <FilterSelect<number>
            testId="ticket-status-filter"
            value={table.filters.status as number | undefined}
            onChange={(value) => table.setFilter('status', value)}
            allLabel={t('tickets.allStatuses')}
            options={statusesOf('ticket').map((s) => ({ value: s, label: t(statusLabelKey('ticket', s)) }))}
          />
        </Space>
      }
    >
      <Table<TicketVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('tickets.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
          { title: t('tickets.subject'), dataIndex: 'subject', ellipsis: true },
          { title: t('tickets.userId'), dataIndex: 'userId', width: 110 },
          {
            title: t('tickets.statusColumn'),
            dataIndex: 'status',
            ...table.sortable('status'),
            render: (status: number) => <StatusTag kind="ticket" status={status} />,
          },
          {
            title: t('tickets.assignee'),
            dataIndex: 'assigneeId',
            render: (id: number | null) => (id === null ? <Badge status="default" text="—" /> : `#${id}`),
          },
          {
            title: t('tickets.updated'),
            dataIndex: 'updateTime',
            ...table.sortable('updateTime'),
            render: formatTime,
          },
        ]}
      />
      <TicketDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
