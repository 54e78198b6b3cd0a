import type { App } from '../app.ts';

/** How long the socket requests being answered get before their sockets close anyway. */
const SOCKET_GRACE_MS = 3000;

/**
 * The SIGTERM drain (DESIGN §12), before main.ts closes the bus and the database: readiness turns false and new
 * requests and sockets are refused at once; the timers stop claiming (a run under way commits first); the open
 * sockets close with 1012 once their requests are answered; then the server closes, letting the HTTP requests in
 * flight finish. main.ts bounds the whole at 10 s.
 */
export async function drain(app: App, socketGraceMs = SOCKET_GRACE_MS): Promise<void> {
  const { lifecycle, gateway, timers } = app.services;
  lifecycle.startDrain();
  app.log.info('draining: not ready, refusing new requests and sockets, finishing what runs');
  await Promise.all([timers.stop(), gateway.drain(socketGraceMs)]);
  await app.close();
}
