import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ConversationVo } from '@volna/contracts';
import { ConversationType } from '@volna/contracts';
import { groupKey } from '../messaging/api/group.ts';
import type { HistoryData } from '../messaging/api/history.ts';
import { chatKeys } from '../messaging/api/keys.ts';
import { myInfoKey } from '../payments/pay-password-state.ts';
import { walletKeys } from '../payments/wallet-keys.ts';
import type { KeptQuery } from './offline-db.ts';

/** The chats at the top of the list whose newest messages are kept. */
export const KEPT_CHATS = 20;
/** Messages kept per chat. */
export const KEPT_MESSAGES = 50;

/** A chat's history cut to its newest messages, as one page: offline there is nothing older to load. */
function newest(data: HistoryData): HistoryData {
  const messages: ChatMessage[] = data.pages.flat().slice(0, KEPT_MESSAGES);
  return { pages: [messages], pageParams: [undefined] };
}

/**
 * What is kept for offline use from the cache (issue 35): the chat list and its badges, the newest messages of the
 * recent chats with their people's and groups' names, the wallet balances and the user's own profile.
 */
export function keptQueries(client: QueryClient): KeptQuery[] {
  const kept: KeptQuery[] = [];
  const keep = (queryKey: readonly unknown[], shape: (data: never) => unknown = (data) => data) => {
    const state = client.getQueryState(queryKey);
    if (state?.data !== undefined)
      kept.push({ queryKey, data: shape(state.data as never), updatedAt: state.dataUpdatedAt });
  };
  keep(chatKeys.conversations);
  keep(chatKeys.unread);
  keep(walletKeys.accounts);
  keep(myInfoKey);
  const chats = client.getQueryData<ConversationVo[]>(chatKeys.conversations) ?? [];
  for (const chat of chats.slice(0, KEPT_CHATS)) {
    keep(chatKeys.history(chat), newest);
    if (chat.conversationType === ConversationType.group) keep(groupKey(chat.targetId));
    else if (chat.conversationType === ConversationType.private) keep(chatKeys.users(Number(chat.targetId)));
  }
  return kept;
}

/**
 * Puts kept data into queries that have none (a read paused or failed for want of a network); answers their keys.
 * Kept data is as old as when it was read, so each is read again once the network is back.
 */
export function restoreKept(client: QueryClient, kept: KeptQuery[]): Array<readonly unknown[]> {
  const restored: Array<readonly unknown[]> = [];
  for (const { queryKey, data, updatedAt } of kept) {
    if (client.getQueryData(queryKey) !== undefined) continue;
    client.setQueryData(queryKey, data, { updatedAt });
    restored.push(queryKey);
  }
  return restored;
}
