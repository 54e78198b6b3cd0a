import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupBody, GroupVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { groupKey } from '../../../shared/messaging/api/group.ts';
import { groupsKeys } from './keys.ts';

export const createGroup = (body: CreateGroupBody) => api.post<GroupVo>('/app/group', body);

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
