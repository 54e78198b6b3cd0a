import { useQuery } from '@tanstack/react-query';
import type { VipProfileVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { vipKeys } from './keys.ts';

export const fetchVipProfile = () => api.get<VipProfileVo | null>('/app/vip/profile', { silent: true });

/** My VIP card, or null before I fill it. */
export const useVipProfile = () => useQuery({ queryKey: vipKeys.profile(), queryFn: fetchVipProfile });
