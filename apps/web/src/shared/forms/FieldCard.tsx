import type { ReactNode } from 'react';
import styles from './field-card.module.css';

/** One form field on a card: its label, the control, and the field's error in place (VIP dating, DNA matching). */
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
