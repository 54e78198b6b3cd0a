import { type ReadyResult, ResultCode } from '@volna/contracts';
import type { FastifyInstance } from 'fastify';
import { migrationsApplied } from '../db/migrate.ts';
import type { AppDeps } from '../deps.ts';
import { failure } from '../http/envelope.ts';

/** Answered while draining, so a load balancer or a supervisor can still see how the instance stands. */
const ALWAYS_ANSWERED = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

/**
 * This instance's place in a cluster (DESIGN §12): ready to take traffic, or draining before it exits. Readiness is
 * read fresh on every check: the database answers with every committed migration applied, the bus is connected, and
 * no drain began.
 */
export function createLifecycle(deps: Pick<AppDeps, 'database' | 'bus'>) {
  let draining = false;
  return {
    draining: () => draining,

    /** SIGTERM: from now on readiness is false and new requests and sockets are refused (lifecycle/drain.ts). */
    startDrain() {
      draining = true;
    },

    async readiness(): Promise<ReadyResult> {
      const migrations = await migrationsApplied(deps.database.db).then(
        (applied) => ({ db: true, applied }),
        () => ({ db: false, applied: false }),
      );
      const bus = deps.bus.healthy();
      return {
        ready: migrations.db && migrations.applied && bus && !draining,
        db: migrations.db,
        migrations: migrations.applied,
        bus,
        draining,
      };
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

/**
 * While draining, every new request but the probes is answered 503 (the envelope's serviceUnavailable) before any
 * work starts, and the connection is closed: the load balancer sends it again to another instance (deploy/haproxy.cfg
 * retries 503). /ws upgrades pass through here too, so no new socket opens. Requests already running finish.
 */
export function registerDrainGuard(app: FastifyInstance, lifecycle: Lifecycle) {
  // A request that was running when the drain began ends its connection with its answer: the drain waits for them.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining()) reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!lifecycle.draining() || ALWAYS_ANSWERED.has(request.url.split('?')[0] ?? '')) return;
    reply.header('connection', 'close');
    // A refused upgrade's connection left the HTTP server's hands: ended here, or the server's close would wait on it.
    if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.destroySoon());
    return reply.status(503).send(failure(request.lang, ResultCode.serviceUnavailable));
  });
}
