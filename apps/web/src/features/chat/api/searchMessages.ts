import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessage, ConversationKey } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

const SEARCH_PAGE_SIZE = 50;

export const searchMessages = (key: ConversationKey, keyword: string, pageNum: number) =>
  api.page<ChatMessage>('/app/chat/message/search', {
    query: { ...key, keyword, pageNum, pageSize: SEARCH_PAGE_SIZE },
    silent: true,
  });

/** Messages of this chat holding the keyword, newest first, 50 a page; nothing is asked for a blank keyword. */
export const useSearchMessages = (key: ConversationKey, keyword: string) =>
  useInfiniteQuery({
    queryKey: ['chat', 'search', key.conversationType, key.targetId, keyword],
    queryFn: ({ pageParam }) => searchMessages(key, keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((sum, page) => sum + page.rows.length, 0) < last.total && last.rows.length > 0
        ? pages.length + 1
        : undefined,
    enabled: keyword.trim().length > 0,
  });
