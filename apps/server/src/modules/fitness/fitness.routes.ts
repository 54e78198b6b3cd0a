import {
  envelope,
  fitnessEntryBody,
  fitnessEntryVo,
  fitnessHistoryVo,
  fitnessRankingVo,
  fitnessTodayVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['fitness'];

/**
 * Fitness (issue 15; the spec names the page pages/fitness/index but no calls): today's entry and the rules, the
 * entry itself (once a Moscow day, paid once), the 30-day history with streaks, and the friends' ranking of today.
 */
export const fitnessRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { fitness } = services;
    const auth = { onRequest: app.requireAuth };

    app.get(
      '/app/fitness/today',
      { ...auth, schema: { tags, response: { 200: envelope(fitnessTodayVo) } } },
      async (request) => ok(request.lang, await fitness.today(request.auth.userId)),
    );

    app.post(
      '/app/fitness/steps',
      { ...auth, schema: { tags, body: fitnessEntryBody, response: { 200: envelope(fitnessEntryVo) } } },
      async (request) => ok(request.lang, await fitness.enter(request.auth.userId, request.body)),
    );

    app.get(
      '/app/fitness/history',
      { ...auth, schema: { tags, response: { 200: envelope(fitnessHistoryVo) } } },
      async (request) => ok(request.lang, await fitness.history(request.auth.userId)),
    );

    app.get(
      '/app/fitness/ranking',
      { ...auth, schema: { tags, response: { 200: envelope(fitnessRankingVo) } } },
      async (request) => ok(request.lang, await fitness.ranking(request.auth.userId)),
    );
  };
