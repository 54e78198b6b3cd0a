import { IDEMPOTENCY_HEADER, ResultCode as C, listingPublishBody } from '@volna/contracts';
import { newKey, PAY_PASSWORD } from './fixtures.ts';
import { type Cell, denied, na, ok, own, type Row, staffOnly, parties, ownRow } from './matrix.ts';
import { listingTerms } from './shown-terms.ts';

// Classifieds orders (issue 14). M sells a fresh goods listing; A buys it (the order is A's, M its other party); S
// and staff (as a user) are neither side and learn nothing of the order.

const goods = listingPublishBody.parse({
  categoryPath: ['goods', 'electronics', 'phones'],
  country: 'RU',
  city: 'Matrix city',
  title: 'Matrix phone for sale',
  price: '100',
  body: {
    kind: 'goods',
    condition: 'new',
    contactName: 'M',
    contactAreaCode: '+7',
    contactPhone: '9161234567',
  },
});

const freshListing = async (c: Cell) =>
  (await c.t.app.services.listings.publish(c.f.M.id, goods, newKey())).id;

/** A's secure-deal order of M's listing, moved on to `stage`. */
async function freshOrder(c: Cell, stage?: 'paid' | 'shipped' | 'appeal') {
  const { listingOrders } = c.t.app.services;
  const { A, M } = c.f;
  const listingId = await freshListing(c);
  const order = await listingOrders.create(
    A.id,
    { listingId, secureDeal: true, ...(await listingTerms(c, A.id, listingId)) },
    newKey(),
  );
  if (!stage) return order.id;
  await listingOrders.pay(A.id, order.id, PAY_PASSWORD);
  if (stage === 'shipped') await listingOrders.ship(M.id, { id: order.id, note: '' });
  if (stage === 'appeal') await listingOrders.appeal(A.id, { id: order.id, reason: 'matrix', proofs: [] });
  return order.id;
}

/** A step of the order's parties: strangers (staff too, as a user) learn nothing of it. */
const partyStep = parties;
/** Buying M's listing: anyone but M may. */
const buyM = own({ member: denied(C.listingOrderOwnListing) });

export const listingOrderRows: Row[] = [
  {
    method: 'GET',
    path: '/app/listing-orders/quote',
    scenario: 'M’s listing: anyone but M may ask what buying it costs',
    request: async (c) => ({
      url: '/app/listing-orders/quote',
      query: { listingId: await freshListing(c), secureDeal: 'true' },
    }),
    expect: buyM,
  },
  {
    method: 'POST',
    path: '/app/listing-orders',
    scenario: 'M’s listing: anyone but M may order it',
    request: async (c) => {
      const listingId = await freshListing(c);
      return {
        url: '/app/listing-orders',
        headers: { [IDEMPOTENCY_HEADER]: newKey() },
        body: { listingId, secureDeal: true, ...(await listingTerms(c, c.f.A.id, listingId)) },
      };
    },
    expect: buyM,
  },
  ownRow('GET', '/app/listing-orders/list', () => ({ query: { role: 'all' } })),
  {
    method: 'GET',
    path: '/app/listing-orders/:id',
    scenario: 'A’s order of M’s listing: its two parties only',
    request: async (c) => ({ url: `/app/listing-orders/${await freshOrder(c)}` }),
    expect: partyStep(ok, ok),
  },
  {
    method: 'POST',
    path: '/app/listing-orders/pay',
    scenario: 'A’s unpaid order: the buyer pays',
    request: async (c) => ({
      url: '/app/listing-orders/pay',
      body: { id: await freshOrder(c), payPassword: PAY_PASSWORD },
    }),
    expect: partyStep(ok, denied(C.listingOrderNotYours)),
  },
  {
    method: 'POST',
    path: '/app/listing-orders/ship',
    scenario: 'A’s paid order: the seller ships',
    request: async (c) => ({ url: '/app/listing-orders/ship', body: { id: await freshOrder(c, 'paid') } }),
    expect: partyStep(denied(C.listingOrderNotYours), ok),
  },
  {
    method: 'POST',
    path: '/app/listing-orders/confirm',
    scenario: 'A’s shipped order: the buyer confirms receipt',
    request: async (c) => ({
      url: '/app/listing-orders/confirm',
      body: { id: await freshOrder(c, 'shipped'), payPassword: PAY_PASSWORD },
    }),
    expect: partyStep(ok, denied(C.listingOrderNotYours)),
  },
  {
    method: 'POST',
    path: '/app/listing-orders/cancel',
    scenario: 'A’s unpaid order: either party cancels',
    request: async (c) => ({ url: '/app/listing-orders/cancel', body: { id: await freshOrder(c) } }),
    expect: partyStep(ok, ok),
  },
  {
    method: 'POST',
    path: '/app/listing-orders/appeal',
    scenario: 'A’s paid secure deal: either party appeals',
    request: async (c) => ({
      url: '/app/listing-orders/appeal',
      body: { id: await freshOrder(c, 'paid'), reason: 'matrix appeal' },
    }),
    expect: partyStep(ok, ok),
  },
  {
    method: 'GET',
    path: '/admin/api/listing-orders',
    request: () => ({ url: '/admin/api/listing-orders' }),
    expect: staffOnly(na('no group or shared object'), ok),
  },
  {
    method: 'GET',
    path: '/admin/api/listing-orders/:id',
    scenario: 'A’s order under appeal',
    request: async (c) => ({ url: `/admin/api/listing-orders/${await freshOrder(c, 'appeal')}` }),
    expect: staffOnly(denied(403), ok),
  },
  {
    method: 'POST',
    path: '/admin/api/listing-orders/decide',
    scenario: 'A’s order under appeal, refunded to A',
    request: async (c) => ({
      url: '/admin/api/listing-orders/decide',
      body: { id: await freshOrder(c, 'appeal'), decision: 'refundBuyer', reason: 'matrix' },
    }),
    expect: staffOnly(denied(403)),
  },
];
