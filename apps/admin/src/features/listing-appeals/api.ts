import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingOrderDecideBody, ListingOrderStaffDetailVo, ListingOrderVo } from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** One order with its appeal, proofs, history and the parties' chat (GET /admin/api/listing-orders/{id}). */
export const useListingOrder = (id: number | null) =>
  useQuery({
    queryKey: ['listingOrders', 'one', id],
    queryFn: () => api.get<ListingOrderStaffDetailVo>(`/admin/api/listing-orders/${id}`),
    enabled: id !== null,
  });

/** The administrator's decision; the queue, the order and its audit trail are read again. */
export function useListingOrderDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingOrderDecideBody) =>
      api.post<ListingOrderVo>('/admin/api/listing-orders/decide', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['listingOrders'] });
      client.invalidateQueries({ queryKey: ['audit', 'listingOrder'] });
    },
  });
}
