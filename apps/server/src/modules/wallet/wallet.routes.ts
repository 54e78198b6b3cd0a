import {
  accountVo,
  adminRateVo,
  checkExchangeRateQuery,
  checkExchangeRateVo,
  currencyVo,
  envelope,
  exchangeRateQuery,
  exchangeRateVo,
  flowListQuery,
  flowVo,
  idParam,
  ledgerCheckVo,
  monthlySummaryQuery,
  monthlySummaryRow,
  pagedEnvelope,
  rateOverrideBody,
  updateRateBody,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['wallet'];

/** The wallet core's endpoints: balances, history, currencies and rates, and the staff rate and ledger checks. */
export const walletRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { wallet, users, readCache } = services;
    const auth = { onRequest: app.requireAuth };

    const adminOnly = requireStaff(app, users, 'admin');

    app.get(
      '/app/account/list',
      { ...auth, ...readCache.route, schema: { tags, response: { 200: envelope(z.array(accountVo)) } } },
      async (request) => ok(request.lang, await wallet.accounts.list(request.auth.userId)),
    );

    app.get(
      '/app/flow/list',
      {
        ...auth,
        ...readCache.route,
        schema: { tags, querystring: flowListQuery, response: { 200: pagedEnvelope(flowVo) } },
      },
      async (request) => {
        const { rows, total } = await wallet.flows.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/flow/monthlySummary',
      {
        ...auth,
        schema: {
          tags,
          querystring: monthlySummaryQuery,
          response: { 200: envelope(z.array(monthlySummaryRow)) },
        },
      },
      async (request) =>
        ok(request.lang, await wallet.flows.monthlySummary(request.auth.userId, request.query.months)),
    );

    app.get(
      '/app/flow/:id',
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(flowVo) } } },
      async (request) => ok(request.lang, await wallet.flows.detail(request.auth.userId, request.params.id)),
    );

    app.get(
      '/app/currency/mini/list',
      { ...auth, schema: { tags, response: { 200: envelope(z.array(currencyVo)) } } },
      async (request) => ok(request.lang, await wallet.currency.list()),
    );

    for (const url of ['/app/currency/getExchangeRate', '/trade/exchange/getExchangeRate']) {
      app.get(
        url,
        {
          ...auth,
          schema: { tags, querystring: exchangeRateQuery, response: { 200: envelope(exchangeRateVo) } },
        },
        async (request) =>
          ok(
            request.lang,
            await wallet.currency.rate(request.query.fromCurrencyId, request.query.toCurrencyId),
          ),
      );
    }

    app.get(
      '/app/currency/mini/checkTheExchangeRate',
      {
        ...auth,
        schema: {
          tags,
          querystring: checkExchangeRateQuery,
          response: { 200: envelope(checkExchangeRateVo) },
        },
      },
      async (request) => {
        const { fromCurrencyId, toCurrencyId, amount } = request.query;
        return ok(request.lang, await wallet.currency.check(fromCurrencyId, toCurrencyId, amount));
      },
    );

    app.put(
      '/admin/api/currency/rate',
      { ...adminOnly, schema: { tags, body: updateRateBody, response: { 200: envelope(exchangeRateVo) } } },
      async (request) => {
        const { currencyId, rubPrice } = request.body;
        return ok(request.lang, await wallet.currency.setRubPrice(request.auth.userId, currencyId, rubPrice));
      },
    );

    app.get(
      '/admin/api/currency/rates',
      { ...adminOnly, schema: { tags, response: { 200: envelope(z.array(adminRateVo)) } } },
      async (request) => ok(request.lang, await wallet.currency.adminRates()),
    );

    app.put(
      '/admin/api/currency/rate/override',
      { ...adminOnly, schema: { tags, body: rateOverrideBody, response: { 200: envelope(adminRateVo) } } },
      async (request) => {
        const { currencyId, override } = request.body;
        return ok(request.lang, await wallet.currency.setOverride(request.auth.userId, currencyId, override));
      },
    );

    app.get(
      '/admin/api/ledger/check',
      { ...adminOnly, schema: { tags, response: { 200: envelope(ledgerCheckVo) } } },
      async (request) => {
        return ok(request.lang, await wallet.checkLedger(request.auth.userId));
      },
    );
  };
