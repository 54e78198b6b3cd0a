import {
  adminForceLogoutBody,
  adminLoginBody,
  adminLoginResult,
  adminStaffRoleBody,
  adminUserListQuery,
  adminUserVo,
  auditListQuery,
  auditVo,
  dashboardVo,
  envelope,
  pagedEnvelope,
  StaffRole,
  staffMeVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { contextOf } from '../auth/auth.routes.ts';
import { requireStaff } from './staff-guard.ts';
import { adminStatsRoutes } from './stats.routes.ts';
import { adminSystemConfigRoutes } from './system-config.routes.ts';
import { adminUserRoutes } from './users-admin.routes.ts';

const tags = ['admin'];

/**
 * The staff console's own endpoints (issue 11): login, me, audit, dashboard, users. Every route but the login goes
 * through requireStaff; customer service may read, account changes are the administrator's.
 */
export const adminRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, admin, audit, users } = services;
    const staff = requireStaff(app, users, 'staff');
    const adminOnly = requireStaff(app, users, 'admin');

    // The app's password login (its captcha, limits and sessions); an account without a staff role gets notStaff
    // and no session.
    app.post(
      '/admin/api/login',
      { schema: { tags, body: adminLoginBody, response: { 200: envelope(adminLoginResult) } } },
      async (request) => {
        let staffRole: number = StaffRole.none;
        const login = await auth.passwordLogin(request.body, contextOf(request), (user) => {
          if (user.staffRole === StaffRole.none) fail('notStaff');
          staffRole = user.staffRole;
        });
        return ok(request.lang, { ...login, staffRole });
      },
    );

    app.get(
      '/admin/api/me',
      { ...staff, schema: { tags, response: { 200: envelope(staffMeVo) } } },
      async (request) => ok(request.lang, await admin.me(request.auth.userId)),
    );

    app.get(
      '/admin/api/audit',
      { ...staff, schema: { tags, querystring: auditListQuery, response: { 200: pagedEnvelope(auditVo) } } },
      async (request) => {
        const { rows, total } = await audit.list(request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/admin/api/dashboard',
      { ...staff, schema: { tags, response: { 200: envelope(dashboardVo) } } },
      async (request) => ok(request.lang, await admin.dashboard()),
    );

    app.get(
      '/admin/api/users',
      {
        ...staff,
        schema: { tags, querystring: adminUserListQuery, response: { 200: pagedEnvelope(adminUserVo) } },
      },
      async (request) => {
        const { rows, total } = await admin.users(request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/admin/api/users/forceLogout',
      { ...adminOnly, schema: { tags, body: adminForceLogoutBody, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await admin.forceLogout(request.auth.userId, request.body.userId);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/admin/api/users/staffRole',
      { ...adminOnly, schema: { tags, body: adminStaffRoleBody, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await admin.setStaffRole(request.auth.userId, request.body);
        return ok(request.lang, null);
      },
    );

    // The console's other pages, each in its own file.
    await app.register(adminUserRoutes(services));
    await app.register(adminStatsRoutes(services));
    await app.register(adminSystemConfigRoutes(services));
  };
