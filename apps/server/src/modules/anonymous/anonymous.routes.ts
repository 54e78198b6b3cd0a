import {
  anonActionBody,
  anonBlockVo,
  anonMessageBody,
  anonMessagesQuery,
  anonMessageVo,
  anonProfileVo,
  anonReportBody,
  anonStatusVo,
  envelope,
  idParam,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['anonymous'];

/**
 * Anonymous chat (issue 16), under /app/anon (the spec names no paths for it): the anonymous profile (GET; it is
 * edited through spec §7's `PUT /app/group/anonEdit` without a groupId, see groups.routes.ts), where I stand
 * (current), search and cancel, the actions of the transition table, messages (OL:stranger) and a complaint about
 * the stranger.
 */
export const anonymousRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { anonymous } = services;
    const auth = { onRequest: app.requireAuth };
    const status = { 200: envelope(anonStatusVo) };

    app.get(
      '/app/anon/profile',
      { ...auth, schema: { tags, response: { 200: envelope(anonProfileVo) } } },
      async (request) => ok(request.lang, await anonymous.profile(request.auth.userId)),
    );
    app.get('/app/anon/current', { ...auth, schema: { tags, response: status } }, async (request) =>
      ok(request.lang, await anonymous.current(request.auth.userId)),
    );
    app.post('/app/anon/search', { ...auth, schema: { tags, response: status } }, async (request) =>
      ok(request.lang, await anonymous.search(request.auth.userId)),
    );
    app.post('/app/anon/cancel', { ...auth, schema: { tags, response: status } }, async (request) =>
      ok(request.lang, await anonymous.cancel(request.auth.userId)),
    );
    app.post(
      '/app/anon/action',
      { ...auth, schema: { tags, body: anonActionBody, response: status } },
      async (request) => ok(request.lang, await anonymous.act(request.auth.userId, request.body)),
    );
    app.post(
      '/app/anon/message',
      { ...auth, schema: { tags, body: anonMessageBody, response: { 200: envelope(anonMessageVo) } } },
      async (request) => ok(request.lang, await anonymous.send(request.auth.userId, request.body)),
    );
    app.get(
      '/app/anon/messages',
      {
        ...auth,
        schema: { tags, querystring: anonMessagesQuery, response: { 200: envelope(z.array(anonMessageVo)) } },
      },
      async (request) =>
        ok(
          request.lang,
          await anonymous.messages(request.auth.userId, request.query.chatId, request.query.afterId),
        ),
    );
    app.get(
      '/app/anon/blocks',
      { ...auth, schema: { tags, response: { 200: envelope(z.array(anonBlockVo)) } } },
      async (request) => ok(request.lang, await anonymous.blocks(request.auth.userId)),
    );
    app.delete(
      '/app/anon/blocks/:id',
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
      async (request) => ok(request.lang, await anonymous.unblock(request.auth.userId, request.params.id)),
    );
    app.post(
      '/app/anon/report',
      { ...auth, schema: { tags, body: anonReportBody, response: { 200: envelope(z.null()) } } },
      async (request) => ok(request.lang, await anonymous.report(request.auth.userId, request.body)),
    );
  };
