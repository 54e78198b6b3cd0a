import { TicketStatus, type TicketVo } from '@volna/contracts';
import { Badge, Card, Segmented, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { type TicketFilter, useTickets } from './api.ts';
import { TICKET_STATUS_COLORS } from './status.ts';
import { TicketDrawer } from './TicketDrawer.tsx';

type Assignee = 'all' | 'me' | 'none';

/** The customer tickets queue: unreplied first by default, mine or nobody's at a click. */
export function TicketsPage() {
  const { t } = useTranslation('support');
  const [filter, setFilter] = useState<TicketFilter>({
    pageNum: 1,
    pageSize: 20,
    status: TicketStatus.unreplied,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useTickets(filter);
  return (
    <Card
      title={t('tickets.title')}
      extra={
        <Space>
          <Segmented<Assignee>
            value={filter.assignee ?? 'all'}
            onChange={(value) =>
              setFilter((f) => ({ ...f, pageNum: 1, assignee: value === 'all' ? undefined : value }))
            }
            options={[
              { value: 'all', label: t('tickets.assigneeAll') },
              { value: 'me', label: t('tickets.assigneeMe') },
              { value: 'none', label: t('tickets.assigneeNone') },
            ]}
          />
          <Select<number | 'all'>
            data-testid="ticket-status-filter"
            style={{ width: 180 }}
            value={filter.status ?? 'all'}
            onChange={(value) =>
              setFilter((f) => ({ ...f, pageNum: 1, status: value === 'all' ? undefined : value }))
            }
            options={[
              { value: 'all', label: t('tickets.allStatuses') },
              ...Object.values(TicketStatus).map((s) => ({ value: s, label: t(`tickets.status.${s}`) })),
            ]}
          />
        </Space>
      }
    >
      <Table<TicketVo>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: filter.pageNum,
          pageSize: filter.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setFilter((f) => ({ ...f, pageNum, pageSize })),
        }}
        columns={[
          { title: t('tickets.id'), dataIndex: 'id', width: 80 },
          { title: t('tickets.subject'), dataIndex: 'subject', ellipsis: true },
          { title: t('tickets.userId'), dataIndex: 'userId', width: 110 },
          {
            title: t('tickets.statusColumn'),
            dataIndex: 'status',
            render: (status: number) => (
              <Tag color={TICKET_STATUS_COLORS[status]}>{t(`tickets.status.${status}`)}</Tag>
            ),
          },
          {
            title: t('tickets.assignee'),
            dataIndex: 'assigneeId',
            render: (id: number | null) => (id === null ? <Badge status="default" text="—" /> : `#${id}`),
          },
          { title: t('tickets.updated'), dataIndex: 'updateTime', render: formatTime },
        ]}
      />
      <TicketDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
