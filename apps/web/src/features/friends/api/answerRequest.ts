import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendRequestVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { refreshFriendship } from './invalidate.ts';

export type RequestAnswer = 'accept' | 'decline';

export const answerRequest = ({ requestId, answer }: { requestId: number; answer: RequestAnswer }) =>
  api.post<FriendRequestVo>(`/app/friend/request/${answer}`, { requestId });

/** Accept or decline a request addressed to me. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRequest,
    onSettled: (request) => refreshFriendship(queryClient, request?.fromUserId),
  });
}
