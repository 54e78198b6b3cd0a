import {
  dashboardChartsVo,
  envelope,
  PAGE_VISIT_CSV_COLUMNS,
  pagedEnvelope,
  pageVisitExportQuery,
  pageVisitStatsQuery,
  pageVisitStatsRow,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { toCsv } from './csv.ts';
import { requireStaff } from './staff-guard.ts';

const tags = ['admin'];

/** Dashboard charts and page-visit statistics with their CSV export (any staff). */
export const adminStatsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin, users } = services;
    const staff = requireStaff(app, users, 'staff');

    app.get(
      '/admin/api/dashboard/charts',
      { ...staff, schema: { tags, response: { 200: envelope(dashboardChartsVo) } } },
      async (request) => ok(request.lang, await admin.stats.charts()),
    );

    app.get(
      '/admin/api/pageVisits',
      {
        ...staff,
        schema: {
          tags,
          querystring: pageVisitStatsQuery,
          response: { 200: pagedEnvelope(pageVisitStatsRow) },
        },
      },
      async (request) => {
        const { rows, total } = await admin.stats.pageVisits(request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/admin/api/pageVisits/export',
      { ...staff, schema: { tags, querystring: pageVisitExportQuery } },
      async (request, reply) => {
        const rows = await admin.stats.exportRows(request.query);
        const csv = toCsv(
          [request.query.groupBy, ...PAGE_VISIT_CSV_COLUMNS],
          rows.map((r) => [r.key, r.visits, r.users, r.guests]),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="page-visits-by-${request.query.groupBy}.csv"`)
          .send(csv);
      },
    );
  };
