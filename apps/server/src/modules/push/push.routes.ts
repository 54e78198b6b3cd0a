import {
  envelope,
  notificationSettingsVo,
  pushSubscriptionBody,
  pushUnsubscribeQuery,
  updateNotificationSettingsBody,
  vapidPublicKeyVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['push'];

/**
 * Web Push (issue 35; the spec names no paths): the server's VAPID public key, this device's subscription added or
 * removed, and the account's notification settings.
 */
export const pushRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { push } = services;
    const auth = { onRequest: app.requireAuth };
    const settings = { 200: envelope(notificationSettingsVo) };

    app.get(
      '/app/push/publicKey',
      { schema: { tags, response: { 200: envelope(vapidPublicKeyVo) } } },
      async (request) => ok(request.lang, push.publicKey()),
    );

    app.post(
      '/app/push/subscription',
      { ...auth, schema: { tags, body: pushSubscriptionBody, response: { 200: envelope(z.null()) } } },
      async (request) =>
        ok(request.lang, await push.subscribe(request.auth.userId, request.auth.sessionId, request.body)),
    );

    app.delete(
      '/app/push/subscription',
      { ...auth, schema: { tags, querystring: pushUnsubscribeQuery, response: { 200: envelope(z.null()) } } },
      async (request) =>
        ok(request.lang, await push.unsubscribe(request.auth.userId, request.query.endpoint)),
    );

    app.get('/app/push/settings', { ...auth, schema: { tags, response: settings } }, async (request) =>
      ok(request.lang, await push.settings(request.auth.userId)),
    );

    app.put(
      '/app/push/settings',
      { ...auth, schema: { tags, body: updateNotificationSettingsBody, response: settings } },
      async (request) => ok(request.lang, await push.updateSettings(request.auth.userId, request.body)),
    );
  };
