import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { blockedUsersKey } from './blockedUsers.ts';

export const unblockUser = (userId: number) => api.delete<null>(`/app/blockUser/${userId}`);

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedUsersKey }),
  });
}
