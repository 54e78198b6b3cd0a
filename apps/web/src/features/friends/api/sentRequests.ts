import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FriendRequestVo, PAGE_SIZE_MAX } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { refreshFriendship } from './invalidate.ts';
import { friendKeys } from './keys.ts';

/** My requests still waiting for an answer, newest first; the newest page of the largest size fills the screen. */
export const fetchSentRequests = () =>
  api
    .page<FriendRequestVo>('/app/friend/request/sent', {
      query: { pageNum: 1, pageSize: PAGE_SIZE_MAX },
      silent: true,
    })
    .then((page) => page.rows);

/** My waiting request to this user, or null: the profile shows "Request sent" from it after a reload. */
export const fetchSentRequestTo = (userId: number) =>
  api
    .page<FriendRequestVo>('/app/friend/request/sent', {
      query: { pageNum: 1, pageSize: 1, userId },
      silent: true,
    })
    .then((page) => page.rows[0] ?? null);

export const useSentRequests = () => useQuery({ queryKey: friendKeys.sent, queryFn: fetchSentRequests });

export const useSentRequestTo = (userId: number | null) =>
  useQuery({
    queryKey: friendKeys.sentTo(userId ?? 0),
    queryFn: () => fetchSentRequestTo(userId as number),
    enabled: userId !== null,
  });

export const cancelRequest = (request: FriendRequestVo) =>
  api.post<FriendRequestVo>('/app/friend/request/cancel', { requestId: request.requestId });

/** Withdraw my waiting request; whatever the answer (he may have just accepted), the friendship is read again. */
export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    // The profile offers "Add friend" again at once, without waiting for the re-read below.
    onSuccess: (_result, request) => queryClient.setQueryData(friendKeys.sentTo(request.toUserId), null),
    onSettled: (_result, _error, request) => refreshFriendship(queryClient, request.toUserId),
  });
}
