import type { App } from '../app.ts';

/** How long the socket requests being answered get before their sockets close anyway. */
const SOCKET_GRACE_MS = 3000;

/**
 * The SIGTERM drain (DESIGN §12), before main.ts closes the bus and the database: readiness turns false, requests on
 * open connections are answered 503, and the listener closes, so the load balancer's next connection is refused and
 * goes elsewhere (deploy/haproxy.cfg marks the instance down after three refusals); the timers stop claiming (a run
 * under way commits first); the open sockets close with 1012 once their requests are answered, and reconnect at once
 * to another instance; the HTTP requests in flight finish; then the app closes. main.ts bounds the whole at 10 s.
 */
export async function drain(app: App, socketGraceMs = SOCKET_GRACE_MS): Promise<void> {
  const { lifecycle, gateway, timers } = app.services;
  lifecycle.startDrain();
  app.log.info('draining: not ready, refusing new connections, requests and sockets, finishing what runs');
  // Resolves once every connection ended: the requests in flight answered, the sockets closed.
  const connectionsEnded = new Promise<void>((resolve) => {
    if (!app.server.listening) return resolve();
    app.server.close(() => resolve());
  });
  await Promise.all([timers.stop(), gateway.drain(socketGraceMs)]);
  // Kept-alive connections the load balancer holds open without a request would wait for their timeout (72 s).
  app.server.closeIdleConnections();
  await connectionsEnded;
  await app.close();
}
