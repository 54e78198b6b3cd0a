import { ResultCode as C, StaffRole } from '@volna/contracts';
import { PASSWORD } from './fixtures.ts';
import {
  type Cell,
  denied,
  na,
  ok,
  open,
  type Outcome,
  own,
  type Role,
  type Row,
  staffOnly,
  parties,
  ownRow,
} from './matrix.ts';

// The staff console (issue 11): every /admin/api route × guest / user / customer service (agent) / administrator
// (staff), and the customer side of support. State-changing cells act on fresh objects.

/** A route for all staff: customer service and administrators alike. */
const anyStaff = staffOnly(na('no group or shared object'), ok);

/** A's own ticket through the app: nobody else, staff included, learns it exists there. */
const onlyA: Record<Role, Outcome> & { agent: Outcome } = {
  ...parties(ok, na('a ticket has no second party')),
  agent: denied(C.notFound),
};

const ticketOfA = async (c: Cell) =>
  (await c.t.app.services.support.tickets.create(c.f.A.id, { subject: 'Matrix', text: 'help' })).id;
const bugReportOfA = async (c: Cell) =>
  (
    await c.t.app.services.support.reports.createBugReport(c.f.A.id, {
      description: 'Matrix',
      category: 'other',
    })
  ).id;
const complaintOfA = async (c: Cell) =>
  (
    await c.t.app.services.support.reports.complain(c.f.A.id, {
      targetType: 1,
      targetId: String(c.f.M.id),
      reason: 'spam',
    })
  ).id;

export const adminRows: Row[] = [
  {
    method: 'POST',
    path: '/admin/api/login',
    scenario: 'a fresh customer-service account (its own session, so no other cell’s session ends)',
    request: async (c) => {
      const login = await c.f.person();
      await c.t.app.services.users.setStaffRole(login.id, StaffRole.customerService);
      return {
        url: '/admin/api/login',
        body: { areaCode: '+7', phone: login.phone, password: PASSWORD, agreeTerms: true },
      };
    },
    expect: { ...open(), agent: ok },
  },
  {
    method: 'POST',
    path: '/admin/api/login',
    scenario: 'a fresh ordinary account: notStaff',
    request: async (c) => {
      const login = await c.f.person();
      return {
        url: '/admin/api/login',
        body: { areaCode: '+7', phone: login.phone, password: PASSWORD, agreeTerms: true },
      };
    },
    expect: {
      guest: denied(C.notStaff),
      stranger: denied(C.notStaff),
      member: na('public route'),
      owner: denied(C.notStaff),
      staff: denied(C.notStaff),
      agent: denied(C.notStaff),
    },
  },
  { method: 'GET', path: '/admin/api/me', request: () => ({ url: '/admin/api/me' }), expect: anyStaff },
  {
    method: 'GET',
    path: '/admin/api/audit',
    request: () => ({ url: '/admin/api/audit', query: { objectType: 'topUp' } }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/dashboard',
    request: () => ({ url: '/admin/api/dashboard' }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/users',
    request: (c) => ({ url: '/admin/api/users', query: { keyword: c.f.A.phone } }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/users/forceLogout',
    scenario: 'a fresh user',
    request: async (c) => ({
      url: '/admin/api/users/forceLogout',
      body: { userId: (await c.f.person()).id },
    }),
    expect: staffOnly(),
  },
  {
    method: 'POST',
    path: '/admin/api/users/staffRole',
    scenario: 'a fresh user made customer service',
    request: async (c) => ({
      url: '/admin/api/users/staffRole',
      body: { userId: (await c.f.person()).id, staffRole: StaffRole.customerService },
    }),
    expect: staffOnly(),
  },

  // support, the customer's side
  ownRow('POST', '/app/support/ticket', () => ({ body: { subject: 'Matrix', text: 'help' } })),
  ownRow('GET', '/app/support/ticket/list'),
  {
    method: 'GET',
    path: '/app/support/ticket/:id',
    scenario: 'A’s ticket',
    request: async (c) => ({ url: `/app/support/ticket/${await ticketOfA(c)}` }),
    expect: onlyA,
  },
  {
    method: 'POST',
    path: '/app/support/ticket/message',
    scenario: 'A’s fresh ticket',
    request: async (c) => ({
      url: '/app/support/ticket/message',
      body: { ticketId: await ticketOfA(c), text: 'more' },
    }),
    expect: onlyA,
  },
  ownRow('POST', '/app/support/bugReport', () => ({ body: { description: 'Matrix', category: 'other' } })),
  ownRow('GET', '/app/support/bugReport/list'),
  {
    method: 'POST',
    path: '/app/ol/customerComplaint',
    scenario: 'against M (against himself when M asks)',
    request: (c) => ({
      url: '/app/ol/customerComplaint',
      body: { targetType: 1, targetId: String(c.f.M.id), reason: 'spam', text: 'matrix' },
    }),
    expect: own(),
  },

  // support, the staff side
  {
    method: 'GET',
    path: '/admin/api/support/ticket/list',
    request: () => ({ url: '/admin/api/support/ticket/list', query: { assignee: 'none' } }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/support/ticket/:id',
    scenario: 'A’s ticket',
    request: async (c) => ({ url: `/admin/api/support/ticket/${await ticketOfA(c)}` }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/support/ticket/assign',
    scenario: 'A’s fresh ticket',
    request: async (c) => ({ url: '/admin/api/support/ticket/assign', body: { id: await ticketOfA(c) } }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/support/ticket/reply',
    scenario: 'A’s fresh ticket',
    request: async (c) => ({
      url: '/admin/api/support/ticket/reply',
      body: { id: await ticketOfA(c), text: 'answer' },
    }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/support/ticket/status',
    scenario: 'A’s fresh ticket',
    request: async (c) => ({
      url: '/admin/api/support/ticket/status',
      body: { id: await ticketOfA(c), status: 2 },
    }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/support/bugReport/list',
    request: () => ({ url: '/admin/api/support/bugReport/list' }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/support/bugReport/status',
    scenario: 'A’s fresh bug report',
    request: async (c) => ({
      url: '/admin/api/support/bugReport/status',
      body: { id: await bugReportOfA(c), status: 1 },
    }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/support/complaint/list',
    request: () => ({ url: '/admin/api/support/complaint/list' }),
    expect: anyStaff,
  },
  {
    method: 'GET',
    path: '/admin/api/support/complaint/:id',
    scenario: 'A’s fresh complaint',
    request: async (c) => ({ url: `/admin/api/support/complaint/${await complaintOfA(c)}` }),
    expect: anyStaff,
  },
  {
    method: 'POST',
    path: '/admin/api/support/complaint/resolve',
    scenario: 'A’s fresh complaint',
    request: async (c) => ({
      url: '/admin/api/support/complaint/resolve',
      body: { id: await complaintOfA(c), status: 1 },
    }),
    expect: anyStaff,
  },
];
