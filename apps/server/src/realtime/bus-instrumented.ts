import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Metrics } from '../metrics/metrics.ts';
import type { Bus } from './bus.ts';

const PROBE_EVERY_MS = 5000;
const WARN_EVERY_MS = 10_000;

/**
 * The bus as the app uses it: each publish timed, and one the bus could not take (Redis away) counted and logged
 * instead of failing its caller. Whatever it announced is already committed (stored events, ended sessions), and
 * the gateway re-reads every socket's log when the bus is back, so the request that published still succeeds.
 */
export function instrumentedBus(bus: Bus, metrics: Metrics, warn: (text: string) => void): Bus {
  let lastWarning = 0;
  return {
    async publish(channel, message) {
      const started = performance.now();
      try {
        await bus.publish(channel, message);
        metrics.busPublish.observe((performance.now() - started) / 1000);
      } catch (error) {
        metrics.busPublishFailures.inc();
        const now = Date.now();
        if (now - lastWarning >= WARN_EVERY_MS) {
          lastWarning = now;
          warn(
            `bus: a publish was not taken (${(error as Error).message}); clients catch up from their logs`,
          );
        }
      }
    },
    subscribe: (channel, handler) => bus.subscribe(channel, handler),
    subscriberCounts: (channels) => bus.subscriberCounts(channels),
    close: () => bus.close(),
    healthy: () => bus.healthy(),
    onReconnect(listener) {
      return bus.onReconnect(() => {
        metrics.busReconnects.inc();
        listener();
      });
    },
  };
}

/**
 * This instance's probe: every 5 s a message on its own channel, timed from publish to hearing it back, which is the
 * bus's receive lag as every other notice sees it (same connection, same event loop), without clock skew.
 */
export function createBusProbe(bus: Bus, metrics: Metrics) {
  const channel = `probe:${randomUUID()}`;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  return {
    async start() {
      unsubscribe = await bus.subscribe(channel, (message) => {
        const { at } = message as { at?: number };
        if (typeof at === 'number') metrics.busReceiveLag.observe((performance.now() - at) / 1000);
      });
      timer = setInterval(() => void bus.publish(channel, { at: performance.now() }), PROBE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await unsubscribe?.().catch(() => {});
    },
  };
}
