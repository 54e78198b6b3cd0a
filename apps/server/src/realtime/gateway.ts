import {
  clientFrame,
  ConversationType,
  DEFAULT_LANGUAGE,
  isSuccessCode,
  type Language,
  ResultCode,
  type ResultCodeName,
  resultMessage,
  SOCKET_BACKLOG_PAGE,
  SOCKET_SEND_CHUNK_BYTES,
  SocketCloseCode,
  type ServerFrame,
  socketQuery,
  TYPING_THROTTLE_MS,
  type TypingEvent,
  type UserEvent,
} from '@volna/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../deps.ts';
import { AppError, fail } from '../http/errors.ts';
import { namedLanguage } from '../http/lang.ts';
import { SESSIONS_ENDED_CHANNEL } from '../modules/auth/session-cache.ts';
import { type SessionService, userChannel } from '../modules/auth/session.service.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import type { Delivery, EventNotice } from './delivery.ts';
import type { Presence } from './presence.ts';
import { errorFrame, forcedOfflineFrame } from './socket-frames.ts';
import type { SocketMethods } from './socket-methods.ts';

/** Bus channel of a user's live-only frames (typing): never stored, lost if nobody listens. */
export const liveChannel = (userId: number) => `live:${userId}`;

/** Who sees a user's typing in a conversation; the chat module answers for groups. */
export type TypingAudience = (
  userId: number,
  conversationType: number,
  targetId: string,
) => Promise<number[]>;

type Connection = {
  socket: WebSocket;
  /** This socket's own name: a call's signalling goes to one device of a user, not to all of them (issue 16). */
  deviceId: string;
  /** The language of every error and system text on this socket. */
  lang: Language;
  /** Named by the client at connect (?lang=, Content-Language); else the account's own language once known. */
  langAsked: boolean;
  log: FastifyBaseLogger;
  /** `expiresAt` (ms) is the token's own expiry: the session ends then, and so does the socket. */
  user?: { userId: number; sessionId: string; token: string; expiresAt: number };
  authStarted: boolean;
  /** The last sequence number this client has been sent (or had before it connected). */
  lastSent: number;
  ready: boolean;
  closed: boolean;
  /** Set by any sign of life; the heartbeat closes a socket that stayed silent for a whole interval. */
  alive: boolean;
  /** Everything that sends stored events runs here one after another, so they leave in sequence order. */
  tasks: Promise<void>;
  /** Tasks waiting in `tasks`: a client that stopped reading makes them pile up. */
  pending: number;
  authTimer?: NodeJS.Timeout;
};

type LocalUser = { connections: Set<Connection>; subscribed: Promise<Array<() => Promise<void>>> };

type GatewayServices = {
  sessions: SessionService;
  users: UsersService;
  delivery: Delivery;
  presence: Presence;
  typingAudience?: TypingAudience;
  /** The calls a client may make over the socket; read on each call, so services built later can be named. */
  methods?: () => SocketMethods;
  /** A signed-in socket closed (the calls module ends a call that lived on it); read on each close. */
  onDeviceGone?: () => ((userId: number, deviceId: string) => Promise<void>) | undefined;
};

/** Which of a user's sockets hear a live frame: all, one (`device`) or all but one (`exceptDevice`). */
export type LiveRoute = { device?: string; exceptDevice?: string };
type LiveMessage = { frame: ServerFrame } & LiveRoute;

// Past this many remembered typing senders, entries too old to throttle anything are dropped.
const TYPING_MEMORY = 10_000;

/**
 * The realtime socket (/ws, DESIGN §5). After authenticating with the messaging token, a client gets every stored
 * event after its last sequence number and then live ones, each exactly once and in order: live notices go through
 * the same queue as the backlog, a notice already sent is dropped and a gap is read from the log.
 */
