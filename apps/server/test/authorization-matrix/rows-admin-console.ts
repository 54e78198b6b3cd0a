import { IDEMPOTENCY_HEADER, ResultCode as C } from '@volna/contracts';
import { newKey } from './fixtures.ts';
import { type Cell, denied, na, ok, type Row, staffOnly } from './matrix.ts';

// The staff console's later pages (issue 11): user drawer, account blocks, safe-transfer list, statistics, system
// config. Every route × guest / user / customer service (agent) / administrator (staff); changes act on fresh users.

/** A route for all staff: customer service and administrators alike. */
const anyStaff = staffOnly(na('no group or shared object'), ok);
/** The platform administrator's alone. */
const adminOnly = staffOnly();

/** A fresh user blocked by the administrator, so an unblock has something to undo. */
const blockedPerson = async (c: Cell) => {
  const person = await c.f.person();
  await c.t.app.services.admin.accounts.block(c.f.staff.id, { userId: person.id, reason: 'Matrix' });
  return person.id;
};

export const adminConsoleRows: Row[] = [
  {
    method: 'GET',
    path: '/admin/api/users/:userId',
    scenario: 'A’s drawer',
    request: (c) => ({ url: `/admin/api/users/${c.f.A.id}` }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/users/:userId/flows',
    scenario: 'A’s flows',
    request: (c) => ({ url: `/admin/api/users/${c.f.A.id}/flows` }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/users/block',
    scenario: 'a fresh user',
    request: async (c) => ({
      url: '/admin/api/users/block',
      body: { userId: (await c.f.person()).id, reason: 'Matrix' },
    }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/users/block',
    scenario: 'the platform administrator',
    request: (c) => ({ url: '/admin/api/users/block', body: { userId: c.f.staff.id, reason: 'Matrix' } }),
    // Customer service is outranked; the administrator himself may not block himself.
    expect: {
      ...staffOnly(na('no group or shared object'), denied(C.staffOutranked)),
      staff: denied(C.cannotTargetSelf),
    },
  },
  {
    method: 'POST',
    path: '/admin/api/users/unblock',
    scenario: 'a fresh blocked user',
    request: async (c) => ({ url: '/admin/api/users/unblock', body: { userId: await blockedPerson(c) } }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/transfer/list',
    request: () => ({ url: '/admin/api/transfer/list', query: { state: 703 } }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/dashboard/charts',
    request: () => ({ url: '/admin/api/dashboard/charts' }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/pageVisits',
    request: () => ({ url: '/admin/api/pageVisits', query: { groupBy: 'platform' } }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/pageVisits/export',
    request: () => ({ url: '/admin/api/pageVisits/export', query: { groupBy: 'day' } }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/config',
    request: () => ({ url: '/admin/api/config' }),
    expect: adminOnly,
  },
  {
    method: 'PUT',
    path: '/admin/api/config',
    request: () => ({
      url: '/admin/api/config',
      body: { key: 'app.update.description', value: 'Matrix' },
    }),
    expect: adminOnly,
  },
  // The cashback budget (issue 28): its balance and funding are the administrator's, the linked-accounts list any staff's.
  {
    method: 'GET',
    path: '/admin/api/cashback/budget',
    request: () => ({ url: '/admin/api/cashback/budget' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/admin/api/cashback/budget/fund',
    request: () => ({
      url: '/admin/api/cashback/budget/fund',
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      body: { amount: '1', reason: 'Matrix' },
    }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    path: '/admin/api/cashback/flags',
    request: () => ({ url: '/admin/api/cashback/flags' }),
    expect: anyStaff,
  },
];
