import { envelope, outboxEntry, outboxQuery } from '@volna/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

/** Codes as the outbox recorded them, latest first: tests and the demo sign up with these. Never in production. */
export const devOutboxRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          querystring: outboxQuery,
          response: { 200: envelope(z.array(outboxEntry)) },
          tags: ['dev'],
        },
      },
      async (request) => ok(request.lang, await services.auth.outbox(request.query.to)),
    );
  };
