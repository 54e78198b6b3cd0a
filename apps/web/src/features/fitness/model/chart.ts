import type { FitnessDayVo } from '@volna/contracts';

/** The chart's drawing box (SVG user units); the SVG scales to its container. */
export const CHART = { width: 300, height: 120, top: 8, bottom: 16 } as const;

export type ChartBar = { day: string; x: number; width: number; y: number; height: number; steps: number };
export type ChartPoint = { day: string; x: number; y: number; coins: number };

/**
 * Bars for the steps (scaled to the busiest day, at least 1,000 so a quiet month is not drawn as tall bars) and a line
 * of points for the coins (scaled to the daily maximum), one slot per day, oldest on the left.
 */
export function chartGeometry(days: FitnessDayVo[], maxDailyCoins: number) {
  const slot = CHART.width / Math.max(days.length, 1);
  const plot = CHART.height - CHART.top - CHART.bottom;
  const peak = Math.max(1000, ...days.map((d) => d.steps));
  const bars: ChartBar[] = days.map((d, i) => {
    const height = (d.steps / peak) * plot;
    return {
      day: d.day,
      x: i * slot + slot * 0.15,
      width: slot * 0.7,
      y: CHART.top + plot - height,
      height,
      steps: d.steps,
    };
  });
  const points: ChartPoint[] = days.map((d, i) => {
    const coins = Number(d.coins);
    return {
      day: d.day,
      x: i * slot + slot / 2,
      y: CHART.top + plot - (Math.min(coins, maxDailyCoins) / Math.max(maxDailyCoins, 1)) * plot,
      coins,
    };
  });
  return { bars, points, peak };
}
