import type { ListingOrderAction } from '@volna/contracts';
import { AppError } from '../http/errors.ts';
import type { Services } from '../services.ts';

type DemoOrder = {
  buyer: number;
  seller: number;
  /** The index of the seller's demo listing (seed/demo-listings.ts, key `seed-demo-listing-<n>`). */
  listing: number;
  secureDeal: boolean;
  steps: Array<{ action: ListingOrderAction; note?: string }>;
};

/**
 * Marketplace orders between the demo users (issue 14) in different states, so "my orders", the order screen and the
 * console's appeals desk are alive on first start: index i is the i-th ordinary demo user (Анна, 王芳, John, Дмитрий).
 * Every order is real: its money is held, paid and refunded through the ledger like any other.
 */
const DEMO_ORDERS: DemoOrder[] = [
  // John bought Анна's silk bedspread with a secure deal; she has sent it.
  {
    buyer: 2,
    seller: 0,
    listing: 18,
    secureDeal: true,
    steps: [{ action: 'pay' }, { action: 'ship', note: 'СДЭК 1029384756' }],
  },
  // Анна ordered John's certified translation, got it and confirmed: paid out with the fee, her cashback credited.
  {
    buyer: 0,
    seller: 2,
    listing: 7,
    secureDeal: true,
    steps: [
      { action: 'pay' },
      { action: 'ship', note: 'Sent by e-mail, PDF signed' },
      { action: 'confirmReceipt' },
    ],
  },
  // 王芳 put Дмитрий's phone repair in an ordinary order and has not paid yet.
  { buyer: 1, seller: 3, listing: 8, secureDeal: false, steps: [] },
  // Дмитрий paid for John's trade meetup ticket and appealed: the staff console's appeals desk has a case.
  {
    buyer: 3,
    seller: 2,
    listing: 2,
    secureDeal: true,
    steps: [
      { action: 'pay' },
      { action: 'appeal', note: 'Организатор перенёс встречу и не отвечает в чате' },
    ],
  },
];

/** Makes the demo orders not made yet; answers how many it made now. */
/** The cashback budget of the demo world: a month's marketing money, so completed deals pay (issue 28). */
export const DEMO_CASHBACK_BUDGET = '25000';

export async function seedDemoListingOrders(services: Services, memberIds: number[]) {
  // Funded once, before the first completed order; later starts leave staff's own funding and payouts as they are.
  await services.cashback.seedFund(DEMO_CASHBACK_BUDGET);
  let made = 0;
  for (const [index, order] of DEMO_ORDERS.entries()) {
    const buyerId = memberIds[order.buyer];
    const sellerId = memberIds[order.seller];
    if (buyerId === undefined || sellerId === undefined) continue;
    const demo = {
      buyerId,
      sellerId,
      listingKey: `seed-demo-listing-${order.listing}`,
      secureDeal: order.secureDeal,
    };
    try {
      if (await services.listingOrders.seedOrder(demo, order.steps, `seed-demo-order-${index}`)) made++;
    } catch (error) {
      // A demo wallet that another seed spent (or an operator changed) must not stop the server from starting.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return made;
}
