import { Skeleton } from 'antd-mobile';
import styles from './global.module.css';

/** What a screen looks like while its bundle or first data loads. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}
