import {
  adminBlockBody,
  adminUnblockBody,
  adminUserDetailVo,
  adminUserFlowsQuery,
  adminUserParams,
  envelope,
  flowVo,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from './staff-guard.ts';

const tags = ['admin'];

/** The user drawer (profile, sessions, balances, flows) and account blocks; any staff, the service checks rank. */
export const adminUserRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin, users } = services;
    const staff = requireStaff(app, users, 'staff');

    app.get(
      '/admin/api/users/:userId',
      { ...staff, schema: { tags, params: adminUserParams, response: { 200: envelope(adminUserDetailVo) } } },
      async (request) => ok(request.lang, await admin.userDetail.detail(request.params.userId)),
    );

    app.get(
      '/admin/api/users/:userId/flows',
      {
        ...staff,
        schema: {
          tags,
          params: adminUserParams,
          querystring: adminUserFlowsQuery,
          response: { 200: pagedEnvelope(flowVo) },
        },
      },
      async (request) => {
        const { rows, total } = await admin.userDetail.flows(request.params.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/admin/api/users/block',
      { ...staff, schema: { tags, body: adminBlockBody, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await admin.accounts.block(request.auth.userId, request.body);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/admin/api/users/unblock',
      { ...staff, schema: { tags, body: adminUnblockBody, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await admin.accounts.unblock(request.auth.userId, request.body.userId);
        return ok(request.lang, null);
      },
    );
  };
