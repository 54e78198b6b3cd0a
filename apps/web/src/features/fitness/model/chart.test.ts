import { describe, expect, it } from 'vitest';
import { CHART, chartGeometry } from './chart.ts';

describe('fitness chart geometry', () => {
  it('scales steps to the busiest day and coins to the daily maximum', () => {
    const { bars, points, peak } = chartGeometry(
      [
        { day: '2026-11-25', steps: 0, coins: '0' },
        { day: '2026-11-26', steps: 10_000, coins: '5' },
      ],
      5,
    );
    expect(peak).toBe(10_000);
    expect(bars[0]!.height).toBe(0);
    expect(bars[1]!.y).toBe(CHART.top);
    expect(points[1]!.y).toBe(CHART.top);
    expect(points[0]!.y).toBe(CHART.height - CHART.bottom);
  });

  it('never draws a quiet month as full bars', () => {
    const { bars } = chartGeometry([{ day: '2026-11-26', steps: 100, coins: '0' }], 5);
    expect(bars[0]!.height).toBeLessThan(10);
  });
});
