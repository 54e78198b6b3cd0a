import { envelope, systemConfigItemVo, systemConfigUpdateBody } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from './staff-guard.ts';

const tags = ['admin'];

/** The platform settings of the registry: read and edited by the platform administrator only. */
export const adminSystemConfigRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin, users } = services;
    const adminOnly = requireStaff(app, users, 'admin');

    app.get(
      '/admin/api/config',
      { ...adminOnly, schema: { tags, response: { 200: envelope(z.array(systemConfigItemVo)) } } },
      async (request) => ok(request.lang, await admin.config.list()),
    );

    app.put(
      '/admin/api/config',
      {
        ...adminOnly,
        schema: { tags, body: systemConfigUpdateBody, response: { 200: envelope(systemConfigItemVo) } },
      },
      async (request) => ok(request.lang, await admin.config.update(request.auth.userId, request.body)),
    );
  };
