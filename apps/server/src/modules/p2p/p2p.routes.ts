import {
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  p2pCheckMoneyBody,
  p2pCheckMoneyVo,
  p2pComplaintBody,
  p2pConfirmBody,
  p2pDecideBody,
  p2pListQuery,
  p2pOrderIdBody,
  p2pRespondBody,
  p2pOrderVo,
  p2pProofBody,
  p2pPublishBody,
  p2pStaffDetailVo,
  p2pStaffListQuery,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['p2p'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * P2P top-up and withdrawal (issue 13): spec §7's POST /app/recharge/insert, /checkMoney and GET /rechargeList (GET
 * /app/recharge/getPlatformTaxRate is the transfers module's: P2P itself charges no fee), plus the order's steps the
 * spec names no path for: GET /app/recharge/{id}, POST /app/recharge/respond, /proof, /confirm, /complaint, /cancel;
 * and the staff's GET /admin/api/p2p/orders, GET /admin/api/p2p/order/{id}, POST /admin/api/p2p/decide.
 */
export const p2pRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { p2p } = services;
    const auth = { onRequest: app.requireAuth };
    const oneOrder = { 200: envelope(p2pOrderVo) };

    app.post(
      '/app/recharge/checkMoney',
      { ...auth, schema: { tags, body: p2pCheckMoneyBody, response: { 200: envelope(p2pCheckMoneyVo) } } },
      async (request) => ok(request.lang, await p2p.checkMoney(request.auth.userId, request.body)),
    );

    app.post(
      '/app/recharge/insert',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: p2pPublishBody, response: oneOrder } },
      async (request) =>
        ok(
          request.lang,
          await p2p.publish(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      '/app/recharge/rechargeList',
      { ...auth, schema: { tags, querystring: p2pListQuery, response: { 200: pagedEnvelope(p2pOrderVo) } } },
      async (request) => {
        const { rows, total } = await p2p.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/recharge/:id',
      { ...auth, schema: { tags, params: idParam, response: oneOrder } },
      async (request) => ok(request.lang, await p2p.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/recharge/respond',
      { ...auth, schema: { tags, body: p2pRespondBody, response: oneOrder } },
      async (request) => ok(request.lang, await p2p.respond(request.auth.userId, request.body)),
    );

    app.post(
      '/app/recharge/proof',
      { ...auth, schema: { tags, body: p2pProofBody, response: oneOrder } },
      async (request) => ok(request.lang, await p2p.submitProof(request.auth.userId, request.body)),
    );

    app.post(
      '/app/recharge/confirm',
      { ...auth, schema: { tags, body: p2pConfirmBody, response: oneOrder } },
      async (request) => ok(request.lang, await p2p.confirm(request.auth.userId, request.body)),
    );

    app.post(
      '/app/recharge/complaint',
      { ...auth, schema: { tags, body: p2pComplaintBody, response: oneOrder } },
      async (request) => ok(request.lang, await p2p.complain(request.auth.userId, request.body)),
    );

    app.post(
      '/app/recharge/cancel',
      { ...auth, schema: { tags, body: p2pOrderIdBody, response: oneOrder } },
      async (request) => ok(request.lang, await p2p.cancel(request.auth.userId, request.body.id)),
    );

    app.get(
      '/admin/api/p2p/orders',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: {
          tags: ['admin'],
          querystring: p2pStaffListQuery,
          response: { 200: pagedEnvelope(p2pOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await p2p.staffList(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/admin/api/p2p/order/:id',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags: ['admin'], params: idParam, response: { 200: envelope(p2pStaffDetailVo) } },
      },
      async (request) => ok(request.lang, await p2p.staffDetail(request.auth.userId, request.params.id)),
    );

    // Moving money on a complaint is the platform administrator's call (spec §10: cancellations, complaints).
    app.post(
      '/admin/api/p2p/decide',
      {
        ...requireStaff(app, services.users, 'admin'),
        schema: { tags: ['admin'], body: p2pDecideBody, response: oneOrder },
      },
      async (request) => ok(request.lang, await p2p.decide(request.auth.userId, request.body)),
    );
  };
