import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { transferKeys } from './transferKeys.ts';

/**
 * POST /app/transfer/confirm: the sender confirms the conditions with his pay password and the receiver is paid.
 * Silent: the pay-password sheet shows the refusals. A retry after success answers the completed transfer.
 */
export const confirmTransfer = (id: number, payPassword: string) =>
  api.post<TransferVo>('/app/transfer/confirm', { id, payPassword }, { silent: true });

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payPassword }: { id: number; payPassword: string }) =>
      confirmTransfer(id, payPassword),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transferKeys.one(transfer.id), transfer);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