export function createGateway(deps: AppDeps, services: GatewayServices) {
  const { bus, clock, config, metrics } = deps;
  const { sessions, users, delivery, presence } = services;
  const connections = new Set<Connection>();
  const localUsers = new Map<number, LocalUser>();
  const bySession = new Map<string, Set<Connection>>();
  const typingSentAt = new Map<string, number>();
  let methods: SocketMethods | undefined;
  /** SIGTERM (lifecycle/drain.ts): no new socket or request; the open ones are told to reconnect elsewhere. */
  let draining = false;
  /** Socket requests being answered: a drain lets them finish before it closes their sockets. */
  const answering = new Set<Promise<void>>();
  metrics.socketsOpen(() => connections.size);

  const defaultTypingAudience: TypingAudience = async (userId, conversationType, targetId) => {
    if (conversationType !== ConversationType.private) return [];
    const peer = Number(targetId);
    if (!Number.isSafeInteger(peer) || peer <= 0 || peer === userId)
      fail('badRequest', { field: 'targetId' });
    return (await users.eitherBlocked(userId, peer)) ? [] : [peer];
  };
  const typingAudience = services.typingAudience ?? defaultTypingAudience;

  /** Resolves once the frame is handed to the network, which is how a slow reader holds the sender back. */
  function sendText(conn: Connection, text: string): Promise<void> {
    if (conn.socket.readyState !== conn.socket.OPEN) return Promise.resolve();
    return new Promise((resolve) => conn.socket.send(text, () => resolve()));
  }

  const send = (conn: Connection, frame: ServerFrame | EventNotice) => sendText(conn, JSON.stringify(frame));

  function close(conn: Connection, code: number) {
    conn.closed = true;
    conn.socket.close(code);
  }

  /** A refused token or an ended session: the reason, then the close code that tells the client not to retry. */
  function refuse(conn: Connection, codeName: ResultCodeName, live: boolean) {
    if (live && codeName === 'loggedInElsewhere') void send(conn, forcedOfflineFrame(conn.lang, clock.now()));
    else void send(conn, errorFrame(conn.lang, codeName));
    const code = (SocketCloseCode as Record<string, number>)[codeName] ?? SocketCloseCode.unauthorized;
    close(conn, code);
  }

  function fault(conn: Connection, error: unknown) {
    if (conn.closed) return;
    if (error instanceof AppError) return refuse(conn, error.codeName, !!conn.user);
    conn.log.error({ err: error }, 'realtime socket failed; the client will resume from its last sequence');
    close(conn, SocketCloseCode.serverError);
  }

  function schedule(conn: Connection, task: () => Promise<void>) {
    if (conn.closed) return;
    if (conn.pending >= config.socketPendingMax) {
      // Holding its events here would grow without bound; the log keeps them for when the client resumes.
      conn.log.warn({ pending: conn.pending }, 'realtime: dropping a socket whose client stopped reading');
      conn.closed = true;
      conn.socket.terminate();
      return;
    }
    conn.pending++;
    conn.tasks = conn.tasks
      .then(() => (conn.closed ? undefined : task()))
      .catch((error) => fault(conn, error))
      .finally(() => {
        conn.pending--;
      });
  }

  /** Sends stored events after lastSent, a page at a time, waiting for the socket to take each page. */
  async function catchUp(conn: Connection, userId: number) {
    for (;;) {
      const page = await delivery.since(userId, conn.lastSent, SOCKET_BACKLOG_PAGE);
      if (conn.closed) return;
      let last: Promise<void> = Promise.resolve();
      let unconfirmed = 0;
      for (const { seq, event } of page) {
        const text = JSON.stringify({ type: 'event', seq, event } satisfies EventNotice);
        last = sendText(conn, text);
        conn.lastSent = seq;
        metrics.eventsDelivered.inc({ via: 'catch-up' });
        unconfirmed += text.length;
        if (unconfirmed >= SOCKET_SEND_CHUNK_BYTES) {
          await last;
          if (conn.closed) return;
          unconfirmed = 0;
        }
      }
      await last;
      if (page.length < SOCKET_BACKLOG_PAGE) return;
    }
  }

  async function onNotice(conn: Connection, userId: number, notice: EventNotice) {
    if (notice.seq <= conn.lastSent) return;
    if (notice.seq === conn.lastSent + 1) {
      conn.lastSent = notice.seq;
      metrics.eventsDelivered.inc({ via: 'live' });
      await send(conn, notice);
      return;
    }
    // An earlier notice is late or was lost: the log has it, since it commits before it is announced.
    await catchUp(conn, userId);
  }

  /** Whether the connection's session still stands; if not, the connection ends with the reason. */
  async function recheck(conn: Connection) {
    if (!conn.user) return;
    await sessions.authenticateMessaging(conn.user.token);
  }

  function onUserMessage(local: LocalUser, userId: number, message: unknown) {
    const m = message as { type?: string; sessionIds?: string[] };
    if (m.type === 'event') {
      for (const conn of local.connections) schedule(conn, () => onNotice(conn, userId, m as EventNotice));
    } else if (m.type === 'forcedOffline') {
      for (const conn of local.connections)
        if (conn.user && m.sessionIds?.includes(conn.user.sessionId)) schedule(conn, () => recheck(conn));
    }
  }

  function onLive(local: LocalUser, message: unknown) {
    const { frame, device, exceptDevice } = message as LiveMessage;
    for (const conn of local.connections) {
      if (!conn.ready || conn.closed) continue;
      if ((device !== undefined && conn.deviceId !== device) || conn.deviceId === exceptDevice) continue;
      void send(conn, frame);
    }
  }

  /** One bus subscription per user per instance, shared by his sockets here. */
  async function join(conn: Connection, userId: number) {
    let local = localUsers.get(userId);
    if (!local) {
      const connections = new Set<Connection>();
      const entry: LocalUser = { connections, subscribed: Promise.resolve([]) };
      entry.subscribed = Promise.all([
        bus.subscribe(userChannel(userId), (m) => onUserMessage(entry, userId, m)),
        bus.subscribe(liveChannel(userId), (m) => onLive(entry, m)),
      ]);
      entry.subscribed.catch(() => {
        if (localUsers.get(userId) === entry) localUsers.delete(userId);
      });
      localUsers.set(userId, entry);
      local = entry;
    }
    local.connections.add(conn);
    await local.subscribed;
  }

  function leave(conn: Connection, userId: number) {
    const local = localUsers.get(userId);
    if (!local?.connections.delete(conn) || local.connections.size) return;
    localUsers.delete(userId);
    local.subscribed
      .then((unsubscribes) => Promise.all(unsubscribes.map((unsubscribe) => unsubscribe())))
      .catch((error) => conn.log.warn({ err: error }, 'realtime: unsubscribing a user failed'));
  }

  function touch(conn: Connection, leaving = false) {
    if (!conn.user) return;
    presence
      .active(conn.user.userId, leaving)
      .catch((error) => conn.log.warn({ err: error }, 'presence failed'));
  }

  /** `lastSeq` 'head': a fresh device, which starts from the newest event instead of replaying the log. */
  async function authenticate(conn: Connection, token: string, lastSeq: number | 'head') {
    const { userId, sessionId } = await sessions.authenticateMessaging(token);
    if (conn.closed) return;
    if (!conn.langAsked) conn.lang = namedLanguage((await users.findById(userId))?.language) ?? conn.lang;
    if (conn.closed) return;
    // Read before subscribing: whatever commits after this number comes from the log or the bus.
    const from = lastSeq === 'head' ? await delivery.head(userId) : lastSeq;
    if (conn.closed) return;
    if (lastSeq !== 'head' && lastSeq > 0) metrics.resumes.inc();
    // Verified just above, so its exp is trustworthy; a session lives exactly as long as its tokens.
    const expiresAt = (decodeJwt(token).exp ?? Number.POSITIVE_INFINITY) * 1000;
    conn.user = { userId, sessionId, token, expiresAt };
    conn.lastSent = from;
    const sessionConnections = bySession.get(sessionId) ?? new Set<Connection>();
    bySession.set(sessionId, sessionConnections);
    sessionConnections.add(conn);
    // Subscribed before reading the log, so an event committed from now on is heard even if the read misses it.
    await join(conn, userId);
    // The session may have ended between the first check and the subscription: its notice would be missed.
    await sessions.authenticateMessaging(token);
    if (conn.closed) return;
    conn.ready = true;
    await send(conn, { type: 'ready', userId, seq: from });
    touch(conn);
    await catchUp(conn, userId);
  }

  async function typing(userId: number, conversationType: number, targetId: string) {
    const key = `${userId}:${conversationType}:${targetId}`;
    const now = clock.now().getTime();
    const last = typingSentAt.get(key);
    if (last !== undefined && now - last < TYPING_THROTTLE_MS) return;
    if (typingSentAt.size >= TYPING_MEMORY)
      for (const [k, at] of typingSentAt) if (now - at >= TYPING_THROTTLE_MS) typingSentAt.delete(k);
    typingSentAt.set(key, now);
    const audience = (await typingAudience(userId, conversationType, targetId)).filter((id) => id !== userId);
    // Each member sees the conversation from his side: a private chat is named by the other user.
    const seenAs = conversationType === ConversationType.private ? String(userId) : targetId;
    const event: TypingEvent = { type: 'typing', conversationType, targetId: seenAs, userId };
    await forward(audience, event);
  }

  /** Answers a `request` frame like the REST call it mirrors: same checks, codes and messages. */
  async function request(
    conn: Connection,
    userId: number,
    frame: { id: string; method: string; params?: unknown },
  ) {
    const respond = (code: number, data: unknown, params?: Record<string, string | number>) =>
      send(conn, {
        type: 'response',
        id: frame.id,
        success: isSuccessCode(code),
        code,
        msg: resultMessage(code, conn.lang, params),
        data,
      });
    methods ??= services.methods?.() ?? {};
    const method = Object.hasOwn(methods, frame.method) ? methods[frame.method] : undefined;
    if (!method) return respond(ResultCode.notFound, null);
    const parsed = method.params.safeParse(frame.params ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key = issue?.message ?? '';
      if (key in ResultCode && key !== 'badRequest') return respond(ResultCode[key as ResultCodeName], null);
      return respond(ResultCode.badRequest, null, { field: issue?.path.join('.') || 'params' });
    }
    try {
      return await respond(
        ResultCode.ok,
        await method.run(userId, parsed.data as never, { deviceId: conn.deviceId }),
      );
    } catch (error) {
      if (error instanceof AppError) return respond(error.code, null, error.params);
      conn.log.error({ err: error, method: frame.method }, 'socket request failed');
      return respond(ResultCode.internal, null);
    }
  }

  function onFrame(conn: Connection, data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
    conn.alive = true;
    let json: unknown;
    try {
      json = isBinary ? undefined : JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    } catch {
      json = undefined;
    }
    const parsed = clientFrame.safeParse(json);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || (json === undefined ? 'body' : 'type');
      return void send(conn, errorFrame(conn.lang, 'badRequest', { field }));
    }
    const frame = parsed.data;
    if (frame.type === 'auth') {
      if (conn.authStarted) return void send(conn, errorFrame(conn.lang, 'badRequest', { field: 'type' }));
      conn.authStarted = true;
      clearTimeout(conn.authTimer);
      return schedule(conn, () => authenticate(conn, frame.token, frame.fresh ? 'head' : frame.lastSeq));
    }
    if (!conn.authStarted) return refuse(conn, 'unauthorized', false);
    // The socket is about to close with 1012: a request started now would be cut; the client sends it again.
    if (draining) return;
    // A frame sent right behind `auth` waits for it; later ones are answered at once.
    const handle = async () => {
      const user = conn.user;
      if (!user || conn.closed) return;
      touch(conn);
      if (frame.type === 'ping') await send(conn, { type: 'pong' });
      else if (frame.type === 'request') await request(conn, user.userId, frame);
      else if (frame.type === 'typing') await typing(user.userId, frame.conversationType, frame.targetId);
      // `ack` only keeps the socket alive for now: the client stores its own last sequence.
    };
    const answer = () => {
      const answered = handle().catch((error) => {
        // A refused frame (a bad target, say) is answered; the socket stays.
        if (error instanceof AppError)
          return void send(conn, errorFrame(conn.lang, error.codeName, error.params));
        fault(conn, error);
      });
      answering.add(answered);
      return answered.finally(() => answering.delete(answered));
    };
    if (conn.ready) void answer();
    else schedule(conn, answer);
  }

  function onClose(conn: Connection) {
    if (!connections.delete(conn)) return;
    conn.closed = true;
    clearTimeout(conn.authTimer);
    if (!conn.user) return;
    const sessionConnections = bySession.get(conn.user.sessionId);
    sessionConnections?.delete(conn);
    if (sessionConnections?.size === 0) bySession.delete(conn.user.sessionId);
    leave(conn, conn.user.userId);
    touch(conn, true);
    const gone = services.onDeviceGone?.();
    if (gone)
      gone(conn.user.userId, conn.deviceId).catch((error) =>
        conn.log.warn({ err: error }, 'realtime: ending what lived on a closed socket failed'),
      );
  }

  // A logout or a password reset ends sessions without a notice on the user's channel: their sockets close too.
  const sessionsEnded = bus.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
    const { sessionIds, userId } = message as { sessionIds?: string[]; userId?: number };
    const targets = new Set<Connection>();
    for (const id of sessionIds ?? []) for (const conn of bySession.get(id) ?? []) targets.add(conn);
    if (userId !== undefined) for (const conn of localUsers.get(userId)?.connections ?? []) targets.add(conn);
    for (const conn of targets) schedule(conn, () => recheck(conn));
  });
  sessionsEnded.catch((error) => console.error('realtime: bus subscription failed', error));

  // Notices published while the bus was away are lost; the logs are not: every socket here reads what it missed.
  const stopCatchingUp = bus.onReconnect(() => {
    for (const conn of connections) {
      const user = conn.user;
      if (user && conn.ready) schedule(conn, () => catchUp(conn, user.userId));
    }
  });

  let lastBeat = performance.now();
  const heartbeat = setInterval(() => {
    const now = clock.now().getTime();
    const beat = performance.now();
    // A tick that comes late means this process stalled: the pongs may still be unread, so nobody is judged on it.
    const onTime = beat - lastBeat < config.socketHeartbeatMs * 1.5;
    lastBeat = beat;
    for (const conn of connections) {
      if (conn.user && !conn.closed && conn.user.expiresAt <= now) {
        refuse(conn, 'sessionExpired', true);
        continue;
      }
      if (!conn.alive && onTime) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      try {
        conn.socket.ping();
      } catch {
        conn.socket.terminate();
      }
    }
  }, config.socketHeartbeatMs);
  heartbeat.unref();

  async function forward(userIds: number[], event: TypingEvent | UserEvent, route: LiveRoute = {}) {
    const message: LiveMessage = { frame: { type: 'live', event }, ...route };
    await Promise.all([...new Set(userIds)].map((id) => bus.publish(liveChannel(id), message)));
  }

  return {
    /** Takes over a socket that has just been upgraded on /ws. */
    accept(socket: WebSocket, request: FastifyRequest) {
      const query = socketQuery.safeParse(request.query);
      const { lang } = request.query as { lang?: unknown };
      // Browsers cannot set headers on a socket: the app names its language in the URL; other clients may use
      // Content-Language. Accept-Language (the browser's, sent by itself) is the guess until the account is known.
      const asked =
        namedLanguage(typeof lang === 'string' ? lang : undefined) ??
        namedLanguage(request.headers['content-language']);
      const conn: Connection = {
        socket,
        deviceId: randomUUID(),
        lang: asked ?? namedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
        langAsked: asked !== undefined,
        log: request.log,
        authStarted: false,
        lastSent: 0,
        ready: false,
        closed: false,
        alive: true,
        tasks: Promise.resolve(),
        pending: 0,
      };
      connections.add(conn);
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('message', (data, isBinary) => onFrame(conn, data, isBinary));
      socket.on('close', () => onClose(conn));
      socket.on('error', (error) => conn.log.warn({ err: error }, 'realtime socket error'));
      // Upgraded just as the drain began (the drain guard refuses later ones): straight to another instance.
      if (draining) return close(conn, SocketCloseCode.serviceRestart);
      if (!query.success) {
        void send(
          conn,
          errorFrame(conn.lang, 'badRequest', { field: query.error.issues[0]?.path.join('.') || 'query' }),
        );
        return close(conn, SocketCloseCode.badRequest);
      }
      const { token, lastSeq, fresh } = query.data;
      if (token) {
        conn.authStarted = true;
        return schedule(conn, () => authenticate(conn, token, fresh === '1' ? 'head' : lastSeq));
      }
      conn.authTimer = setTimeout(() => {
        if (!conn.authStarted) {
          void send(conn, errorFrame(conn.lang, 'unauthorized'));
          close(conn, SocketCloseCode.authTimeout);
        }
      }, config.socketAuthTimeoutMs);
    },

    /**
     * Live only (typing, call signalling): heard by the users' connected sockets on any instance, never stored;
     * `route` narrows it to one socket of theirs or to all but one.
     */
    forward,

    /** Sockets open on this instance. */
    connectionCount: () => connections.size,

    /** Whether the user has a socket on this instance (no bus question needed to know he is connected). */
    hasLocalSocket: (userId: number) => localUsers.has(userId),
    /**
     * SIGTERM: frames that would start work are ignored from now on, the requests being answered get up to
     * `graceMs` to finish, then every socket closes with 1012 (service restart): the client reconnects at once,
     * reaches another instance and resumes from its last sequence.
     */
    async drain(graceMs: number) {
      draining = true;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((done) => {
        timer = setTimeout(done, graceMs);
      });
      await Promise.race([Promise.allSettled([...answering]), grace]);
      clearTimeout(timer);
      for (const conn of connections) if (!conn.closed) close(conn, SocketCloseCode.serviceRestart);
      // A client that does not answer the close within a second is cut: the process is about to exit.
      const cut = setTimeout(() => {
        for (const conn of connections) conn.socket.terminate();
      }, 1000);
      cut.unref();
    },

    /** On shutdown, after the sockets were told to close. */
    async close() {
      clearInterval(heartbeat);
      stopCatchingUp();
      for (const conn of connections) clearTimeout(conn.authTimer);
      const unsubscribes = [sessionsEnded, ...[...localUsers.values()].map((l) => l.subscribed)];
      localUsers.clear();
      await Promise.allSettled(
        unsubscribes.map(async (subscribed) => {
          const result = await subscribed;
          for (const unsubscribe of Array.isArray(result) ? result : [result]) await unsubscribe();
        }),
      );
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
