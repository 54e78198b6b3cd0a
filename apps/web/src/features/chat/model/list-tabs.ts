import { BADGE_CAP, CHAT_TAB_MODULE_TYPES, type UnreadSummary } from '@volna/contracts';

/** The chat-list tabs of spec §2: messages, dating, wallet. */
export type ChatTab = keyof typeof CHAT_TAB_MODULE_TYPES;
export const CHAT_TABS: readonly ChatTab[] = ['messages', 'dating', 'wallet'];

export const isChatTab = (value: string | null | undefined): value is ChatTab =>
  (CHAT_TABS as readonly string[]).includes(value ?? '');

/**
 * The tab a chat is listed under by its module type: dating 1, wallet 7 and 8, and every other chat (module type 0,
 * customer-service groups, areas without a tab of their own) under messages, so no chat is ever out of sight.
 */
export function tabOfModule(moduleType: number): ChatTab {
  if ((CHAT_TAB_MODULE_TYPES.dating as readonly number[]).includes(moduleType)) return 'dating';
  if ((CHAT_TAB_MODULE_TYPES.wallet as readonly number[]).includes(moduleType)) return 'wallet';
  return 'messages';
}

export const inTab = <T extends { info: { moduleType: number } }>(chats: readonly T[], tab: ChatTab) =>
  chats.filter((chat) => tabOfModule(chat.info.moduleType) === tab);

/** A badge's text: nothing for 0, the count up to 99, then '99+' (spec §9). */
export function badgeText(count: number | undefined): string {
  if (!count || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Each tab's unread count from the server's summary (it counts every chat, not only the 300 listed). */
export const tabUnread = (summary: UnreadSummary | undefined, tab: ChatTab) => summary?.[tab] ?? 0;
