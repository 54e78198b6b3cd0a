import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VipRequestVo } from '@volna/contracts';
import { api } from '../../shared/api.ts';

/** Every staff action answers the request: the list is stale, and so is its audit trail. */
function useVipAction<B, R>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<R>(path, body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['vipRequests'] });
      client.invalidateQueries({ queryKey: ['audit', 'vipRequest'] });
      client.invalidateQueries({ queryKey: ['myModuleGroups'] });
    },
  });
}

/** Opens (or reopens) the requester's customer-service chat with the caller; the request moves to "contacted". */
export const useContactRequester = () =>
  useVipAction<{ id: number }, { groupId: number; request: VipRequestVo }>('/admin/api/vip-dating/contact');

/** A candidate by hand: any user with a live dating profile. */
export const useAddCandidate = () =>
  useVipAction<{ id: number; userId: number }, VipRequestVo>('/admin/api/vip-dating/candidates');
