import { SocketCloseCode } from '@volna/contracts';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { newUser, openSocket, socketUrl } from '../realtime/socket.test-kit.ts';
import { drain } from './drain.ts';

// The SIGTERM drain in one process (main.ts adds the exit; test/shutdown.test.ts runs the real process): not ready
// and no new connection at once, the request a socket is being answered finishes, then every socket closes with 1012.

/** How a new WebSocket was refused: the HTTP status of its upgrade, or the connection's error code. */
const refusedSocket = (url: string) =>
  new Promise<number | string>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => reject(new Error('a new socket opened on a draining instance')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('drain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses new connections at once, answers the socket request under way, then closes the sockets with 1012', async () => {
    const url = await socketUrl(t);
    const alice = await newUser(t);
    const bob = await newUser(t);
    const first = await openSocket(`${url}?token=${alice.rongToken}`);
    const second = await openSocket(`${url}?token=${bob.rongToken}`);
    expect((await first.next()).type).toBe('ready');
    expect((await second.next()).type).toBe('ready');

    // Alice's send is held inside the service until the drain has begun.
    const chat = t.app.services.chat;
    const send = chat.send.bind(chat);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    chat.send = async (...args: Parameters<typeof send>) => {
      entered();
      await gate;
      return send(...args);
    };
    const answer = first.request('chat/message/send', {
      conversationType: 1,
      targetId: String(bob.userId),
      objectName: 'RC:TxtMsg',
      content: { content: 'sent just before the drain' },
      clientMsgId: 'drain-msg-1',
    });
    await inside;

    const drained = drain(t.app);
    expect((await t.call('GET', '/health/ready')).body.data).toMatchObject({ ready: false, draining: true });
    // The listener is closed at once: the load balancer's next try is refused and goes to another instance.
    expect(await refusedSocket(`${url}?token=${bob.rongToken}`)).toBe('ECONNREFUSED');
    // A request on a connection still open is refused before any work.
    expect((await t.call('GET', '/app/appUpdate/info')).status).toBe(503);
    // Still open: its request is being answered.
    expect(first.socket.readyState).toBe(WebSocket.OPEN);

    release();
    const response = await answer;
    expect(response).toMatchObject({ success: true, code: 200 });
    expect((await first.closed).code).toBe(SocketCloseCode.serviceRestart);
    expect((await second.closed).code).toBe(SocketCloseCode.serviceRestart);
    await drained;
    expect(t.app.server.listening).toBe(false);
    // The message it answered for is stored: the client resumes from its log elsewhere.
    const stored = await t.app.services.delivery.since(bob.userId, 0, 10);
    expect(stored.some((e) => JSON.stringify(e.event).includes('sent just before the drain'))).toBe(true);
  });
});
