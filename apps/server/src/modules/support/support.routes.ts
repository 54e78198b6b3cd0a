import {
  adminBugReportListQuery,
  adminBugReportStatusBody,
  adminComplaintListQuery,
  adminComplaintResolveBody,
  adminTicketAssignBody,
  adminTicketListQuery,
  adminTicketReplyBody,
  adminTicketStatusBody,
  bugReportCreateBody,
  bugReportListQuery,
  bugReportVo,
  complaintVo,
  adminComplaintDetailVo,
  customerComplaintBody,
  envelope,
  idParam,
  pagedEnvelope,
  ticketCreateBody,
  ticketDetailVo,
  ticketListQuery,
  ticketMessageBody,
  ticketVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['support'];

/**
 * Customer support (issue 11). Users: tickets under /app/support/ticket, bug reports under /app/support/bugReport,
 * complaints at POST /app/ol/customerComplaint (spec §7). Staff (customer service or administrator): the same under
 * /admin/api/support.
 */
export const supportRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { tickets, reports, complaintDetail } = services.support;
    const auth = { onRequest: app.requireAuth };
    const staff = requireStaff(app, services.users, 'staff');
    const detail = { 200: envelope(ticketDetailVo) };

    // ---- the user ----
    app.post(
      '/app/support/ticket',
      { ...auth, schema: { tags, body: ticketCreateBody, response: detail } },
      async (request) => ok(request.lang, await tickets.create(request.auth.userId, request.body)),
    );
    app.get(
      '/app/support/ticket/list',
      { ...auth, schema: { tags, querystring: ticketListQuery, response: { 200: pagedEnvelope(ticketVo) } } },
      async (request) => {
        const { rows, total } = await tickets.listMine(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );
    app.get(
      '/app/support/ticket/:id',
      { ...auth, schema: { tags, params: idParam, response: detail } },
      async (request) => ok(request.lang, await tickets.mine(request.auth.userId, request.params.id)),
    );
    app.post(
      '/app/support/ticket/message',
      { ...auth, schema: { tags, body: ticketMessageBody, response: detail } },
      async (request) => ok(request.lang, await tickets.addMessage(request.auth.userId, request.body)),
    );
    app.post(
      '/app/support/bugReport',
      { ...auth, schema: { tags, body: bugReportCreateBody, response: { 200: envelope(bugReportVo) } } },
      async (request) => ok(request.lang, await reports.createBugReport(request.auth.userId, request.body)),
    );
    app.get(
      '/app/support/bugReport/list',
      {
        ...auth,
        schema: { tags, querystring: bugReportListQuery, response: { 200: pagedEnvelope(bugReportVo) } },
      },
      async (request) => {
        const { rows, total } = await reports.myBugReports(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );
    app.post(
      '/app/ol/customerComplaint',
      { ...auth, schema: { tags, body: customerComplaintBody, response: { 200: envelope(complaintVo) } } },
      async (request) => ok(request.lang, await reports.complain(request.auth.userId, request.body)),
    );

    // ---- staff ----
    app.get(
      '/admin/api/support/ticket/list',
      {
        ...staff,
        schema: { tags, querystring: adminTicketListQuery, response: { 200: pagedEnvelope(ticketVo) } },
      },
      async (request) => {
        const { rows, total } = await tickets.staffList(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );
    app.get(
      '/admin/api/support/ticket/:id',
      { ...staff, schema: { tags, params: idParam, response: detail } },
      async (request) => ok(request.lang, await tickets.staffDetail(request.params.id)),
    );
    app.post(
      '/admin/api/support/ticket/assign',
      { ...staff, schema: { tags, body: adminTicketAssignBody, response: detail } },
      async (request) => ok(request.lang, await tickets.assign(request.auth.userId, request.body.id)),
    );
    app.post(
      '/admin/api/support/ticket/reply',
      { ...staff, schema: { tags, body: adminTicketReplyBody, response: detail } },
      async (request) => ok(request.lang, await tickets.reply(request.auth.userId, request.body)),
    );
    app.post(
      '/admin/api/support/ticket/status',
      { ...staff, schema: { tags, body: adminTicketStatusBody, response: detail } },
      async (request) => ok(request.lang, await tickets.setStatus(request.auth.userId, request.body)),
    );
    app.get(
      '/admin/api/support/bugReport/list',
      {
        ...staff,
        schema: { tags, querystring: adminBugReportListQuery, response: { 200: pagedEnvelope(bugReportVo) } },
      },
      async (request) => {
        const { rows, total } = await reports.staffBugReports(request.query);
        return page(request.lang, rows, total);
      },
    );
    app.post(
      '/admin/api/support/bugReport/status',
      {
        ...staff,
        schema: { tags, body: adminBugReportStatusBody, response: { 200: envelope(bugReportVo) } },
      },
      async (request) =>
        ok(request.lang, await reports.setBugReportStatus(request.auth.userId, request.body)),
    );
    app.get(
      '/admin/api/support/complaint/list',
      {
        ...staff,
        schema: { tags, querystring: adminComplaintListQuery, response: { 200: pagedEnvelope(complaintVo) } },
      },
      async (request) => {
        const { rows, total } = await reports.staffComplaints(request.query);
        return page(request.lang, rows, total);
      },
    );
    app.get(
      '/admin/api/support/complaint/:id',
      { ...staff, schema: { tags, params: idParam, response: { 200: envelope(adminComplaintDetailVo) } } },
      async (request) => ok(request.lang, await complaintDetail(request.auth.userId, request.params.id)),
    );
    app.post(
      '/admin/api/support/complaint/resolve',
      {
        ...staff,
        schema: { tags, body: adminComplaintResolveBody, response: { 200: envelope(complaintVo) } },
      },
      async (request) => ok(request.lang, await reports.resolveComplaint(request.auth.userId, request.body)),
    );
  };
