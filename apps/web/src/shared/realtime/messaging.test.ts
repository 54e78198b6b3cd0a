import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, memoryStorage } from '../session/session.test-support.ts';

// A browser's socket, driven by the test as the server would.
class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  ready() {
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', userId: 7, seq: 1 }) });
  }
  drop() {
    this.onclose?.({ code: 1006 });
  }
}
// The session store persists to localStorage, which plain node lacks.
const storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
vi.stubGlobal('window', { localStorage: storage, location: { protocol: 'http:', host: 'app' } });
vi.stubGlobal('WebSocket', FakeWebSocket);

const { messaging } = await import('./messaging.ts');
const { useSessionStore } = await import('../session/session-store.ts');

const last = () => FakeWebSocket.all[FakeWebSocket.all.length - 1] as FakeWebSocket;

describe('messaging connection and the native shell (spec §4 state 3, §8)', () => {
  afterEach(() => {
    messaging.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tells the shell to log out once per drop, gives it the token back on reconnect, and keeps the web session', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.getState().signIn({ ...member, userId: 7 });
    const notices: string[] = [];
    const off = messaging.onShellNotice((notice) => notices.push(notice));
    messaging.start(7);
    last().ready();
    last().drop();
    expect(notices).toEqual(['logout']);
    // The connection fails again while reconnecting: no second notice.
    vi.advanceTimersByTime(60_000);
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(notices).toEqual(['logout']);
    last().ready();
    expect(notices).toEqual(['logout', 'restore']);
    // Spec §8: a warning with the code for each failure; the web app stays signed in.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1006'));
    expect(useSessionStore.getState().session?.token).toBe('t');
    // The app's own stop (logout, another user) is not a drop.
    messaging.stop();
    expect(notices).toEqual(['logout', 'restore']);
    off();
  });
});
