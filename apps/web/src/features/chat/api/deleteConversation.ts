import { useMutation } from '@tanstack/react-query';
import type { ConversationKey } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { patchListOptimistically, refreshListAndBadges } from '../../../shared/messaging/model/list-cache.ts';
import { without } from '../../../shared/messaging/model/list-order.ts';

/** Off my list (counters cleared) until the chat's next message; the history stays. The key goes in the query. */
export const deleteConversation = (key: ConversationKey) =>
  api.delete<null>('/app/chat/conversation', {
    conversationType: key.conversationType,
    targetId: key.targetId,
  });

export const useDeleteConversation = () =>
  useMutation({
    mutationFn: deleteConversation,
    onMutate: (key) => patchListOptimistically((list) => without(list, key)),
    onError: (_error, _key, rollback) => rollback?.(),
    onSettled: refreshListAndBadges,
  });
