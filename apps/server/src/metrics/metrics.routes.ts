import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { fail } from '../http/errors.ts';
import { mayReadMetrics } from './metrics-access.ts';
import type { Metrics } from './metrics.ts';

/**
 * GET /metrics (Prometheus text) to loopback and METRICS_ALLOW peers only, never through a proxy; anyone else gets
 * the 404 of a route that is not there. Every response's duration is observed under its route's pattern (never the
 * raw URL, which would make a series per id) and its status.
 */
export async function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request) => {
        if (!mayReadMetrics(request, config.metricsAllow)) fail('notFound');
      },
    },
    async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
  );
}
