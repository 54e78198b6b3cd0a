import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipRequestBody, VipRequestVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { vipKeys } from './keys.ts';

/** The paid requirement; `key` keeps a retry of the same submit to one request and one hold. */
export const submitVipRequest = ({ body, key }: { body: VipRequestBody; key: string }) =>
  api.post<VipRequestVo>('/app/vip/request', body, { headers: idempotencyHeaders(key), silent: true });

export function useSubmitVipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVipRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(vipKeys.request(request.id), request);
      void queryClient.invalidateQueries({ queryKey: vipKeys.requests() });
    },
  });
}
