import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { transferKeys } from './transferKeys.ts';

/** The safe-transfer steps a party takes by id alone: the sender rejects a document, either asks support to cancel. */
export type TransferStep = 'reject' | 'requestCancel';

/** POST /app/transfer/reject or /app/transfer/requestCancel; the answer is the transfer after the step. */
export const takeTransferStep = (step: TransferStep, id: number) =>
  api.post<TransferVo>(`/app/transfer/${step}`, { id });

export function useTransferStep(step: TransferStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => takeTransferStep(step, id),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transferKeys.one(transfer.id), transfer);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
