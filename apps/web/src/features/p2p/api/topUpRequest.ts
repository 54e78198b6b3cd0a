import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { P2pOrderVo, P2pTakeBody, P2pTopUpPublishBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { p2pKeys } from './keys.ts';

/** POST /app/recharge/topUp/insert under the form's Idempotency-Key: a retry answers the first request. */
export function usePublishTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: P2pTopUpPublishBody; idempotencyKey: string }) =>
      api.post<P2pOrderVo>('/app/recharge/topUp/insert', body, {
        headers: idempotencyHeaders(idempotencyKey),
        silent: true,
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(p2pKeys.one(order.id), order);
      void queryClient.invalidateQueries({ queryKey: p2pKeys.all });
    },
  });
}

/** POST /app/recharge/topUp/take: the taker's payee under his pay password; his amount is frozen. */
export function useTakeTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: P2pTakeBody) =>
      api.post<P2pOrderVo>('/app/recharge/topUp/take', body, { silent: true }),
    onSuccess: (order) => {
      queryClient.setQueryData(p2pKeys.one(order.id), order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
