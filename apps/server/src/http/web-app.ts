import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { isWebAppPath, pageHeaders } from './page-headers.ts';

const NO_CACHE = 'no-cache, no-store, must-revalidate';

/** Serves the built web app at /h5/ with history-mode fallback; index.html and version.json are never cached. */
export async function registerWebApp(app: FastifyInstance, { config }: AppDeps) {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/'));
  const headersOf = pageHeaders(config);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isWebAppPath(request.url)) reply.headers(headersOf(request));
    return payload;
  });
  const dist = config.webDistDir;
  if (!existsSync(join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'web app not built: /h5/ is not served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/h5/',
    wildcard: false,
    setHeaders(res, path) {
      if (path.endsWith('.html') || path.endsWith('version.json')) res.header('cache-control', NO_CACHE);
      else if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (_request: unknown, reply: any) =>
    reply.header('cache-control', NO_CACHE).sendFile('index.html');
  app.get('/h5', { schema: { hide: true } }, (_request, reply) => reply.redirect('/h5/'));
  app.get('/h5/*', { schema: { hide: true } }, sendIndex);
}
