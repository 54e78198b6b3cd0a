import { useMutation } from '@tanstack/react-query';
import type { ConversationKey } from '@volna/contracts';
import { api } from '../../api/client.ts';
import { patchListOptimistically, refreshListAndBadges } from '../model/list-cache.ts';
import { withTop } from '../model/list-order.ts';

type Body = ConversationKey & { isTop: boolean };

export const setConversationTop = (body: Body) => api.post<null>('/app/chat/conversation/top', body);

/** Pin or unpin: the row moves at once and moves back if the server refuses (its message is toasted). */
export const useSetConversationTop = () =>
  useMutation({
    mutationFn: setConversationTop,
    onMutate: (body) => patchListOptimistically((list) => withTop(list, body, body.isTop)),
    onError: (_error, _body, rollback) => rollback?.(),
    onSettled: refreshListAndBadges,
  });
