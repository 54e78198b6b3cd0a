import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminExchangeDecisionBody,
  AdminOtcDecisionBody,
  ExchangeOrderVo,
  ExchangeStaffDetailVo,
  OtcOrderVo,
} from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** One exchange order with its proofs, history and the parties' chat (GET /admin/api/exchange/order/{id}). */
export const useExchangeOrder = (id: number | null) =>
  useQuery({
    queryKey: ['exchangeOrders', 'one', id],
    queryFn: () => api.get<ExchangeStaffDetailVo>(`/admin/api/exchange/order/${id}`),
    enabled: id !== null,
  });

/** A staff decision on a deal; the queue, the order and its audit trail are read again. */
export function useExchangeDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminExchangeDecisionBody) =>
      api.post<ExchangeOrderVo>('/admin/api/exchange/order/decide', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['exchangeOrders'] });
      client.invalidateQueries({ queryKey: ['audit', 'exchangeOrder'] });
    },
  });
}

/** The OTC desk's next step on an order (platform administrators). */
export function useOtcDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOtcDecisionBody) => api.post<OtcOrderVo>('/admin/api/exchange/otc/decide', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['otcOrders'] });
      client.invalidateQueries({ queryKey: ['audit', 'otcExchangeOrder'] });
    },
  });
}
