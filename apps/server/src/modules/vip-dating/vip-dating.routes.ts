import {
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  pagedEnvelope,
  vipAddCandidateBody,
  vipContactVo,
  vipPickBody,
  vipPriceVo,
  vipProfileBody,
  vipProfileVo,
  vipRequestBody,
  vipRequestIdBody,
  vipRequestVo,
  vipStaffListQuery,
  vipStaffRequestVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['vipDating'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * VIP dating (issue 12, pages/vipDating; the spec names no paths): the own VIP card, the paid partner requirement and
 * its candidates, the pick and the cancel; staff list requests, contact the requester and add candidates by hand.
 */
export const vipDatingRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { vipDating } = services;
    const auth = { onRequest: app.requireAuth };
    const staff = requireStaff(app, services.users, 'staff');
    const oneRequest = { 200: envelope(vipRequestVo) };

    app.get(
      '/app/vip/price',
      { ...auth, schema: { tags, response: { 200: envelope(vipPriceVo) } } },
      async (request) => ok(request.lang, await vipDating.price()),
    );

    app.get(
      '/app/vip/profile',
      { ...auth, schema: { tags, response: { 200: envelope(vipProfileVo.nullable()) } } },
      async (request) => ok(request.lang, await vipDating.profile(request.auth.userId)),
    );

    app.put(
      '/app/vip/profile',
      { ...auth, schema: { tags, body: vipProfileBody, response: { 200: envelope(vipProfileVo) } } },
      async (request) => ok(request.lang, await vipDating.saveProfile(request.auth.userId, request.body)),
    );

    app.post(
      '/app/vip/request',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: vipRequestBody, response: oneRequest } },
      async (request) =>
        ok(
          request.lang,
          await vipDating.submit(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      '/app/vip/request/list',
      { ...auth, schema: { tags, response: { 200: envelope(z.array(vipRequestVo)) } } },
      async (request) => ok(request.lang, await vipDating.list(request.auth.userId)),
    );

    app.get(
      '/app/vip/request/:id',
      { ...auth, schema: { tags, params: idParam, response: oneRequest } },
      async (request) => ok(request.lang, await vipDating.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/vip/request/pick',
      { ...auth, schema: { tags, body: vipPickBody, response: oneRequest } },
      async (request) => ok(request.lang, await vipDating.pick(request.auth.userId, request.body)),
    );

    app.post(
      '/app/vip/request/cancel',
      { ...auth, schema: { tags, body: vipRequestIdBody, response: oneRequest } },
      async (request) => ok(request.lang, await vipDating.cancel(request.auth.userId, request.body.id)),
    );

    app.get(
      '/admin/api/vip-dating/requests',
      {
        ...staff,
        schema: {
          tags: ['admin'],
          querystring: vipStaffListQuery,
          response: { 200: pagedEnvelope(vipStaffRequestVo) },
        },
      },
      async (request) => {
        const { rows, total } = await vipDating.staffList(request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/admin/api/vip-dating/contact',
      {
        ...staff,
        schema: { tags: ['admin'], body: vipRequestIdBody, response: { 200: envelope(vipContactVo) } },
      },
      async (request) => ok(request.lang, await vipDating.contact(request.auth.userId, request.body.id)),
    );

    app.post(
      '/admin/api/vip-dating/candidates',
      { ...staff, schema: { tags: ['admin'], body: vipAddCandidateBody, response: oneRequest } },
      async (request) =>
        ok(
          request.lang,
          await vipDating.addCandidate(request.auth.userId, request.body.id, request.body.userId),
        ),
    );
  };
