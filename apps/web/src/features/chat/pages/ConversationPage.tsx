import {
  type ChatMessage,
  ComplaintTargetType,
  type ConversationKey,
  ConversationType,
  displayName,
  ResultCode,
} from '@volna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { StateBlock } from '../../../shared/ui/StateBlock.tsx';
import { ApiError } from '../../../shared/api/client.ts';
import { currentLanguage, restOfStrings } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { addFavourite } from '../api/addFavourite.ts';
import { useBlockState } from '../../../shared/blocks/blockState.ts';
import { ComplaintSheet, type ComplaintTarget } from '../../../shared/complaints/LazyComplaintSheet.tsx';
import { useCleanHistory } from '../../../shared/messaging/api/cleanHistory.ts';
import { useConversations } from '../../../shared/messaging/api/conversations.ts';
import { deleteForMe } from '../api/deleteMessage.ts';
import { useGroup } from '../../../shared/messaging/api/group.ts';
import { type HistoryData, historyMessages, useHistory } from '../../../shared/messaging/api/history.ts';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';
import { muteStatusKey, useMuteStatus } from '../../../shared/messaging/api/muteStatus.ts';
import { usePresence } from '../api/presence.ts';
import { recallMessage } from '../api/recallMessage.ts';
import { useSetConversationMute } from '../../../shared/messaging/api/setConversationMute.ts';
import { useSetConversationTop } from '../../../shared/messaging/api/setConversationTop.ts';
import { useUnblockUser } from '../../../shared/blocks/unblockUser.ts';
import { useChatUsers } from '../../../shared/messaging/api/users.ts';
import { ChatNotice } from '../components/conversation/ChatNotice.tsx';
import { Composer } from '../components/conversation/Composer.tsx';
import { ConversationHeader } from '../components/conversation/ConversationHeader.tsx';
import { useActionSheet } from '../../../shared/ui/useActionSheet.tsx';
import { confirmDialog } from '../../../shared/ui/confirm.ts';
import { lazyOverlay } from '../../../shared/ui/lazy-overlay.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { afterFirstScreen } from '../../../shared/lib/after-first-screen.ts';
import styles from '../components/conversation/conversation.module.css';
import { AttachMenu, forwardMessage, VoiceRecordButton } from '../components/media/index.ts';
import { HistorySkeleton } from '../components/conversation/HistorySkeleton.tsx';
import { isNotice } from '../components/conversation/MessageBody.tsx';
import { MessageList, type MessageListHandle } from '../components/conversation/MessageList.tsx';
import { messageSummary } from '../components/conversation/message-text.tsx';
import { useReadWhileOpen } from '../components/conversation/useReadWhileOpen.ts';
import { keyOf, sameConversation } from '../../../shared/messaging/model/conversation-key.ts';
import type { GroupChatOpening } from '../../../shared/messaging/model/list-path.ts';
import { canForward, canRecall, presenceLine } from '../model/conversation-view.ts';
import { groupChatBack, groupSettingsPath } from '../model/group-chat-opening.ts';
import { withRecall } from '../model/history-patches.ts';
import type { OutgoingMessage } from '../model/outbox.ts';
import { useOutbox } from '../model/outbox.ts';
import { discardSend, onSendFailure, queueSend, retrySend } from '../model/send.ts';
import { useTyping } from '../model/typing.ts';
import { callLauncher } from '../../../shared/calls/call-launcher.ts';

const NO_ENTRIES: OutgoingMessage[] = [];
const DEFAULT_OPENING: Required<GroupChatOpening> = {
  isModule: false,
  isFriendGroup: false,
  backType: 'history',
};
const NO_IDS: number[] = [];
const HIGHLIGHT_MS = 2_000;
/** How far back a search result is looked for (pages of 99) before giving up. */
const JUMP_PAGES_MAX = 30;
/** Frames a found message may take to appear in the list once its page is fetched (about 5 s at 60 fps). */
const JUMP_RENDER_FRAMES_MAX = 300;

type Refusal = 'muted' | 'notInGroup' | 'paidChat';

// The search, its popup and list (antd-mobile's, with react-spring and use-gesture), loads when first opened (issue 19).
const SearchPopup = lazyOverlay(() =>
  import('../components/conversation/SearchPopup.tsx').then((module) => module.SearchPopup),
);
/** antd-mobile's overlays (menus, dialogs, toasts, the image viewer): fetched once idle after the first screen. */
const loadAntd = () => import('../../../shared/ui/lazy-antd.ts');

