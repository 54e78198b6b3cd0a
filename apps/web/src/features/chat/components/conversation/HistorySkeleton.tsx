import { Skeleton } from 'antd-mobile';
import styles from './conversation.module.css';

const WIDTHS = [62, 40, 70, 52, 35, 66];

/** Bubbles-shaped placeholder while the first page of history loads. */
export function HistorySkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      {WIDTHS.map((width, index) => (
        <div key={width} className={`${styles.skeletonRow} ${index % 2 ? styles.skeletonRowOwn : ''}`}>
          <Skeleton animated className={styles.skeletonBubble} style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}
