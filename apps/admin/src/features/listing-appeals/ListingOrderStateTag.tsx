import { ListingOrderState } from '@volna/contracts';
import { stateLooks } from '../../shared/orders/stateTag.tsx';

/** A classifieds order's state (spec §4), namespace listingOrders. */
export const listingOrderLooks = stateLooks('listingOrders', {
  [ListingOrderState.unpaid]: { name: 'unpaid', color: 'gold' },
  [ListingOrderState.paid]: { name: 'paid', color: 'blue' },
  [ListingOrderState.shipped]: { name: 'shipped', color: 'cyan' },
  [ListingOrderState.completed]: { name: 'completed', color: 'green' },
  [ListingOrderState.cancelled]: { name: 'cancelled', color: 'default' },
  [ListingOrderState.appeal]: { name: 'appeal', color: 'red' },
});
export const { stateKey: listingOrderStateKey, StateTag: ListingOrderStateTag } = listingOrderLooks;
