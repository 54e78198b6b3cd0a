import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipPickBody, VipRequestVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { vipKeys } from './keys.ts';

export const pickVipCandidates = (body: VipPickBody) => api.post<VipRequestVo>('/app/vip/request/pick', body);

export function usePickVipCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickVipCandidates,
    onSuccess: (request) => {
      queryClient.setQueryData(vipKeys.request(request.id), request);
      void queryClient.invalidateQueries({ queryKey: vipKeys.requests() });
    },
  });
}
