import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  freshBus,
  freshDatabase,
  type SharedBackend,
  type TestApp,
} from '../../test/harness.ts';
import { newUser, openSocket, socketUrl, type TestSocket } from './socket.test-kit.ts';

// Delivery's promise (DESIGN §5): every stored event reaches the client exactly once and in order, across a
// dropped connection, a server restart and a switch of instance. PostgreSQL with DATABASE_URL, Redis with REDIS_URL.

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function deliverMany(t: TestApp, userId: number, from: number, to: number, concurrency = 5) {
  const numbers = range(from, to);
  for (let i = 0; i < numbers.length; i += concurrency)
    await Promise.all(
      numbers
        .slice(i, i + concurrency)
        .map((n) => t.app.services.delivery.deliver([userId], { type: 'message', n })),
    );
}

/** Events until the one numbered `lastSeq`, checking on the way that each comes once and in order. */
async function readThrough(ws: TestSocket, afterSeq: number, lastSeq: number) {
  const events = await ws.events(lastSeq - afterSeq);
  expect(events.map((e) => e.seq)).toEqual(range(afterSeq + 1, lastSeq));
  return events;
}

describe('delivery over the socket: resume, restart, another instance', () => {
  let backend: SharedBackend & { drop: () => Promise<void> };
  const apps: TestApp[] = [];
  const start = async () => {
    const t = await createTestApp({}, backend);
    apps.push(t);
    return t;
  };
  beforeAll(async () => {
    const { database, drop } = await freshDatabase();
    backend = { database, bus: await freshBus(), drop };
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await backend.bus.close();
    await backend.drop();
  });

  it('a client that drops after 20 of 50 events resumes with 21.. exactly once while more are delivered', async () => {
    const t = await start();
    const url = await socketUrl(t);
    const user = await newUser(t);
    await deliverMany(t, user.userId, 1, 50);
    const first = await openSocket(`${url}?token=${user.rongToken}`);
    expect((await first.next()).type).toBe('ready');
    const read = await first.events(20);
    expect(read.map((e) => e.seq)).toEqual(range(1, 20));
    first.socket.terminate();
    await first.closed;

    const concurrent = deliverMany(t, user.userId, 51, 90, 3);
    const second = await openSocket(url);
    second.send({ type: 'auth', token: user.rongToken, lastSeq: 20 });
    const events = await readThrough(second, 20, 90);
    await concurrent;
    // Concurrent deliveries take numbers in commit order: each message once, as the log numbered it.
    expect(events.map((e) => [e.seq, e.event.n])).toEqual(
      (await t.app.services.delivery.since(user.userId, 20, 100)).map((d) => [d.seq, d.event.n]),
    );
    expect(new Set(events.map((e) => e.event.n))).toEqual(new Set(range(21, 90)));
    expect(await second.quiet()).toEqual([]);
    await second.close();
  });

  it('loses nothing across a server restart on the same database', async () => {
    const before = await start();
    const user = await newUser(before);
    const ws = await openSocket(`${await socketUrl(before)}?token=${user.rongToken}`);
    expect((await ws.next()).type).toBe('ready');
    await deliverMany(before, user.userId, 1, 10);
    await readThrough(ws, 0, 10);
    await deliverMany(before, user.userId, 11, 15);
    await before.app.close();
    await ws.closed;
    const lastSeen = Math.max(...ws.frames.flatMap((f) => (f.type === 'event' ? [f.seq] : [])));

    const after = await start();
    const concurrent = deliverMany(after, user.userId, 16, 40, 4);
    const again = await openSocket(`${await socketUrl(after)}?token=${user.rongToken}&lastSeq=${lastSeen}`);
    expect((await again.next()).type).toBe('ready');
    await readThrough(again, lastSeen, 40);
    await concurrent;
    expect(await again.quiet()).toEqual([]);
    await again.close();
  });

  it('a client on instance B gets what instance A delivers, exactly once and in order', async () => {
    const a = await start();
    const b = await start();
    const user = await newUser(a);
    const other = await newUser(a);
    const onB = await openSocket(`${await socketUrl(b)}?token=${user.rongToken}`);
    const otherOnA = await openSocket(`${await socketUrl(a)}?token=${other.rongToken}`);
    expect((await onB.next()).type).toBe('ready');
    expect((await otherOnA.next()).type).toBe('ready');
    // Both users in each event, delivered through A and through B at once.
    const both = (n: number, t: TestApp) =>
      t.app.services.delivery.deliver([user.userId, other.userId], { type: 'message', n });
    await Promise.all(range(1, 60).map((n) => both(n, n % 2 ? a : b)));
    const events = await readThrough(onB, 0, 60);
    const otherEvents = await readThrough(otherOnA, 0, 60);
    expect(new Set(events.map((e) => e.event.n)).size).toBe(60);
    expect(otherEvents.map((e) => e.event.n)).toEqual(
      (await a.app.services.delivery.since(other.userId, 0, 100)).map((d) => d.event.n),
    );
    expect(await onB.quiet()).toEqual([]);
    await onB.close();
    await otherOnA.close();
  });
});
