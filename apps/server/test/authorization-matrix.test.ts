import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildFixtures, type Fixtures, freshIp, type Person } from './authorization-matrix/fixtures.ts';
import {
  type Answer,
  type Cell,
  judge,
  type Request,
  CELL_ROLES,
  type CellRole,
  type Row,
} from './authorization-matrix/matrix.ts';
import { adminRows } from './authorization-matrix/rows-admin.ts';
import { adminConsoleRows } from './authorization-matrix/rows-admin-console.ts';
import { anonymousRows } from './authorization-matrix/rows-anonymous.ts';
import { assistantRows } from './authorization-matrix/rows-assistant.ts';
import { blindBoxRows } from './authorization-matrix/rows-blind-box.ts';
import { chatRows } from './authorization-matrix/rows-chat.ts';
import { datingRows } from './authorization-matrix/rows-dating.ts';
import { dnaRows } from './authorization-matrix/rows-dna.ts';
import { exchangeRows } from './authorization-matrix/rows-exchange.ts';
import { fitnessRows } from './authorization-matrix/rows-fitness.ts';
import { groupRows } from './authorization-matrix/rows-groups.ts';
import { inviteRows } from './authorization-matrix/rows-invites.ts';
import { listingOrderRows } from './authorization-matrix/rows-listing-orders.ts';
import { listingTaskRows } from './authorization-matrix/rows-listing-tasks.ts';
import { listingRows } from './authorization-matrix/rows-listings.ts';
import { p2pRows } from './authorization-matrix/rows-p2p.ts';
import { peopleRows } from './authorization-matrix/rows-people.ts';
import { publicRows } from './authorization-matrix/rows-public.ts';
import { pushRows } from './authorization-matrix/rows-push.ts';
import { surveyRows } from './authorization-matrix/rows-surveys.ts';
import { vipDatingRows } from './authorization-matrix/rows-vip-dating.ts';
import { walletRows } from './authorization-matrix/rows-wallet.ts';
import { useTestApp } from './harness.ts';

// Issue 17's proof: every route × guest / stranger / member / owner / staff, one `it` per cell. A route registered
// without a row fails the first test, so no route ships without its authorization row.

/** Every route the app registers, seen through an onRoute hook added to each Fastify instance as it is made. */
const registered = vi.hoisted(() => [] as Array<{ method: string | string[]; url: string }>);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const withRouteLog = Object.assign((options?: unknown) => {
    const app = (real.default as (o?: unknown) => any)(options);
    app.addHook('onRoute', (route: RouteOptions) =>
      registered.push({ method: route.method, url: route.url }),
    );
    return app;
  }, real.default);
  return { ...real, default: withRouteLog };
});

/**
 * The built web app, the API docs and the health probes: static or public by nature, no authorization to test.
 * /metrics is answered by network, not by account (metrics/metrics.test.ts proves who may read it).
 */
const isStatic = (url: string) =>
  url === '/' ||
  url === '/h5' ||
  url.startsWith('/h5/') ||
  // The staff console's built files (issue 11); its API under /admin/api has rows like every other route.
  url === '/admin' ||
  (url.startsWith('/admin/') && !url.startsWith('/admin/api/')) ||
  url === '/docs' ||
  url.startsWith('/docs/') ||
  url === '/health' ||
  url === '/health/live' ||
  url === '/health/ready' ||
  url === '/metrics';

const rows: Row[] = [
  ...publicRows,
  ...pushRows,
  ...peopleRows,
  ...chatRows,
  ...groupRows,
  ...walletRows,
  ...adminRows,
  ...adminConsoleRows,
  ...datingRows,
  ...vipDatingRows,
  ...blindBoxRows,
  ...dnaRows,
  ...p2pRows,
  ...exchangeRows,
  ...listingRows,
  ...listingOrderRows,
  ...listingTaskRows,
  ...assistantRows,
  ...anonymousRows,
  ...fitnessRows,
  ...surveyRows,
  ...inviteRows,
];
const routeKey = (method: string, url: string) => `${method} ${url}`;

