import {
  appUpdateInfo,
  configKeyParams,
  envelope,
  healthResult,
  mapSettings,
  pageVisitBody,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

export const systemRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['system'], response: { 200: envelope(healthResult) } } },
      async (request) => ok(request.lang, await services.system.health()),
    );

    app.post(
      '/im/userVisit/add',
      {
        schema: { body: pageVisitBody, tags: ['system'], response: { 200: envelope(z.null()) } },
        preHandler: app.optionalAuth,
      },
      async (request) => {
        await services.system.recordVisit(request.body, {
          ...request.client,
          userId: request.auth?.userId ?? null,
          ip: request.ip,
        });
        return ok(request.lang, null);
      },
    );

    app.get(
      '/app/appUpdate/info',
      { schema: { tags: ['system'], response: { 200: envelope(appUpdateInfo) } } },
      async (request) => ok(request.lang, await services.system.appUpdateInfo()),
    );

    app.get(
      '/app/system/map',
      { schema: { tags: ['system'], response: { 200: envelope(mapSettings) } } },
      async (request) => ok(request.lang, services.system.mapSettings()),
    );

    app.get(
      '/app/system/config/configKey/:key',
      { schema: { params: configKeyParams, tags: ['system'], response: { 200: envelope(z.string()) } } },
      async (request) => ok(request.lang, await services.system.configValueOrFail(request.params.key)),
    );
  };