/**
 * One conversation screen for private chats, groups and the read-only system chat. `opening` is how a group chat
 * was opened (GroupChat's isModule / isFriendGroup / backType): where back goes and which settings the menu offers.
 */
export function ConversationPage({
  chat,
  opening = DEFAULT_OPENING,
}: {
  chat: ConversationKey;
  opening?: Required<GroupChatOpening>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = currentLanguage();
  const myUserId = useSessionStore((state) => state.session?.userId ?? 0);
  const isPrivate = chat.conversationType === ConversationType.private;
  const isGroup = chat.conversationType === ConversationType.group;
  const isSystem = chat.conversationType === ConversationType.system;
  const peerId = isPrivate && /^\d+$/.test(chat.targetId) ? Number(chat.targetId) : null;
  const withSelf = peerId !== null && peerId === myUserId;
  const otherPeer = withSelf ? null : peerId;
  const chatKey = keyOf(chat);

  const history = useHistory(chat);
  const messages = useMemo(() => historyMessages(history.data as HistoryData | undefined), [history.data]);
  const outgoing = useOutbox((state) => state.byChat[chatKey]) ?? NO_ENTRIES;
  const typingIds = useTyping((state) => state.byChat[chatKey]) ?? NO_IDS;
  const conversations = useConversations();
  const conversation = conversations.data?.find((c) => sameConversation(c, chat));
  const peer = useChatUsers(peerId ? [peerId] : NO_IDS).get(peerId ?? 0);
  const typingUsers = useChatUsers(isGroup ? typingIds : NO_IDS);
  const presence = usePresence(otherPeer);
  const group = useGroup(isGroup ? chat.targetId : null);
  // Dissolved, or I was removed: the re-read after the notice fails with 22406 while the old data is still cached.
  const groupGone = group.error instanceof ApiError && group.error.code === ResultCode.notInGroup;
  const block = useBlockState(otherPeer);
  const unblock = useUnblockUser();
  const mute = useMuteStatus(chat);
  const setMute = useSetConversationMute();
  const setTop = useSetConversationTop();
  const clean = useCleanHistory(chat);

  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [complaint, setComplaint] = useState<ComplaintTarget | null>(null);
  const list = useRef<MessageListHandle>(null);
  // Not part of the first screen, but ready before the first menu, toast or picture wants them.
  useEffect(() => afterFirstScreen(() => void loadAntd().catch(() => undefined)), []);

  const newestFromOthers = useMemo(() => {
    for (let i = messages.length - 1; i >= 0; i--)
      if (messages[i]?.senderUserId !== myUserId) return messages[i]?.sentTime ?? 0;
    return 0;
  }, [messages, myUserId]);
  useReadWhileOpen(chat, history.isSuccess && !withSelf, newestFromOthers);

  // Someone who types or writes is online: his presence is read again rather than waiting for the 30 s refresh.
  const peerActive = typingIds.length > 0;
  const refetchPresence = presence.refetch;
  useEffect(() => {
    if (otherPeer !== null && (peerActive || newestFromOthers > 0)) void refetchPresence();
  }, [otherPeer, peerActive, newestFromOthers, refetchPresence]);

  // A group notice (someone muted, removed, made admin…) may change what I may do here: the group is read again.
  const newestNotice = useMemo(() => {
    for (let i = messages.length - 1; i >= 0; i--)
      if (messages[i]?.objectName === 'RC:InfoNtf') return messages[i]?.msgUid ?? null;
    return null;
  }, [messages]);
  useEffect(() => {
    if (isGroup && newestNotice) void group.refetch();
  }, [isGroup, newestNotice, group.refetch]);

  // Refusals of a send say what state the chat is in (spec §8).
  const refetchBlock = block.refetch;
  const refetchGroup = group.refetch;
  useEffect(
    () =>
      onSendFailure((failed, failure) => {
        if (!sameConversation(failed, chat)) return;
        if (failure.code === ResultCode.mutedInGroup) {
          setRefusal('muted');
          void refetchGroup();
        } else if (failure.code === ResultCode.notInGroup) setRefusal('notInGroup');
        else if (failure.code === ResultCode.datingChatNotPaid) setRefusal('paidChat');
        else if (failure.code === ResultCode.sendingTooFast)
          showToast({ content: t('conversation:sendingTooFast') });
        else if (failure.code === ResultCode.blockedByUser || failure.code === ResultCode.forbidden)
          void refetchBlock();
      }),
    [chat, t, refetchBlock, refetchGroup],
  );

  // --- header ---
  let title: string;
  if (isSystem) title = t('conversation:systemTitle');
  else if (isGroup)
    title =
      (lang === 'ru' && group.data?.ruGroupName) || group.data?.groupName || t('conversation:groupFallback');
  else title = peer ? displayName(peer) : '';

  let status: { text: string; active: boolean } | null = null;
  if (typingIds.length > 0) {
    const names = typingIds
      .map((id) => typingUsers.get(id))
      .filter((user) => user !== undefined)
      .map((user) => displayName(user));
    status = {
      text:
        isGroup && names.length > 0
          ? t('conversation:typingNamed', { names: names.join(', '), count: names.length })
          : t('conversation:typing'),
      active: true,
    };
  } else if (otherPeer !== null && presence.data) {
    const line = presenceLine(presence.data, lang);
    status = { text: t(`conversation:presence.${line.key}`, line), active: line.key === 'online' };
  } else if (isGroup && group.data && !groupGone)
    status = { text: t('conversation:members', { count: group.data.memberCount }), active: false };

  const newestSentTime = messages[messages.length - 1]?.sentTime;
  // The chat's menu and the message menu share one sheet.
  const sheet = useActionSheet();
  const showSheet = sheet.show;
  const openChatMenu = () => {
    const muted = mute.data === 0;
    const pinned = conversation?.isTop ?? false;
    const actions: Action[] = [
      { key: 'search', text: t('conversation:menu.search'), onClick: () => setSearchOpen(true) },
      {
        key: 'mute',
        text: muted ? t('conversation:menu.unmute') : t('conversation:menu.mute'),
        disabled: mute.data === undefined,
        onClick: () =>
          setMute.mutate(
            { ...chat, status: muted ? 1 : 0 },
            {
              onSuccess: () => {
                queryClient.setQueryData(muteStatusKey(chat), muted ? 1 : 0);
                showToast({ content: muted ? t('conversation:unmuted') : t('conversation:muted') });
              },
            },
          ),
      },
      {
        key: 'top',
        text: pinned ? t('conversation:menu.unpin') : t('conversation:menu.pin'),
        onClick: () =>
          setTop.mutate(
            { ...chat, isTop: !pinned },
            {
              onSuccess: () =>
                showToast({ content: pinned ? t('conversation:unpinned') : t('conversation:pinned') }),
            },
          ),
      },
      {
        key: 'clean',
        text: t('conversation:menu.clear'),
        danger: true,
        disabled: newestSentTime === undefined,
        onClick: async () => {
          if (newestSentTime === undefined) return;
          const confirmed = await confirmDialog({
            title: t('conversation:clearTitle'),
            content: t('conversation:clearConfirm'),
            cancelText: t('common:cancel'),
            confirmText: t('conversation:clear'),
          });
          if (confirmed) clean.mutate(newestSentTime);
        },
      },
      {
        key: 'favourites',
        text: t('conversation:menu.favourites'),
        onClick: () => navigate(paths.favourites),
      },
    ];
    if (isGroup || isPrivate)
      actions.unshift({
        key: 'settings',
        text: t('groups:settings.title'),
        onClick: () =>
          navigate(
            isGroup
              ? groupSettingsPath(chat.targetId, opening, group.data)
              : `${paths.chatSettings}?targetId=${encodeURIComponent(chat.targetId)}`,
          ),
      });
    sheet.show({ actions, cancelText: t('common:cancel') });
  };

  // --- message menu ---
  const readOnly = isSystem;
  const showMessageMenu = useCallback(
    (message: ChatMessage) => {
      if (isNotice(message)) return;
      const myRole = group.data?.role ?? null;
      const text = message.objectName === 'RC:TxtMsg' ? String(message.content.content ?? '') : null;
      const actions: Action[] = [];
      if (text)
        actions.push({
          key: 'copy',
          text: t('conversation:action.copy'),
          onClick: () =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => showToast({ content: t('common:copied') }))
              .catch(() => showToast({ content: t('conversation:copyFailed') })),
        });
      if (!readOnly)
        actions.push({
          key: 'reply',
          text: t('conversation:action.reply'),
          onClick: () => setReplyTo(message),
        });
      if (canForward(message))
        actions.push({
          key: 'forward',
          text: t('conversation:action.forward'),
          onClick: () => forwardMessage(message),
        });
      if (canRecall({ message, myUserId, myGroupRole: isGroup ? myRole : null }))
        actions.push({
          key: 'recall',
          text: t('conversation:action.recall'),
          onClick: () =>
            void recallMessage(message.msgUid)
              .then(() =>
                queryClient.setQueryData<HistoryData>(chatKeys.history(chat), (data) =>
                  data ? withRecall(data, message.msgUid) : data,
                ),
              )
              .catch(() => undefined),
        });
      actions.push({
        key: 'favourite',
        text: t('conversation:action.favourite'),
        onClick: () =>
          void addFavourite(message.msgUid)
            .then(() => showToast({ content: t('conversation:favourited') }))
            .catch(() => undefined),
      });
      if (!readOnly && message.senderUserId !== myUserId)
        actions.push({
          key: 'complain',
          text: t('support:complaint.action'),
          onClick: () => setComplaint({ targetType: ComplaintTargetType.message, targetId: message.msgUid }),
        });
      actions.push({
        key: 'delete',
        text: t('conversation:action.delete'),
        danger: true,
        onClick: () => void deleteForMe(chat, message).catch(() => undefined),
      });
      // One sheet at a time: a second open (two events for one gesture) replaces the one still open.
      showSheet({
        extra: <span className={styles.menuTitle}>{messageSummary(message, t, lang).slice(0, 80)}</span>,
        actions,
        cancelText: t('common:cancel'),
      });
    },
    [chat, group.data?.role, isGroup, lang, myUserId, queryClient, readOnly, showSheet, t],
  );
  // Its "Report" is in the complaint words, which a chat opened fresh loads a moment after its first screen.
  const openMessageMenu = useCallback(
    (message: ChatMessage) => void restOfStrings().then(() => showMessageMenu(message)),
    [showMessageMenu],
  );

  // --- search jump ---
  const jumpTo = async (target: ChatMessage) => {
    for (let page = 0; page < JUMP_PAGES_MAX; page++) {
      const data = queryClient.getQueryData<HistoryData>(chatKeys.history(chat));
      if (data?.pages.some((rows) => rows.some((message) => message.msgUid === target.msgUid))) {
        // The list renders a page a few frames after the cache has it (more on a slow phone): wait for it to show.
        for (let frame = 0; frame < JUMP_RENDER_FRAMES_MAX; frame++) {
          if (list.current?.scrollToMessage(target.msgUid)) {
            setHighlighted(target.msgUid);
            setTimeout(() => setHighlighted((uid) => (uid === target.msgUid ? null : uid)), HIGHLIGHT_MS);
            return;
          }
          await new Promise((done) => requestAnimationFrame(done));
        }
        break;
      }
      const oldest = data?.pages[data.pages.length - 1];
      if (!oldest || oldest.length < 99) break;
      await history.fetchNextPage();
    }
    showToast({ content: t('conversation:search.notLoaded') });
  };

  const onRetry = useCallback((entry: OutgoingMessage) => void retrySend(chat, entry.clientMsgId), [chat]);
  const onDiscard = useCallback((entry: OutgoingMessage) => discardSend(chat, entry.clientMsgId), [chat]);
  const scrollDown = useCallback(() => requestAnimationFrame(() => list.current?.scrollToBottom()), []);

  // Why this chat cannot be written to right now, if it cannot.
  let closed: 'system' | 'self' | 'blocking' | 'blocked' | 'notInGroup' | 'muted' | 'paidChat' | null = null;
  if (isSystem) closed = 'system';
  else if (withSelf) closed = 'self';
  else if (block.data?.blocking) closed = 'blocking';
  else if (block.data?.blocked) closed = 'blocked';
  else if (refusal === 'notInGroup' || groupGone || (group.data && group.data.role === null))
    closed = 'notInGroup';
  // The group's own flag once known (a lifted mute opens the composer again), else the send's refusal.
  else if (group.data ? group.data.muted : refusal === 'muted') closed = 'muted';
  // The peer's dating chat is paid (issue 12): his profile is where it is bought; back here the send is retried.
  else if (refusal === 'paidChat') closed = 'paidChat';

  // --- body ---
  let body: React.ReactNode;
  if (withSelf)
    body = (
      <div className={styles.centered}>
        <StateBlock title={t('conversation:cannotMessageSelf')}>
          <Button color="primary" onClick={() => navigate(paths.chat, { replace: true })}>
            {t('conversation:toChats')}
          </Button>
        </StateBlock>
      </div>
    );
  else if (history.isPending) body = <HistorySkeleton />;
  else if (history.isError)
    body = (
      <div className={styles.centered}>
        <StateBlock title={t('conversation:loadFailed')} description={t('conversation:loadFailedHint')}>
          <Button color="primary" onClick={() => void history.refetch()}>
            {t('conversation:retry')}
          </Button>
        </StateBlock>
      </div>
    );
  else if (messages.length === 0 && outgoing.length === 0)
    body = (
      <div className={styles.centered}>
        <StateBlock
          title={isSystem ? t('conversation:emptySystem') : t('conversation:empty')}
          description={
            isSystem ? t('conversation:emptySystemHint') : closed === null ? t('conversation:emptyHint') : ''
          }
        >
          {!isSystem && closed === null && (
            <Button
              color="primary"
              fill="outline"
              onClick={() => void queueSend(chat, 'RC:TxtMsg', { content: '👋' })}
            >
              {t('conversation:sayHello')}
            </Button>
          )}
        </StateBlock>
      </div>
    );
  else
    body = (
      <MessageList
        ref={list}
        messages={messages}
        outgoing={outgoing}
        myUserId={myUserId}
        peerReadTime={conversation?.peerReadTime}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        loadOlder={() => void history.fetchNextPage()}
        highlighted={highlighted}
        onMenu={openMessageMenu}
        onRetry={onRetry}
        onDiscard={onDiscard}
      />
    );

  // --- bottom: composer or the reason there is none ---
  let bottom: React.ReactNode;
  if (closed === 'system') bottom = <ChatNotice text={t('conversation:systemReadOnly')} />;
  else if (closed === 'self') bottom = <ChatNotice text={t('conversation:cannotMessageSelf')} />;
  else if (closed === 'blocking' && otherPeer !== null)
    bottom = (
      <ChatNotice
        text={t('conversation:youBlocked')}
        action={{
          text: t('conversation:unblock'),
          loading: unblock.isPending,
          onClick: () => unblock.mutate(otherPeer),
        }}
      />
    );
  else if (closed === 'blocked') bottom = <ChatNotice text={t('conversation:blockedYou')} />;
  else if (closed === 'notInGroup') bottom = <ChatNotice text={t('conversation:notInGroup')} />;
  else if (closed === 'muted') bottom = <ChatNotice text={t('conversation:mutedInGroup')} />;
  else if (closed === 'paidChat' && otherPeer !== null)
    bottom = (
      <ChatNotice
        text={t('conversation:paidChat')}
        action={{
          text: t('conversation:paidChatOpen'),
          onClick: () => navigate(`${paths.datingPersonal}?userId=${otherPeer}`),
        }}
      />
    );
  else
    bottom = (
      <Composer
        chat={chat}
        myUserId={myUserId}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onSent={scrollDown}
        groupId={isGroup ? chat.targetId : undefined}
        attach={<AttachMenu chat={chat} />}
        voice={<VoiceRecordButton chat={chat} />}
      />
    );

  return (
    <div className={styles.screen}>
      {sheet.sheet}
      <ComplaintSheet target={complaint} onClose={() => setComplaint(null)} />
      <ConversationHeader
        title={title}
        status={status}
        onMenu={withSelf ? undefined : openChatMenu}
        onCall={
          otherPeer !== null && peer && closed === null
            ? (mediaType) =>
                callLauncher.start({ peerId: otherPeer, name: title, avatar: peer.avatar ?? '', mediaType })
            : undefined
        }
        back={isGroup ? groupChatBack(opening) : undefined}
      />
      <div className={styles.body}>{body}</div>
      {bottom}
      <SearchPopup
        chat={chat}
        visible={searchOpen}
        onClose={() => setSearchOpen(false)}
        onPick={(m) => void jumpTo(m)}
      />
    </div>
  );
}
