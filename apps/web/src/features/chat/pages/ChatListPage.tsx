import { Badge, SearchBar } from 'antd-mobile';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useConversations } from '../../../shared/messaging/api/conversations.ts';
import { useDeleteConversation } from '../api/deleteConversation.ts';
import { useSetConversationMute } from '../../../shared/messaging/api/setConversationMute.ts';
import { useSetConversationTop } from '../../../shared/messaging/api/setConversationTop.ts';
import { useUnread } from '../api/unread.ts';
import { PinnedEntries } from '../components/list/PinnedEntries.tsx';
import { ChatListHeader } from '../components/list/ChatListHeader.tsx';
import { ChatListEmpty, ChatListFailed, ChatListSkeleton } from '../components/list/ChatListStates.tsx';
import { ChatRow } from '../components/list/ChatRow.tsx';
import { MessageSearch } from '../components/list/MessageSearch.tsx';
import styles from '../components/list/chat-list.module.css';
import { type ChatRowModel, useChatRows } from '../../../shared/messaging/model/useChatRows.ts';
import { chatPath } from '../../../shared/messaging/model/list-path.ts';
import { createRefreshThrottle } from '../model/list-refresh.ts';
import { matchesSearch } from '../model/list-search.ts';
import { badgeText, CHAT_TABS, type ChatTab, isChatTab, tabOfModule, tabUnread } from '../model/list-tabs.ts';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { TabStrip } from '../../../shared/ui/TabStrip.tsx';
import { inviteLink, shareInviteLink } from '../../../shared/lib/invite-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { afterFirstScreen } from '../../../shared/lib/after-first-screen.ts';

/**
 * Up to this many rows the list is drawn in full; a longer one a screenful at a time (VirtualChatList, loaded then):
 * most people's first screen has far fewer chats and does not load react-virtuoso (issue 19).
 */
const ROWS_DRAWN_IN_FULL = 60;
const VirtualChatList = lazy(() => import('../components/list/VirtualChatList.tsx'));
/**
 * The delete dialog and the rows' context menu (antd-mobile's Dialog and ActionSheet, with its animation libraries) are
 * not part of the first screen (issue 19): they load once the page is idle, or on first use.
 */
const loadAntd = () => import('../../../shared/ui/lazy-antd.ts');

