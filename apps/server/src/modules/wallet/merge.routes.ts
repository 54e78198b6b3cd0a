import {
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  mergeBody,
  mergePreviewQuery,
  mergePreviewVo,
  mergeResultVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['merge'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/** Merge money (page mergeMoeny; the spec names no paths): a preview, then the merge at the previewed rates. */
export const mergeRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { merges } = services;
    const auth = { onRequest: app.requireAuth };

    app.get(
      '/app/wallet/merge/preview',
      {
        ...auth,
        schema: { tags, querystring: mergePreviewQuery, response: { 200: envelope(mergePreviewVo) } },
      },
      async (request) => ok(request.lang, await merges.preview(request.auth.userId, request.query)),
    );

    app.post(
      '/app/wallet/merge',
      {
        ...auth,
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: mergeBody,
          response: { 200: envelope(mergeResultVo) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          await merges.merge(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );
  };
