import { useQuery } from '@tanstack/react-query';
import type { VipRequestVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { vipKeys } from './keys.ts';

export const fetchVipRequest = (id: number) =>
  api.get<VipRequestVo>(`/app/vip/request/${id}`, { silent: true });

/** One of my requests with its candidates (profiles published since the submit join the proposals). */
export const useVipRequest = (id: number) =>
  useQuery({ queryKey: vipKeys.request(id), queryFn: () => fetchVipRequest(id), enabled: id > 0 });
