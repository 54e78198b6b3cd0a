import { useQuery } from '@tanstack/react-query';
import { type ChatMessage, type ConversationKey, SEARCH_TEXT_MAX_LENGTH } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { keyOf } from '../model/conversation-key.ts';

/** Hits shown per chat; the chat itself holds the rest (its own search). */
const HITS_PER_CHAT = 3;
/** Chats asked at once, so a list of 300 does not open 300 requests together. */
const PARALLEL = 4;

export type ChatHits = { key: ConversationKey; messages: ChatMessage[]; total: number };

const searchChat = (key: ConversationKey, keyword: string, signal?: AbortSignal) =>
  api.page<ChatMessage>('/app/chat/message/search', {
    query: {
      conversationType: key.conversationType,
      targetId: key.targetId,
      keyword,
      pageNum: 1,
      pageSize: HITS_PER_CHAT,
    },
    silent: true,
    signal,
  });

/**
 * GET /app/chat/message/search for each listed chat (the server searches one chat per call), a few at a time, in
 * the list's order; answers the chats that hold the keyword with their newest hits.
 */
export async function searchAcrossChats(
  keys: readonly ConversationKey[],
  keyword: string,
  signal?: AbortSignal,
) {
  const text = keyword.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const found: (ChatHits | null)[] = new Array(keys.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const index = next++;
      const key = keys[index] as ConversationKey;
      const { rows, total } = await searchChat(key, text, signal);
      if (total > 0) found[index] = { key, messages: rows, total };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, keys.length) }, worker));
  return found.filter((hits): hits is ChatHits => hits !== null);
}

/** The search of message texts across the given chats; runs only once asked for (`keyword` not null). */
export const useSearchAcrossChats = (keys: readonly ConversationKey[], keyword: string | null) =>
  useQuery({
    queryKey: ['chat', 'searchAcross', keyword, keys.map(keyOf).join(',')],
    queryFn: ({ signal }) => searchAcrossChats(keys, keyword ?? '', signal),
    enabled: keyword !== null && keyword.trim().length > 0 && keys.length > 0,
    staleTime: 30_000,
  });
