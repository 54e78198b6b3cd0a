import type { MonthlySummaryRow } from '@volna/contracts';
import Decimal from 'decimal.js';

/** The summary's months are the platform's (Europe/Moscow), so the chart counts months there too. */
const PLATFORM_TIME_ZONE = 'Europe/Moscow';

export type ChartBar = {
  /** YYYY-MM */
  month: string;
  totalIn: string;
  totalOut: string;
  /** Bar heights, 0–1 of the tallest bar of the chart. */
  inShare: number;
  outShare: number;
};

/** The last `count` months ending with the current one (platform time), oldest first, as YYYY-MM. */
export function lastMonths(count: number, now: number): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(now));
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

/** One currency's bars for the chart: every month present (zero when quiet), heights relative to the tallest. */
export function chartBars(
  rows: MonthlySummaryRow[],
  currencyId: number,
  months: number,
  now: number,
): ChartBar[] {
  const mine = new Map(rows.filter((row) => row.currencyId === currencyId).map((row) => [row.month, row]));
  const bars = lastMonths(months, now).map((month) => ({
    month,
    totalIn: mine.get(month)?.totalIn ?? '0',
    totalOut: mine.get(month)?.totalOut ?? '0',
  }));
  const tallest = Decimal.max(0, ...bars.flatMap((bar) => [bar.totalIn, bar.totalOut]));
  // Heights only draw pixels; the amounts themselves stay exact strings.
  const share = (value: string) => (tallest.isZero() ? 0 : new Decimal(value).div(tallest).toNumber());
  return bars.map((bar) => ({ ...bar, inShare: share(bar.totalIn), outShare: share(bar.totalOut) }));
}

/** True when the chart has nothing to show. */
export const chartEmpty = (bars: ChartBar[]) => bars.every((bar) => bar.inShare === 0 && bar.outShare === 0);
