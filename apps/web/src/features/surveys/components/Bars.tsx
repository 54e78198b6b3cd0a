import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/format/money.ts';
import styles from './surveys.module.css';

type Bar = { label: string; count: number };

/** A horizontal bar chart in plain SVG: one bar per row, its count and share at the end. */
export function Bars({ rows, testId }: { rows: Bar[]; testId?: string }) {
  const { i18n } = useTranslation();
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const max = Math.max(1, ...rows.map((r) => r.count));
  const rowHeight = 28;
  return (
    <svg
      className={styles.bars}
      viewBox={`0 0 320 ${rows.length * rowHeight}`}
      role="img"
      data-testid={testId}
      aria-label={rows.map((r) => `${r.label}: ${r.count}`).join(', ')}
    >
      {rows.map((r, i) => {
        const y = i * rowHeight;
        const width = (r.count / max) * 150;
        const share = total ? Math.round((r.count / total) * 100) : 0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chart's rows never move (option order)
          <g key={i}>
            <text x={0} y={y + 17} className={styles.barLabel}>
              {r.label.length > 16 ? `${r.label.slice(0, 15)}…` : r.label}
            </text>
            <rect x={110} y={y + 6} width={150} height={14} rx={3} className={styles.barTrack} />
            <rect x={110} y={y + 6} width={width} height={14} rx={3} className={styles.barFill} />
            <text x={266} y={y + 17} className={styles.barLabel}>
              {r.count} ({formatPercent(share / 100, i18n.language)})
            </text>
          </g>
        );
      })}
    </svg>
  );
}
