import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferBody, TransferVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { transferKeys } from './transferKeys.ts';

/**
 * POST /app/transfer: silent, because the pay-password sheet and the page show every refusal themselves. The key
 * makes a retry of the same payment answer the first transfer.
 */
export const createTransfer = (body: TransferBody, idempotencyKey: string) =>
  api.post<TransferVo>('/app/transfer', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TransferBody; idempotencyKey: string }) =>
      createTransfer(body, idempotencyKey),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transferKeys.one(transfer.id), transfer);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
