import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { refreshGroup } from './keys.ts';

/** Everybody but the owner and admins silenced (on), or heard again (off). */
export const setMuteAll = ({ groupId, on }: { groupId: number; on: boolean }) =>
  api.post<null>(on ? '/app/group/gag' : '/app/group/gag/rollback', { groupId });

export function useSetMuteAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMuteAll,
    onSettled: (_data, _error, body) => refreshGroup(queryClient, String(body.groupId)),
  });
}
