import type { ReactNode } from 'react';
import styles from './dna.module.css';

/** One form field: its label, the control, and the field's error in place. */
export function FieldCard({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.card}>
      <p className={styles.label}>{label}</p>
      {children}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
