import type { DnaStaffOrderVo } from '@volna/contracts';
import { requesterColumn, StateQueue } from '../../shared/orders/StateQueue.tsx';
import { DnaOrderDrawer } from './DnaOrderDrawer.tsx';
import { dnaLooks } from './DnaStateTag.tsx';

/** DNA matching orders: newest first, by state; a row opens the order to match it. */
export function DnaOrdersPage() {
  return (
    <StateQueue<DnaStaffOrderVo>
      queryKey="dnaOrders"
      path="/admin/api/dna/orders"
      looks={dnaLooks}
      testIdPrefix="dna"
      columns={({ t, ...col }) => [
        col.id(true),
        requesterColumn(t('columns.requester')),
        {
          title: t('drawer.person'),
          key: 'person',
          render: (_: unknown, row) =>
            t('person', {
              name: row.name,
              sex: t(row.sex === 1 ? 'sex.male' : 'sex.female'),
              age: row.age,
              region: row.region,
            }),
        },
        {
          title: t('columns.plan'),
          dataIndex: 'plan',
          render: (plan: string) => t(`plan.${plan}`),
          width: 100,
        },
        ...col.paid(),
        col.state({ sorted: true, testId: 'dna-state-tag' }),
        col.created(),
      ]}
      drawer={(_id, open, close) => <DnaOrderDrawer order={open} onClose={close} />}
    />
  );
}
