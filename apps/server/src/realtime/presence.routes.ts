import { envelope, presenceQuery, presenceVo } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import type { Services } from '../services.ts';

/** Online / last-seen of the people in the viewer's chats (also over the socket as `chat/presence`). */
export const presenceRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/app/chat/presence',
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['chat'],
          querystring: presenceQuery,
          response: { 200: envelope(z.array(presenceVo)) },
        },
      },
      async (request) =>
        ok(request.lang, await services.presence.viewedBy(request.auth.userId, request.query.userIds)),
    );
  };
