import type { VipStaffRequestVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { requesterColumn, StateQueue } from '../../shared/orders/StateQueue.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { VipRequestDrawer } from './VipRequestDrawer.tsx';
import { vipLooks, VipStateTag } from './VipStateTag.tsx';

/** VIP dating requests: newest first, by state; a row opens the request to contact its requester or add candidates. */
export function VipRequestsPage() {
  const { t } = useTranslation('vipDating');
  return (
    <StateQueue<VipStaffRequestVo>
      ns="vipDating"
      queryKey="vipRequests"
      path="/admin/api/vip-dating/requests"
      looks={vipLooks}
      testIdPrefix="vip"
      columns={(table) => [
        { title: t('columns.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
        requesterColumn(t('columns.requester')),
        {
          title: t('columns.requirement'),
          key: 'requirement',
          render: (_: unknown, row) =>
            t('requirement', {
              sex: t(row.sex === 1 ? 'sex.male' : 'sex.female'),
              from: row.ageFrom,
              to: row.ageTo,
              city: row.city || t('anyCity'),
            }),
        },
        { title: t('columns.count'), dataIndex: 'candidateCount', width: 110 },
        { title: t('columns.price'), dataIndex: 'price', ...table.sortable('price'), width: 110 },
        {
          title: t('columns.state'),
          dataIndex: 'state',
          ...table.sortable('state'),
          render: (state: number) => <VipStateTag state={state} />,
        },
        {
          title: t('columns.created'),
          dataIndex: 'createTime',
          ...table.sortable('createTime'),
          render: formatTime,
        },
      ]}
      drawer={(_id, open, close) => <VipRequestDrawer request={open} onClose={close} />}
    />
  );
}
