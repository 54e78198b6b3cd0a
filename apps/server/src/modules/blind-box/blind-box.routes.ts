import {
  blindBoxBoughtQuery,
  blindBoxOpenBody,
  blindBoxOpenVo,
  blindBoxProfileBody,
  blindBoxProfileVo,
  blindBoxPurchaseVo,
  blindBoxStatusVo,
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

const tags = ['blindBox'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * The blind box (issue 12, pagesBlindBox; the spec names no paths): the caller's card, today's attempts, a paid
 * opening, and the cards bought.
 */
export const blindBoxRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { blindBox } = services;
    const auth = { onRequest: app.requireAuth };

    app.get(
      '/app/blindBox/profile',
      { ...auth, schema: { tags, response: { 200: envelope(blindBoxProfileVo.nullable()) } } },
      async (request) => ok(request.lang, await blindBox.profile(request.auth.userId)),
    );

    app.put(
      '/app/blindBox/profile',
      {
        ...auth,
        schema: { tags, body: blindBoxProfileBody, response: { 200: envelope(blindBoxProfileVo) } },
      },
      async (request) => ok(request.lang, await blindBox.saveProfile(request.auth.userId, request.body)),
    );

    app.get(
      '/app/blindBox/status',
      { ...auth, schema: { tags, response: { 200: envelope(blindBoxStatusVo) } } },
      async (request) => ok(request.lang, await blindBox.status(request.auth.userId)),
    );

    app.post(
      '/app/blindBox/open',
      {
        ...auth,
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: blindBoxOpenBody,
          response: { 200: envelope(blindBoxOpenVo) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          await blindBox.open(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      '/app/blindBox/bought',
      {
        ...auth,
        schema: {
          tags,
          querystring: blindBoxBoughtQuery,
          response: { 200: pagedEnvelope(blindBoxPurchaseVo) },
        },
      },
      async (request) => {
        const { rows, total } = await blindBox.bought(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/blindBox/bought/:id',
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(blindBoxPurchaseVo) } } },
      async (request) => ok(request.lang, await blindBox.purchase(request.auth.userId, request.params.id)),
    );
  };
