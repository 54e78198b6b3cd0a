import { type ConversationKey, ConversationType, type ConversationVo, type UserVo } from '@volna/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { chatTime } from '../../format/chat-time.ts';
import { type GroupLook, groupTitle, useGroupLooks } from '../api/groupLook.ts';
import { useChatUsers } from '../api/users.ts';
import { keyOf } from './conversation-key.ts';
import { noticeUserIdsOf } from './group-notice.ts';
import { isMuted } from './list-order.ts';
import { conversationPreview, type PreviewContext, type Translate } from './list-preview.ts';
import { chatTitle } from './list-title.ts';

/** How a chat's picture is drawn: the system chat's bell, or a person's or group's photo or initial. */
export type AvatarLook =
  | { kind: 'system' }
  | { kind: 'person'; src?: string; name: string; colorCode?: number };

export type ChatRowModel = {
  id: string;
  key: ConversationKey;
  conversation: ConversationVo;
  title: string;
  avatar: AvatarLook;
  mention: string;
  preview: string;
  time: string;
  muted: boolean;
};

/** A group's gradient when it has no picture: stable per group id. */
const colorOf = (id: string) => [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 5;

export function avatarOf(
  key: ConversationKey,
  user: UserVo | undefined,
  group: GroupLook | undefined,
  title: string,
) {
  if (key.conversationType === ConversationType.system) return { kind: 'system' } as const;
  if (key.conversationType === ConversationType.group)
    return {
      kind: 'person',
      src: group?.avatarCompress || group?.avatar || undefined,
      name: title,
      colorCode: colorOf(key.targetId),
    } as const;
  return {
    kind: 'person',
    src: user?.avatarCompress || user?.avatar || undefined,
    name: user?.nickName || title,
    colorCode: user?.avatarColorCode,
  } as const;
}

/** Users and groups a set of chats needs for its titles, avatars and group senders' names. */
export function useChatLookups(
  chats: readonly (ConversationKey & { senderUserId?: number; noticeUserIds?: number[] })[],
) {
  const userIds = chats.flatMap((c) => [
    ...(c.conversationType === ConversationType.private ? [Number(c.targetId)] : []),
    ...(c.senderUserId ? [c.senderUserId] : []),
    ...(c.noticeUserIds ?? []),
  ]);
  const groupIds = chats.filter((c) => c.conversationType === ConversationType.group).map((c) => c.targetId);
  const users = useChatUsers(userIds.filter(Number.isSafeInteger));
  const groups = useGroupLooks(groupIds);
  return { users, groups };
}

/** The chat list's rows: title, avatar, preview and time of each chat, in the server's order. */
export function useChatRows(conversations: readonly ConversationVo[]): ChatRowModel[] {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const myUserId = useSessionStore((state) => state.session?.userId);
  const { users, groups } = useChatLookups(
    conversations.map((c) => ({
      conversationType: c.conversationType,
      targetId: c.targetId,
      senderUserId: c.conversationType === ConversationType.group ? c.latestMessage?.senderUserId : undefined,
      noticeUserIds: noticeUserIdsOf(c.latestMessage),
    })),
  );
  return useMemo(() => {
    const translate = t as unknown as Translate;
    const ctx: PreviewContext = {
      t: translate,
      lang,
      myUserId,
      nameOf: (userId) => {
        const user = users.get(userId);
        return user
          ? chatTitle(
              { conversationType: ConversationType.private, targetId: String(userId) },
              { user },
              translate,
            )
          : '';
      },
    };
    const now = Date.now();
    return conversations.map((conversation) => {
      const key = { conversationType: conversation.conversationType, targetId: conversation.targetId };
      const user =
        key.conversationType === ConversationType.private ? users.get(Number(key.targetId)) : undefined;
      const group = key.conversationType === ConversationType.group ? groups.get(key.targetId) : undefined;
      const title = chatTitle(key, { user, groupName: groupTitle(group, lang) }, translate);
      const { mention, text } = conversationPreview(conversation, ctx);
      return {
        id: keyOf(key),
        key,
        conversation,
        title,
        avatar: avatarOf(key, user, group, title),
        mention,
        preview: text,
        time: conversation.lastSentTime ? chatTime(conversation.lastSentTime, lang, now) : '',
        muted: isMuted(conversation),
      };
    });
  }, [conversations, users, groups, t, lang, myUserId]);
}
