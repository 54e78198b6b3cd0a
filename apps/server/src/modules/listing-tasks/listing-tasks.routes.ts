import {
  envelope,
  pagedEnvelope,
  TASK_ROUTES,
  taskApplicationIdBody,
  taskApplicationsQuery,
  taskApplicationVo,
  taskApplyBody,
  taskReferralQuery,
  taskReferralVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['listings'];

/** Paid-task applications and referrals (issue 14 boards; docs/architecture.md "Paid-task referrals"). */
export const listingTasksRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { listingTasks } = services;
    const auth = { onRequest: app.requireAuth };
    const one = { 200: envelope(taskApplicationVo) };

    app.post(
      TASK_ROUTES.apply,
      { ...auth, schema: { tags, body: taskApplyBody, response: one } },
      async (request) => ok(request.lang, await listingTasks.apply(request.auth.userId, request.body)),
    );

    app.get(
      TASK_ROUTES.applications,
      {
        ...auth,
        schema: {
          tags,
          querystring: taskApplicationsQuery,
          response: { 200: pagedEnvelope(taskApplicationVo) },
        },
      },
      async (request) => {
        const { rows, total } = await listingTasks.applications(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      TASK_ROUTES.referral,
      {
        ...auth,
        schema: { tags, querystring: taskReferralQuery, response: { 200: envelope(taskReferralVo) } },
      },
      async (request) =>
        ok(request.lang, await listingTasks.referral(request.auth.userId, request.query.listingId)),
    );

    app.post(
      TASK_ROUTES.accept,
      { ...auth, schema: { tags, body: taskApplicationIdBody, response: one } },
      async (request) => ok(request.lang, await listingTasks.accept(request.auth.userId, request.body.id)),
    );

    app.post(
      TASK_ROUTES.reject,
      { ...auth, schema: { tags, body: taskApplicationIdBody, response: one } },
      async (request) => ok(request.lang, await listingTasks.reject(request.auth.userId, request.body.id)),
    );
  };
