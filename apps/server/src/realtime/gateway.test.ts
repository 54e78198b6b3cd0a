import { ConversationType, ONLINE_WINDOW_MS, SESSION_TTL_DAYS, TYPING_THROTTLE_MS } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { newUser, openSocket, socketUrl } from './socket.test-kit.ts';

describe('realtime gateway (/ws)', () => {
  const t = useTestApp();
  let url: string;
  beforeAll(async () => {
    url = await socketUrl(t);
  });

  it('authenticates with the messaging token in the first frame, then sends stored events and live ones', async () => {
    const user = await newUser(t);
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 1 });
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 2 });
    const ws = await openSocket(url);
    ws.send({ type: 'auth', token: user.rongToken, lastSeq: 0 });
    expect(await ws.next()).toEqual({ type: 'ready', userId: user.userId, seq: 0 });
    expect((await ws.events(2)).map((e) => [e.seq, e.event.n])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 3 });
    expect(await ws.next()).toEqual({ type: 'event', seq: 3, event: { type: 'message', n: 3 } });
    ws.send({ type: 'ping' });
    expect(await ws.next()).toEqual({ type: 'pong' });
    await ws.close();
  });

  it('takes the token and last sequence from the URL too', async () => {
    const user = await newUser(t);
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 1 });
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 2 });
    const ws = await openSocket(`${url}?token=${user.rongToken}&lastSeq=1`);
    expect(await ws.next()).toEqual({ type: 'ready', userId: user.userId, seq: 1 });
    expect((await ws.events(1))[0]?.seq).toBe(2);
    expect(await ws.quiet()).toEqual([]);
    await ws.close();
  });

  it('starts a fresh device at the newest event instead of replaying the log, then sends what comes next', async () => {
    const user = await newUser(t);
    for (const n of [1, 2, 3]) await t.app.services.delivery.deliver([user.userId], { type: 'message', n });
    const ws = await openSocket(url);
    ws.send({ type: 'auth', token: user.rongToken, fresh: true });
    expect(await ws.next()).toEqual({ type: 'ready', userId: user.userId, seq: 3 });
    expect(await ws.quiet()).toEqual([]);
    await t.app.services.delivery.deliver([user.userId], { type: 'message', n: 4 });
    expect(await ws.next()).toEqual({ type: 'event', seq: 4, event: { type: 'message', n: 4 } });
    await ws.close();

    const byUrl = await openSocket(`${url}?token=${user.rongToken}&fresh=1`);
    expect(await byUrl.next()).toEqual({ type: 'ready', userId: user.userId, seq: 4 });
    expect(await byUrl.quiet()).toEqual([]);
    await byUrl.close();
  });

  it('refuses the app token, a forged token and a first frame that is not auth with 401 and closes', async () => {
    const user = await newUser(t);
    for (const token of [user.token, `${user.rongToken}x`]) {
      const ws = await openSocket(url);
      ws.send({ type: 'auth', token, lang: 'en' });
      expect(await ws.next()).toMatchObject({ type: 'error', code: 401, msg: 'Требуется вход в систему' });
      expect((await ws.closed).code).toBe(4401);
    }
    const ws = await openSocket(`${url}?lang=en`);
    ws.send({ type: 'ping' });
    expect(await ws.next()).toEqual({ type: 'error', code: 401, msg: 'Please log in' });
    expect((await ws.closed).code).toBe(4401);
  });

  it('refuses a token whose session ended by a login elsewhere with 4003', async () => {
    const user = await newUser(t);
    await t.app.services.sessions.start(user.userId, { userAgent: 'other', ip: '127.0.0.2' });
    const ws = await openSocket(`${url}?token=${user.rongToken}`);
    expect(await ws.next()).toMatchObject({ type: 'error', code: 4003 });
    expect((await ws.closed).code).toBe(4003);
  });

  it('refuses an expired token with 4002', async () => {
    const user = await newUser(t);
    t.clock.advance(SESSION_TTL_DAYS * 86_400_000 + 1_000);
    try {
      const ws = await openSocket(url);
      ws.send({ type: 'auth', token: user.rongToken });
      expect(await ws.next()).toMatchObject({ type: 'error', code: 4002 });
      expect((await ws.closed).code).toBe(4002);
    } finally {
      t.clock.advance(-(SESSION_TTL_DAYS * 86_400_000 + 1_000));
    }
  });

  it('answers bad frames with 400 naming the field and keeps the socket', async () => {
    const user = await newUser(t);
    const ws = await openSocket(`${url}?token=${user.rongToken}&lang=en`);
    expect((await ws.next()).type).toBe('ready');
    ws.send('not json');
    expect(await ws.next()).toEqual({ type: 'error', code: 400, msg: 'Invalid value of field body' });
    ws.send({ type: 'shout' });
    expect(await ws.next()).toMatchObject({ type: 'error', code: 400, msg: 'Invalid value of field type' });
    ws.send({ type: 'ack', seq: -1 });
    expect(await ws.next()).toMatchObject({ type: 'error', code: 400, msg: 'Invalid value of field seq' });
    ws.send({ type: 'auth', token: user.rongToken });
    expect(await ws.next()).toMatchObject({ type: 'error', code: 400, msg: 'Invalid value of field type' });
    ws.send({ type: 'typing', conversationType: ConversationType.private, targetId: user.userId });
    expect(await ws.next()).toMatchObject({
      type: 'error',
      code: 400,
      msg: 'Invalid value of field targetId',
    });
    ws.send({ type: 'ack', seq: 3 });
    ws.send({ type: 'ping' });
    expect(await ws.next()).toEqual({ type: 'pong' });
    await ws.close();
  });

  it('a bad query closes the socket with 4400', async () => {
    const ws = await openSocket(`${url}?lastSeq=abc&lang=en`);
    expect(await ws.next()).toEqual({ type: 'error', code: 400, msg: 'Invalid value of field lastSeq' });
    expect((await ws.closed).code).toBe(4400);
  });

  it('a login elsewhere ends the older session’s sockets with the system account’s 403 message', async () => {
    const user = await newUser(t);
    const old = await openSocket(`${url}?token=${user.rongToken}&lang=en`);
    expect((await old.next()).type).toBe('ready');
    const fresh = await t.app.services.sessions.start(user.userId, { userAgent: 'phone', ip: '127.0.0.3' });
    const current = await openSocket(`${url}?token=${fresh.rongToken}`);
    expect((await current.next()).type).toBe('ready');
    const frame = await old.next();
    expect(frame).toEqual({
      type: 'forcedOffline',
      message: {
        objectName: 'RC-SYSTEM',
        conversationType: ConversationType.system,
        targetId: 'SYSTEM-MESSAGE',
        senderUserId: 0,
        sentTime: t.clock.now().getTime(),
        content: { content: expect.any(String), extra: '403' },
      },
    });
    expect((await old.closed).code).toBe(4003);
    // The new session's socket is untouched.
    current.send({ type: 'ping' });
    expect(await current.next()).toEqual({ type: 'pong' });
    const another = await newUser(t);
    await t.app.services.sessions.start(another.userId, { userAgent: 'x', ip: '127.0.0.4' });
    expect(await current.quiet()).toEqual([]);
    await current.close();
  });

  it('a logout closes that session’s sockets with 401', async () => {
    const user = await newUser(t);
    const ws = await openSocket(`${url}?token=${user.rongToken}`);
    expect((await ws.next()).type).toBe('ready');
    await t.app.services.sessions.end(user.sessionId);
    expect(await ws.next()).toMatchObject({ type: 'error', code: 401 });
    expect((await ws.closed).code).toBe(4401);
  });

  it('forwards typing live to the private-chat peer at most once per throttle window, and stores none', async () => {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const a = await openSocket(`${url}?token=${alice.rongToken}`);
    const b = await openSocket(`${url}?token=${bob.rongToken}`);
    expect((await a.next()).type).toBe('ready');
    expect((await b.next()).type).toBe('ready');
    const typing = {
      type: 'typing',
      conversationType: ConversationType.private,
      targetId: String(bob.userId),
    };
    a.send(typing);
    a.send(typing);
    a.send(typing);
    const seen = {
      type: 'live',
      event: { type: 'typing', conversationType: 1, targetId: String(alice.userId), userId: alice.userId },
    };
    expect(await b.next()).toEqual(seen);
    expect(await b.quiet()).toEqual([]);
    t.clock.advance(TYPING_THROTTLE_MS);
    a.send({ ...typing, targetId: bob.userId });
    expect(await b.next()).toEqual(seen);
    expect(await a.quiet(50)).toEqual([]);
    expect(await t.app.services.delivery.since(bob.userId, 0, 10)).toEqual([]);
    // Nobody hears the typing of a user he blocked.
    await t.app.services.users.block(bob.userId, alice.userId);
    t.clock.advance(TYPING_THROTTLE_MS);
    a.send(typing);
    expect(await b.quiet()).toEqual([]);
    await a.close();
    await b.close();
  });

  it('records presence on connect: online within the window, then last seen', async () => {
    const user = await newUser(t);
    const { presence } = t.app.services;
    expect((await presence.of([user.userId])).get(user.userId)).toEqual({
      online: false,
      lastActiveAt: null,
    });
    const ws = await openSocket(`${url}?token=${user.rongToken}`);
    expect((await ws.next()).type).toBe('ready');
    const connectedAt = t.clock.now();
    await expect
      .poll(async () => (await presence.of([user.userId])).get(user.userId))
      .toEqual({
        online: true,
        lastActiveAt: connectedAt,
      });
    t.clock.advance(ONLINE_WINDOW_MS);
    expect((await presence.of([user.userId])).get(user.userId)).toEqual({
      online: false,
      lastActiveAt: connectedAt,
    });
    // Leaving records the moment, whatever the throttle.
    await ws.close();
    await expect
      .poll(async () => (await presence.of([user.userId])).get(user.userId)?.lastActiveAt)
      .toEqual(t.clock.now());
  });
});

