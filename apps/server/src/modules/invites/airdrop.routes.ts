import {
  airdropConfigVo,
  airdropFindQuery,
  airdropModuleParam,
  airdropUpdateBody,
  envelope,
  type InviteModuleValue,
  inviteListVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

/**
 * Spec §7's GET /app/airdrop/findByModule (the module's share config list as JSON text in `data.disposition`), my
 * invite list with each invitee's progress and my rewards (issue 15), and the staff console's per-module edit
 * (platform administrators, audited).
 */
export const airdropRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { inviteRewards, users } = services;
    const oneConfig = { 200: envelope(airdropConfigVo) };

    app.get(
      '/app/airdrop/findByModule',
      { schema: { tags: ['invites'], querystring: airdropFindQuery, response: oneConfig } },
      async (request) =>
        ok(request.lang, await inviteRewards.configOf(request.query.module as InviteModuleValue)),
    );

    app.get(
      '/app/invite/list',
      {
        onRequest: app.requireAuth,
        schema: { tags: ['invites'], response: { 200: envelope(inviteListVo) } },
      },
      async (request) => ok(request.lang, await inviteRewards.list(request.auth.userId)),
    );

    const adminOnly = requireStaff(app, users, 'admin');
    app.get(
      '/admin/api/airdrop',
      { ...adminOnly, schema: { tags: ['admin'], response: { 200: envelope(z.array(airdropConfigVo)) } } },
      async (request) => ok(request.lang, await inviteRewards.staffList()),
    );

    app.put(
      '/admin/api/airdrop/:module',
      {
        ...adminOnly,
        schema: { tags: ['admin'], params: airdropModuleParam, body: airdropUpdateBody, response: oneConfig },
      },
      async (request) =>
        ok(
          request.lang,
          await inviteRewards.staffUpdate(
            request.auth.userId,
            request.params.module as InviteModuleValue,
            request.body,
          ),
        ),
    );
  };
