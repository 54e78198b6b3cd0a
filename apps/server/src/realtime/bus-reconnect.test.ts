import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshBus, freshDatabase, type TestApp } from '../../test/harness.ts';
import { createMetrics } from '../metrics/metrics.ts';
import { type Bus, createRedisBus } from './bus.ts';
import { instrumentedBus } from './bus-instrumented.ts';
import { newUser, openSocket, socketUrl } from './socket.test-kit.ts';

// Redis only fans out "something changed" (DESIGN §12): losing it loses notices, never events. A publish it cannot
// take fails no request, and when it is back every socket reads what it missed from its log.

/** The test's bus, which can lose every notice and announce a reconnect, as Redis restarting would. */
function lossyBus(bus: Bus) {
  const listeners = new Set<() => void>();
  let losing = false;
  return {
    bus: {
      ...bus,
      publish: (channel: string, message: unknown) =>
        losing ? Promise.resolve() : bus.publish(channel, message),
      onReconnect(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    } satisfies Bus,
    lose: (value: boolean) => {
      losing = value;
    },
    reconnected: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('the bus lost and back', () => {
  let t: TestApp;
  let lossy: ReturnType<typeof lossyBus>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const backend = await freshDatabase();
    drop = backend.drop;
    lossy = lossyBus(await freshBus());
    t = await createTestApp({}, { database: backend.database, bus: lossy.bus });
  });
  afterAll(async () => {
    await t.close();
    await lossy.bus.close();
    await drop();
  });

  it('sockets read the events whose notices were lost once the bus is back', async () => {
    const url = await socketUrl(t);
    const user = await newUser(t);
    const socket = await openSocket(`${url}?token=${user.rongToken}&lastSeq=0`);
    expect((await socket.next()).type).toBe('ready');
    lossy.lose(true);
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 1 });
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 2 });
    // Nothing announced them; the socket has no reason to look.
    expect(await socket.quiet()).toEqual([]);
    lossy.lose(false);
    lossy.reconnected();
    const events = await socket.events(2);
    expect(events.map((e) => [e.seq, (e.event as unknown as { n: number }).n])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    await socket.close();
  });
});

describe('a publish the bus does not take', () => {
  it('fails no caller: it is counted and said in the log at most every 10 s', async () => {
    const metrics = createMetrics();
    const warnings: string[] = [];
    const broken: Bus = {
      publish: () => Promise.reject(new Error('Reached the max retries per request limit')),
      subscribe: async () => async () => {},
      subscriberCounts: async () => new Map(),
      close: async () => {},
      healthy: () => false,
      onReconnect: () => () => {},
    };
    const bus = instrumentedBus(broken, metrics, (text) => warnings.push(text));
    await bus.publish('user:1', { type: 'event' });
    await bus.publish('user:1', { type: 'event' });
    expect((await metrics.busPublishFailures.get()).values[0]?.value).toBe(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('clients catch up from their logs');
  });
});

// The real thing on Redis (CI's second pass, REDIS_URL): its connections cut, ioredis comes back by itself.
const redisUrl = process.env.REDIS_URL;
describe(`the Redis bus (${redisUrl ? 'cut and back' : 'in-process bus: always connected'})`, () => {
  it(
    redisUrl
      ? 'says it is down while cut, announces the reconnect once subscribed again, and hears its channels'
      : 'the in-process bus is always healthy and never reconnects',
    async () => {
      if (!redisUrl) {
        const bus = await freshBus();
        expect(bus.healthy()).toBe(true);
        expect(typeof bus.onReconnect(() => {})).toBe('function');
        await bus.close();
        return;
      }
      const name = `volna-test-${randomBytes(4).toString('hex')}`;
      const bus = await createRedisBus(redisUrl, `${name}:`, name);
      const admin = new Redis(redisUrl);
      try {
        const heard: unknown[] = [];
        await bus.subscribe('user:9', (message) => heard.push(message));
        expect(bus.healthy()).toBe(true);
        let reconnects = 0;
        bus.onReconnect(() => {
          reconnects++;
        });
        const list = String(await admin.client('LIST'));
        const ids = list
          .split('\n')
          .filter((line) => line.includes(` name=${name}:`))
          .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
        expect(ids).toHaveLength(2);
        for (const id of ids) await admin.client('KILL', 'ID', id!);
        await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(2);
        expect(bus.healthy()).toBe(true);
        await bus.publish('user:9', { type: 'event', seq: 1 });
        await expect.poll(() => heard, { timeout: 5_000 }).toEqual([{ type: 'event', seq: 1 }]);
      } finally {
        await bus.close();
        admin.disconnect();
      }
    },
  );
});
