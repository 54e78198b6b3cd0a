import {
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  pagedEnvelope,
  topUpBankAccountBody,
  topUpBankAccountVo,
  topUpConfirmBody,
  topUpCreateBody,
  adminTopUpListQuery,
  topUpListQuery,
  topUpProofBody,
  topUpRejectBody,
  topUpVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['topup'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * QR top-up (issue 5; the spec names no paths): POST /app/topup/qr starts one (Idempotency-Key), GET /app/topup/list
 * and /app/topup/{id} show mine, POST /app/topup/proof hands in the receipt; staff (platform administrators) list,
 * confirm and reject under /admin/api/topup, and keep the receiving requisites of each bank under
 * /admin/api/topup/bankAccount.
 */
export const topUpRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { topUps } = services;
    const auth = { onRequest: app.requireAuth };
    // The /admin/api routes below: platform administrators only (the service checks again).
    const adminOnly = requireStaff(app, services.users, 'admin');
    const one = { 200: envelope(topUpVo) };
    const list = { 200: pagedEnvelope(topUpVo) };

    app.post(
      '/app/topup/qr',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: topUpCreateBody, response: one } },
      async (request) =>
        ok(
          request.lang,
          await topUps.create(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      '/app/topup/list',
      { ...auth, schema: { tags, querystring: topUpListQuery, response: list } },
      async (request) => {
        const { rows, total } = await topUps.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/topup/:id',
      { ...auth, schema: { tags, params: idParam, response: one } },
      async (request) => ok(request.lang, await topUps.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/topup/proof',
      { ...auth, schema: { tags, body: topUpProofBody, response: one } },
      async (request) => ok(request.lang, await topUps.submitProof(request.auth.userId, request.body)),
    );

    app.get(
      '/admin/api/topup/list',
      { ...adminOnly, schema: { tags, querystring: adminTopUpListQuery, response: list } },
      async (request) => {
        const { rows, total } = await topUps.staffList(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/admin/api/topup/confirm',
      { ...adminOnly, schema: { tags, body: topUpConfirmBody, response: one } },
      async (request) => ok(request.lang, await topUps.confirm(request.auth.userId, request.body.id)),
    );

    app.post(
      '/admin/api/topup/reject',
      { ...adminOnly, schema: { tags, body: topUpRejectBody, response: one } },
      async (request) => ok(request.lang, await topUps.reject(request.auth.userId, request.body)),
    );

    app.get(
      '/admin/api/topup/bankAccount/list',
      { ...adminOnly, schema: { tags, response: { 200: envelope(z.array(topUpBankAccountVo)) } } },
      async (request) => ok(request.lang, await topUps.staffBankAccounts(request.auth.userId)),
    );

    app.put(
      '/admin/api/topup/bankAccount',
      {
        ...adminOnly,
        schema: { tags, body: topUpBankAccountBody, response: { 200: envelope(topUpBankAccountVo) } },
      },
      async (request) => ok(request.lang, await topUps.updateBankAccount(request.auth.userId, request.body)),
    );
  };
