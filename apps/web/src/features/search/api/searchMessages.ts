import { useConversations } from '../../../shared/messaging/api/conversations.ts';
import { useSearchAcrossChats } from '../../../shared/messaging/api/searchAcrossChats.ts';

/**
 * Messages holding the keyword in the chats of my list (GET /app/chat/message/searchAll, one call), newest hit first;
 * the list gives each hit its chat's title and picture.
 */
export function useSearchMessageHits(keyword: string) {
  const conversations = useConversations();
  const keys = (conversations.data ?? []).map((c) => ({
    conversationType: c.conversationType,
    targetId: c.targetId,
  }));
  const hits = useSearchAcrossChats(keys, keyword || null);
  const noChats = conversations.isSuccess && keys.length === 0;
  return {
    conversations: conversations.data ?? [],
    hits: noChats ? [] : (hits.data ?? []),
    isPending: keyword.length > 0 && !noChats && (conversations.isPending || hits.isPending),
    isError: conversations.isError || hits.isError,
    refetch: async () => {
      await conversations.refetch();
      await hits.refetch();
    },
  };
}
