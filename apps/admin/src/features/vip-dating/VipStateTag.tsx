import { VipRequestState } from '@volna/contracts';
import { stateLooks } from '../../shared/orders/stateTag.tsx';

/** A VIP request's state (spec §4: submitted, staff may contact, candidates picked; or cancelled), namespace vipDating. */
export const vipLooks = stateLooks('vipDating', {
  [VipRequestState.submitted]: { name: 'submitted', color: 'gold' },
  [VipRequestState.contacted]: { name: 'contacted', color: 'blue' },
  [VipRequestState.picked]: { name: 'picked', color: 'green' },
  [VipRequestState.cancelled]: { name: 'cancelled', color: 'default' },
});
export const { stateKey: vipStateKey, StateTag: VipStateTag } = vipLooks;
