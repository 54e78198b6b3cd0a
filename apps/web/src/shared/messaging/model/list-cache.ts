import type { ConversationVo } from '@volna/contracts';
import { queryClient } from '../../api/query-client.ts';
import { chatKeys } from '../api/keys.ts';

/**
 * Changes the cached chat list at once (optimistic update) and answers how to put it back if the server refuses.
 * A load already on its way is cancelled first so it cannot overwrite the change with the old state.
 */
export async function patchListOptimistically(update: (list: ConversationVo[]) => ConversationVo[]) {
  await queryClient.cancelQueries({ queryKey: chatKeys.conversations });
  const before = queryClient.getQueryData<ConversationVo[]>(chatKeys.conversations);
  queryClient.setQueryData<ConversationVo[]>(chatKeys.conversations, (list) => (list ? update(list) : list));
  return () => queryClient.setQueryData(chatKeys.conversations, before);
}

/** After a change, success or not: the list and the badges are read again from the server. */
export function refreshListAndBadges() {
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
}
