import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { refreshFriendship } from './invalidate.ts';

export const removeFriend = (userId: number) => api.delete<null>(`/app/friend/${userId}`);

/** Ends the friendship for both sides. */
export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSuccess: (_data, userId) => refreshFriendship(queryClient, userId),
  });
}
