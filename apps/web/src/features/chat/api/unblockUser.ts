import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { blockStateKey } from './blockState.ts';

export const unblockUser = (userId: number) => api.delete<null>(`/app/blockUser/${userId}`);

/** Unblocking from the chat opens its composer again. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: (_, userId) => queryClient.invalidateQueries({ queryKey: blockStateKey(userId) }),
  });
}
