import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody, GroupInviteResultVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { groupKey } from '../../../shared/messaging/api/group.ts';
import { groupsKeys } from './keys.ts';

/** Friends join at once; anyone else picked gets an invitation (`invitedIds`). */
export const createGroup = (body: CreateGroupBody) => api.post<GroupInviteResultVo>('/app/group', body);

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKey(String(group.groupId)), group);
      void queryClient.invalidateQueries({ queryKey: groupsKeys.myGroups });
    },
  });
}
