import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_TOP_PAGES,
  type DashboardChartsVo,
  PAGE_VISIT_EXPORT_MAX_ROWS,
  PAGE_VISIT_RANGE_MAX_DAYS,
  type PageVisitExportQuery,
  type PageVisitStatsQuery,
  type PageVisitStatsRow,
  PLATFORM_TIME_ZONE,
} from '@volna/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';

const tz = PLATFORM_TIME_ZONE;
/** The first instant of a calendar day in the platform time zone. */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone ${tz})`;
/** The platform day an instant falls on. */
const dayOf = (column: SQL) => sql`(${column} at time zone ${tz})::date`;
const dayText = (day: SQL) => sql`to_char(${day}, 'YYYY-MM-DD')`;

const groupKey = {
  page: sql`page_name`,
  day: dayText(dayOf(sql`created_at`)),
  platform: sql`coalesce(platform, '')`,
} as const;
const sortColumn = { key: sql`key`, visits: sql`visits`, users: sql`users`, guests: sql`guests` } as const;

/**
 * Staff statistics (issue 11): the dashboard's daily series and the page-visit statistics, all by calendar day in
 * the platform time zone (Europe/Moscow, as the dashboard's "today"). Counted by the database, grouped on the server.
 */
export function createStatsService({ database, clock }: AppDeps) {
  const { db } = database;
  const today = () => sql`(${clock.now().toISOString()}::timestamptz at time zone ${tz})::date`;

  /** The period's inclusive first and last day: both given, or the last DASHBOARD_CHART_DAYS days around one. */
  function period(query: { from?: string; to?: string }) {
    const span = DASHBOARD_CHART_DAYS - 1;
    const last = query.to
      ? sql`${query.to}::date`
      : query.from
        ? sql`least(${today()}, ${query.from}::date + ${PAGE_VISIT_RANGE_MAX_DAYS - 1}::int)`
        : today();
    const first = query.from ? sql`${query.from}::date` : sql`(${last}) - ${span}::int`;
    return sql`created_at >= ${dayStart(first)} and created_at < ${dayStart(sql`(${last}) + 1`)}`;
  }

  function visitFilter(query: PageVisitExportQuery) {
    const parts = [period(query)];
    if (query.pageName) parts.push(sql`page_name = ${query.pageName}`);
    if (query.platform) parts.push(sql`platform = ${query.platform}`);
    return sql.join(parts, sql` and `);
  }

  function groupedVisits(query: PageVisitExportQuery) {
    return sql`select ${groupKey[query.groupBy]} as key, count(*)::int as visits,
        count(distinct user_id)::int as users, (count(*) filter (where user_id is null))::int as guests
      from page_visits where ${visitFilter(query)} group by 1`;
  }

  const ordered = (query: PageVisitExportQuery) =>
    sql`order by ${sortColumn[query.sort]} ${query.order === 'asc' ? sql`asc` : sql`desc`}, key asc`;

  return {
    async charts(): Promise<DashboardChartsVo> {
      const first = sql`${today()} - ${DASHBOARD_CHART_DAYS - 1}::int`;
      const range = sql`created_at >= ${dayStart(first)} and created_at < ${dayStart(sql`${today()} + 1`)}`;
      const series = await queryRows<{
        day: string;
        signUps: number;
        dau: number;
        visits: number;
        guestVisits: number;
      }>(
        db,
        sql`with days as (
            select d::date as day from generate_series(${first}, ${today()}, interval '1 day') d),
          signups as (select ${dayOf(sql`created_at`)} as day, count(*)::int as n from users where ${range} group by 1),
          visits as (select ${dayOf(sql`created_at`)} as day,
              (count(*) filter (where user_id is not null))::int as n,
              (count(*) filter (where user_id is null))::int as guests,
              count(distinct user_id)::int as dau from page_visits where ${range} group by 1)
          select ${dayText(sql`days.day`)} as day, coalesce(signups.n, 0) as "signUps",
            coalesce(visits.dau, 0) as dau, coalesce(visits.n, 0) as visits,
            coalesce(visits.guests, 0) as "guestVisits"
          from days left join signups using (day) left join visits using (day) order by days.day`,
      );
      const days = series.map((r) => r.day);
      const top = await queryRows<{ pageName: string; total: number }>(
        db,
        sql`select page_name as "pageName", count(*)::int as total from page_visits
          where ${range} and user_id is not null
          group by 1 order by 2 desc, 1 asc limit ${DASHBOARD_TOP_PAGES}`,
      );
      const perDay = top.length
        ? await queryRows<{ pageName: string; day: string; n: number }>(
            db,
            sql`select page_name as "pageName", ${dayText(dayOf(sql`created_at`))} as day, count(*)::int as n
              from page_visits where ${range} and user_id is not null
                and page_name in ${top.map((p) => p.pageName)} group by 1, 2`,
          )
        : [];
      const count = new Map(perDay.map((r) => [`${r.pageName}\n${r.day}`, r.n]));
      return {
        days,
        signUps: series.map((r) => r.signUps),
        dau: series.map((r) => r.dau),
        visits: series.map((r) => r.visits),
        guestVisits: series.map((r) => r.guestVisits),
        pages: top.map((p) => ({
          ...p,
          byDay: days.map((day) => count.get(`${p.pageName}\n${day}`) ?? 0),
        })),
      };
    },

    async pageVisits(query: PageVisitStatsQuery): Promise<{ rows: PageVisitStatsRow[]; total: number }> {
      const grouped = groupedVisits(query);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        queryRows<PageVisitStatsRow>(
          db,
          sql`select * from (${grouped}) g ${ordered(query)}
            limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${grouped}) g`),
      ]);
      return { rows, total };
    },

    /** Every row of the statistics (up to PAGE_VISIT_EXPORT_MAX_ROWS), in the table's order, for the CSV. */
    exportRows: (query: PageVisitExportQuery) =>
      queryRows<PageVisitStatsRow>(
        db,
        sql`select * from (${groupedVisits(query)}) g ${ordered(query)} limit ${PAGE_VISIT_EXPORT_MAX_ROWS}`,
      ),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
