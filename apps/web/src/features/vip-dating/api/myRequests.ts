import { useQuery } from '@tanstack/react-query';
import type { VipRequestVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { vipKeys } from './keys.ts';

export const fetchMyVipRequests = () => api.get<VipRequestVo[]>('/app/vip/request/list', { silent: true });

export const useMyVipRequests = () => useQuery({ queryKey: vipKeys.requests(), queryFn: fetchMyVipRequests });
