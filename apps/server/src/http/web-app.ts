import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { isWebAppPath, pageHeaders } from './page-headers.ts';

const NO_CACHE = 'no-cache, no-store, must-revalidate';

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
    // Two apps, one reply decorator: the index is read by path below, so neither needs reply.sendFile.
    decorateReply: false,
    setHeaders(res, path) {
      if (path.endsWith('.html') || path.endsWith('version.json')) res.header('cache-control', NO_CACHE);
      else if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Read per request: a rebuild while the server runs is served at once.
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (apiPrefix && request.url.startsWith(apiPrefix)) return reply.callNotFound();
    const html = await readFile(join(dist, 'index.html'));
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };
  app.get(base, { schema: { hide: true } }, (_request, reply) => reply.redirect(`${base}/`));
  app.get(`${base}/*`, { schema: { hide: true } }, sendIndex);
}
