import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { groupInvitationsKey } from '../../../shared/groups/group-invitations.ts';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';
import { refreshGroup } from './keys.ts';

export type InvitationAnswer = 'accept' | 'decline';

/** Accepting is joining (the server lets in only the holder of a standing invitation); declining ends it. */
export const answerInvitation = ({ groupId, answer }: { groupId: number; answer: InvitationAnswer }) =>
  answer === 'accept'
    ? api.post<GroupVo>('/app/groupMeb/join', { groupId })
    : api.post<null>('/app/groupMeb/invitation/decline', { groupId });

/** Accept or decline; my invitations are read again either way (a lapsed one is gone after a refusal too). */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSettled: (_data, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: groupInvitationsKey });
      if (body.answer !== 'accept') return;
      refreshGroup(queryClient, String(body.groupId));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}
