import { emptyData, envelope, inviteBindBody } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

export const invitesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/app/invite/record/bind',
      {
        schema: { body: inviteBindBody, response: { 200: envelope(emptyData) }, tags: ['invites'] },
        onRequest: app.requireAuth,
      },
      async (request) => {
        await services.invites.bind(request.auth.userId, request.body);
        return ok(request.lang, null);
      },
    );
  };
