import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { type ChatMessage, type ConversationKey, HISTORY_PAGE_SIZE } from '@volna/contracts';
import { api } from '../../api/client.ts';
import { chatKeys } from './keys.ts';

/** Pages newest first; each page is newest first too, as the server answers. */
export type HistoryData = InfiniteData<ChatMessage[], number | undefined>;

export const fetchHistory = (key: ConversationKey, beforeSentTime?: number) =>
  api.get<ChatMessage[]>('/app/chat/message/history', {
    query: { ...key, beforeSentTime, count: HISTORY_PAGE_SIZE },
    silent: true,
  });

/** A chat's messages, 99 at a time going back; new ones are added by the realtime sync, not by refetching. */
export const useHistory = (key: ConversationKey) =>
  useInfiniteQuery({
    queryKey: chatKeys.history(key),
    queryFn: ({ pageParam }) => fetchHistory(key, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) =>
      last.length < HISTORY_PAGE_SIZE ? undefined : last[last.length - 1]?.sentTime,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Oldest first, for display. */
export const historyMessages = (data: HistoryData | undefined): ChatMessage[] =>
  data ? data.pages.flat().reverse() : [];
