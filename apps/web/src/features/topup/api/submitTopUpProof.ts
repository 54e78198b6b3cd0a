import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopUpVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { type HandIn, uploadHandIn } from '../../../shared/payments/handIn.ts';
import { topUpKeys } from './topUpKeys.ts';

/**
 * Uploads the payment proof and hands it in (POST /app/topup/proof): the top-up then waits for staff. Handing in
 * again replaces the proof until staff decide.
 */
export async function submitTopUpProof(handIn: HandIn) {
  const uploaded = await uploadHandIn(handIn);
  return api.post<TopUpVo>('/app/topup/proof', { id: handIn.id, proofUrl: uploaded.url });
}

export function useSubmitTopUpProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTopUpProof,
    onSuccess: (topUp) => {
      queryClient.setQueryData(topUpKeys.one(topUp.id), topUp);
      void queryClient.invalidateQueries({ queryKey: topUpKeys.list() });
    },
  });
}
