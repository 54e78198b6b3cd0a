import {
  dnaAddCandidateBody,
  dnaOrderBody,
  dnaOrderIdBody,
  dnaOrderVo,
  dnaPossibleCandidateVo,
  dnaPriceVo,
  dnaStaffListQuery,
  dnaStaffOrderVo,
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['dna'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * DNA-test partner matching (issue 15, service tag 909; the spec names no paths): the plans' prices, the paid order,
 * my orders with their candidates, the cancel before staff start; staff list and open orders, start matching, add
 * candidates (others who ordered and agreed), mark matched (captures) or cancel (releases).
 */
export const dnaRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { dna } = services;
    const auth = { onRequest: app.requireAuth };
    const staff = requireStaff(app, services.users, 'staff');
    const oneOrder = { 200: envelope(dnaOrderVo) };
    const oneStaffOrder = { 200: envelope(dnaStaffOrderVo) };

    app.get(
      '/app/dna/price',
      { ...auth, schema: { tags, response: { 200: envelope(dnaPriceVo) } } },
      async (request) => ok(request.lang, await dna.price()),
    );

    app.post(
      '/app/dna/order',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: dnaOrderBody, response: oneOrder } },
      async (request) =>
        ok(
          request.lang,
          await dna.order(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      '/app/dna/order/list',
      { ...auth, schema: { tags, response: { 200: envelope(z.array(dnaOrderVo)) } } },
      async (request) => ok(request.lang, await dna.list(request.auth.userId)),
    );

    app.get(
      '/app/dna/order/:id',
      { ...auth, schema: { tags, params: idParam, response: oneOrder } },
      async (request) => ok(request.lang, await dna.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/dna/order/cancel',
      { ...auth, schema: { tags, body: dnaOrderIdBody, response: oneOrder } },
      async (request) => ok(request.lang, await dna.cancel(request.auth.userId, request.body.id)),
    );

    app.get(
      '/admin/api/dna/orders',
      {
        ...staff,
        schema: {
          tags: ['admin'],
          querystring: dnaStaffListQuery,
          response: { 200: pagedEnvelope(dnaStaffOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await dna.staffList(request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/admin/api/dna/orders/:id',
      { ...staff, schema: { tags: ['admin'], params: idParam, response: oneStaffOrder } },
      async (request) => ok(request.lang, await dna.staffDetail(request.params.id)),
    );

    app.get(
      '/admin/api/dna/orders/:id/possible-candidates',
      {
        ...staff,
        schema: {
          tags: ['admin'],
          params: idParam,
          response: { 200: envelope(z.array(dnaPossibleCandidateVo)) },
        },
      },
      async (request) => ok(request.lang, await dna.possibleCandidates(request.params.id)),
    );

    app.post(
      '/admin/api/dna/start-matching',
      { ...staff, schema: { tags: ['admin'], body: dnaOrderIdBody, response: oneOrder } },
      async (request) => ok(request.lang, await dna.startMatching(request.auth.userId, request.body.id)),
    );

    app.post(
      '/admin/api/dna/candidates',
      { ...staff, schema: { tags: ['admin'], body: dnaAddCandidateBody, response: oneOrder } },
      async (request) =>
        ok(request.lang, await dna.addCandidate(request.auth.userId, request.body.id, request.body.userId)),
    );

    app.post(
      '/admin/api/dna/mark-matched',
      { ...staff, schema: { tags: ['admin'], body: dnaOrderIdBody, response: oneOrder } },
      async (request) => ok(request.lang, await dna.markMatched(request.auth.userId, request.body.id)),
    );

    app.post(
      '/admin/api/dna/cancel',
      { ...staff, schema: { tags: ['admin'], body: dnaOrderIdBody, response: oneOrder } },
      async (request) => ok(request.lang, await dna.staffCancel(request.auth.userId, request.body.id)),
    );
  };
