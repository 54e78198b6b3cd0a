import { DnaOrderState, Gender, IDEMPOTENCY_HEADER } from '@volna/contracts';
import { expect } from 'vitest';
import { type Fixtures, newKey, RUB } from './fixtures.ts';
import { type Cell, na, ok, own, type Row, staffOnly, parties, ownRow } from './matrix.ts';

// DNA-test matching (issue 15). Orders are made straight through the service with a report picture the person
// uploaded himself; each row uses a fresh order of A, and candidates are fresh users who ordered and agreed.

type Person = Fixtures['A'];

const form = async (c: Cell, who: Person, agree = false) => ({
  sex: Gender.male,
  region: 'Matrix DNA region',
  age: 30,
  requirements: '',
  attachmentUrl: await c.f.upload(who),
  name: 'Matrix',
  areaCode: '+7' as const,
  phone: '9161234567',
  candidateCount: 1,
  plan: 'standard' as const,
  agreeToBeCandidate: agree,
  price: (await c.t.app.services.dna.price()).standard,
});

async function orderOf(c: Cell, who: Person, agree = false) {
  await c.f.fund(who.id, RUB, '200');
  return c.t.app.services.dna.order(who.id, await form(c, who, agree), newKey());
}

/** A's fresh order, in matching when asked (moved by the fixture staff member). */
async function freshOrder(c: Cell, state: number = DnaOrderState.pending) {
  const order = await orderOf(c, c.f.A);
  if (state !== DnaOrderState.pending) await c.t.app.services.dna.startMatching(c.f.staff.id, order.id);
  return order.id;
}

/** A new user who ordered and agreed to be a candidate; nobody else's fixture. */
async function candidate(c: Cell) {
  const p = await c.f.person();
  await orderOf(c, p, true);
  return p.id;
}

/** A's order: nobody else learns it exists. */
const onlyA = parties(ok, na('a DNA order has no second party before it is matched'));
const staffRoute = staffOnly(na('no group or shared object'), ok);

export const dnaRows: Row[] = [
  { method: 'GET', path: '/app/dna/price', request: () => ({ url: '/app/dna/price' }), expect: own() },
  {
    method: 'POST',
    path: '/app/dna/order',
    scenario: 'each caller orders with a report he uploaded himself and roubles of his own',
    request: async (c) => {
      await c.f.fund(c.me.id, RUB, '200');
      return {
        url: '/app/dna/order',
        headers: { [IDEMPOTENCY_HEADER]: newKey() },
        body: await form(c, c.me),
      };
    },
    expect: own(),
    verify: { owner: (body) => expect(body.data.state).toBe(DnaOrderState.pending) },
  },
  ownRow('GET', '/app/dna/order/list'),
  {
    method: 'GET',
    path: '/app/dna/order/:id',
    request: async (c) => ({ url: `/app/dna/order/${await freshOrder(c)}` }),
    expect: onlyA,
  },
  {
    method: 'POST',
    path: '/app/dna/order/cancel',
    request: async (c) => ({ url: '/app/dna/order/cancel', body: { id: await freshOrder(c) } }),
    expect: onlyA,
    verify: { owner: (body) => expect(body.data.state).toBe(DnaOrderState.cancelled) },
  },
  {
    method: 'GET',
    path: '/admin/api/dna/orders',
    request: () => ({ url: '/admin/api/dna/orders' }),
    expect: staffRoute,
  },
  {
    method: 'GET',
    path: '/admin/api/dna/orders/:id',
    request: async (c) => ({ url: `/admin/api/dna/orders/${await freshOrder(c)}` }),
    expect: staffRoute,
  },
  {
    method: 'GET',
    path: '/admin/api/dna/orders/:id/possible-candidates',
    request: async (c) => ({ url: `/admin/api/dna/orders/${await freshOrder(c)}/possible-candidates` }),
    expect: staffRoute,
  },
  {
    method: 'POST',
    path: '/admin/api/dna/start-matching',
    request: async (c) => ({ url: '/admin/api/dna/start-matching', body: { id: await freshOrder(c) } }),
    expect: staffRoute,
  },
  {
    method: 'POST',
    path: '/admin/api/dna/candidates',
    scenario: 'A’s fresh order in matching and a new user who ordered and agreed',
    request: async (c) => ({
      url: '/admin/api/dna/candidates',
      body: { id: await freshOrder(c, DnaOrderState.matching), userId: await candidate(c) },
    }),
    expect: staffRoute,
  },
  {
    method: 'POST',
    path: '/admin/api/dna/mark-matched',
    scenario: 'A’s fresh order in matching with one candidate',
    request: async (c) => {
      const id = await freshOrder(c, DnaOrderState.matching);
      await c.t.app.services.dna.addCandidate(c.f.staff.id, id, await candidate(c));
      return { url: '/admin/api/dna/mark-matched', body: { id } };
    },
    expect: staffRoute,
    verify: { staff: (body) => expect(body.data.state).toBe(DnaOrderState.matched) },
  },
  {
    method: 'POST',
    path: '/admin/api/dna/cancel',
    request: async (c) => ({
      url: '/admin/api/dna/cancel',
      body: { id: await freshOrder(c, DnaOrderState.matching) },
    }),
    expect: staffRoute,
  },
];
