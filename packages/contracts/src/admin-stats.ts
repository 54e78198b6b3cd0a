import { z } from 'zod';
import { adminPageQuery } from './support.ts';

// Staff console statistics (issue 11): the dashboard's 30-day charts and the page-visit statistics with CSV export.
// Days are calendar days in the platform time zone (Europe/Moscow), written YYYY-MM-DD.

/** Days the dashboard charts cover, today included. */
export const DASHBOARD_CHART_DAYS = 30;
/** Pages the "visits by page" chart draws (the most visited of the period). */
export const DASHBOARD_TOP_PAGES = 8;
/** Longest period the page-visit statistics answer at once. */
export const PAGE_VISIT_RANGE_MAX_DAYS = 366;
/** Rows a CSV export holds at most (a by-day export of a year by page stays far below). */
export const PAGE_VISIT_EXPORT_MAX_ROWS = 10_000;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /admin/api/dashboard/charts: one point per day, oldest first, DASHBOARD_CHART_DAYS of them. */
export const dashboardChartsVo = z.object({
  /** The days of the series, oldest first; every array below is aligned with it. */
  days: z.array(isoDay),
  signUps: z.array(z.number().int()),
  /** Distinct signed-in users with a page visit that day. */
  dau: z.array(z.number().int()),
  /** Visits of signed-in users that day. */
  visits: z.array(z.number().int()),
  /** Visits of guests (no login) that day, counted apart: anyone can send them (issue 28 §6). */
  guestVisits: z.array(z.number().int()),
  /** The pages signed-in users visited most in the period, most visited first, each with its visits per day. */
  pages: z.array(
    z.object({ pageName: z.string(), total: z.number().int(), byDay: z.array(z.number().int()) }),
  ),
});
export type DashboardChartsVo = z.infer<typeof dashboardChartsVo>;

/** Last ledger integrity check, on the dashboard: null until one ran. */
export const ledgerStatusVo = z.object({
  ok: z.boolean(),
  problems: z.number().int(),
  checkedAt: z.string(),
});
export type LedgerStatusVo = z.infer<typeof ledgerStatusVo>;

// ---- Page-visit statistics ----

export const PAGE_VISIT_GROUPS = ['page', 'day', 'platform'] as const;
export type PageVisitGroup = (typeof PAGE_VISIT_GROUPS)[number];
export const PAGE_VISIT_SORTS = ['key', 'visits', 'users', 'guests'] as const;

/** A real calendar day (2026-02-30 is refused). */
const calendarDay = isoDay.refine((v) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}, 'day');

const dayDiff = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const pageVisitFilterFields = z.object({
  /** Rows per page, day or platform ("platform" is the app's `platform` field; empty when not sent). */
  groupBy: z.enum(PAGE_VISIT_GROUPS).default('page'),
  /** Inclusive Moscow days; omitted = the last DASHBOARD_CHART_DAYS days. */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  pageName: z.string().trim().min(1).max(256).optional(),
  platform: z.string().trim().min(1).max(64).optional(),
  sort: z.enum(PAGE_VISIT_SORTS).default('visits'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const rangeCheck = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!q.from || !q.to) return;
  const days = dayDiff(q.from, q.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before from' });
  else if (days >= PAGE_VISIT_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'range' });
};

/** GET /admin/api/pageVisits: grouped rows, paged and sorted on the server. */
export const pageVisitStatsQuery = adminPageQuery.extend(pageVisitFilterFields.shape).superRefine(rangeCheck);
export type PageVisitStatsQuery = z.infer<typeof pageVisitStatsQuery>;
/** GET /admin/api/pageVisits/export: the same rows (all of them) as a CSV file. */
export const pageVisitExportQuery = pageVisitFilterFields.superRefine(rangeCheck);
export type PageVisitExportQuery = z.infer<typeof pageVisitExportQuery>;

export const pageVisitStatsRow = z.object({
  /** The page name, the day (YYYY-MM-DD) or the platform ('' = not sent). */
  key: z.string(),
  visits: z.number().int(),
  /** Distinct signed-in users. */
  users: z.number().int(),
  /** Visits without a signed-in user. */
  guests: z.number().int(),
});
export type PageVisitStatsRow = z.infer<typeof pageVisitStatsRow>;

/** The CSV's columns, in order (the first is named after groupBy). */
export const PAGE_VISIT_CSV_COLUMNS = ['visits', 'users', 'guests'] as const;
