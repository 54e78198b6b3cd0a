import { displayName } from '@volna/contracts';
import { Button, Dialog, ErrorBlock, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formStyles } from '../../../shared/forms/Field.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { type BlockedUser, useBlockedUsers } from '../../../shared/blocks/blockedUsers.ts';
import { useUnblockUser } from '../../../shared/blocks/unblockUser.ts';
import { useAnonymousBlocks, useUnblockAnonymous } from '../../../shared/blocks/anonymousBlocks.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import styles from '../components/users.module.css';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

/** People I blocked, page by page, each with an unblock. */
export default function BlockedUsersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useBlockedUsers();
  const unblock = useUnblockUser();
  const strangers = useAnonymousBlocks();
  const unblockStranger = useUnblockAnonymous();
  const strangerRows = strangers.data ?? [];

  const onUnblockStranger = async (id: number) => {
    const confirmed = await Dialog.confirm({
      content: t('settings:unblockAnonymousConfirm'),
      cancelText: t('common:cancel'),
      confirmText: t('settings:unblock'),
    });
    if (confirmed) unblockStranger.mutate(id);
  };

  // Blocked anonymous partners: a date each, never who they were (issue 28 §5).
  const strangerList = strangerRows.length > 0 && (
    <List className={styles.section} data-testid="anonymous-blocks">
      {strangerRows.map((entry) => (
        <List.Item
          key={`anon-${entry.id}`}
          data-testid="anonymous-block"
          extra={
            <Button
              className={formStyles.touch}
              size="small"
              loading={unblockStranger.isPending && unblockStranger.variables === entry.id}
              onClick={() => void onUnblockStranger(entry.id)}
            >
              {t('settings:unblock')}
            </Button>
          }
        >
          {t('settings:anonymousPartner', { date: fullTime(Date.parse(entry.blockedAt), i18n.language) })}
        </List.Item>
      ))}
    </List>
  );

  const onUnblock = async (user: BlockedUser) => {
    const confirmed = await Dialog.confirm({
      content: t('settings:unblockConfirm', { name: displayName(user) }),
      cancelText: t('common:cancel'),
      confirmText: t('settings:unblock'),
    });
    if (confirmed) unblock.mutate(user.userId);
  };

  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton.Paragraph lineCount={5} animated className={styles.hint} />;
  else if (list.isError) content = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (rows.length === 0 && strangerRows.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('settings:blockedEmpty')}
          description={t('settings:blockedEmptyHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.chat)}>
            {t('settings:toChats')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <Refreshable onRefresh={() => Promise.all([list.refetch(), strangers.refetch()])}>
        {strangerList}
        <List className={styles.section}>
          {rows.map((user) => (
            <List.Item
              key={user.userId}
              prefix={<PersonAvatar person={user} size={40} alt={displayName(user)} />}
              extra={
                <Button
                  className={formStyles.touch}
                  size="small"
                  loading={unblock.isPending && unblock.variables === user.userId}
                  onClick={() => void onUnblock(user)}
                >
                  {t('settings:unblock')}
                </Button>
              }
            >
              {displayName(user)}
            </List.Item>
          ))}
        </List>
        <InfiniteScroll
          loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
          hasMore={list.hasNextPage}
        >
          {list.hasNextPage ? t('common:loading') : t('settings:listEnd')}
        </InfiniteScroll>
      </Refreshable>
    );

  return <PageFrame title={t('settings:blockedUsers')}>{content}</PageFrame>;
}