const t = useTestApp({ DEV_TOOLS: '1' });
let f: Fixtures;
beforeAll(async () => {
  f = await buildFixtures(t);
});

const personOf = (role: CellRole): Person =>
  ({ guest: f.S, stranger: f.S, member: f.M, owner: f.A, staff: f.staff, agent: f.agent })[role];

async function overHttp(row: Row, request: Request, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { 'content-language': 'en', ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const inQuery = row.method === 'GET' || row.method === 'DELETE';
  const response = await t.app.inject({
    method: row.method,
    url: request.url,
    query: request.query && Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)])),
    payload: inQuery ? undefined : (request.payload ?? (request.body as never)),
    headers,
    remoteAddress: request.ip ?? freshIp(),
  });
  const json = response.headers['content-type']?.toString().includes('json');
  return { status: response.statusCode, body: json ? response.json() : undefined };
}

/** Opens /ws with the messaging token (a guest has none and speaks first); `ready` is success. */
async function overSocket(token: string | undefined): Promise<Answer> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws${token ? `?token=${token}` : ''}`);
  try {
    const first = new Promise<any>((resolve, reject) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.once('close', (code) => reject(new Error(`socket closed (${code}) before any frame`)));
      socket.once('error', reject);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    if (!token) socket.send(JSON.stringify({ type: 'ping' }));
    const frame = await first;
    if (frame.type === 'ready') return { status: 200, body: { success: true, code: 200, data: frame } };
    const unauthorized = [401, 4002, 4003].includes(frame.code);
    return { status: unauthorized ? 401 : 400, body: { success: false, ...frame } };
  } finally {
    socket.close();
  }
}

async function runCell(row: Row, role: CellRole) {
  // Every cell a second later: no send-rate or resend limit of one cell reaches the next.
  t.clock.advance(1000);
  const me = personOf(role);
  const cell: Cell = { t, f, role, me, scratch: {} };
  try {
    const request = await row.request(cell);
    const token = role === 'guest' ? undefined : (request.token ?? me.token);
    const socketToken = role === 'guest' ? undefined : me.rongToken;
    const answer =
      row.transport === 'ws' ? await overSocket(socketToken) : await overHttp(row, request, token);
    const verify = row.verify?.[role];
    await judge(row.expect[role]!, answer, verify && (() => verify(answer.body, cell)));
  } finally {
    await row.after?.(cell);
  }
}

describe('authorization matrix', () => {
  it('has a row for every registered route (web app, docs and health aside)', () => {
    const routes = new Set<string>();
    for (const { method, url } of registered)
      for (const m of [method].flat()) if (m !== 'HEAD' && !isStatic(url)) routes.add(routeKey(m, url));
    const covered = new Set(rows.map((row) => routeKey(row.method, row.path)));
    expect(
      [...routes].filter((r) => !covered.has(r)),
      'routes without an authorization row',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !routes.has(r)),
      'rows for routes that are not registered',
    ).toEqual([]);
    // Every GET also answers HEAD with the same handler (Fastify's exposeHeadRoutes): covered by its GET row.
    const heads = registered.filter(
      ({ method }) => [method].flat().includes('HEAD') && ![method].flat().includes('GET'),
    );
    for (const { url } of heads) if (!isStatic(url)) expect(routes.has(routeKey('GET', url)), url).toBe(true);
  });

  const cells = rows.flatMap((row) =>
    CELL_ROLES.filter((role) => row.expect[role] && row.expect[role].kind !== 'na').map((role) => ({
      name: `${row.method} ${row.path}${row.scenario ? ` (${row.scenario})` : ''} × ${role}${
        row.fixed?.[role] ? ' [issue 17 fix]' : ''
      }`,
      row,
      role,
    })),
  );
  it.each(cells)('$name', ({ row, role }) => runCell(row, role));
});
