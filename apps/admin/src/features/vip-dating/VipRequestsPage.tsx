import type { VipStaffRequestVo } from '@volna/contracts';
import { requesterColumn, StateQueue } from '../../shared/orders/StateQueue.tsx';
import { VipRequestDrawer } from './VipRequestDrawer.tsx';
import { vipLooks } from './VipStateTag.tsx';

/** VIP dating requests: newest first, by state; a row opens the request to contact its requester or add candidates. */
export function VipRequestsPage() {
  return (
    <StateQueue<VipStaffRequestVo>
      queryKey="vipRequests"
      path="/admin/api/vip-dating/requests"
      looks={vipLooks}
      testIdPrefix="vip"
      columns={({ t, ...col }) => [
        col.id(true),
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
        ...col.paid(),
        col.state({ sorted: true }),
        col.created(),
      ]}
      drawer={(_id, open, close) => <VipRequestDrawer request={open} onClose={close} />}
    />
  );
}
