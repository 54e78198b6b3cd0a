import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { isWebAppPath, pageHeaders } from './page-headers.ts';

const NO_CACHE = 'no-cache, no-store, must-revalidate';
const INDEX_ENCODINGS = ['br', 'gzip'];
const SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the built web app at /h5/ and the staff console at /admin/, both with history-mode fallback; index.html and
 * version.json are never cached. /admin/api/* stays the API: an unknown API path is the API's 404, not the console.
 */
export async function registerWebApp(app: FastifyInstance, { config }: AppDeps) {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/'));
  const headersOf = pageHeaders(config);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isWebAppPath(request.url)) reply.headers(headersOf(request));
    return payload;
  });
  await serveSpa(app, config.webDistDir, '/h5');
  await serveSpa(app, config.adminDistDir, '/admin', '/admin/api/');
}

async function serveSpa(app: FastifyInstance, dist: string, base: string, apiPrefix?: string) {
  if (!existsSync(join(dist, 'index.html'))) {
    app.log.warn({ dist }, `${base}/ is not served: its app is not built (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: `${base}/`,
    wildcard: false,
    // The build writes .br and .gz beside each asset; they are sent as they are, with `Vary: accept-encoding`.
    preCompressed: true,
    // Two apps, one reply decorator: the index is read by path below, so neither needs reply.sendFile.
    decorateReply: false,
    setHeaders(res, path) {
      // The service worker and the manifests too: a browser must see a new build's worker at once (issue 35).
      if (/(\.html|version\.json|\/sw\.js|\.webmanifest)$/.test(path)) res.header('cache-control', NO_CACHE);
      else if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Read per request: a rebuild while the server runs is served at once.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (apiPrefix && request.url.startsWith(apiPrefix)) return reply.callNotFound();
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', INDEX_ENCODINGS);
    const html = await readIndex(dist, encoding);
    reply
      .header('cache-control', NO_CACHE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (html.encoding) reply.header('content-encoding', html.encoding);
    return reply.send(html.body);
  };
  app.get(base, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${base}/`));
  app.get(`${base}/*`, { schema: { hide: true } }, sendIndex);
}

/** index.html in the negotiated encoding when the build wrote it (small pages are left uncompressed by the build). */
async function readIndex(dist: string, encoding: string | null | undefined) {
  const suffix = encoding ? SUFFIX[encoding] : undefined;
  if (suffix) {
    const body = await readFile(join(dist, `index.html${suffix}`)).catch(() => undefined);
    if (body) return { body, encoding };
  }
  return { body: await readFile(join(dist, 'index.html')), encoding: undefined };
}
