// Apart from the schemas in realtime.ts: the web's messaging client reads these on its first screen without loading
// zod (issue 19).

/**
 * Close codes of the socket: the result code of the refusal where it is one WebSocket allows (4000–4999), else
 * 4000 + its HTTP-like code. A client that sees 4401, 4002 or 4003 clears the session (spec §4) and does not reconnect.
 */
export const SocketCloseCode = {
  unauthorized: 4401,
  sessionExpired: 4002,
  loggedInElsewhere: 4003,
  authTimeout: 4408,
  /** The socket URL's query was malformed. */
  badRequest: 4400,
  /** The server found the socket dead (no pong) or is going away: reconnect. */
  goingAway: 1001,
  /** The server could not continue this socket (a failed read of the log): reconnect and resume. */
  serverError: 1011,
  /** The instance is shutting down (SIGTERM drain): reconnect now, without backoff, and resume elsewhere. */
  serviceRestart: 1012,
} as const;
