import { BADGE_CAP, type CHAT_TAB_MODULE_TYPES, chatTabOf, type UnreadSummary } from '@volna/contracts';

/** The chat-list tabs of spec §2: messages, dating, wallet. */
export type ChatTab = keyof typeof CHAT_TAB_MODULE_TYPES;
export const CHAT_TABS: readonly ChatTab[] = ['messages', 'dating', 'wallet'];

export const isChatTab = (value: string | null | undefined): value is ChatTab =>
  (CHAT_TABS as readonly string[]).includes(value ?? '');

/**
 * The tab a chat is listed under: dating 1, wallet 7 and 8 (deal chats and the wallet support group), and every
 * other chat (module type 0, other customer-service groups, areas without a tab) under messages, never out of sight.
 */
export const tabOfChat = (info: { moduleType: number; responsibleModule?: number }): ChatTab =>
  chatTabOf(info);

export const inTab = <T extends { info: { moduleType: number; responsibleModule?: number } }>(
  chats: readonly T[],
  tab: ChatTab,
) => chats.filter((chat) => tabOfChat(chat.info) === tab);

/** A badge's text: nothing for 0, the count up to 99, then '99+' (spec §9). */
export function badgeText(count: number | undefined): string {
  if (!count || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Each tab's unread count from the server's summary (it counts every chat, not only the 300 listed). */
export const tabUnread = (summary: UnreadSummary | undefined, tab: ChatTab) => summary?.[tab] ?? 0;
