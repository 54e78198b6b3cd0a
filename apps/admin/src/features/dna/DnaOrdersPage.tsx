import type { DnaStaffOrderVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { requesterColumn, StateQueue } from '../../shared/orders/StateQueue.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { DnaOrderDrawer } from './DnaOrderDrawer.tsx';
import { dnaLooks, DnaStateTag } from './DnaStateTag.tsx';

/** DNA matching orders: newest first, by state; a row opens the order to match it. */
export function DnaOrdersPage() {
  const { t } = useTranslation('dna');
  return (
    <StateQueue<DnaStaffOrderVo>
      ns="dna"
      queryKey="dnaOrders"
      path="/admin/api/dna/orders"
      looks={dnaLooks}
      testIdPrefix="dna"
      columns={(table) => [
        { title: t('columns.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
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
        { title: t('columns.count'), dataIndex: 'candidateCount', width: 110 },
        { title: t('columns.price'), dataIndex: 'price', ...table.sortable('price'), width: 110 },
        {
          title: t('columns.state'),
          dataIndex: 'state',
          ...table.sortable('state'),
          render: (state: number) => <DnaStateTag state={state} testId="dna-state-tag" />,
        },
        {
          title: t('columns.created'),
          dataIndex: 'createTime',
          ...table.sortable('createTime'),
          render: formatTime,
        },
      ]}
      drawer={(_id, open, close) => <DnaOrderDrawer order={open} onClose={close} />}
    />
  );
}
