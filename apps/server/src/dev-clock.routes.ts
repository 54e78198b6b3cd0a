import { envelope } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from './http/envelope.ts';
import { fail } from './http/errors.ts';
import type { MovableClock } from './shifted-clock.ts';

/** Far enough for any rule the tests move past (a red packet's day, a weekend); a typo of years is refused. */
const MAX_MOVE_MS = 400 * 24 * 60 * 60 * 1000;

const moveBody = z.union([
  z.object({ advanceMs: z.number().int().positive().max(MAX_MOVE_MS) }).strict(),
  z.object({ at: z.iso.datetime({ offset: true }) }).strict(),
]);

/**
 * POST /dev/clock: moves the server's clock forward, by `advanceMs` or to the instant `at`, so a browser test lets a
 * pause pass (the 60 s before a code may be sent again) instead of sleeping through it (issue 18). Only forward:
 * times already stored stay in the past. Registered with the other DEV_TOOLS=1 helpers, never in production.
 */
export const devClockRoutes =
  (clock: MovableClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/clock',
      {
        schema: { body: moveBody, response: { 200: envelope(z.object({ now: z.string() })) }, tags: ['dev'] },
      },
      async (request) => {
        const body = request.body;
        if ('advanceMs' in body) clock.advance(body.advanceMs);
        else {
          const at = new Date(body.at);
          const ahead = at.getTime() - clock.now().getTime();
          if (ahead < 0 || ahead > MAX_MOVE_MS) fail('badRequest', { field: 'at' });
          clock.set(at);
        }
        return ok(request.lang, { now: clock.now().toISOString() });
      },
    );
  };
