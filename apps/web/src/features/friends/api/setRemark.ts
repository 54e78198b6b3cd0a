import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { refreshFriendship } from './invalidate.ts';

export type RemarkInput = { userId: number; commentName: string; commentLast: string };

export const setRemark = (input: RemarkInput) => api.put<FriendVo>('/app/friend', input);

/** My own name for a friend, seen only by me. */
export function useSetRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRemark,
    onSuccess: (_friend, input) => refreshFriendship(queryClient, input.userId),
  });
}
