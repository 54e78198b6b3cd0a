import { Skeleton } from 'antd-mobile';
import styles from './users.module.css';

/** What a form page shows while the user's record loads. */
export function FormSkeleton() {
  return (
    <div className={styles.hint} aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}
