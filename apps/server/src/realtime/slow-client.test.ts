import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { newUser, openSocket, socketUrl } from './socket.test-kit.ts';

// A client that stops reading must not make the server hold its events without bound: its socket is dropped and
// it resumes from the log, still with every event exactly once.

describe('a client that stops reading', () => {
  const t = useTestApp({ SOCKET_PENDING_MAX: '8' });

  it('is dropped once its waiting sends pass the limit, and resumes without loss', async () => {
    const url = await socketUrl(t);
    const user = await newUser(t);
    const { gateway, delivery } = t.app.services;
    const stalled = await openSocket(`${url}?token=${user.rongToken}`);
    expect((await stalled.next()).type).toBe('ready');
    const tcp = (stalled.socket as unknown as { _socket: { pause: () => void; resume: () => void } })._socket;
    tcp.pause();
    const text = 'x'.repeat(100_000);
    let delivered = 0;
    while (gateway.connectionCount() > 0 && delivered < 600) {
      await delivery.deliver([user.userId], { type: 'message', n: ++delivered, text });
      await new Promise((r) => setImmediate(r));
    }
    expect(gateway.connectionCount()).toBe(0);
    tcp.resume();
    await stalled.closed;
    const received = stalled.frames.flatMap((f) => (f.type === 'event' ? [f.seq] : []));
    const lastSeq = received.length ? Math.max(...received) : 0;
    expect(received).toEqual(Array.from({ length: lastSeq }, (_, i) => i + 1));
    expect(lastSeq).toBeLessThan(delivered);

    const resumed = await openSocket(`${url}?token=${user.rongToken}&lastSeq=${lastSeq}`);
    expect((await resumed.next()).type).toBe('ready');
    const rest = await resumed.events(delivered - lastSeq);
    expect(rest.map((e) => e.seq)).toEqual(
      Array.from({ length: delivered - lastSeq }, (_, i) => lastSeq + i + 1),
    );
    expect(await resumed.quiet()).toEqual([]);
    await resumed.close();
  });
});
