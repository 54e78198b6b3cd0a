import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { refreshGroup } from './keys.ts';

/** My name in this group; '' goes back to my profile name. */
export const setNickname = (body: { groupId: number; myName: string }) =>
  api.put<GroupVo>('/app/group/anonEdit', body);

export function useSetNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNickname,
    onSuccess: (_group, body) => refreshGroup(queryClient, String(body.groupId)),
  });
}
