import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { chatKeys } from '../../../shared/messaging/api/keys.ts';
import { refreshGroup } from './keys.ts';

/** Leave (any member) or dismiss (the owner: the group ends for everybody). */
export const leaveGroup = ({ groupId, dismiss }: { groupId: number; dismiss: boolean }) =>
  dismiss
    ? api.delete<null>('/app/group/dismiss', { groupId })
    : api.delete<null>('/app/groupMeb/quit', { groupId });

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSuccess: (_data, body) => {
      refreshGroup(queryClient, String(body.groupId));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}
