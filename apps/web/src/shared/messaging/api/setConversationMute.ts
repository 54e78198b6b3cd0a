import { useMutation } from '@tanstack/react-query';
import type { ConversationKey } from '@volna/contracts';
import { api } from '../../api/client.ts';
import { patchListOptimistically, refreshListAndBadges } from '../model/list-cache.ts';
import { withMute } from '../model/list-order.ts';

/** status 0 mutes, 1 unmutes (the value GET /app/mute/mute answers, spec §7). */
type Body = ConversationKey & { status: 0 | 1 };

export const setConversationMute = (body: Body) => api.post<null>('/app/mute/mute', body);

/** Mute or unmute: the row shows it at once and goes back if the server refuses. */
export const useSetConversationMute = () =>
  useMutation({
    mutationFn: setConversationMute,
    onMutate: (body) => patchListOptimistically((list) => withMute(list, body, body.status === 0)),
    onError: (_error, _body, rollback) => rollback?.(),
    onSettled: refreshListAndBadges,
  });
