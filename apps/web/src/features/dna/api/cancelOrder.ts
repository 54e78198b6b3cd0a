import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DnaOrderVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { dnaKeys } from './keys.ts';

export const cancelDnaOrder = (id: number) => api.post<DnaOrderVo>('/app/dna/order/cancel', { id });

export function useCancelDnaOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDnaOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(dnaKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: dnaKeys.orders() });
    },
  });
}
