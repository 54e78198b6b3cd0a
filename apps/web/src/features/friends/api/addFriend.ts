import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addFriendResult } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import { refreshFriendship } from './invalidate.ts';
import { friendKeys } from './keys.ts';

export type AddFriendResult = z.output<typeof addFriendResult>;

export const addFriend = (userId: number) => api.post<AddFriendResult>('/app/friend', { userId });

/** Ask to be friends; `friends` in the answer is true when he had asked me first. */
export function useAddFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFriend,
    // The profile shows "Request sent" at once, without waiting for the re-read below.
    onSuccess: (result, userId) => {
      if (!result.friends) queryClient.setQueryData(friendKeys.sentTo(userId), result.request);
    },
    // A refusal (already friends, blocked) may mean the cached friendship is stale: read it again either way.
    onSettled: (_result, _error, userId) => refreshFriendship(queryClient, userId),
  });
}
