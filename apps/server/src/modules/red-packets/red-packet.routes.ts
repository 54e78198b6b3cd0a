import {
  claimRedPacketBody,
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  redPacketVo,
  sendRedPacketBody,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['redPacket'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });
const onePacket = { 200: envelope(redPacketVo) };

/** Red packets (issue 5): send (Idempotency-Key), claim a share, and the packet with who claimed what. */
export const redPacketRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { redPackets } = services;
    const auth = { onRequest: app.requireAuth };

    app.post(
      '/app/redPacket',
      {
        ...auth,
        schema: { tags, headers: idempotencyHeaders, body: sendRedPacketBody, response: onePacket },
      },
      async (request) =>
        ok(
          request.lang,
          await redPackets.send(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.post(
      '/app/redPacket/claim',
      { ...auth, schema: { tags, body: claimRedPacketBody, response: onePacket } },
      async (request) => ok(request.lang, await redPackets.claim(request.auth.userId, request.body.id)),
    );

    app.get(
      '/app/redPacket/:id',
      { ...auth, schema: { tags, params: idParam, response: onePacket } },
      async (request) => ok(request.lang, await redPackets.detail(request.auth.userId, request.params.id)),
    );
  };
