import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRoleValue } from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** After any change to a user: the list, his drawer and his audit trail are stale. */
function useUserAction<B extends { userId: number }>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post(path, body),
    onSuccess: (_, body) => {
      client.invalidateQueries({ queryKey: ['users'] });
      client.invalidateQueries({ queryKey: ['user', body.userId] });
      client.invalidateQueries({ queryKey: ['audit', 'user'] });
    },
  });
}

export const useForceLogout = () => useUserAction<{ userId: number }>('/admin/api/users/forceLogout');
export const useGrantRole = () =>
  useUserAction<{ userId: number; staffRole: StaffRoleValue }>('/admin/api/users/staffRole');
export const useBlockUser = () => useUserAction<{ userId: number; reason: string }>('/admin/api/users/block');
export const useUnblockUser = () => useUserAction<{ userId: number }>('/admin/api/users/unblock');
