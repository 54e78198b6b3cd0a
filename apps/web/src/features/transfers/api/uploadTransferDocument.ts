import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { type HandIn, uploadHandIn } from '../../../shared/payments/handIn.ts';
import { transferKeys } from './transferKeys.ts';

/**
 * The receiver's document: uploaded, then handed in (POST /app/transfer/document), which moves the safe transfer to
 * 'confirming conditions'.
 */
export async function uploadTransferDocument(handIn: HandIn) {
  const uploaded = await uploadHandIn(handIn);
  return api.post<TransferVo>('/app/transfer/document', {
    id: handIn.id,
    documentUrl: uploaded.url,
    documentName: handIn.file.name,
  });
}

export function useUploadTransferDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTransferDocument,
    onSuccess: (transfer) => queryClient.setQueryData(transferKeys.one(transfer.id), transfer),
  });
}
