import { P2pOrderState } from '@volna/contracts';
import { stateLooks } from '../../shared/orders/stateTag.tsx';

/** A P2P order's state (spec §4 trade order codes), namespace p2p. */
export const p2pLooks = stateLooks('p2p', {
  [P2pOrderState.selling]: { name: 'selling', color: 'gold' },
  [P2pOrderState.pendingPayment]: { name: 'pendingPayment', color: 'blue' },
  [P2pOrderState.alreadyPaid]: { name: 'alreadyPaid', color: 'cyan' },
  [P2pOrderState.complete]: { name: 'complete', color: 'green' },
  [P2pOrderState.complaint]: { name: 'complaint', color: 'red' },
  [P2pOrderState.cancelled]: { name: 'cancelled', color: 'default' },
});
export const { stateKey: p2pStateKey, StateTag: P2pStateTag } = p2pLooks;
