import { CurrencyId, IDEMPOTENCY_HEADER, ResultCode as C, p2pReceiveAmount } from '@volna/contracts';
import { type Fixtures, newKey, PAY_PASSWORD } from './fixtures.ts';
import { type Cell, denied, na, ok, type Row, staffOnly, unauth, parties, ownRow } from './matrix.ts';
import { p2pTerms } from './shown-terms.ts';

// P2P top-up and withdrawal (issue 13). A publishes fresh withdrawal requests of 100 roubles; M is the payer who
// responds to them (the order's other party); S and staff (as a user) are neither side.

const publishBody = () => ({
  payCurrencyId: CurrencyId.RUB,
  payAmount: '100',
  receiveCurrencyId: CurrencyId.CNY,
  receiveAmount: p2pReceiveAmount('100', '0.08'),
  rate: '0.08',
  cardNumber: '2200700123456789',
  phone: '',
  bank: 'Matrix bank',
  name: 'Matrix A',
  comment: '',
  payPassword: PAY_PASSWORD,
});

/** A top-up request: 100 roubles wanted in the wallet for 8 CNY paid outside. */
const topUpBody = () => ({
  payCurrencyId: CurrencyId.RUB,
  payAmount: '100',
  receiveCurrencyId: CurrencyId.CNY,
  receiveAmount: p2pReceiveAmount('100', '0.08'),
  rate: '0.08',
});

/** A's fresh open request; with `stage`, M has responded, paid (proof) or complained. */
async function freshOrder(c: Cell, stage?: 'taken' | 'paid' | 'complaint') {
  const { p2p } = c.t.app.services;
  const f: Fixtures = c.f;
  const order = await p2p.publish(f.A.id, publishBody(), newKey());
  if (!stage) return order.id;
  await p2p.respond(f.M.id, { id: order.id, ...(await p2pTerms(c, order.id)) });
  if (stage === 'taken') return order.id;
  await p2p.submitProof(f.M.id, {
    id: order.id,
    cardNumber: '4276380012345678',
    phone: '',
    bank: 'Matrix bank',
    name: 'Matrix M',
    comment: '',
    fileUrl: await f.upload(f.M),
  });
  if (stage === 'complaint') await p2p.complain(f.A.id, { id: order.id, reason: 'matrix' });
  return order.id;
}

/** A step of the order's parties: strangers (staff too, as a user) learn nothing of a taken order. */
const partyStep = parties;

export const p2pRows: Row[] = [
  ownRow('POST', '/app/recharge/checkMoney', () => ({
    body: { payCurrencyId: CurrencyId.RUB, payAmount: '10' },
  })),
  ownRow('POST', '/app/recharge/insert', () => ({
    headers: { [IDEMPOTENCY_HEADER]: newKey() },
    body: publishBody(),
  })),
  ownRow('POST', '/app/recharge/topUp/insert', () => ({
    headers: { [IDEMPOTENCY_HEADER]: newKey() },
    body: topUpBody(),
  })),
  {
    method: 'POST',
    path: '/app/recharge/topUp/take',
    scenario: 'A’s fresh top-up request: anyone but A with the balance may take it',
    request: async (c) => {
      const order = await c.t.app.services.p2p.publishTopUp(c.f.A.id, topUpBody(), newKey());
      return {
        url: '/app/recharge/topUp/take',
        body: {
          id: order.id,
          payAmount: order.payAmount,
          rate: order.rate,
          cardNumber: '2200700123456789',
          bank: 'Matrix bank',
          name: 'Matrix',
          payPassword: PAY_PASSWORD,
        },
      };
    },
    expect: { guest: unauth, stranger: ok, member: ok, owner: denied(C.p2pOwnRequest), staff: ok },
  },
  ownRow('GET', '/app/recharge/rechargeList', () => ({ query: { tab: 'mine' } })),
  {
    method: 'GET',
    path: '/app/recharge/trader',
    scenario:
      'A’s P2P record (completed deals, completion rate): shown to anyone signed in who may deal with A',
    request: (c) => ({ url: '/app/recharge/trader', query: { userId: c.f.A.id } }),
    expect: { guest: unauth, stranger: ok, member: ok, owner: ok, staff: ok },
  },
  {
    method: 'GET',
    path: '/app/recharge/:id',
    scenario: 'A’s request M has taken: only its parties and staff see it',
    request: async (c) => ({ url: `/app/recharge/${await freshOrder(c, 'taken')}` }),
    expect: { ...partyStep(ok, ok), staff: ok },
  },
  {
    method: 'POST',
    path: '/app/recharge/respond',
    scenario: 'A’s fresh open request: anyone but A may take it',
    request: async (c) => {
      const id = await freshOrder(c);
      return { url: '/app/recharge/respond', body: { id, ...(await p2pTerms(c, id)) } };
    },
    expect: { guest: unauth, stranger: ok, member: ok, owner: denied(C.p2pOwnRequest), staff: ok },
  },
  {
    method: 'POST',
    path: '/app/recharge/proof',
    scenario: 'the caller’s own screenshot for A’s request M has taken',
    request: async (c) => ({
      url: '/app/recharge/proof',
      body: {
        id: await freshOrder(c, 'taken'),
        cardNumber: '4276380012345678',
        bank: 'Matrix bank',
        name: 'Matrix payer',
        fileUrl: await c.f.upload(c.me),
      },
    }),
    expect: partyStep(denied(C.p2pNotParty), ok),
  },
  {
    method: 'POST',
    path: '/app/recharge/confirm',
    scenario: 'A’s request M has paid (proof handed in)',
    request: async (c) => ({
      url: '/app/recharge/confirm',
      body: { id: await freshOrder(c, 'paid'), payPassword: PAY_PASSWORD },
    }),
    expect: partyStep(ok, denied(C.p2pNotParty)),
  },
  {
    method: 'POST',
    path: '/app/recharge/complaint',
    scenario: 'A’s request M has paid',
    request: async (c) => ({
      url: '/app/recharge/complaint',
      body: { id: await freshOrder(c, 'paid'), reason: 'matrix complaint' },
    }),
    expect: partyStep(ok, ok),
  },
  {
    method: 'POST',
    path: '/app/recharge/cancel',
    scenario: 'A’s fresh open request: only A takes it back',
    request: async (c) => ({ url: '/app/recharge/cancel', body: { id: await freshOrder(c) } }),
    expect: {
      guest: unauth,
      stranger: denied(C.p2pNotParty),
      member: na('an open request has no second party yet'),
      owner: ok,
      staff: denied(C.p2pNotParty),
    },
  },
  {
    method: 'GET',
    path: '/admin/api/p2p/orders',
    request: () => ({ url: '/admin/api/p2p/orders' }),
    expect: staffOnly(na('no group or shared object'), ok),
  },
  {
    method: 'GET',
    path: '/admin/api/p2p/order/:id',
    scenario: 'A’s order under complaint',
    request: async (c) => ({ url: `/admin/api/p2p/order/${await freshOrder(c, 'complaint')}` }),
    expect: staffOnly(denied(403), ok),
  },
  {
    method: 'POST',
    path: '/admin/api/p2p/decide',
    scenario: 'A’s order under complaint, released back to A',
    request: async (c) => ({
      url: '/admin/api/p2p/decide',
      body: { id: await freshOrder(c, 'complaint'), decision: 'releaseToWithdrawer', reason: 'matrix' },
    }),
    expect: staffOnly(denied(403)),
  },
];
