import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMeVo, StaffRoleValue } from '@volna/contracts';
import { api } from '../api.ts';

/** One object of a staff queue, read while a drawer shows it (`[queue, 'one', id]`, so the queue's refetch covers it). */
export const useStaffDetail = <T>(queue: string, id: number | null, path: (id: number) => string) =>
  useQuery({
    queryKey: [queue, 'one', id],
    queryFn: () => api.get<T>(path(id!)),
    enabled: id !== null,
  });

/** A staff action: POSTs the body, then marks stale what it changed (the queue, the audit trail, …). */
export function useStaffAction<B, R = unknown>(path: string, stale: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<R>(path, body),
    onSuccess: () => {
      for (const queryKey of stale) client.invalidateQueries({ queryKey });
    },
  });
}

/** Whether the logged-in staff member has one of these roles (the server guards the same; this hides buttons). */
export function useStaffRoleIn(roles: readonly StaffRoleValue[]) {
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  return me !== undefined && roles.includes(me.staffRole as StaffRoleValue);
}
