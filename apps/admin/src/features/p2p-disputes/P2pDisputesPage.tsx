import { P2pOrderState, type P2pOrderVo } from '@volna/contracts';
import { amountColumn, StateQueue } from '../../shared/orders/StateQueue.tsx';
import { PartyCell } from '../users/UserLink.tsx';
import { P2pOrderDrawer } from './P2pOrderDrawer.tsx';
import { p2pLooks } from './P2pStateTag.tsx';

/** P2P complaints queue (issue 13): orders under complaint first-come first-served; other states by the filter. */
export function P2pDisputesPage() {
  return (
    <StateQueue<P2pOrderVo>
      queryKey="p2pOrders"
      path="/admin/api/p2p/orders"
      looks={p2pLooks}
      focusState={P2pOrderState.complaint}
      testIdPrefix="p2p"
      filterWidth={220}
      columns={({ t, ...col }) => [
        col.id(),
        col.state(),
        {
          title: t('columns.withdrawer'),
          key: 'withdrawer',
          render: (_, row) => <PartyCell user={row.withdrawer} />,
        },
        { title: t('columns.payer'), key: 'payer', render: (_, row) => <PartyCell user={row.payer} /> },
        amountColumn(t('columns.frozen'), 'pay', (row) => `${row.payAmount} ${row.payCurrencyCode}`),
        amountColumn(
          t('columns.outside'),
          'receive',
          (row) => `${row.receiveAmount} ${row.receiveCurrencyCode}`,
        ),
        { title: t('columns.reason'), dataIndex: 'complaintReason', ellipsis: true },
        col.updated(),
      ]}
      drawer={(openId, _row, close) => <P2pOrderDrawer id={openId} onClose={close} />}
    />
  );
}
