import { describe, expect, it } from 'vitest';
import { chartBars, chartEmpty, lastMonths } from './monthly-chart.ts';

const row = (month: string, currencyId: number, totalIn: string, totalOut: string) => ({
  month,
  currencyId,
  currencyCode: 'RUB',
  totalIn,
  totalOut,
});

describe('monthly in/out chart', () => {
  it('counts months in Moscow time, across a year end', () => {
    // 31 Dec 2026 22:30 UTC is already January in Moscow (UTC+3).
    expect(lastMonths(3, Date.UTC(2026, 11, 31, 22, 30))).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(lastMonths(2, Date.UTC(2026, 0, 15))).toEqual(['2025-12', '2026-01']);
  });

  it('fills quiet months and scales to the tallest bar of the currency', () => {
    const now = Date.UTC(2026, 10, 15);
    const bars = chartBars(
      [row('2026-11', 1, '200', '50'), row('2026-09', 1, '0', '100.5'), row('2026-11', 4, '99999', '0')],
      1,
      3,
      now,
    );
    expect(bars.map((bar) => bar.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(bars[0]).toMatchObject({ totalIn: '0', totalOut: '100.5', outShare: 0.5025 });
    expect(bars[1]).toMatchObject({ totalIn: '0', totalOut: '0', inShare: 0, outShare: 0 });
    expect(bars[2]).toMatchObject({ inShare: 1, outShare: 0.25 });
    expect(chartEmpty(bars)).toBe(false);
  });

  it('is empty without movements', () => {
    expect(chartEmpty(chartBars([], 1, 6, Date.UTC(2026, 10, 15)))).toBe(true);
  });
});