/** Tab 0: the chats, in three module tabs with unread badges, searchable, swipe to pin / mute / delete. */
export default function ChatListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: ChatTab = isChatTab(params.get('tab')) ? (params.get('tab') as ChatTab) : 'messages';
  const [query, setQuery] = useState('');
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const throttle = useRef(createRefreshThrottle());
  const myId = useSessionStore((state) => state.session?.userId);
  useEffect(() => afterFirstScreen(() => void loadAntd().catch(() => undefined)), []);

  const conversations = useConversations();
  const unread = useUnread();
  const allRows = useChatRows(conversations.data ?? []);
  const tabRows = useMemo(
    () => allRows.filter((row) => tabOfModule(row.conversation.info.moduleType) === tab),
    [allRows, tab],
  );
  const rows = useMemo(
    () => tabRows.filter((row) => matchesSearch([row.title, row.preview], query)),
    [tabRows, query],
  );
  const searching = query.trim();

  const setTop = useSetConversationTop();
  const setMute = useSetConversationMute();
  const remove = useDeleteConversation();

  const onOpen = useCallback(
    (row: ChatRowModel) => navigate(chatPath(row.key, row.conversation.info.moduleType)),
    [navigate],
  );
  const messageSearch = searching ? (
    <MessageSearch query={searching} chats={tabRows} onOpen={(key) => navigate(chatPath(key))} />
  ) : null;
  const onTop = useCallback(
    (row: ChatRowModel) => setTop.mutate({ ...row.key, isTop: !row.conversation.isTop }),
    [setTop.mutate],
  );
  const onMute = useCallback(
    (row: ChatRowModel) => setMute.mutate({ ...row.key, status: row.muted ? 1 : 0 }),
    [setMute.mutate],
  );
  const onDelete = useCallback(
    async (row: ChatRowModel) => {
      const { Dialog } = await loadAntd();
      const confirmed = await Dialog.confirm({
        title: t('chat:delete.title'),
        content: t('chat:delete.content', { name: row.title }),
        cancelText: t('common:cancel'),
        confirmText: t('chat:actions.delete'),
      });
      if (confirmed) remove.mutate(row.key);
    },
    [remove.mutate, t],
  );

  const refresh = async () => {
    await throttle.current.run(() => Promise.all([conversations.refetch(), unread.refetch()]));
  };

  let content: React.ReactNode;
  if (conversations.isPending) content = <ChatListSkeleton />;
  else if (conversations.isError && !conversations.data)
    content = <ChatListFailed onRetry={() => void conversations.refetch()} />;
  else if (rows.length === 0 && searching)
    content = (
      <>
        <p className={styles.noMatch}>{t('chat:search.noMatch', { query: searching })}</p>
        {messageSearch}
      </>
    );
  else if (rows.length === 0)
    content = (
      <ChatListEmpty
        title={t(allRows.length === 0 ? 'chat:empty.title' : 'chat:empty.tabTitle')}
        hint={t(allRows.length === 0 ? 'chat:empty.hint' : 'chat:empty.tabHint')}
        actions={
          allRows.length === 0
            ? // A newcomer with no chats at all: the ways to the first one (issue 19).
              [
                {
                  key: 'find',
                  text: t('chat:empty.findPeople'),
                  primary: true,
                  onClick: () => navigate(paths.search),
                },
                { key: 'contacts', text: t('chat:empty.toContacts'), onClick: () => navigate(paths.friends) },
                {
                  key: 'invite',
                  text: t('chat:empty.inviteFriends'),
                  onClick: () =>
                    myId &&
                    void shareInviteLink(inviteLink(myId), {
                      title: t('common:appName'),
                      copied: t('chat:empty.inviteCopied'),
                    }),
                },
                {
                  key: 'profile',
                  text: t('chat:empty.toProfile'),
                  onClick: () => navigate(paths.editProfile),
                },
              ]
            : [
                // The wallet tab holds the wallet's chats; with none yet, the way on is the wallet itself.
                ...(tab === 'wallet'
                  ? [
                      {
                        key: 'wallet',
                        text: t('chat:list.openWallet'),
                        primary: true,
                        onClick: () => navigate(paths.walletHome),
                      },
                    ]
                  : []),
                { key: 'dating', text: t('chat:empty.toDating'), onClick: () => navigate(paths.dating) },
              ]
        }
      />
    );
  else if (rows.length <= ROWS_DRAWN_IN_FULL)
    content = (
      <div>
        {rows.map((row) => (
          <ChatRow key={row.id} row={row} onOpen={onOpen} onTop={onTop} onMute={onMute} onDelete={onDelete} />
        ))}
        {messageSearch ?? <div className={styles.footer} />}
      </div>
    );
  else if (scroller)
    content = (
      <Suspense fallback={<ChatListSkeleton />}>
        <VirtualChatList
          scroller={scroller}
          rows={rows}
          footer={messageSearch}
          onOpen={onOpen}
          onTop={onTop}
          onMute={onMute}
          onDelete={onDelete}
        />
      </Suspense>
    );

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <ChatListHeader onFavourites={() => navigate(paths.favourites)} />
        <div className={styles.search}>
          <SearchBar
            value={query}
            onChange={setQuery}
            placeholder={t('chat:search.placeholder')}
            aria-label={t('chat:search.placeholder')}
            onClear={() => setQuery('')}
          />
        </div>
        <TabStrip
          className={styles.tabs}
          activeKey={tab}
          onChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (key === 'messages') next.delete('tab');
                else next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
          tabs={CHAT_TABS.map((key) => {
            const unreadCount = tabUnread(unread.data, key);
            const count = badgeText(unreadCount);
            return {
              key,
              title: (
                <span className={styles.tabTitle} data-tab={key}>
                  {t(`chat:tabs.${key}`)}
                  {count && (
                    <Badge content={count} aria-label={t('chat:list.unread', { count: unreadCount })} />
                  )}
                </span>
              ),
            };
          })}
        />
      </header>
      <div className={styles.scroller} ref={setScroller}>
        <Refreshable onRefresh={refresh}>
          {tab === 'messages' && !searching && <PinnedEntries />}
          {content}
        </Refreshable>
      </div>
    </div>
  );
}