describe('realtime gateway heartbeat', () => {
  const t = useTestApp({ SOCKET_HEARTBEAT_MS: '200', SOCKET_AUTH_TIMEOUT_MS: '200' });
  let url: string;
  beforeAll(async () => {
    url = await socketUrl(t);
  });

  it('closes a socket that stops answering pings and keeps one that answers', async () => {
    const user = await newUser(t);
    const started = Date.now();
    // Not read: on a busy machine two 200 ms heartbeats may pass before its `ready`, and it is closed first.
    const dead = await openSocket(`${url}?token=${user.rongToken}`, { autoPong: false });
    const live = await openSocket(`${url}?token=${user.rongToken}`);
    expect((await live.next()).type).toBe('ready');
    await dead.closed;
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    expect(t.app.services.gateway.connectionCount()).toBe(1);
    await live.close();
  });

  it('keeps a socket that answers when this process stalls past two heartbeats (its pong is still unread)', async () => {
    const user = await newUser(t);
    const live = await openSocket(`${url}?token=${user.rongToken}`);
    expect((await live.next()).type).toBe('ready');
    // After a stall the timers run before the socket reads: the late heartbeat must not take the unread pong for silence.
    for (let stall = 0; stall < 3; stall++) {
      const until = performance.now() + 500;
      while (performance.now() < until);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(live.socket.readyState).toBe(live.socket.OPEN);
    await live.close();
  });

  it('closes a socket that does not authenticate in time with 4408', async () => {
    const ws = await openSocket(`${url}?lang=en`);
    const opened = Date.now();
    expect(await ws.next()).toEqual({ type: 'error', code: 401, msg: 'Please log in' });
    expect((await ws.closed).code).toBe(4408);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(150);
  });

  it('ends a socket when its session expires while connected, with 4002', async () => {
    const user = await newUser(t);
    const ws = await openSocket(`${url}?token=${user.rongToken}`);
    expect((await ws.next()).type).toBe('ready');
    await new Promise((r) => setTimeout(r, 150));
    expect(ws.socket.readyState).toBe(ws.socket.OPEN);
    t.clock.advance(SESSION_TTL_DAYS * 86_400_000);
    expect(await ws.next()).toMatchObject({ type: 'error', code: 4002 });
    expect((await ws.closed).code).toBe(4002);
  });
});
