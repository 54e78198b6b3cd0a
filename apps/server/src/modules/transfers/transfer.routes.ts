import {
  adminTransferCancelBody,
  adminTransferListQuery,
  adminTransferVo,
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  pagedEnvelope,
  platformTaxRateVo,
  searchTransferUserQuery,
  transferBody,
  transferConfirmBody,
  transferDocumentBody,
  transferIdBody,
  transferVo,
  userVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['transfer'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * Transfers by phone and safe transfers (issue 5): spec §7's GET /app/transfer/searchUserInfo, POST /app/transfer
 * and GET /app/recharge/getPlatformTaxRate, plus the safe-transfer steps the spec names no path for
 * (POST /app/transfer/document, /confirm, /reject, /requestCancel), GET /app/transfer/{id}, and the staff
 * POST /admin/api/transfer/cancel (with a reason) and GET /admin/api/transfer/list.
 */
export const transferRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { transfers, safeTransfers } = services;
    const auth = { onRequest: app.requireAuth };
    const oneTransfer = { 200: envelope(transferVo) };

    app.get(
      '/app/transfer/searchUserInfo',
      {
        ...auth,
        schema: { tags, querystring: searchTransferUserQuery, response: { 200: envelope(userVo) } },
      },
      async (request) =>
        ok(request.lang, await transfers.searchRecipient(request.auth.userId, request.query)),
    );

    app.get(
      '/app/recharge/getPlatformTaxRate',
      { ...auth, schema: { tags, response: { 200: envelope(platformTaxRateVo) } } },
      async (request) => ok(request.lang, { rate: await transfers.taxRate() }),
    );

    app.post(
      '/app/transfer',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: transferBody, response: oneTransfer } },
      async (request) =>
        ok(
          request.lang,
          await transfers.create(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      '/app/transfer/:id',
      { ...auth, schema: { tags, params: idParam, response: oneTransfer } },
      async (request) => ok(request.lang, await transfers.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/transfer/document',
      { ...auth, schema: { tags, body: transferDocumentBody, response: oneTransfer } },
      async (request) =>
        ok(request.lang, await safeTransfers.uploadDocument(request.auth.userId, request.body)),
    );

    app.post(
      '/app/transfer/confirm',
      { ...auth, schema: { tags, body: transferConfirmBody, response: oneTransfer } },
      async (request) => ok(request.lang, await safeTransfers.confirm(request.auth.userId, request.body)),
    );

    app.post(
      '/app/transfer/reject',
      { ...auth, schema: { tags, body: transferIdBody, response: oneTransfer } },
      async (request) =>
        ok(request.lang, await safeTransfers.rejectDocument(request.auth.userId, request.body.id)),
    );

    app.post(
      '/app/transfer/requestCancel',
      { ...auth, schema: { tags, body: transferIdBody, response: oneTransfer } },
      async (request) =>
        ok(request.lang, await safeTransfers.requestCancel(request.auth.userId, request.body.id)),
    );

    app.post(
      '/admin/api/transfer/cancel',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags: ['admin'], body: adminTransferCancelBody, response: oneTransfer },
      },
      async (request) =>
        ok(
          request.lang,
          await safeTransfers.staffCancel(request.auth.userId, request.body.id, request.body.reason),
        ),
    );

    app.get(
      '/admin/api/transfer/list',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: {
          tags: ['admin'],
          querystring: adminTransferListQuery,
          response: { 200: pagedEnvelope(adminTransferVo) },
        },
      },
      async (request) => {
        const { rows, total } = await safeTransfers.staffList(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );
  };
