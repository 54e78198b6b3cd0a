import { P2P_ORDER_STATES, P2pOrderState, type P2pOrderVo } from '@volna/contracts';
import { Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../shared/ui/FilterSelect.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { UserLink } from '../users/UserLink.tsx';
import { P2pOrderDrawer } from './P2pOrderDrawer.tsx';
import { P2pStateTag, p2pStateKey } from './P2pStateTag.tsx';

const party = (p: P2pOrderVo['withdrawer'] | null) =>
  p ? (
    <Space size={4}>
      {p.nickName}
      <UserLink userId={p.userId} />
    </Space>
  ) : (
    '—'
  );

/** P2P complaints queue (issue 13): orders under complaint first-come first-served; other states by the filter. */
export function P2pDisputesPage() {
  const { t } = useTranslation('p2p');
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<P2pOrderVo, 'state'>({
    queryKey: 'p2pOrders',
    path: '/admin/api/p2p/orders',
    filters: { state: { kind: 'number', default: P2pOrderState.complaint } },
  });

  return (
    <Card
      title={t('title')}
      extra={
        <FilterSelect<number>
          testId="p2p-state-filter"
          width={220}
          value={table.filters.state as number | undefined}
          onChange={(value) => table.setFilter('state', value ?? P2pOrderState.complaint)}
          allLabel={t('state.complaint')}
          options={P2P_ORDER_STATES.filter((s) => s !== P2pOrderState.complaint).map((s) => ({
            value: s,
            label: t(p2pStateKey(s)),
          }))}
        />
      }
    >
      <Table<P2pOrderVo>
        rowKey="id"
        {...table.tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('columns.id'), dataIndex: 'id', width: 90 },
          {
            title: t('columns.state'),
            dataIndex: 'state',
            render: (state: number) => <P2pStateTag state={state} />,
          },
          { title: t('columns.withdrawer'), key: 'withdrawer', render: (_, row) => party(row.withdrawer) },
          { title: t('columns.payer'), key: 'payer', render: (_, row) => party(row.payer) },
          {
            title: t('columns.frozen'),
            key: 'pay',
            align: 'right',
            render: (_, row) => `${row.payAmount} ${row.payCurrencyCode}`,
          },
          {
            title: t('columns.outside'),
            key: 'receive',
            align: 'right',
            render: (_, row) => `${row.receiveAmount} ${row.receiveCurrencyCode}`,
          },
          { title: t('columns.reason'), dataIndex: 'complaintReason', ellipsis: true },
          { title: t('columns.updated'), dataIndex: 'updateTime', render: formatTime },
        ]}
      />
      <P2pOrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
