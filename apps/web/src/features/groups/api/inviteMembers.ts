import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupVo, InviteMembersBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { refreshGroup } from './keys.ts';

export const inviteMembers = (body: InviteMembersBody) => api.post<GroupVo>('/app/groupMeb/invite', body);

export function useInviteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMembers,
    onSuccess: (_group, body) => refreshGroup(queryClient, String(body.groupId)),
  });
}
