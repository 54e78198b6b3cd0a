import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ServerFrame } from '@volna/contracts';
import { WebSocket } from 'ws';
import type { TestApp } from '../../test/harness.ts';
import { giveUpAfter } from '../../test/wait-limit.ts';

// A real `ws` client against a listening test app, with frames read in order and a bounded wait for each.

let counter = 0;

/** A new account and a logged-in session on it, straight through the services. */
export async function newUser(t: Pick<TestApp, 'app'>) {
  const { users, sessions } = t.app.services;
  const user = await users.createAccount({
    email: `ws${process.pid}x${++counter}@example.com`,
    password: 'correct-horse-1',
  });
  const session = await sessions.start(user.id, { userAgent: 'test', ip: '127.0.0.1' });
  return { userId: user.id, ...session };
}

export async function socketUrl(t: Pick<TestApp, 'app'>) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export type TestSocket = Awaited<ReturnType<typeof openSocket>>;

export async function openSocket(
  url: string,
  options: { autoPong?: boolean; headers?: Record<string, string> } = {},
) {
  const socket = new WebSocket(url, { autoPong: options.autoPong ?? true, headers: options.headers });
  const frames: ServerFrame[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  closed.then(wake);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let read = 0;

  /** The next frame, waiting up to `timeoutMs`; fails if the socket closes or nothing comes. */
  async function next(timeoutMs = 5_000): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    while (read >= frames.length) {
      if (socket.readyState === socket.CLOSED)
        throw new Error(`socket closed; frames: ${JSON.stringify(frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        // A deadline, not a sleep: a frame arriving ends the wait at once.
        const timer = giveUpAfter(left, resolve);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return frames[read++]!;
  }

  return {
    socket,
    frames,
    closed,
    next,
    send: (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    /** The next `count` stored-event frames, skipping nothing else but `ready` and `pong`. */
    async events(count: number, timeoutMs = 10_000) {
      const events: Array<Extract<ServerFrame, { type: 'event' }>> = [];
      while (events.length < count) {
        const frame = await next(timeoutMs);
        if (frame.type === 'event') events.push(frame);
        else if (frame.type !== 'ready' && frame.type !== 'pong')
          throw new Error(`unexpected ${JSON.stringify(frame)}`);
      }
      return events;
    },
    /** Sends a `request` frame and answers its `response`; frames met on the way stay in `frames`. */
    async request(method: string, params?: unknown) {
      const id = randomUUID();
      socket.send(JSON.stringify({ type: 'request', id, method, params }));
      const isAnswer = (f: ServerFrame): f is Extract<ServerFrame, { type: 'response' }> =>
        f.type === 'response' && f.id === id;
      // Waits for its own answer, not for "the next frame": with many requests in flight a shared `next()` let one
      // waiter take another's answer while the owner slept until a frame that never came (seen on PostgreSQL).
      const deadline = Date.now() + 5_000;
      let waited = false;
      for (;;) {
        const index = frames.findIndex(isAnswer);
        if (index >= 0) {
          // As when it read frame by frame up to its answer.
          if (waited) read = Math.max(read, index + 1);
          return frames[index] as Extract<ServerFrame, { type: 'response' }>;
        }
        if (socket.readyState === socket.CLOSED)
          throw new Error(`socket closed; frames: ${JSON.stringify(frames)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no answer to ${method} within 5000 ms`);
        waited = true;
        await new Promise<void>((resolve) => {
          const timer = giveUpAfter(left, resolve);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Frames that arrive within `ms` (to show nothing more comes). */
    async quiet(ms = 150) {
      await new Promise((r) => setTimeout(r, ms));
      return frames.slice(read);
    },
    close: () => {
      socket.close();
      return closed;
    },
  };
}
