import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { P2pCheckMoneyBody, P2pCheckMoneyVo, P2pOrderVo, P2pPublishBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { p2pKeys } from './keys.ts';

/** POST /app/recharge/checkMoney: enough to freeze? Silent: the form shows the refusal in place. */
export const checkP2pMoney = (body: P2pCheckMoneyBody) =>
  api.post<P2pCheckMoneyVo>('/app/recharge/checkMoney', body, { silent: true });

/** POST /app/recharge/insert under the form's Idempotency-Key: a retry answers the first request. */
export function usePublishP2p() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: P2pPublishBody; idempotencyKey: string }) =>
      api.post<P2pOrderVo>('/app/recharge/insert', body, {
        headers: idempotencyHeaders(idempotencyKey),
        silent: true,
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(p2pKeys.one(order.id), order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
