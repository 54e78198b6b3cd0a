import { Button, ErrorBlock, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useDatingFeed } from '../api/feed.ts';
import styles from '../components/dating.module.css';
import { FeedFilterPanel } from '../components/FeedFilterPanel.tsx';
import { ProfileRow } from '../components/ProfileRow.tsx';
import { filterFromQuery, filterToQuery } from '../model/feed-filter.ts';

/** DatingCandidateList: the feed's profiles as a compact list under the same filters (kept in the address). */
export default function CandidateListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterFromQuery(params);
  const feed = useDatingFeed(filter);
  const [filterOpen, setFilterOpen] = useState(false);
  const rows = feed.data?.pages.flatMap((page) => page.rows) ?? [];

  let content: React.ReactNode;
  if (feed.isPending) content = <Skeleton.Paragraph lineCount={8} animated className={styles.section} />;
  else if (feed.isError)
    content = <LoadFailed onRetry={() => void feed.refetch()} reason={feed.error.message} />;
  else if (rows.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('dating:feed.emptyFiltered')}
          description={t('dating:feed.emptyFilteredHint')}
        />
      </div>
    );
  else
    content = (
      <Refreshable onRefresh={() => feed.refetch()}>
        <List>
          {rows.map((profile) => (
            <ProfileRow
              key={profile.id}
              profile={profile}
              onOpen={() => navigate(`${paths.datingPersonal}?id=${profile.id}`)}
            />
          ))}
        </List>
        <InfiniteScroll
          loadMore={async () => void (await feed.fetchNextPage({ throwOnError: true }))}
          hasMore={feed.hasNextPage}
        >
          {feed.hasNextPage ? t('common:loading') : t('dating:feed.end')}
        </InfiniteScroll>
      </Refreshable>
    );

  return (
    <PageFrame
      title={t('dating:candidates.title')}
      backTo={paths.dating}
      right={
        <Button
          size="small"
          fill="none"
          onClick={() => setFilterOpen(true)}
          aria-label={t('dating:filter.open')}
        >
          <FilterOutline />
        </Button>
      }
    >
      {content}
      <FeedFilterPanel
        visible={filterOpen}
        value={filter}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => setParams(new URLSearchParams(filterToQuery(next)), { replace: true })}
      />
    </PageFrame>
  );
}
