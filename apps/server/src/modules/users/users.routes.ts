import {
  batchInfoQuery,
  blockedUser,
  blockUserBody,
  checkBlockedBody,
  checkBlockedResult,
  envelope,
  idParam,
  myUserInfo,
  pagedEnvelope,
  pageQuery,
  updatePayPasswordBody,
  updateUserBody,
  userListQuery,
  userSearchQuery,
  userVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['user'];

export const usersRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { users, readCache } = services;
    const auth = { onRequest: app.requireAuth };

    app.get(
      '/app/user/info',
      // Kept per user until his row changes (migration 0034 marks it): a read that changes nothing reads no user.
      { ...auth, ...readCache.route, schema: { tags, response: { 200: envelope(myUserInfo) } } },
      async (request) => ok(request.lang, await users.myInfo(request.auth.userId)),
    );

    app.get(
      '/app/user/batchInfo',
      {
        ...auth,
        schema: { tags, querystring: batchInfoQuery, response: { 200: envelope(z.array(userVo)) } },
      },
      async (request) => ok(request.lang, await users.batchInfo(request.auth.userId, request.query.userIds)),
    );

    app.get(
      '/app/user/search',
      { ...auth, schema: { tags, querystring: userSearchQuery, response: { 200: pagedEnvelope(userVo) } } },
      async (request) => {
        const { rows, total } = await users.search(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/user/list',
      { ...auth, schema: { tags, querystring: userListQuery, response: { 200: pagedEnvelope(userVo) } } },
      async (request) => {
        const { rows, total } = await users.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/user/isCustomer',
      { ...auth, schema: { tags, response: { 200: envelope(z.boolean()) } } },
      async (request) => ok(request.lang, await users.isCustomer(request.auth.userId)),
    );

    app.get(
      '/app/user/:id',
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(userVo) } } },
      async (request) => ok(request.lang, await users.viewUser(request.auth.userId, request.params.id)),
    );

    app.put(
      '/app/user',
      { ...auth, schema: { tags, body: updateUserBody, response: { 200: envelope(myUserInfo) } } },
      async (request) => ok(request.lang, await users.updateProfile(request.auth.userId, request.body)),
    );

    app.put(
      '/app/user/updatePayPwd',
      { ...auth, schema: { tags, body: updatePayPasswordBody, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await users.setPayPassword(request.auth.userId, request.body.password, request.body.payPassword);
        return ok(request.lang, null);
      },
    );

    app.get(
      '/app/blockUser/list',
      { ...auth, schema: { tags, querystring: pageQuery, response: { 200: pagedEnvelope(blockedUser) } } },
      async (request) => {
        const { rows, total } = await users.listBlocked(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/blockUser',
      { ...auth, schema: { tags, body: blockUserBody, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await users.block(request.auth.userId, request.body.blockUserId);
        return ok(request.lang, null);
      },
    );

    app.delete(
      '/app/blockUser/:id',
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
      async (request) => {
        await users.unblock(request.auth.userId, request.params.id);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/app/blockUser/checkHaveBeenBlocked',
      { ...auth, schema: { tags, body: checkBlockedBody, response: { 200: envelope(checkBlockedResult) } } },
      async (request) => ok(request.lang, await users.checkBlocked(request.auth.userId, request.body.userId)),
    );
  };
