import { envelope, StaffRole } from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const agentBody = z.object({ userId: z.number().int().positive().max(2_147_483_647) });

/**
 * POST /dev/support/agent: makes a user a customer-service agent, so browser tests and local trials can have a
 * module's 'contact support' assign him and answer in the support group (there is no staff console yet). Registered
 * only outside production, beside /dev/topup/staff.
 */
export const devSupportRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/dev/support/agent',
      { schema: { body: agentBody, response: { 200: envelope(z.null()) }, tags: ['dev'] } },
      async (request) => {
        await services.users.setStaffRole(request.body.userId, StaffRole.customerService);
        return ok(request.lang, null);
      },
    );
  };
