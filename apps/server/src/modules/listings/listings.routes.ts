import {
  chatMessage,
  emptyData,
  shareToChatBody,
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  listingCategoryVo,
  listingDepositQuery,
  listingDepositVo,
  listingEditBody,
  listingIdBody,
  listingMineQuery,
  listingPublishBody,
  listingRevokeBody,
  listingSearchQuery,
  listingStaffQuery,
  listingVo,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['listings'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * The listings engine (issue 14; the spec names no paths for pagesCategory, so these are ours, listed in
 * docs/architecture.md): categories, the deposit a kind holds, the market search, my releases, the collection,
 * publish / edit / remove / re-list, the detail; staff list listings and revoke one with a reason.
 */
export const listingsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { listings, listingsStaff } = services;
    const auth = { onRequest: app.requireAuth };
    const staff = requireStaff(app, services.users, 'staff');
    const one = { 200: envelope(listingVo) };
    const many = { 200: pagedEnvelope(listingVo) };

    app.get(
      '/app/listings/categories',
      { ...auth, schema: { tags, response: { 200: envelope(z.array(listingCategoryVo)) } } },
      async (request) => ok(request.lang, listings.categories(request.lang)),
    );

    app.get(
      '/app/listings/deposit',
      {
        ...auth,
        schema: { tags, querystring: listingDepositQuery, response: { 200: envelope(listingDepositVo) } },
      },
      async (request) => ok(request.lang, await listings.deposit(request.query.kind)),
    );

    app.get(
      '/app/listings/list',
      { ...auth, schema: { tags, querystring: listingSearchQuery, response: many } },
      async (request) => {
        const { rows, total } = await listings.search(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/listings/mine',
      { ...auth, schema: { tags, querystring: listingMineQuery, response: many } },
      async (request) => {
        const { rows, total } = await listings.mine(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/listings/favourites',
      { ...auth, schema: { tags, querystring: listingMineQuery, response: many } },
      async (request) => {
        const { rows, total } = await listings.favourites(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/listings/favourite',
      { ...auth, schema: { tags, body: listingIdBody, response: one } },
      async (request) => ok(request.lang, await listings.addFavourite(request.auth.userId, request.body.id)),
    );

    app.delete(
      '/app/listings/favourite',
      { ...auth, schema: { tags, querystring: listingIdBody, response: { 200: envelope(emptyData) } } },
      async (request) => {
        await listings.removeFavourite(request.auth.userId, request.query.id);
        return ok(request.lang, null);
      },
    );

    app.get(
      '/app/listings/:id',
      { ...auth, schema: { tags, params: idParam, response: one } },
      async (request) => ok(request.lang, await listings.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/listings/:id/share',
      {
        ...auth,
        schema: { tags, params: idParam, body: shareToChatBody, response: { 200: envelope(chatMessage) } },
      },
      async (request) =>
        ok(request.lang, await listings.share(request.auth.userId, request.params.id, request.body)),
    );

    app.post(
      '/app/listings',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: listingPublishBody, response: one } },
      async (request) =>
        ok(
          request.lang,
          await listings.publish(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.put(
      '/app/listings',
      { ...auth, schema: { tags, body: listingEditBody, response: one } },
      async (request) => ok(request.lang, await listings.edit(request.auth.userId, request.body)),
    );

    app.post(
      '/app/listings/remove',
      { ...auth, schema: { tags, body: listingIdBody, response: one } },
      async (request) => ok(request.lang, await listings.remove(request.auth.userId, request.body.id)),
    );

    app.post(
      '/app/listings/relist',
      { ...auth, schema: { tags, body: listingIdBody, response: one } },
      async (request) => ok(request.lang, await listings.relist(request.auth.userId, request.body.id)),
    );

    app.get(
      '/admin/api/listings',
      { ...staff, schema: { tags: ['admin'], querystring: listingStaffQuery, response: many } },
      async (request) => {
        const { rows, total } = await listingsStaff.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/admin/api/listings/revoke',
      { ...staff, schema: { tags: ['admin'], body: listingRevokeBody, response: one } },
      async (request) => ok(request.lang, await listingsStaff.revoke(request.auth.userId, request.body)),
    );
  };
