import {
  adminExchangeDecisionBody,
  adminExchangeOrderListQuery,
  adminOtcDecisionBody,
  adminOtcListQuery,
  envelope,
  exchangeAddressBody,
  exchangeAddressVo,
  exchangeAdVo,
  exchangeCertificateABody,
  exchangeCertificateBBody,
  exchangeCheckMoneyBody,
  exchangeCheckMoneyVo,
  exchangeComplaintBody,
  exchangeEditBody,
  exchangeIdBody,
  exchangeListQuery,
  exchangeOrderBody,
  exchangeOrderByTradeQuery,
  exchangeOrderCheckBody,
  exchangeOrderListQuery,
  exchangeOrderVo,
  exchangePublishBody,
  exchangeShelfBody,
  exchangeStaffDetailVo,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  otcOrderBody,
  otcOrderListQuery,
  otcOrderVo,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['exchange'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

/**
 * Currency exchange (issue 13): every spec §7 "Wallet/exchange" route under /app/trade (the rates stay in the wallet
 * module), the OTC desk's user cancel/confirm, and the staff routes under /admin/api/exchange. Thin: contract schema
 * in, one service call, envelope out.
 */
export const exchangeRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { exchange, exchangeOrders, otcExchange } = services;
    const auth = { onRequest: app.requireAuth };
    const oneAd = { 200: envelope(exchangeAdVo) };
    const oneOrder = { 200: envelope(exchangeOrderVo) };
    const oneOtc = { 200: envelope(otcOrderVo) };

    app.get(
      '/app/trade/exchange/list',
      {
        ...auth,
        schema: { tags, querystring: exchangeListQuery, response: { 200: pagedEnvelope(exchangeAdVo) } },
      },
      async (request) => {
        const { rows, total } = await exchange.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/trade/exchange/:id',
      { ...auth, schema: { tags, params: idParam, response: oneAd } },
      async (request) =>
        ok(
          request.lang,
          await exchange.detail(request.auth.userId, request.params.id, (adId) =>
            exchangeOrders.isPartyOfAd(request.auth.userId, adId),
          ),
        ),
    );

    app.post(
      '/app/trade/exchange',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: exchangePublishBody, response: oneAd } },
      async (request) =>
        ok(
          request.lang,
          await exchange.publish(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.put(
      '/app/trade/exchange',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: exchangeEditBody, response: oneAd } },
      async (request) =>
        ok(
          request.lang,
          await exchange.edit(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.post(
      '/app/trade/exchange/cancel',
      { ...auth, schema: { tags, body: exchangeIdBody, response: oneAd } },
      async (request) => ok(request.lang, await exchange.cancel(request.auth.userId, request.body.id)),
    );

    app.put(
      '/app/trade/exchange/setShelfStatus',
      { ...auth, schema: { tags, body: exchangeShelfBody, response: oneAd } },
      async (request) =>
        ok(request.lang, await exchange.setShelf(request.auth.userId, request.body.id, request.body.onShelf)),
    );

    app.post(
      '/app/trade/exchange/checkMoney',
      {
        ...auth,
        schema: { tags, body: exchangeCheckMoneyBody, response: { 200: envelope(exchangeCheckMoneyVo) } },
      },
      async (request) =>
        ok(
          request.lang,
          await exchange.checkMoney(request.auth.userId, request.body.payCurrencyId, request.body.payAmount),
        ),
    );

    app.get(
      '/app/trade/exchangeOrder/list',
      {
        ...auth,
        schema: {
          tags,
          querystring: exchangeOrderListQuery,
          response: { 200: pagedEnvelope(exchangeOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await exchangeOrders.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/trade/exchangeOrder/listByTrade',
      {
        ...auth,
        schema: {
          tags,
          querystring: exchangeOrderByTradeQuery,
          response: { 200: pagedEnvelope(exchangeOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await exchangeOrders.listByAd(
          request.auth.userId,
          request.query.exchangeId,
          request.query,
        );
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/trade/exchangeOrder/:id',
      { ...auth, schema: { tags, params: idParam, response: oneOrder } },
      async (request) =>
        ok(request.lang, await exchangeOrders.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/trade/exchangeOrder',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: exchangeOrderBody, response: oneOrder } },
      async (request) =>
        ok(
          request.lang,
          await exchangeOrders.create(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.post(
      '/app/trade/exchangeOrder/checkMoney',
      {
        ...auth,
        schema: { tags, body: exchangeOrderCheckBody, response: { 200: envelope(exchangeCheckMoneyVo) } },
      },
      async (request) =>
        ok(request.lang, await exchangeOrders.checkMoney(request.auth.userId, request.body.exchangeId)),
    );

    app.put(
      '/app/trade/exchangeOrder/submitsCertificateA',
      { ...auth, schema: { tags, body: exchangeCertificateABody, response: oneOrder } },
      async (request) =>
        ok(request.lang, await exchangeOrders.certificateA(request.auth.userId, request.body)),
    );

    app.put(
      '/app/trade/exchangeOrder/submitsCertificateB',
      { ...auth, schema: { tags, body: exchangeCertificateBBody, response: oneOrder } },
      async (request) =>
        ok(request.lang, await exchangeOrders.certificateB(request.auth.userId, request.body)),
    );

    app.post(
      '/app/trade/exchangeOrder/complaint',
      { ...auth, schema: { tags, body: exchangeComplaintBody, response: oneOrder } },
      async (request) =>
        ok(
          request.lang,
          await exchangeOrders.dispute(
            request.auth.userId,
            request.body.id,
            'complaint',
            request.body.reason,
          ),
        ),
    );

    app.post(
      '/app/trade/exchangeOrder/cancel/order',
      { ...auth, schema: { tags, body: exchangeComplaintBody, response: oneOrder } },
      async (request) =>
        ok(
          request.lang,
          await exchangeOrders.dispute(request.auth.userId, request.body.id, 'cancel', request.body.reason),
        ),
    );

    app.post(
      '/app/trade/exchangeOrder/cancel/complaint',
      { ...auth, schema: { tags, body: exchangeIdBody, response: oneOrder } },
      async (request) =>
        ok(request.lang, await exchangeOrders.withdrawDispute(request.auth.userId, request.body.id)),
    );

    app.post(
      '/app/trade/exchangeAddress',
      {
        ...auth,
        schema: { tags, body: exchangeAddressBody, response: { 200: envelope(exchangeAddressVo) } },
      },
      async (request) => ok(request.lang, await exchange.saveAddress(request.auth.userId, request.body)),
    );

    app.get(
      '/app/trade/exchangeAddress/:id',
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(exchangeAddressVo) } } },
      async (request) =>
        ok(
          request.lang,
          await exchange.address(request.auth.userId, request.params.id, (ownerId) =>
            exchangeOrders.mayReadAddress(request.auth.userId, ownerId, request.params.id),
          ),
        ),
    );

    app.post(
      '/app/trade/otcExchangeOrder',
      { ...auth, schema: { tags, headers: idempotencyHeaders, body: otcOrderBody, response: oneOtc } },
      async (request) =>
        ok(
          request.lang,
          await otcExchange.create(request.auth.userId, request.body, request.headers[IDEMPOTENCY_HEADER]),
        ),
    );

    app.get(
      '/app/trade/otcExchangeOrder/list',
      {
        ...auth,
        schema: { tags, querystring: otcOrderListQuery, response: { 200: pagedEnvelope(otcOrderVo) } },
      },
      async (request) => {
        const { rows, total } = await otcExchange.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/trade/otcExchangeOrder/cancel',
      { ...auth, schema: { tags, body: exchangeIdBody, response: oneOtc } },
      async (request) => ok(request.lang, await otcExchange.cancel(request.auth.userId, request.body.id)),
    );

    app.post(
      '/app/trade/otcExchangeOrder/confirm',
      { ...auth, schema: { tags, body: exchangeIdBody, response: oneOtc } },
      async (request) => ok(request.lang, await otcExchange.confirm(request.auth.userId, request.body.id)),
    );

    // Staff: disputes are customer service's work (the money only goes to a party of the deal); the OTC desk pays out
    // the platform's money, so only platform administrators move it.
    app.get(
      '/admin/api/exchange/order/list',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: {
          tags: ['admin'],
          querystring: adminExchangeOrderListQuery,
          response: { 200: pagedEnvelope(exchangeOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await exchangeOrders.staffList(request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/admin/api/exchange/order/:id',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags: ['admin'], params: idParam, response: { 200: envelope(exchangeStaffDetailVo) } },
      },
      async (request) =>
        ok(request.lang, await exchangeOrders.staffDetail(request.auth.userId, request.params.id)),
    );

    app.post(
      '/admin/api/exchange/order/decide',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags: ['admin'], body: adminExchangeDecisionBody, response: oneOrder },
      },
      async (request) =>
        ok(request.lang, await exchangeOrders.staffDecide(request.auth.userId, request.body)),
    );

    app.get(
      '/admin/api/exchange/otc/list',
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: {
          tags: ['admin'],
          querystring: adminOtcListQuery,
          response: { 200: pagedEnvelope(otcOrderVo) },
        },
      },
      async (request) => {
        const { rows, total } = await otcExchange.staffList(request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/admin/api/exchange/otc/decide',
      {
        ...requireStaff(app, services.users, 'admin'),
        schema: { tags: ['admin'], body: adminOtcDecisionBody, response: oneOtc },
      },
      async (request) => ok(request.lang, await otcExchange.staffDecide(request.auth.userId, request.body)),
    );
  };
