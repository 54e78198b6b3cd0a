import { Badge, Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { FilterOutline, HeartOutline, UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { VirtuosoGrid } from 'react-virtuoso';
import { paths } from '../../../shared/lib/paths.ts';
import { loginPathFor } from '../../../shared/lib/navigation.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useNeedsAccount } from '../../../shared/ui/useNeedsAccount.ts';
import { useDatingFeed } from '../api/feed.ts';
import { useMyDatingProfile } from '../api/profile.ts';
import styles from '../components/dating.module.css';
import { FeedFilterPanel } from '../components/FeedFilterPanel.tsx';
import { LaunchLinkBanner } from '../components/LaunchLinkBanner.tsx';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { activeFilterCount, filterFromQuery, filterToQuery } from '../model/feed-filter.ts';

/**
 * Tab 1, where guests land: the dating feed (cards with photo, name, age, city, purposes) under filters kept in the
 * address, pulled to refresh and loaded page by page. Members get their dating home and likes; a member without a
 * profile is offered to create one; a guest sees the feed and logs in to act.
 */
export default function DatingHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterFromQuery(params);
  const { signedIn, guard } = useNeedsAccount();
  const mine = useMyDatingProfile(signedIn);
  const feed = useDatingFeed(filter);
  const [filterOpen, setFilterOpen] = useState(false);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const filters = activeFilterCount(filter);

  const rows = feed.data?.pages.flatMap((page) => page.rows) ?? [];
  let content: React.ReactNode;
  if (feed.isPending)
    content = (
      <div className={styles.grid} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} animated style={{ height: 260, borderRadius: 10 }} />
        ))}
      </div>
    );
  else if (feed.isError)
    content = <LoadFailed onRetry={() => void feed.refetch()} reason={feed.error.message} />;
  else if (rows.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t(filters ? 'dating:feed.emptyFiltered' : 'dating:feed.empty')}
          description={t(filters ? 'dating:feed.emptyFilteredHint' : 'dating:feed.emptyHint')}
        >
          {filters > 0 && (
            <Button color="primary" onClick={() => setParams({}, { replace: true })}>
              {t('dating:filter.reset')}
            </Button>
          )}
        </ErrorBlock>
      </div>
    );
  else if (scroller)
    content = (
      // Only the cards on screen are in the page: the feed grows page after page as the end comes into view.
      <VirtuosoGrid
        customScrollParent={scroller}
        data={rows}
        listClassName={styles.grid}
        itemClassName={styles.gridItem}
        computeItemKey={(_, profile) => profile.id}
        endReached={() => {
          if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
        }}
        itemContent={(_, profile) => (
          <ProfileCard
            profile={profile}
            onOpen={() => navigate(`${paths.datingPersonal}?id=${profile.id}`)}
          />
        )}
        components={{
          Footer: () => (
            <div className={styles.feedEnd}>
              {feed.hasNextPage || feed.isFetchingNextPage ? t('common:loading') : t('dating:feed.end')}
            </div>
          ),
        }}
        data-testid="dating-feed"
      />
    );

  return (
    <div className={styles.feedPage}>
      <div className={styles.feedHeader}>
        <h1 className={styles.feedTitle}>{t('dating:feed.title')}</h1>
        <Badge content={filters || null}>
          <Button size="small" onClick={() => setFilterOpen(true)} aria-label={t('dating:filter.open')}>
            <FilterOutline /> {t('dating:filter.open')}
          </Button>
        </Badge>
        {/* A guest sees them too: likes and his own profile (posting one) ask him to log in (spec §6). */}
        <Button
          size="small"
          onClick={guard(() => navigate(paths.datingLikeList), t('dating:login.likes'))}
          aria-label={t('dating:likes.title')}
        >
          <HeartOutline />
        </Button>
        <Button
          size="small"
          onClick={guard(
            () => navigate(mine.data ? paths.datingMenu : paths.datingEditData),
            t('dating:login.post'),
          )}
          aria-label={t('dating:menu.title')}
        >
          <UserOutline />
        </Button>
      </div>
      <nav className={styles.ways} aria-label={t('dating:ways.title')}>
        <Button
          size="small"
          shape="rounded"
          onClick={guard(() => navigate(paths.vipIndex), t('dating:login.vip'))}
        >
          {t('dating:ways.vip')}
        </Button>
        <Button
          size="small"
          shape="rounded"
          onClick={guard(() => navigate(paths.blindBoxHome), t('dating:login.blindBox'))}
        >
          {t('dating:ways.blindBox')}
        </Button>
      </nav>
      {signedIn && <LaunchLinkBanner />}
      {!signedIn && (
        <div className={styles.banner} role="note">
          <span>{t('dating:feed.guestHint')}</span>
          <Button size="mini" color="primary" onClick={() => navigate(loginPathFor(paths.dating))}>
            {t('common:login')}
          </Button>
        </div>
      )}
      {signedIn && mine.data === null && (
        <div className={styles.banner} role="note">
          <span>{t('dating:feed.noProfile')}</span>
          <Button size="mini" color="primary" onClick={() => navigate(paths.datingEditData)}>
            {t('dating:feed.createProfile')}
          </Button>
        </div>
      )}
      <div className={styles.feedScroller} ref={setScroller}>
        <Refreshable onRefresh={() => feed.refetch()}>{content}</Refreshable>
      </div>
      <FeedFilterPanel
        visible={filterOpen}
        value={filter}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => setParams(new URLSearchParams(filterToQuery(next)), { replace: true })}
      />
    </div>
  );
}
