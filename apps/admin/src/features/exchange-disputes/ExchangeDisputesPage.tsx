import type { ExchangeOrderVo } from '@volna/contracts';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountColumn, QueueTable } from '../../shared/orders/StateQueue.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { ExchangeOrderDrawer } from './ExchangeOrderDrawer.tsx';
import { ExchangeStateTag } from './ExchangeStateTag.tsx';
import { OtcOrdersTable } from './OtcOrdersTable.tsx';

const iso = (ms: number) => new Date(ms).toISOString();

/** Exchange complaints queue (open deals with a complaint or a cancel request, oldest first) and the OTC desk. */
export function ExchangeDisputesPage() {
  const { t } = useTranslation('exchange');
  const [openId, setOpenId] = useState<number | null>(null);
  const table = usePagedTable<ExchangeOrderVo, 'disputed'>({
    queryKey: 'exchangeOrders',
    path: '/admin/api/exchange/order/list',
    filters: { disputed: { kind: 'string', default: 'true' } },
    defaultSort: { sort: 'id', order: 'asc' },
  });

  return (
    <Card title={t('title')}>
      <Tabs
        items={[
          {
            key: 'complaints',
            label: t('tabs.complaints'),
            children: (
              <QueueTable<ExchangeOrderVo>
                table={table}
                onOpen={setOpenId}
                rowTestId={(row) => `exchange-order-row-${row.id}`}
                columns={[
                  { title: t('columns.id'), dataIndex: 'id', width: 80 },
                  {
                    title: t('columns.state'),
                    dataIndex: 'state',
                    render: (state: number) => <ExchangeStateTag state={state} />,
                  },
                  { title: t('columns.seller'), dataIndex: 'sellerName' },
                  { title: t('columns.buyer'), dataIndex: 'buyerName' },
                  amountColumn(
                    t('columns.frozen'),
                    'pay',
                    (row) => `${row.payAmount} ${row.payCurrencyCode}`,
                  ),
                  amountColumn(
                    t('columns.outside'),
                    'receive',
                    (row) => `${row.receiveAmount} ${row.receiveCurrencyCode}`,
                  ),
                  {
                    title: t('columns.dispute'),
                    key: 'dispute',
                    ellipsis: true,
                    render: (_, row) =>
                      row.disputeKind ? `${t(`dispute.${row.disputeKind}`)}: ${row.disputeReason}` : '—',
                  },
                  {
                    title: t('columns.updated'),
                    dataIndex: 'updateTime',
                    render: (ms: number) => formatTime(iso(ms)),
                  },
                ]}
              />
            ),
          },
          { key: 'otc', label: t('tabs.otc'), children: <OtcOrdersTable /> },
        ]}
      />
      <ExchangeOrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
