import { type FavouriteVo, SYSTEM_SENDER_ID } from '@volna/contracts';
import { Button, Dialog, ErrorBlock, InfiniteScroll, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useDeleteFavourite } from '../api/deleteFavourite.ts';
import { useEditFavourite } from '../api/editFavourite.ts';
import { useFavourites } from '../api/favourites.ts';
import { useChatUsers } from '../../../shared/messaging/api/users.ts';
import { FavouriteItem } from '../components/favourites/FavouriteItem.tsx';
import { RemarkDialog } from '../components/favourites/RemarkDialog.tsx';
import { NavBar } from '../../../shared/ui/NavBar.tsx';
import styles from '../components/favourites/favourites.module.css';
import type { Translate } from '../../../shared/messaging/model/list-preview.ts';
import { chatTitle } from '../../../shared/messaging/model/list-title.ts';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

/** Saved messages (GET /app/messageCollect/list), page by page: read, annotate with a remark, remove. */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.chat);
  const myUserId = useSessionStore((state) => state.session?.userId);
  const list = useFavourites();
  const edit = useEditFavourite();
  const remove = useDeleteFavourite();
  const [editing, setEditing] = useState<FavouriteVo | null>(null);

  const items = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const users = useChatUsers(items.map((item) => item.senderUserId));
  const translate = t as unknown as Translate;
  const nameOf = (userId: number) => {
    if (userId === SYSTEM_SENDER_ID) return t('chat:list.system');
    const user = users.get(userId);
    return chatTitle({ conversationType: 1, targetId: String(userId) }, { user }, translate);
  };

  const onDelete = async (item: FavouriteVo) => {
    const confirmed = await Dialog.confirm({
      content: t('chat:favourites.deleteConfirm'),
      cancelText: t('common:cancel'),
      confirmText: t('common:delete'),
    });
    if (confirmed)
      remove.mutate(item.id, { onSuccess: () => Toast.show({ content: t('chat:favourites.deleted') }) });
  };

  let content: React.ReactNode;
  if (list.isPending)
    content = (
      <div aria-busy="true">
        {[0, 1, 2].map((index) => (
          <div className={styles.skeleton} key={index}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </div>
    );
  else if (list.isError && items.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="disconnected"
          title={t('common:loadFailed')}
          description={t('chat:list.loadFailedHint')}
        >
          <Button color="primary" onClick={() => void list.refetch()}>
            {t('common:retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else if (items.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('chat:favourites.empty')}
          description={t('chat:favourites.emptyHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.chat)}>
            {t('chat:favourites.toChats')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <>
        <div className={styles.list}>
          {items.map((item) => (
            <FavouriteItem
              key={item.id}
              item={item}
              sender={users.get(item.senderUserId)}
              senderName={nameOf(item.senderUserId)}
              myUserId={myUserId}
              nameOf={nameOf}
              onEditRemark={setEditing}
              onDelete={(target) => void onDelete(target)}
            />
          ))}
        </div>
        <InfiniteScroll
          loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))}
          hasMore={list.hasNextPage}
        >
          {list.hasNextPage ? t('common:loading') : t('chat:favourites.end')}
        </InfiniteScroll>
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <NavBar onBack={goBack}>{t('chat:favourites.title')}</NavBar>
      </div>
      <Refreshable onRefresh={() => list.refetch()}>{content}</Refreshable>
      <RemarkDialog
        initial={editing ? editing.remark : null}
        saving={edit.isPending}
        onCancel={() => setEditing(null)}
        onSave={(remark) => {
          if (!editing) return;
          edit.mutate({ id: editing.id, remark }, { onSuccess: () => setEditing(null) });
        }}
      />
    </div>
  );
}
