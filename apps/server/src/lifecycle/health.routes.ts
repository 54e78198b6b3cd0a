import { envelope, liveResult, ResultCode, readyResult, resultMessage } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import type { Lifecycle } from './lifecycle.ts';

/**
 * The probes of a load balancer or supervisor (DESIGN §12): live while the process answers, ready while it should
 * get traffic (503 with the reasons when not). `/health` (system module) stays for people and old checks.
 */
export const healthRoutes =
  (lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health/live',
      { schema: { tags: ['system'], response: { 200: envelope(liveResult) } } },
      async (request) =>
        ok(request.lang, { status: 'live' as const, uptimeSeconds: Math.round(process.uptime()) }),
    );

    app.get(
      '/health/ready',
      { schema: { tags: ['system'], response: { 200: envelope(readyResult), 503: envelope(readyResult) } } },
      async (request, reply) => {
        const readiness = await lifecycle.readiness();
        if (readiness.ready) return ok(request.lang, readiness);
        return reply.status(503).send({
          success: false,
          code: ResultCode.serviceUnavailable,
          msg: resultMessage(ResultCode.serviceUnavailable, request.lang),
          data: readiness,
        });
      },
    );
  };
