import {
  addFriendBody,
  addFriendResult,
  cancelFriendRequestBody,
  emptyData,
  envelope,
  friendListQuery,
  friendRemarkBody,
  friendRequestIdBody,
  friendRequestVo,
  friendSearchQuery,
  friendVo,
  idParam,
  pagedEnvelope,
  pageQuery,
  sentFriendRequestsQuery,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['friend'];

/**
 * Spec §7 friends endpoints, plus the agreement side the spec names no path for: GET /app/friend/request/list,
 * POST /app/friend/request/accept and POST /app/friend/request/decline; the sender's side: GET /app/friend/request/sent
 * and POST /app/friend/request/cancel; and GET /app/friend/search for the search page.
 */
export const friendsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { friends, readCache } = services;
    const auth = { onRequest: app.requireAuth };
    const oneRequest = { 200: envelope(friendRequestVo) };

    app.get(
      '/app/friend/list',
      {
        ...auth,
        ...readCache.route,
        schema: { tags, querystring: friendListQuery, response: { 200: pagedEnvelope(friendVo) } },
      },
      async (request) => {
        const { rows, total } = await friends.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/friend/search',
      {
        ...auth,
        schema: { tags, querystring: friendSearchQuery, response: { 200: pagedEnvelope(friendVo) } },
      },
      async (request) => {
        const { rows, total } = await friends.search(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/friend',
      { ...auth, schema: { tags, body: addFriendBody, response: { 200: envelope(addFriendResult) } } },
      async (request) => ok(request.lang, await friends.add(request.auth.userId, request.body)),
    );

    app.put(
      '/app/friend',
      { ...auth, schema: { tags, body: friendRemarkBody, response: { 200: envelope(friendVo) } } },
      async (request) => ok(request.lang, await friends.setRemark(request.auth.userId, request.body)),
    );

    app.delete(
      '/app/friend/:id',
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(emptyData) } } },
      async (request) => {
        await friends.remove(request.auth.userId, request.params.id);
        return ok(request.lang, null);
      },
    );

    app.get(
      '/app/friend/request/list',
      {
        ...auth,
        schema: { tags, querystring: pageQuery, response: { 200: pagedEnvelope(friendRequestVo) } },
      },
      async (request) => {
        const { rows, total } = await friends.incoming(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/friend/request/accept',
      { ...auth, schema: { tags, body: friendRequestIdBody, response: oneRequest } },
      async (request) => ok(request.lang, await friends.accept(request.auth.userId, request.body.requestId)),
    );

    app.post(
      '/app/friend/request/decline',
      { ...auth, schema: { tags, body: friendRequestIdBody, response: oneRequest } },
      async (request) => ok(request.lang, await friends.decline(request.auth.userId, request.body.requestId)),
    );

    app.get(
      '/app/friend/request/sent',
      {
        ...auth,
        schema: {
          tags,
          querystring: sentFriendRequestsQuery,
          response: { 200: pagedEnvelope(friendRequestVo) },
        },
      },
      async (request) => {
        const { rows, total } = await friends.sent(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/friend/request/cancel',
      { ...auth, schema: { tags, body: cancelFriendRequestBody, response: oneRequest } },
      async (request) => {
        const requestId = (request.body.requestId ?? request.body.id)!;
        return ok(request.lang, await friends.cancel(request.auth.userId, requestId));
      },
    );
  };
