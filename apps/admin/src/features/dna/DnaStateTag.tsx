import { DnaOrderState } from '@volna/contracts';
import { stateLooks } from '../../shared/orders/stateTag.tsx';

/** A DNA order's state (spec §4: not matched, in progress, matched; or cancelled), namespace dna. */
export const dnaLooks = stateLooks('dna', {
  [DnaOrderState.pending]: { name: 'pending', color: 'gold' },
  [DnaOrderState.matching]: { name: 'matching', color: 'blue' },
  [DnaOrderState.matched]: { name: 'matched', color: 'green' },
  [DnaOrderState.cancelled]: { name: 'cancelled', color: 'default' },
});
export const { stateKey: dnaStateKey, StateTag: DnaStateTag } = dnaLooks;
