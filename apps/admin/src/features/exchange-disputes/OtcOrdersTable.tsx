import { type AdminOtcDecisionBody, OTC_ORDER_TRANSITIONS, type OtcOrderVo } from '@volna/contracts';
import { StaffRole } from '@volna/contracts';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { settled } from '../../shared/api.ts';
import { useStaffRoleIn } from '../../shared/orders/staffQueries.ts';
import { amountColumn } from '../../shared/orders/StateQueue.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { UserLink } from '../users/UserLink.tsx';
import { useOtcDecide } from './api.ts';
import { ExchangeStateTag } from './ExchangeStateTag.tsx';

type Action = AdminOtcDecisionBody['action'];
const iso = (ms: number) => new Date(ms).toISOString();
const ADMIN = [StaffRole.platformAdmin] as const;

/** OTC desk orders to execute (issue 13): the staff steps the transition table allows, administrators only. */
export function OtcOrdersTable() {
  const { t } = useTranslation('exchange');
  const decide = useOtcDecide();
  const isAdmin = useStaffRoleIn(ADMIN);
  const table = usePagedTable<OtcOrderVo, 'state'>({
    queryKey: 'otcOrders',
    path: '/admin/api/exchange/otc/list',
    filters: { state: { kind: 'number' } },
    inUrl: false,
  });
  const actionsOf = (state: number) =>
    Object.entries(OTC_ORDER_TRANSITIONS[state as keyof typeof OTC_ORDER_TRANSITIONS] ?? {})
      .filter(([, step]) => step.by === 'staff')
      .map(([action]) => action as Action);

  return (
    <Table<OtcOrderVo>
      rowKey="id"
      {...table.tableProps}
      columns={[
        { title: t('columns.id'), dataIndex: 'id', width: 80 },
        {
          title: t('columns.state'),
          dataIndex: 'state',
          render: (state: number) => <ExchangeStateTag otc state={state} />,
        },
        {
          title: t('columns.user'),
          dataIndex: 'userId',
          render: (userId: number) => <UserLink userId={userId} />,
        },
        amountColumn(t('columns.frozen'), 'amount', (row) => `${row.amount} ${row.currencyCode}`),
        amountColumn(
          t('columns.payout'),
          'receive',
          (row) => `${row.receiveAmount} ${row.receiveCurrencyCode}`,
        ),
        { title: t('columns.updated'), dataIndex: 'updateTime', render: (ms: number) => formatTime(iso(ms)) },
        {
          title: t('columns.actions'),
          key: 'actions',
          render: (_, row) =>
            isAdmin ? (
              <Space>
                {actionsOf(row.state).map((action) => (
                  <Popconfirm
                    key={action}
                    title={t(`otcAction.${action}`)}
                    onConfirm={settled(() => decide.mutateAsync({ id: row.id, action, note: '' }))}
                  >
                    <Button size="small" danger={action === 'reject'} data-testid={`otc-${action}-${row.id}`}>
                      {t(`otcAction.${action}`)}
                    </Button>
                  </Popconfirm>
                ))}
              </Space>
            ) : null,
        },
      ]}
    />
  );
}
