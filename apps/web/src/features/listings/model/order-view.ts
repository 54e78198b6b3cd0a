import {
  LISTING_DEAL_STEPS,
  type ListingOrderAction,
  listingOrderActionsFor,
  type ListingOrderVo,
} from '@volna/contracts';

/** The viewer's buttons on an order: his actions in the contracts' table for its state and kind of deal. */
export const orderButtons = (order: ListingOrderVo): ListingOrderAction[] =>
  order.role === 'staff' ? [] : listingOrderActionsFor(order.state, order.role, order.secureDeal);

export type DealStepView = {
  key: (typeof LISTING_DEAL_STEPS)[number];
  status: 'finish' | 'process' | 'wait' | 'error';
};

/**
 * Spec §4 deal progress as a stepper: the steps before the order's one done, its own current (red when the order was
 * cancelled there), the rest waiting; a completed order has every step done.
 */
export function dealSteps(order: Pick<ListingOrderVo, 'dealStep' | 'dealFailed'>): DealStepView[] {
  const last = LISTING_DEAL_STEPS.length - 1;
  return LISTING_DEAL_STEPS.map((key, index) => {
    if (index < order.dealStep || (order.dealStep === last && !order.dealFailed))
      return { key, status: 'finish' };
    if (index === order.dealStep) return { key, status: order.dealFailed ? 'error' : 'process' };
    return { key, status: 'wait' };
  });
}
