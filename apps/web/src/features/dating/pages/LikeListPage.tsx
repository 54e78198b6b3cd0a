import { DATING_LIKE_LIST_TYPES, type DatingLikeListType } from '@volna/contracts';
import { Button, ErrorBlock, InfiniteScroll, List, Skeleton, Tabs, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useLikeList } from '../api/likes.ts';
import styles from '../components/dating.module.css';
import { ProfileRow } from '../components/ProfileRow.tsx';
import { datingChatPath } from '../model/chat-path.ts';

const tabOf = (value: string | null): DatingLikeListType =>
  (DATING_LIKE_LIST_TYPES as readonly string[]).includes(value ?? '')
    ? (value as DatingLikeListType)
    : 'likedMe';

/** likeList?tab=: who liked me / whom I liked; a mutual like opens the chat (free both ways, moduleType 1). */
export default function LikeListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <PageFrame title={t('dating:likes.title')} backTo={paths.dating}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="likedMe" title={t('dating:likes.likedMe')} />
        <Tabs.Tab key="iLiked" title={t('dating:likes.iLiked')} />
      </Tabs>
      <LikeTab key={tab} type={tab} />
    </PageFrame>
  );
}

function LikeTab({ type }: { type: DatingLikeListType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLikeList(type);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  if (list.isPending) return <Skeleton.Paragraph lineCount={6} animated className={styles.section} />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} reason={list.error.message} />;
  if (rows.length === 0)
    return (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t(type === 'likedMe' ? 'dating:likes.emptyLikedMe' : 'dating:likes.emptyILiked')}
          description={t('dating:likes.emptyHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.dating)}>
            {t('dating:likes.toFeed')}
          </Button>
        </ErrorBlock>
      </div>
    );
  return (
    <Refreshable onRefresh={() => list.refetch()}>
      <List data-testid={`dating-likes-${type}`}>
        {rows.map((like) => (
          <ProfileRow
            key={like.profile.id}
            profile={like.profile}
            onOpen={() => navigate(`${paths.datingPersonal}?id=${like.profile.id}`)}
            extra={
              like.mutual ? (
                <Button
                  size="small"
                  color="primary"
                  onClick={(event) => {
                    event.stopPropagation();
                    navigate(datingChatPath(like.profile.userId));
                  }}
                >
                  {t('dating:likes.openChat')}
                </Button>
              ) : (
                <Tag fill="outline">{t('dating:likes.oneWay')}</Tag>
              )
            }
          />
        ))}
      </List>
      <InfiniteScroll
        loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
        hasMore={list.hasNextPage}
      >
        {list.hasNextPage ? t('common:loading') : t('dating:feed.end')}
      </InfiniteScroll>
    </Refreshable>
  );
}
