import {
  assistantAskBody,
  assistantClearedVo,
  type AssistantEvent,
  assistantHistoryVo,
  envelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['assistant'];

/** One server-sent event: its name and its JSON on one data line (JSON never holds a raw line break). */
const sse = ({ event, data }: AssistantEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The AI assistant chat (issue 16): spec §7's `POST /chat/chat` (the answer as server-sent events; see contracts
 * assistant.ts) and `POST /chat/removeCache` (clear the history), plus `GET /chat/history` for the page to show the
 * turns kept since the last clear.
 */
export const assistantRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { assistant } = services;
    const auth = { onRequest: app.requireAuth };

    app.post(
      '/chat/chat',
      {
        ...auth,
        schema: {
          tags,
          description:
            'Answers as text/event-stream: `start` {turnId, mode}, `delta` {text}…, `end` {turnId, finish, msg?}. ' +
            'Refusals before the answer (too fast, budget spent) are JSON envelopes. Closing the request stops it.',
          body: assistantAskBody,
          response: { 200: z.string().describe('text/event-stream') },
        },
      },
      async (request, reply) => {
        // Refusals (rate, budget) throw here, before any byte of the stream: an ordinary envelope answers them.
        const begun = await assistant.begin(request.auth.userId, request.body.question);
        reply.hijack();
        const raw = reply.raw;
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined) raw.setHeader(name, value);
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // A proxy that buffers (nginx) would hold the pieces back until the end.
          'x-accel-buffering': 'no',
        });
        raw.flushHeaders();
        // The stop button aborts the fetch: the connection closes before the answer ends.
        const asker = new AbortController();
        raw.on('close', () => {
          if (!raw.writableEnded) asker.abort();
        });
        await assistant.answer(
          begun,
          request.lang,
          asker.signal,
          (event) => {
            if (!raw.destroyed) raw.write(sse(event));
          },
          (error) => request.log.warn({ err: error }, 'assistant provider failed'),
        );
        raw.end();
      },
    );

    app.get(
      '/chat/history',
      { ...auth, schema: { tags, response: { 200: envelope(assistantHistoryVo) } } },
      async (request) => ok(request.lang, await assistant.history(request.auth.userId)),
    );

    app.post(
      '/chat/removeCache',
      { ...auth, schema: { tags, response: { 200: envelope(assistantClearedVo) } } },
      async (request) => ok(request.lang, await assistant.clear(request.auth.userId)),
    );
  };
