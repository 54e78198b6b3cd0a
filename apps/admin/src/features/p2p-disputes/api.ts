import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { P2pDecideBody, P2pOrderVo, P2pStaffDetailVo } from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** One order with its parties' chat, proof and history (GET /admin/api/p2p/order/{id}). */
export const useP2pOrder = (id: number | null) =>
  useQuery({
    queryKey: ['p2pOrders', 'one', id],
    queryFn: () => api.get<P2pStaffDetailVo>(`/admin/api/p2p/order/${id}`),
    enabled: id !== null,
  });

/** The administrator's decision; the queue, the order and its audit trail are read again. */
export function useP2pDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: P2pDecideBody) => api.post<P2pOrderVo>('/admin/api/p2p/decide', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['p2pOrders'] });
      client.invalidateQueries({ queryKey: ['audit', 'p2pOrder'] });
    },
  });
}
