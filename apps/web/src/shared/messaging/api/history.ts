import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ChatMessage, type ConversationKey, HISTORY_PAGE_SIZE } from '@volna/contracts';
import { api } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { chatKeys } from './keys.ts';

/** Pages newest first; each page is newest first too, as the server answers. */
export type HistoryData = InfiniteData<ChatMessage[], number | undefined>;

export const fetchHistory = (key: ConversationKey, beforeSentTime?: number) =>
  api.get<ChatMessage[]>('/app/chat/message/history', {
    query: { ...key, beforeSentTime, count: HISTORY_PAGE_SIZE },
    silent: true,
  });

/** A chat's messages, 99 at a time going back; new ones are added by the realtime sync, not by refetching. */
const historyQuery = (key: ConversationKey) =>
  infiniteQueryOptions({
    queryKey: chatKeys.history(key),
    queryFn: ({ pageParam }) => fetchHistory(key, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ChatMessage[]) =>
      last.length < HISTORY_PAGE_SIZE ? undefined : last[last.length - 1]?.sentTime,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHistory = (key: ConversationKey) => useInfiniteQuery(historyQuery(key));

/** Starts reading a chat's newest page while its page's code is still on its way (a fresh start on a chat). */
export const prefetchHistory = (key: ConversationKey) => queryClient.prefetchInfiniteQuery(historyQuery(key));

/** Oldest first, for display. */
export const historyMessages = (data: HistoryData | undefined): ChatMessage[] =>
  data ? data.pages.flat().reverse() : [];
