import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUpVo } from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** Confirm or reject: either way the list (and the dashboard's pending count) is stale afterwards. */
function useDecision<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<TopUpVo>(path, body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['topups'] });
      client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const useConfirmTopUp = () => useDecision<{ id: number }>('/admin/api/topup/confirm');
export const useRejectTopUp = () => useDecision<{ id: number; reason?: string }>('/admin/api/topup/reject');
