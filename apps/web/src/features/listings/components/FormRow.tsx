import type { ReactNode } from 'react';
import { issueText } from '../../../shared/forms/issueText.ts';
import styles from './listings.module.css';

/**
 * One labelled row of the listing form with its error under it, in the user's language (a contract's result code
 * reads as the server would say it). `group`: the label names a group of choices rather than one input.
 */
export function FormRow({
  id,
  label,
  error,
  group = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  group?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.formRow} data-field={id}>
      {group ? (
        <span className={styles.formLabel} id={`${id}-label`}>
          {label}
        </span>
      ) : (
        <label className={styles.formLabel} htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
      )}
      <div className={group ? undefined : styles.formInput}>{children}</div>
      {error && (
        <p className={styles.fieldError} role="alert">
          {issueText(error)}
        </p>
      )}
    </div>
  );
}
