import type { ReactNode } from 'react';
import styles from './StateBlock.module.css';

/**
 * An empty or failed state in place: a title, a hint and what to do. Plain markup rather than antd-mobile's ErrorBlock,
 * whose four pictures (~10 KB gzipped) would load with the chat list and the wallet home (issue 29).
 */
export function StateBlock({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `${styles.block} ${className}` : styles.block}>
      <div className={styles.title}>{title}</div>
      {description && <div className={styles.description}>{description}</div>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
