import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipRequestVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { vipKeys } from './keys.ts';

export const cancelVipRequest = (id: number) => api.post<VipRequestVo>('/app/vip/request/cancel', { id });

export function useCancelVipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVipRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(vipKeys.request(request.id), request);
      void queryClient.invalidateQueries({ queryKey: vipKeys.requests() });
    },
  });
}
