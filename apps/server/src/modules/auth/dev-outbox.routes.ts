import { envelope, outboxEntry, outboxQuery } from '@volna/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { isLoopback } from '../../http/loopback.ts';
import type { Services } from '../../services.ts';

/**
 * Codes as the outbox recorded them, latest first: tests and the demo sign up with these. Never in production, and
 * only to this machine: from anywhere else it would hand out anyone's sign-up and reset codes.
 */
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
        // The socket's peer, not request.ip, which a trusted proxy's X-Forwarded-For would set; and a request a
        // proxy on this machine forwarded (it says so in its headers) came from elsewhere.
        onRequest: async (request) => {
          const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
          if (!isLoopback(request.socket.remoteAddress) || forwarded !== undefined) fail('forbidden');
        },
      },
      async (request) => ok(request.lang, await services.auth.outbox(request.query.to)),
    );
  };
