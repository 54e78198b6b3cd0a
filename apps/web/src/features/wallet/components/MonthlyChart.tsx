import type { MonthlySummaryRow } from '@volna/contracts';
import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { chartBars, chartEmpty } from '../model/monthly-chart.ts';
import styles from './MonthlyChart.module.css';

type Props = { rows: MonthlySummaryRow[]; currencyId: number; currencyCode: string; months: number };

const WIDTH = 330;
const HEIGHT = 120;
const LABEL_SPACE = 18;
const BAR_WIDTH = 12;

const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

/**
 * Money in (green) and out (red) per month for the currency on the balance card; a tap on a month shows its
 * exact totals under the chart. Plain SVG: six pairs of bars do not need a chart library.
 */
export function MonthlyChart({ rows, currencyId, currencyCode, months }: Props) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const bars = chartBars(rows, currencyId, months, Date.now());
  const [picked, setPicked] = useState<string | null>(null);
  const shown = bars.find((bar) => bar.month === picked) ?? bars[bars.length - 1];
  const slot = WIDTH / bars.length;
  const plot = HEIGHT - LABEL_SPACE;

  return (
    <section className={styles.chart} aria-label={t('wallet:chart.title')} data-testid="monthly-chart">
      <h2 className={styles.title}>
        {t('wallet:chart.title')} · {currencyCode}
      </h2>
      {chartEmpty(bars) ? (
        <p className={styles.empty}>{t('wallet:chart.empty')}</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} data-help-clear>
          <title>{t('wallet:chart.title')}</title>
          {bars.map((bar, index) => {
            const x = index * slot + slot / 2;
            const inHeight = Math.max(bar.inShare * plot, bar.inShare > 0 ? 2 : 0);
            const outHeight = Math.max(bar.outShare * plot, bar.outShare > 0 ? 2 : 0);
            const active = bar.month === shown?.month;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes the role.
              <g
                key={bar.month}
                role="button"
                tabIndex={0}
                aria-label={`${monthLabel(bar.month, locale)}: ${t('wallet:chart.in')} ${bar.totalIn}, ${t('wallet:chart.out')} ${bar.totalOut}`}
                onClick={() => setPicked(bar.month)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') setPicked(bar.month);
                }}
                className={styles.group}
              >
                <rect
                  x={index * slot}
                  y={0}
                  width={slot}
                  height={HEIGHT}
                  fill={active ? 'var(--adm-color-fill-content)' : 'transparent'}
                />
                <rect
                  x={x - BAR_WIDTH - 1}
                  y={plot - inHeight}
                  width={BAR_WIDTH}
                  height={inHeight}
                  rx={2}
                  className={styles.in}
                />
                <rect
                  x={x + 1}
                  y={plot - outHeight}
                  width={BAR_WIDTH}
                  height={outHeight}
                  rx={2}
                  className={styles.out}
                />
                <text x={x} y={HEIGHT - 4} textAnchor="middle" className={styles.label}>
                  {monthLabel(bar.month, locale)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      {shown && !chartEmpty(bars) && (
        <div className={styles.legend}>
          <span>
            <i className={styles.dotIn} /> {t('wallet:chart.in')}: {formatMoney(shown.totalIn, { locale })}
          </span>
          <span>
            <i className={styles.dotOut} /> {t('wallet:chart.out')}: {formatMoney(shown.totalOut, { locale })}
          </span>
          <span className={styles.month}>{monthLabel(shown.month, locale)}</span>
        </div>
      )}
    </section>
  );
}

/** The chart's place while its months load: the same frame, title line, plot and legend line, so nothing below moves. */
export function MonthlyChartSkeleton() {
  return (
    <section className={styles.chart} aria-hidden="true">
      <Skeleton animated className={styles.titleSkeleton} />
      <Skeleton animated className={styles.plotSkeleton} style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }} />
      <Skeleton animated className={styles.legendSkeleton} />
    </section>
  );
}
