import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DnaOrderBody, DnaOrderVo, UploadResult } from '@volna/contracts';
import { api, uploadFile } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { dnaKeys } from './keys.ts';

/** The test report, uploaded with progress; the order then names its url (the server checks it by its bytes). */
export const uploadDnaReport = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<UploadResult>('/app/file/upload', file, file.name, onProgress);

/** The paid order; `key` keeps a retry of the same submit to one order and one hold. */
export const placeDnaOrder = ({ body, key }: { body: DnaOrderBody; key: string }) =>
  api.post<DnaOrderVo>('/app/dna/order', body, { headers: idempotencyHeaders(key), silent: true });

export function usePlaceDnaOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeDnaOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(dnaKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: dnaKeys.orders() });
    },
  });
}
