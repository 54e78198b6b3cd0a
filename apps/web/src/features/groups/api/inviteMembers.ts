import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupInviteResultVo, InviteMembersBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { refreshGroup } from './keys.ts';

/** Friends are added at once; anyone else gets an invitation to accept (the answer says who is which). */
export const inviteMembers = (body: InviteMembersBody) =>
  api.post<GroupInviteResultVo>('/app/groupMeb/invite', body);

export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMembers,
    onSuccess: (_group, body) => refreshGroup(queryClient, String(body.groupId)),
  });
}
