import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipProfileBody, VipProfileVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { vipKeys } from './keys.ts';

export const saveVipProfile = (body: VipProfileBody) => api.put<VipProfileVo>('/app/vip/profile', body);

export function useSaveVipProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVipProfile,
    onSuccess: (profile) => queryClient.setQueryData(vipKeys.profile(), profile),
  });
}
