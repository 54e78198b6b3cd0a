import { useQuery } from '@tanstack/react-query';
import {
  CHAT_SEARCH_HITS_DEFAULT,
  type ChatMessage,
  type ChatSearchHits,
  CONVERSATION_LIST_MAX,
  type ConversationKey,
  SEARCH_TEXT_MAX_LENGTH,
} from '@volna/contracts';
import { api } from '../../api/client.ts';
import { keyOf } from '../model/conversation-key.ts';

export type ChatHits = { key: ConversationKey; messages: ChatMessage[]; total: number };

/**
 * GET /app/chat/message/searchAll: every chat of mine holding the keyword, newest hit first, with its newest hits
 * (the chat itself holds the rest, through its own search). One page as large as the chat list, so one call finds
 * every chat the list can show.
 */
export async function searchAcrossChats(keyword: string, signal?: AbortSignal): Promise<ChatHits[]> {
  const { rows } = await api.page<ChatSearchHits>('/app/chat/message/searchAll', {
    query: {
      keyword: keyword.trim().slice(0, SEARCH_TEXT_MAX_LENGTH),
      hitsPerChat: CHAT_SEARCH_HITS_DEFAULT,
      pageNum: 1,
      pageSize: CONVERSATION_LIST_MAX,
    },
    silent: true,
    signal,
  });
  return rows.map(({ conversationType, targetId, messages, total }) => ({
    key: { conversationType, targetId },
    messages,
    total,
  }));
}

/**
 * The search of message texts, kept to the given chats (a tab's, or the loaded list's, whose rows give the hits
 * their titles); runs only once asked for (`keyword` not null). One call per keyword, whatever the chats.
 */
export function useSearchAcrossChats(keys: readonly ConversationKey[], keyword: string | null) {
  const wanted = new Set(keys.map(keyOf));
  return useQuery({
    queryKey: ['chat', 'searchAll', keyword],
    queryFn: ({ signal }) => searchAcrossChats(keyword ?? '', signal),
    select: (found) => found.filter((hits) => wanted.has(keyOf(hits.key))),
    enabled: keyword !== null && keyword.trim().length > 0 && keys.length > 0,
    staleTime: 30_000,
  });
}
