import {
  ConnectionStatus,
  type ForcedOfflineMessage,
  type ServerFrame,
  SOCKET_CLIENT_PING_MS,
  SOCKET_PONG_TIMEOUT_MS,
  SOCKET_RECONNECT_FIRST_MS,
  SOCKET_RECONNECT_MAX_MS,
  SocketCloseCode,
  type UserEvent,
} from '@volna/contracts';
import type { SessionEndCode } from '../api/session-events.ts';

export type ConnectionStatusValue = (typeof ConnectionStatus)[keyof typeof ConnectionStatus];

/** The part of the browser's WebSocket the client uses (tests give a fake). */
export type SocketLike = {
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: ((close: { code: number }) => void) | null;
  onerror: (() => void) | null;
};

export type RealtimeOptions = {
  /** ws(s)://host/ws */
  url: string;
  /** The messaging token (rongToken); without one the client suspends instead of reconnecting. */
  token: () => string | undefined;
  /**
   * The last sequence number the app has stored for this user. 0 is a fresh device: it loads the current state over
   * REST, so the server starts it at the newest event (`onSynced` names it) instead of replaying the whole log.
   */
  lastSeq: number;
  /** A fresh device's starting point, to store like an event's number. */
  onSynced?: (seq: number) => void;
  /** A stored event, each once and in order; the app stores it and its sequence number. */
  onEvent: (seq: number, event: UserEvent) => void;
  onLive?: (event: UserEvent) => void;
  onStatus?: (status: ConnectionStatusValue) => void;
  /** The system account's 403 message: a login elsewhere ended this session (spec §4). */
  onForcedOffline?: (message: ForcedOfflineMessage) => void;
  /** The server refused the session (401, 4002 expired, 4003 elsewhere): log out, do not retry. */
  onSessionEnded?: (code: SessionEndCode) => void;
  /**
   * The connection failed or dropped (spec §8: a warning with the code, no user message): the socket's close code,
   * or 'heartbeat' when the link stopped answering, or 'sequenceGap' when events came with a hole.
   */
  onFailure?: (code: number | 'heartbeat' | 'sequenceGap') => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
};

export type SocketResponse = Extract<ServerFrame, { type: 'response' }>;

const sessionEndByClose: Record<number, SessionEndCode> = {
  [SocketCloseCode.unauthorized]: 401,
  [SocketCloseCode.authTimeout]: 401,
  [SocketCloseCode.sessionExpired]: 4002,
  [SocketCloseCode.loggedInElsewhere]: 4003,
};

/**
 * The app's end of /ws (spec §4 connection states): connects, resumes from the last stored sequence, keeps a
 * heartbeat, reconnects with backoff while a token exists (at once after 1012, an instance draining), and stops for
 * good when the server ends the session.
 */
