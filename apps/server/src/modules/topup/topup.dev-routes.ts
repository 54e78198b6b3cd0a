import { envelope, StaffRole } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const staffBody = z.object({ userId: z.number().int().positive().max(2_147_483_647) });

/**
 * POST /dev/topup/staff: makes a user a platform administrator, so browser tests and local trials can confirm QR
 * top-ups through the real staff endpoints (there is no staff console yet). Registered only outside production, beside
 * /dev/outbox.
 */
export const devTopUpRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/topup/staff',
      { schema: { body: staffBody, response: { 200: envelope(z.null()) }, tags: ['dev'] } },
      async (request) => {
        await services.users.setStaffRole(request.body.userId, StaffRole.platformAdmin);
        return ok(request.lang, null);
      },
    );
  };
