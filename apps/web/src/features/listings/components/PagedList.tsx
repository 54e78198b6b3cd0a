import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import styles from './listings.module.css';

type Props<T> = {
  list: UseInfiniteQueryResult<InfiniteData<{ rows: T[]; total: number }>>;
  /** The empty state: what is missing and the next step. */
  empty: { title: string; hint: string; action?: ReactNode };
  keyOf: (row: T) => number;
  render: (row: T) => ReactNode;
  /** Rows to leave out (the phone shop's "mine" keeps only phones). */
  keep?: (row: T) => boolean;
};

/**
 * A paged list of the marketplace (listings, orders): a skeleton while the first page loads, the failure in place
 * with a retry, an empty state with its next step, else the rows — only those on screen are drawn (react-virtuoso over
 * the page's own scroll) and the next page loads as the end comes into view. Pulled down, it loads afresh.
 */
export function PagedList<T>({ list, empty, keyOf, render, keep }: Props<T>) {
  const { t } = useTranslation();
  const all = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const rows = keep ? all.filter(keep) : all;

  let content: ReactNode;
  if (list.isPending)
    content = (
      <div className={styles.section} aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  else if (list.isError)
    content = <LoadFailed onRetry={() => void list.refetch()} reason={list.error.message} />;
  else if (rows.length === 0 && !list.hasNextPage)
    content = (
      <div className={styles.centered}>
        <ErrorBlock status="empty" title={empty.title} description={empty.hint}>
          {empty.action}
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <Virtuoso
        useWindowScroll
        data={rows}
        computeItemKey={(_, row) => keyOf(row)}
        increaseViewportBy={400}
        endReached={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        itemContent={(_, row) => render(row)}
        components={{
          Footer: () => (
            <div className={styles.listEnd}>
              {list.hasNextPage || list.isFetchingNextPage ? t('common:loading') : t('listings:list.end')}
            </div>
          ),
        }}
      />
    );
  return <Refreshable onRefresh={() => list.refetch()}>{content}</Refreshable>;
}
