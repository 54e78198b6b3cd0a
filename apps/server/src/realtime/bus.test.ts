import { afterEach, describe, expect, it } from 'vitest';
import { freshBus } from '../../test/harness.ts';
import type { Bus } from './bus.ts';

// Runs on the in-process bus, and on Redis pub/sub when REDIS_URL is set (CI).
describe(`bus (${process.env.REDIS_URL ? 'redis' : 'memory'})`, () => {
  const buses: Bus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });

  const nextMessage = (bus: Bus, channel: string) =>
    new Promise<unknown>((resolve) => {
      void bus.subscribe(channel, resolve);
    });

  it('delivers a published message to every subscriber of the channel, and only of that channel', async () => {
    const bus = await freshBus();
    buses.push(bus);
    const received: unknown[] = [];
    const other: unknown[] = [];
    await bus.subscribe('user:1', (m) => received.push(m));
    await bus.subscribe('user:2', (m) => other.push(m));
    const second = nextMessage(bus, 'user:1');
    await new Promise((r) => setTimeout(r, 20));
    await bus.publish('user:1', { type: 'forcedOffline', sessionIds: ['a'] });
    expect(await second).toEqual({ type: 'forcedOffline', sessionIds: ['a'] });
    expect(received).toEqual([{ type: 'forcedOffline', sessionIds: ['a'] }]);
    expect(other).toEqual([]);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = await freshBus();
    buses.push(bus);
    const received: unknown[] = [];
    const unsubscribe = await bus.subscribe('user:3', (m) => received.push(m));
    await unsubscribe();
    const probe = nextMessage(bus, 'user:3');
    await new Promise((r) => setTimeout(r, 20));
    await bus.publish('user:3', { n: 1 });
    await probe;
    expect(received).toEqual([]);
  });
});
