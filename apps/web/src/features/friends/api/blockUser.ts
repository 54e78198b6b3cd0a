import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { blockStateKey } from '../../../shared/blocks/blockState.ts';
import { blockedUsersKey } from '../../../shared/blocks/blockedUsers.ts';
import { unblockUser } from '../../../shared/blocks/unblockUser.ts';
import { refreshFriendship } from './invalidate.ts';

export const blockUser = (userId: number) => api.post<null>('/app/blockUser', { blockUserId: userId });

/**
 * Block or unblock: a block also ends the friendship on the server, so the friends lists are read again along with
 * the block state the chat screen shows.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      blocked ? blockUser(userId) : unblockUser(userId),
    onSuccess: (_data, { userId }) => {
      refreshFriendship(queryClient, userId);
      void queryClient.invalidateQueries({ queryKey: blockStateKey(userId) });
      void queryClient.invalidateQueries({ queryKey: blockedUsersKey });
    },
  });
}
