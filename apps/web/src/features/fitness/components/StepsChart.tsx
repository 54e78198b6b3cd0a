import type { FitnessDayVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDayMonth } from '../../../shared/format/dates.ts';
import { CHART, chartGeometry } from '../model/chart.ts';
import styles from './fitness.module.css';

type Props = { days: FitnessDayVo[]; maxDailyCoins: number };

/** The last 30 days: steps as bars, coins as a line of points; each day names its figures on hover and to readers. */
export function StepsChart({ days, maxDailyCoins }: Props) {
  const { t, i18n } = useTranslation();
  const { bars, points } = chartGeometry(days, maxDailyCoins);
  const line = points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const first = days[0] ? formatDayMonth(days[0].day, i18n.language) : '';
  const last = days.at(-1) ? formatDayMonth(days.at(-1)!.day, i18n.language) : '';
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={t('fitness:chart.label', { days: days.length })}
        data-testid="fitness-chart"
        data-help-clear
      >
        {bars.map((bar, i) => (
          <rect
            key={bar.day}
            className={styles.bar}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 0)}
            data-testid={`fitness-bar-${bar.day}`}
          >
            <title>
              {t('fitness:chart.day', {
                day: formatDate(bar.day, i18n.language),
                steps: bar.steps.toLocaleString(i18n.language),
                coins: points[i]?.coins ?? 0,
              })}
            </title>
          </rect>
        ))}
        <polyline className={styles.coinLine} points={line} fill="none" />
        {points
          .filter((p) => p.coins > 0)
          .map((p) => (
            <circle key={p.day} className={styles.coinDot} cx={p.x} cy={p.y} r={2.2} />
          ))}
        <text className={styles.axis} x={0} y={CHART.height - 3}>
          {first}
        </text>
        <text className={styles.axis} x={CHART.width} y={CHART.height - 3} textAnchor="end">
          {last}
        </text>
      </svg>
      <figcaption className={styles.legend}>
        <span className={styles.legendSteps}>{t('fitness:chart.steps')}</span>
        <span className={styles.legendCoins}>{t('fitness:chart.coins')}</span>
      </figcaption>
    </figure>
  );
}
