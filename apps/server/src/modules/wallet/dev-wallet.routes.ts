import { currencyIdSchema, envelope, walletAmount } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const creditBody = z.object({
  userId: z.number().int().positive().max(2_147_483_647),
  currencyId: currencyIdSchema,
  amount: walletAmount,
  /** Names the credit once: the same event credits once (the rewards service's rule). */
  eventId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
});

/**
 * POST /dev/wallet/credit: money for browser tests and local trials, paid like any reward from the platform's
 * rewards account through the ledger (so balances, history and the integrity check stay true). Registered only
 * outside production, beside /dev/outbox.
 */
export const devWalletRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/wallet/credit',
      { schema: { body: creditBody, response: { 200: envelope(z.null()) }, tags: ['dev'] } },
      async (request) => {
        const { userId, currencyId, amount, eventId } = request.body;
        await services.wallet.rewards.credit(userId, currencyId, amount, 'invite', `dev:${eventId}`);
        return ok(request.lang, null);
      },
    );
  };
