import type { ReactNode } from 'react';
import styles from './forms.module.css';
import { issueText } from './issueText.ts';

/** One labelled form row with its translated error line under it. */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <div className={styles.label}>{label}</div>
      <div className={styles.row}>{children}</div>
      <div className={styles.error} role={error ? 'alert' : undefined}>
        {issueText(error)}
      </div>
    </div>
  );
}

export { styles as formStyles };
