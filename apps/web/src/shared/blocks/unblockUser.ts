import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { blockedUsersKey } from './blockedUsers.ts';
import { blockStateKey } from './blockState.ts';

export const unblockUser = (userId: number) => api.delete<null>(`/app/blockUser/${userId}`);

/** Unblocking shortens the blocked list and opens that chat's composer again. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: (_, userId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockedUsersKey }),
        queryClient.invalidateQueries({ queryKey: blockStateKey(userId) }),
      ]),
  });
}
