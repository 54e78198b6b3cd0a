import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type TopUpCreateBody, type TopUpVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { topUpKeys } from './topUpKeys.ts';

/**
 * Starts a QR top-up (POST /app/topup/qr): the server refuses it at weekends in Moscow time and answers the
 * requisites and payment-QR text. The key makes a retried tap answer the same request.
 */
export const createTopUp = (body: TopUpCreateBody, idempotencyKey: string) =>
  api.post<TopUpVo>('/app/topup/qr', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export function useCreateTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TopUpCreateBody; idempotencyKey: string }) =>
      createTopUp(body, idempotencyKey),
    onSuccess: (topUp) => {
      queryClient.setQueryData(topUpKeys.one(topUp.id), topUp);
      void queryClient.invalidateQueries({ queryKey: topUpKeys.list() });
    },
  });
}