export function createRealtimeClient(options: RealtimeOptions) {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const random = options.random ?? Math.random;
  let seq = options.lastSeq;
  // Only the very first connection of a fresh device asks to start at the head; a reconnect resumes from `seq`.
  let fresh = seq === 0;
  let status: ConnectionStatusValue = ConnectionStatus.disconnected;
  let socket: SocketLike | null = null;
  let attempt = 0;
  let requestCounter = 0;
  const requests = new Map<string, (frame: SocketResponse | null) => void>();
  let stopped = true;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: ConnectionStatusValue) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  function clearTimers() {
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
  }

  /** Drops the current socket without hearing its close, e.g. a link that stopped answering. */
  function abandon(current: SocketLike) {
    current.onopen = current.onmessage = current.onerror = current.onclose = null;
    try {
      current.close();
    } catch {
      // Already closed.
    }
  }

  function scheduleReconnect() {
    if (stopped) return;
    if (!options.token()) return setStatus(ConnectionStatus.suspended);
    setStatus(ConnectionStatus.disconnected);
    const cap = Math.min(SOCKET_RECONNECT_MAX_MS, SOCKET_RECONNECT_FIRST_MS * 2 ** attempt);
    attempt++;
    // Half fixed, half random: clients dropped together do not all come back in the same instant.
    reconnectTimer = setTimeout(open, cap / 2 + random() * (cap / 2));
  }

  /** Requests waiting for their answer die with the socket they went on (call signalling belongs to it). */
  function dropRequests() {
    const waiting = [...requests.values()];
    requests.clear();
    for (const answer of waiting) answer(null);
  }

  /** `now`: the server restarts (1012) and another instance takes over: connect again at once, without backoff. */
  function lost(current: SocketLike, now = false) {
    if (socket !== current) return;
    dropRequests();
    socket = null;
    clearTimers();
    if (!now) return scheduleReconnect();
    attempt = 0;
    open();
  }

  function onFrame(current: SocketLike, frame: ServerFrame) {
    clearTimeout(pongTimer);
    switch (frame.type) {
      case 'ready':
        attempt = 0;
        if (fresh) {
          fresh = false;
          seq = frame.seq;
          options.onSynced?.(seq);
        }
        setStatus(ConnectionStatus.connected);
        return;
      case 'event':
        if (frame.seq <= seq) return;
        // The server sends without gaps; a gap here means a broken link: resume from what we have.
        if (frame.seq !== seq + 1) {
          abandon(current);
          options.onFailure?.('sequenceGap');
          return lost(current);
        }
        options.onEvent(frame.seq, frame.event);
        seq = frame.seq;
        return;
      case 'live':
        options.onLive?.(frame.event as UserEvent);
        return;
      case 'forcedOffline':
        options.onForcedOffline?.(frame.message);
        return;
      case 'response': {
        const waiting = requests.get(frame.id);
        requests.delete(frame.id);
        waiting?.(frame);
        return;
      }
      default:
        return;
    }
  }

  function open() {
    const token = options.token();
    if (stopped) return;
    if (!token) return setStatus(ConnectionStatus.suspended);
    setStatus(ConnectionStatus.connecting);
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'auth', token, lastSeq: seq, ...(fresh ? { fresh } : {}) }));
      pingTimer = setInterval(() => {
        current.send(JSON.stringify({ type: 'ping' }));
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          abandon(current);
          options.onFailure?.('heartbeat');
          lost(current);
        }, SOCKET_PONG_TIMEOUT_MS);
      }, SOCKET_CLIENT_PING_MS);
    };
    current.onmessage = ({ data }) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(data)) as ServerFrame;
      } catch {
        return;
      }
      onFrame(current, frame);
    };
    current.onerror = () => {};
    current.onclose = ({ code }) => {
      const ended = sessionEndByClose[code];
      if (ended === undefined) {
        if (socket === current) options.onFailure?.(code);
        return lost(current, code === SocketCloseCode.serviceRestart);
      }
      socket = null;
      clearTimers();
      stopped = true;
      setStatus(ConnectionStatus.suspended);
      options.onSessionEnded?.(ended);
    };
  }

  return {
    status: () => status,
    lastSeq: () => seq,
    start() {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      open();
    },
    /** Logout or leaving the app: closes and stays disconnected. */
    stop() {
      stopped = true;
      clearTimers();
      dropRequests();
      if (socket) abandon(socket);
      socket = null;
      setStatus(ConnectionStatus.disconnected);
    },
    /** The network is back (browser `online`): try now instead of waiting out the backoff. */
    retryNow() {
      if (stopped || socket) return;
      clearTimeout(reconnectTimer);
      attempt = 0;
      open();
    },
    /**
     * A call answered by the server's `response` frame (the socket twin of a REST call). Null when not connected,
     * when the socket drops first or after `timeoutMs`: the caller treats that as a failure.
     */
    request(method: string, params: unknown, timeoutMs = 15_000): Promise<SocketResponse | null> {
      const current = socket;
      if (!current || status !== ConnectionStatus.connected) return Promise.resolve(null);
      const id = `r${++requestCounter}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          requests.delete(id);
          resolve(null);
        }, timeoutMs);
        requests.set(id, (frame) => {
          clearTimeout(timer);
          resolve(frame);
        });
        current.send(JSON.stringify({ type: 'request', id, method, params }));
      });
    },
    /** Typing status; dropped when not connected (it is live only). */
    typing(conversationType: number, targetId: string) {
      if (status === ConnectionStatus.connected)
        socket?.send(JSON.stringify({ type: 'typing', conversationType, targetId }));
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
