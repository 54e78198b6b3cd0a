import {
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  LISTING_ORDER_ROUTES as R,
  listingOrderAppealBody,
  listingOrderCreateBody,
  listingOrderDecideBody,
  listingOrderIdBody,
  listingOrderListQuery,
  listingOrderPayBody,
  listingOrderQuoteQuery,
  listingOrderQuoteVo,
  listingOrderShipBody,
  listingOrderStaffDetailVo,
  listingOrderStaffQuery,
  listingOrderVo,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['listing-orders'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * Classifieds orders and the secure deal (issue 14; the spec names no paths for pagesCategory orderDetails): the
 * buyer's and seller's steps under /app/listing-orders, the appeals desk under /admin/api/listing-orders
 * (docs/architecture.md "Classifieds orders").
 */
export const listingOrdersRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { listingOrders } = services;
    const auth = { onRequest: app.requireAuth };
    const oneOrder = { 200: envelope(listingOrderVo) };

    app.get(
      R.quote,
      {
        ...auth,
        schema: {
          tags,
          querystring: listingOrderQuoteQuery,
          response: { 200: envelope(listingOrderQuoteVo) },
        },
      },
      async (request) => ok(request.lang, await listingOrders.quote(request.auth.userId, request.query)),
    );

    app.post(
      R.create,
      {
        ...auth,
        schema: { tags, headers: idempotencyHeaders, body: listingOrderCreateBody, response: oneOrder },
      },
      async (request) =>
        ok(
          request.lang,
          await listingOrders.create(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      R.list,
      {
        ...auth,
        schema: {
          tags,
          querystring: listingOrderListQuery,
          response: { 200: pagedEnvelope(listingOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await listingOrders.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(R.detail, { ...auth, schema: { tags, params: idParam, response: oneOrder } }, async (request) =>
      ok(request.lang, await listingOrders.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      R.pay,
      { ...auth, schema: { tags, body: listingOrderPayBody, response: oneOrder } },
      async (request) =>
        ok(
          request.lang,
          await listingOrders.pay(request.auth.userId, request.body.id, request.body.payPassword),
        ),
    );

    app.post(
      R.ship,
      { ...auth, schema: { tags, body: listingOrderShipBody, response: oneOrder } },
      async (request) => ok(request.lang, await listingOrders.ship(request.auth.userId, request.body)),
    );

    app.post(
      R.confirm,
      { ...auth, schema: { tags, body: listingOrderPayBody, response: oneOrder } },
      async (request) =>
        ok(
          request.lang,
          await listingOrders.confirmReceipt(request.auth.userId, request.body.id, request.body.payPassword),
        ),
    );

    app.post(
      R.cancel,
      { ...auth, schema: { tags, body: listingOrderIdBody, response: oneOrder } },
      async (request) => ok(request.lang, await listingOrders.cancel(request.auth.userId, request.body.id)),
    );

    app.post(
      R.appeal,
      { ...auth, schema: { tags, body: listingOrderAppealBody, response: oneOrder } },
      async (request) => ok(request.lang, await listingOrders.appeal(request.auth.userId, request.body)),
    );

    app.get(
      R.staffList,
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: {
          tags: ['admin'],
          querystring: listingOrderStaffQuery,
          response: { 200: pagedEnvelope(listingOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await listingOrders.staffList(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      R.staffDetail,
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags: ['admin'], params: idParam, response: { 200: envelope(listingOrderStaffDetailVo) } },
      },
      async (request) =>
        ok(request.lang, await listingOrders.staffDetail(request.auth.userId, request.params.id)),
    );

    // Moving held money on an appeal is the platform administrator's call, as for P2P and exchange complaints.
    app.post(
      R.staffDecide,
      {
        ...requireStaff(app, services.users, 'admin'),
        schema: { tags: ['admin'], body: listingOrderDecideBody, response: oneOrder },
      },
      async (request) => ok(request.lang, await listingOrders.decide(request.auth.userId, request.body)),
    );
  };
