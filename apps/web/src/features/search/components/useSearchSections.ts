import { type ChatMessage, displayName, type UserVo } from '@volna/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { chatTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useChatRows } from '../../../shared/messaging/model/useChatRows.ts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { chatPath } from '../../../shared/messaging/model/list-path.ts';
import { messagePreview, type Translate } from '../../../shared/messaging/model/list-preview.ts';
import { useSearchFriends } from '../api/searchFriends.ts';
import { useSearchGroups } from '../api/searchGroups.ts';
import { useSearchMessageHits } from '../api/searchMessages.ts';
import { useSearchUsers } from '../api/searchUsers.ts';
import type { ResultModel, SectionKind, SectionModel } from '../model/sections.ts';

type Paged<T> = UseInfiniteQueryResult<InfiniteData<{ rows: T[]; total: number }>>;

/** A user's second line: the phone he lets me see, else his public code. */
const phoneOf = (user: UserVo) =>
  user.userPhone ? `${user.internationalAreaCode ?? ''}${user.userPhone}` : (user.userCode ?? '');

function userRow(user: UserVo, to: string): ResultModel {
  const name = displayName(user) || user.nickName;
  return {
    id: String(user.userId),
    title: name,
    description: phoneOf(user),
    avatar: { src: user.avatarCompress || user.avatar, name, colorCode: user.avatarColorCode },
    to: `${to}?${new URLSearchParams({ userId: String(user.userId) })}`,
  };
}

function pagedSection<T>(kind: SectionKind, query: Paged<T>, toRow: (row: T) => ResultModel): SectionModel {
  const pages = query.data?.pages ?? [];
  return {
    kind,
    rows: pages.flatMap((page) => page.rows.map(toRow)),
    total: pages[0]?.total ?? 0,
    isPending: query.isPending && query.fetchStatus !== 'idle',
    isError: query.isError,
    hasMore: query.hasNextPage,
    loadMore: async () => void (await query.fetchNextPage({ throwOnError: true })),
    refetch: () => query.refetch(),
  };
}

/** Every section's rows for one keyword, each from its own call, so one failing leaves the others shown. */
export function useSearchSections(keyword: string): Record<SectionKind, SectionModel> {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const myUserId = useSessionStore((state) => state.session?.userId);
  const users = useSearchUsers(keyword);
  const friends = useSearchFriends(keyword);
  const groups = useSearchGroups(keyword);
  const messages = useSearchMessageHits(keyword);
  const chats = useChatRows(messages.conversations);
  const chatById = new Map(chats.map((chat) => [chat.id, chat]));

  const previewCtx = { t: t as unknown as Translate, lang, myUserId, nameOf: () => '' };
  const messageRows = messages.hits.flatMap(({ key, messages: found }) => {
    const chat = chatById.get(keyOf(key));
    return found.map(
      (message: ChatMessage): ResultModel => ({
        id: message.msgUid,
        title: chat?.title ?? '',
        description: messagePreview(message, previewCtx),
        aside: chatTime(message.sentTime, lang),
        avatar:
          chat?.avatar.kind === 'person'
            ? { src: chat.avatar.src, name: chat.avatar.name, colorCode: chat.avatar.colorCode }
            : { name: chat?.title ?? '' },
        to: chatPath(key),
      }),
    );
  });

  return {
    users: pagedSection('users', users, (user) => userRow(user, paths.aboutDetailUsers)),
    friends: pagedSection('friends', friends, (friend) => userRow(friend, paths.aboutDetailUser)),
    groups: pagedSection('groups', groups, (group) => {
      const name = (lang === 'ru' && group.ruGroupName) || group.groupName;
      return {
        id: String(group.groupId),
        title: name,
        aside: t('search:membersCount', { count: group.memberCount }),
        avatar: { src: group.avatarCompress || group.avatar, name },
        to: `${paths.groupChat}?${new URLSearchParams({ groupId: String(group.groupId) })}`,
      };
    }),
    messages: {
      kind: 'messages',
      rows: messageRows,
      total: messages.hits.reduce((sum, hit) => sum + hit.total, 0),
      isPending: messages.isPending,
      isError: messages.isError,
      hasMore: false,
      loadMore: async () => {},
      refetch: messages.refetch,
    },
  };
}
