import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditGroupBody, GroupVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { groupKey } from '../../../shared/messaging/api/group.ts';
import { groupsKeys } from './keys.ts';

/** Name, picture or notice (jyRemark); only the fields sent change. */
export const editGroup = (body: EditGroupBody) => api.put<GroupVo>('/app/group', body);

export function useEditGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKey(String(group.groupId)), group);
      void queryClient.invalidateQueries({ queryKey: groupsKeys.myGroups });
    },
  });
}
