import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ListingVo } from '@volna/contracts';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Virtuoso } from 'react-virtuoso';
import { paths } from '../../../app/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { ListingCard } from './ListingCard.tsx';
import styles from './listings.module.css';

type Pages = InfiniteData<{ rows: ListingVo[]; total: number }>;

type Props = {
  list: UseInfiniteQueryResult<Pages>;
  /** The empty state: what is missing and the next step. */
  empty: { title: string; hint: string; action?: ReactNode };
  showState?: boolean;
  /** Rows to leave out (the phone shop's "mine" keeps only phones). */
  keep?: (listing: ListingVo) => boolean;
};

/**
 * A list of listings: a skeleton while the first page loads, the failure in place with a retry, an empty state with
 * its next step, else the cards — only those on screen are drawn (react-virtuoso over the page's own scroll) and the
 * next page loads as the end comes into view. Pulled down, it loads afresh.
 */
export function ListingList({ list, empty, showState = false, keep }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const all = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const rows = keep ? all.filter(keep) : all;
  const open = (listing: ListingVo) => navigate(`${paths.categoryDetails}?id=${listing.id}`);

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
        computeItemKey={(_, listing) => listing.id}
        increaseViewportBy={400}
        endReached={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        itemContent={(_, listing) => <ListingCard listing={listing} onOpen={open} showState={showState} />}
        components={{
          Footer: () => (
            <div className={styles.listEnd}>
              {list.hasNextPage || list.isFetchingNextPage ? t('common:loading') : t('listings:list.end')}
            </div>
          ),
        }}
        data-testid="listing-list"
      />
    );
  return <Refreshable onRefresh={() => list.refetch()}>{content}</Refreshable>;
}
