import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_PREFIX = 'volna_';

/** Seconds buckets for request, publish and pool waits: 1 ms to 10 s. */
const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// The process's own figures (event-loop lag, memory, CPU, GC) exist once per process, however many apps the tests
// build in it: made with the first app (the lag is measured from then on) and merged into every app's answer.
let processRegistry: Registry | undefined;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRICS_PREFIX });
  }
  return processRegistry;
}

/**
 * One app's Prometheus instruments (DESIGN §12: prom-client, `volna_` prefix). Each app has its own registry, so
 * the apps a test builds side by side count apart; the places that count are named in docs/operations.md.
 */
export function createMetrics() {
  const perProcess = processMetrics();
  const registry = new Registry();
  const registers = [registry];

  /** A gauge read when scraped (open sockets, pool waiters); `read` is set once its source exists. */
  function sampled(name: string, help: string) {
    let read: () => number = () => 0;
    new Gauge({
      name: METRICS_PREFIX + name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
    return (source: () => number) => {
      read = source;
    };
  }

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: `${METRICS_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS,
      registers,
    }),
    socketsOpen: sampled('sockets_open', 'Realtime sockets open on this instance'),
    messagesPersisted: new Counter({
      name: `${METRICS_PREFIX}messages_persisted_total`,
      help: 'Chat messages written (a retried send is not counted again)',
      registers,
    }),
    eventsDelivered: new Counter({
      name: `${METRICS_PREFIX}events_delivered_total`,
      help: 'Stored events sent to sockets: as they happened (live) or read from the log (catch-up)',
      labelNames: ['via'] as const,
      registers,
    }),
    resumes: new Counter({
      name: `${METRICS_PREFIX}socket_resumes_total`,
      help: 'Sockets that authenticated with a last sequence number (a reconnect resuming from its log)',
      registers,
    }),
    ledgerOperations: new Counter({
      name: `${METRICS_PREFIX}ledger_postings_total`,
      help: 'Ledger operations by kind (post, hold, capture, release, settle, convert) and result (ok, refused, failed)',
      labelNames: ['op', 'result'] as const,
      registers,
    }),
    timerRuns: new Counter({
      name: `${METRICS_PREFIX}timer_runs_total`,
      help: 'Durable timer runs by kind and result (done, failed)',
      labelNames: ['kind', 'result'] as const,
      registers,
    }),
    busPublish: new Histogram({
      name: `${METRICS_PREFIX}bus_publish_seconds`,
      help: 'Time for the bus to take a publish',
      buckets: SECONDS,
      registers,
    }),
    busPublishFailures: new Counter({
      name: `${METRICS_PREFIX}bus_publish_failures_total`,
      help: 'Publishes the bus did not take (Redis away); the database still has what they announced',
      registers,
    }),
    busReceiveLag: new Histogram({
      name: `${METRICS_PREFIX}bus_receive_lag_seconds`,
      help: "From publishing this instance's probe to hearing it back from the bus",
      buckets: SECONDS,
      registers,
    }),
    busReconnects: new Counter({
      name: `${METRICS_PREFIX}bus_reconnects_total`,
      help: 'Times the bus came back after losing its connection (every socket then re-reads its log)',
      registers,
    }),
    dbPoolWait: new Histogram({
      name: `${METRICS_PREFIX}db_pool_wait_seconds`,
      help: 'Time a query or transaction waited for a database connection (PGlite: for its one connection)',
      buckets: SECONDS,
      registers,
    }),
    dbPoolWaiting: sampled(
      'db_pool_waiting',
      'Queries and transactions waiting for a database connection now',
    ),

    /** Prometheus text of this app and of the process. */
    async text() {
      return Registry.merge([perProcess, registry]).metrics();
    },
    contentType: registry.contentType,
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
