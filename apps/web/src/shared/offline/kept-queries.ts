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

/**
 * The new snapshot: what the cache holds now, and from the last one what this page has not read (a fresh load of the
 * chat list has no balances in memory, yet the wallet's kept ones stay), as long as it still belongs (a chat's kept
 * messages only while the chat is among the recent ones).
 */
export function mergeKept(current: KeptQuery[], previous: KeptQuery[]): KeptQuery[] {
  const text = (key: readonly unknown[]) => JSON.stringify(key);
  const have = new Set(current.map((q) => text(q.queryKey)));
  const list = (
    current.find((q) => text(q.queryKey) === text(chatKeys.conversations)) ??
    previous.find((q) => text(q.queryKey) === text(chatKeys.conversations))
  )?.data as ConversationVo[] | undefined;
  const recent = new Set(
    (list ?? [])
      .slice(0, KEPT_CHATS)
      .flatMap((chat) => [
        text(chatKeys.history(chat)),
        text(groupKey(chat.targetId)),
        text(chatKeys.users(Number(chat.targetId))),
      ]),
  );
  const always = new Set([chatKeys.conversations, chatKeys.unread, walletKeys.accounts, myInfoKey].map(text));
  const carried = previous.filter((q) => {
    const key = text(q.queryKey);
    return !have.has(key) && (always.has(key) || recent.has(key));
  });
  return [...current, ...carried];
}
