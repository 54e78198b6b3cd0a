import type { CSSProperties } from 'react';
import styles from './Spinner.module.css';

const CIRCUMFERENCE = 15 * Math.PI * 2;

/**
 * A spinning arc in antd-mobile's SpinLoading look, in CSS alone: SpinLoading animates with react-spring, which a chat's
 * first screen should not load for its "sending" mark (issue 19). `--size` and `--color` set it as they set antd's.
 */
type Props = { style?: CSSProperties & { '--size'?: string; '--color'?: string }; className?: string };

export function Spinner({ style, className }: Props) {
  return (
    <span
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
      style={style}
      aria-hidden="true"
    >
      <svg className={styles.svg} viewBox="0 0 32 32" aria-hidden="true">
        <circle
          className={styles.fill}
          fill="transparent"
          strokeWidth="2"
          strokeDasharray={CIRCUMFERENCE}
          strokeLinecap="square"
          r={15}
          cx={16}
          cy={16}
        />
      </svg>
    </span>
  );
}
