import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/** Fan-out between server instances: in-process by default, Redis pub/sub when REDIS_URL is set (DESIGN §1). */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * How many subscriptions each channel has across every instance (Redis PUBSUB NUMSUB): a user's channel has one per
   * instance where he has a socket open, so 0 means no open socket anywhere (Web Push, issue 35).
   */
  subscriberCounts(channels: string[]): Promise<Map<string, number>>;
  close(): Promise<void>;
  /** Whether the bus is connected now (readiness); the in-process bus always is. */
  healthy(): boolean;
  /**
   * Called each time the bus is back after losing its connection, once it again hears its channels: what was
   * published meanwhile may be lost, so listeners re-read what it would have told them (the gateway, the logs).
   */
  onReconnect(listener: () => void): () => void;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Deliver after the caller's turn, as a network bus would, and never to a half-built state.
      queueMicrotask(() => emitter.emit(channel, structuredClone(message)));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => void emitter.off(channel, handler);
    },
    async subscriberCounts(channels) {
      return new Map(channels.map((channel) => [channel, emitter.listenerCount(channel)]));
    },
    async close() {
      emitter.removeAllListeners();
    },
    healthy: () => true,
    onReconnect: () => () => {},
  };
}

/**
 * `prefix` keeps apps that share one Redis (tests, staging) apart; `name` names its two connections in Redis's
 * CLIENT LIST (`<name>:pub`, `<name>:sub`), so a test can cut them.
 */
export async function createRedisBus(url: string, prefix = 'volna:', name = 'volna'): Promise<Bus> {
  const publisher = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    connectionName: `${name}:pub`,
  });
  const subscriber = new Redis(url, { lazyConnect: true, connectionName: `${name}:sub` });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  const reconnectListeners = new Set<() => void>();
  let closing = false;
  const back = () => {
    if (!closing) for (const listener of reconnectListeners) listener();
  };
  // ioredis reconnects by itself and subscribes again to every channel; publishes made while it was away are gone.
  // 'ready' comes before it sends SUBSCRIBE again: a PING queued behind those answers once they took.
  const confirmations = [
    [publisher, async () => {}],
    [subscriber, () => subscriber.ping()],
  ] as const;
  for (const [connection, confirm] of confirmations) {
    let lost = false;
    connection.on('close', () => {
      lost = true;
    });
    // Said once per outage (ioredis would print every failed attempt); readiness and the metrics tell the rest.
    connection.on('error', (error: Error) => {
      if (!lost && !closing) console.warn(`bus: Redis connection lost (${error.message}); reconnecting`);
    });
    connection.on('ready', () => {
      if (!lost) return;
      lost = false;
      setImmediate(() => void confirm().then(back, () => {}));
    });
  }
  subscriber.on('message', (fullChannel: string, payload: string) => {
    const channel = fullChannel.slice(prefix.length);
    const message = JSON.parse(payload) as unknown;
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(prefix + channel);
        }
      };
    },
    async subscriberCounts(channels) {
      if (!channels.length) return new Map();
      const answer = (await publisher.call('PUBSUB', 'NUMSUB', ...channels.map((c) => prefix + c))) as Array<
        string | number
      >;
      const counts = new Map<string, number>();
      for (let i = 0; i + 1 < answer.length; i += 2)
        counts.set(String(answer[i]).slice(prefix.length), Number(answer[i + 1]));
      return counts;
    },
    async close() {
      closing = true;
      handlers.clear();
      reconnectListeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
    healthy: () => publisher.status === 'ready' && subscriber.status === 'ready',
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
  };
}
