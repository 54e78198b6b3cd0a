import { useQuery } from '@tanstack/react-query';
import type { ChatMessage, ConversationKey } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';

const SEARCH_PAGE_SIZE = 50;

export const searchMessages = (key: ConversationKey, keyword: string) =>
  api.page<ChatMessage>('/app/chat/message/search', {
    query: { ...key, keyword, pageNum: 1, pageSize: SEARCH_PAGE_SIZE },
    silent: true,
  });

/** Messages of this chat holding the keyword, newest first; nothing is asked for a blank keyword. */
export const useSearchMessages = (key: ConversationKey, keyword: string) =>
  useQuery({
    queryKey: ['chat', 'search', key.conversationType, key.targetId, keyword],
    queryFn: () => searchMessages(key, keyword),
    enabled: keyword.trim().length > 0,
  });
