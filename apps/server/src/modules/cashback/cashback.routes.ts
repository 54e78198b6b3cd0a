import {
  CASHBACK_ROUTES as R,
  cashbackBudgetVo,
  cashbackFlagsQuery,
  cashbackFlagVo,
  cashbackFundBody,
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['admin'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/** The cashback budget and the linked-accounts flags (issue 28): money is the administrator's, the list any staff's. */
export const cashbackRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { cashback } = services;
    const adminOnly = requireStaff(app, services.users, 'admin');

    app.get(
      R.budget,
      { ...adminOnly, schema: { tags, response: { 200: envelope(cashbackBudgetVo) } } },
      async (request) => ok(request.lang, await cashback.budget()),
    );

    app.post(
      R.fund,
      {
        ...adminOnly,
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: cashbackFundBody,
          response: { 200: envelope(cashbackBudgetVo) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          await cashback.fund(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      R.flags,
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags, querystring: cashbackFlagsQuery, response: { 200: pagedEnvelope(cashbackFlagVo) } },
      },
      async (request) => {
        const { rows, total } = await cashback.flags(request.query);
        return page(request.lang, rows, total);
      },
    );
  };
