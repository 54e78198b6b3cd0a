import { TopUpStatus, type TopUpVo } from '@volna/contracts';
import { Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { type TopUpFilter, useTopUps } from './api.ts';
import { STATUS_COLORS } from './status.ts';
import { TopUpDrawer } from './TopUpDrawer.tsx';

/** QR top-ups, paged on the server; the ones waiting for staff first by default. */
export function TopUpsPage() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<TopUpFilter>({
    pageNum: 1,
    pageSize: 20,
    status: TopUpStatus.awaitingConfirmation,
  });
  const [open, setOpen] = useState<TopUpVo | null>(null);
  const list = useTopUps(filter);

  return (
    <Card
      title={t('topUps.title')}
      extra={
        <Space>
          {t('topUps.statusFilter')}
          <Select<number | 'all'>
            data-testid="topup-status-filter"
            style={{ width: 220 }}
            value={filter.status ?? 'all'}
            onChange={(value) =>
              setFilter((f) => ({ ...f, pageNum: 1, status: value === 'all' ? undefined : value }))
            }
            options={[
              { value: 'all', label: t('topUps.allStatuses') },
              ...Object.values(TopUpStatus).map((s) => ({ value: s, label: t(`topUps.status.${s}`) })),
            ]}
          />
        </Space>
      }
    >
      <Table<TopUpVo>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: filter.pageNum,
          pageSize: filter.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (pageNum, pageSize) => setFilter((f) => ({ ...f, pageNum, pageSize })),
        }}
        columns={[
          { title: t('topUps.id'), dataIndex: 'id', width: 90 },
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
            render: (status: number) => (
              <Tag color={STATUS_COLORS[status]}>{t(`topUps.status.${status}`)}</Tag>
            ),
          },
          { title: t('topUps.created'), dataIndex: 'createTime', render: formatTime },
        ]}
      />
      <TopUpDrawer topUp={open} onClose={() => setOpen(null)} onDecided={setOpen} />
    </Card>
  );
}
