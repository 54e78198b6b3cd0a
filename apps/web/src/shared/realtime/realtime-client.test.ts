import {
  ConnectionStatus,
  SOCKET_CLIENT_PING_MS,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RECONNECT_FIRST_MS,
  SOCKET_RECONNECT_MAX_MS,
  SocketCloseCode,
} from '@volna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeOptions, type SocketLike } from './realtime-client.ts';

class FakeSocket implements SocketLike {
  sent: unknown[] = [];
  closedWith: number | undefined | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
  }
  // The server's side:
  open() {
    this.onopen?.();
  }
  frame(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

describe('realtime client', () => {
  let sockets: FakeSocket[];
  let token: string | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    token = 'rong-token';
  });
  afterEach(() => vi.useRealTimers());

  function client(extra: Partial<RealtimeOptions> = {}) {
    const events: Array<[number, unknown]> = [];
    const statuses: number[] = [];
    const ended: number[] = [];
    const c = createRealtimeClient({
      url: 'ws://app/ws',
      token: () => token,
      lastSeq: 5,
      onEvent: (seq, event) => events.push([seq, event]),
      onStatus: (s) => statuses.push(s),
      onSessionEnded: (code) => ended.push(code),
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      random: () => 0.5,
      ...extra,
    });
    return { c, events, statuses, ended, last: () => sockets[sockets.length - 1]! };
  }

  it('authenticates with the token and its last sequence, then takes each event once and in order', () => {
    const { c, events, statuses, last } = client();
    c.start();
    expect(statuses).toEqual([ConnectionStatus.connecting]);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'rong-token', lastSeq: 5 }]);
    last().frame({ type: 'ready', userId: 1 });
    expect(c.status()).toBe(ConnectionStatus.connected);
    last().frame({ type: 'event', seq: 5, event: { type: 'message', n: 5 } });
    last().frame({ type: 'event', seq: 6, event: { type: 'message', n: 6 } });
    last().frame({ type: 'event', seq: 6, event: { type: 'message', n: 6 } });
    last().frame({ type: 'event', seq: 7, event: { type: 'message', n: 7 } });
    expect(events.map(([seq]) => seq)).toEqual([6, 7]);
    expect(c.lastSeq()).toBe(7);
  });

  it('answers a request by its response frame; none when offline, when the socket drops or after the timeout', async () => {
    const { c, last } = client();
    expect(await c.request('call/accept', { callId: 1 })).toBeNull();
    c.start();
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    const answered = c.request('call/accept', { callId: 1 });
    const sent = last().sent.at(-1) as { type: string; id: string; method: string };
    expect(sent).toMatchObject({ type: 'request', method: 'call/accept', params: { callId: 1 } });
    last().frame({ type: 'response', id: 'other', success: true, code: 200, msg: '', data: null });
    last().frame({ type: 'response', id: sent.id, success: false, code: 16201, msg: 'ended', data: null });
    expect(await answered).toMatchObject({ success: false, code: 16201 });
    const late = c.request('call/hangUp', { callId: 1 }, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(await late).toBeNull();
    const dropped = c.request('call/hangUp', { callId: 1 });
    last().drop();
    expect(await dropped).toBeNull();
  });

  it('starts a fresh device at the head the server names, and resumes from there after a drop', () => {
    const synced: number[] = [];
    const { c, events, last } = client({ lastSeq: 0, onSynced: (seq) => synced.push(seq) });
    c.start();
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'rong-token', lastSeq: 0, fresh: true }]);
    last().frame({ type: 'ready', userId: 1, seq: 40 });
    expect(synced).toEqual([40]);
    expect(c.lastSeq()).toBe(40);
    last().frame({ type: 'event', seq: 41, event: { type: 'message' } });
    expect(events.map(([seq]) => seq)).toEqual([41]);
    last().drop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MAX_MS);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'rong-token', lastSeq: 41 });
  });

  it('reports each failure with its code (spec §8: a warning, no user message), not a session end', () => {
    const failures: Array<number | string> = [];
    const { c, ended, last } = client({ onFailure: (code) => failures.push(code) });
    c.start();
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    last().drop(1006);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MAX_MS);
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    vi.advanceTimersByTime(SOCKET_CLIENT_PING_MS + SOCKET_PONG_TIMEOUT_MS);
    expect(failures).toEqual([1006, 'heartbeat']);
    c.stop();
    expect(failures).toEqual([1006, 'heartbeat']);
    expect(ended).toEqual([]);
  });

  it('reconnects with growing, capped backoff and resumes from the last event it took', () => {
    const { c, statuses, last } = client();
    c.start();
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    last().frame({ type: 'event', seq: 6, event: { type: 'message' } });
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const count = sockets.length;
      last().drop();
      expect(c.status()).toBe(ConnectionStatus.disconnected);
      let waited = 0;
      while (sockets.length === count) {
        vi.advanceTimersByTime(10);
        waited += 10;
      }
      delays.push(waited);
    }
    expect(delays[0]).toBeGreaterThanOrEqual(SOCKET_RECONNECT_FIRST_MS * 0.75 - 10);
    expect(delays[1]).toBeGreaterThan(delays[0]!);
    expect(Math.max(...delays)).toBeLessThanOrEqual(SOCKET_RECONNECT_MAX_MS);
    expect(delays[9]).toBeGreaterThanOrEqual(SOCKET_RECONNECT_MAX_MS * 0.75 - 10);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'rong-token', lastSeq: 6 });
    last().frame({ type: 'ready', userId: 1 });
    expect(statuses.slice(-2)).toEqual([ConnectionStatus.connecting, ConnectionStatus.connected]);
    // Connected again: the next drop starts from the first delay.
    last().drop();
    const count = sockets.length;
    vi.advanceTimersByTime(SOCKET_RECONNECT_FIRST_MS);
    expect(sockets.length).toBe(count + 1);
  });

  it('after 1012 (an instance draining) connects again at once, never via disconnected, and resumes from its last event', () => {
    const { c, statuses, last } = client();
    c.start();
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    last().frame({ type: 'event', seq: 6, event: { type: 'message' } });
    const count = sockets.length;
    const before = statuses.length;
    last().drop(SocketCloseCode.serviceRestart);
    expect(sockets.length).toBe(count + 1);
    expect(statuses.slice(before)).toEqual([ConnectionStatus.connecting]);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'rong-token', lastSeq: 6 });
    last().frame({ type: 'ready', userId: 1 });
    expect(c.status()).toBe(ConnectionStatus.connected);
    // Refused there too (its instance drains as well): the usual backoff from its first step, not a tight loop.
    last().drop(1006);
    expect(c.status()).toBe(ConnectionStatus.disconnected);
    const waiting = sockets.length;
    vi.advanceTimersByTime(SOCKET_RECONNECT_FIRST_MS / 4);
    expect(sockets.length).toBe(waiting);
    vi.advanceTimersByTime(SOCKET_RECONNECT_FIRST_MS);
    expect(sockets.length).toBe(waiting + 1);
  });

  it('pings and drops a link that does not answer within the timeout', () => {
    const { c, last } = client();
    c.start();
    const first = last();
    first.open();
    first.frame({ type: 'ready', userId: 1 });
    vi.advanceTimersByTime(SOCKET_CLIENT_PING_MS);
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    first.frame({ type: 'pong' });
    vi.advanceTimersByTime(SOCKET_PONG_TIMEOUT_MS);
    expect(first.closedWith).toBeNull();
    vi.advanceTimersByTime(SOCKET_CLIENT_PING_MS - SOCKET_PONG_TIMEOUT_MS + SOCKET_PONG_TIMEOUT_MS);
    expect(first.closedWith).not.toBeNull();
    expect(c.status()).toBe(ConnectionStatus.disconnected);
    vi.advanceTimersByTime(SOCKET_RECONNECT_FIRST_MS);
    expect(sockets.length).toBe(2);
  });

  it('a gap in the sequence drops the link and resumes from the last event taken', () => {
    const { c, events, last } = client();
    c.start();
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    last().frame({ type: 'event', seq: 8, event: { type: 'message' } });
    expect(events).toEqual([]);
    vi.advanceTimersByTime(SOCKET_RECONNECT_FIRST_MS);
    last().open();
    expect(last().sent[0]).toMatchObject({ type: 'auth', lastSeq: 5 });
  });

  it('stops for good, suspended, when the server ends the session; the forced-offline message is handed over', () => {
    const forced: unknown[] = [];
    const { c, ended, last } = client({ onForcedOffline: (m) => forced.push(m) });
    c.start();
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    const message = { objectName: 'RC-SYSTEM', content: { content: 'x', extra: '403' } };
    last().frame({ type: 'forcedOffline', message });
    last().drop(4003);
    expect(forced).toEqual([message]);
    expect(ended).toEqual([4003]);
    expect(c.status()).toBe(ConnectionStatus.suspended);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MAX_MS * 2);
    expect(sockets.length).toBe(1);
    for (const [close, code] of [
      [4401, 401],
      [4002, 4002],
    ] as const) {
      const other = client();
      other.c.start();
      other.last().drop(close);
      expect(other.ended).toEqual([code]);
    }
  });

  it('suspends without a token, and stop() disconnects without retrying', () => {
    token = undefined;
    const { c, statuses } = client();
    c.start();
    expect(statuses).toEqual([ConnectionStatus.suspended]);
    expect(sockets).toEqual([]);
    token = 'rong-token';
    const second = client();
    second.c.start();
    second.last().open();
    second.c.stop();
    expect(second.last().closedWith).toBeUndefined();
    expect(second.c.status()).toBe(ConnectionStatus.disconnected);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MAX_MS * 2);
    expect(sockets.length).toBe(1);
  });

  it('retryNow skips the wait; typing goes out only while connected', () => {
    const { c, last } = client();
    c.start();
    c.typing(1, '42');
    last().open();
    last().frame({ type: 'ready', userId: 1 });
    c.typing(1, '42');
    expect(last().sent.slice(1)).toEqual([{ type: 'typing', conversationType: 1, targetId: '42' }]);
    last().drop();
    c.retryNow();
    expect(sockets.length).toBe(2);
  });
});
