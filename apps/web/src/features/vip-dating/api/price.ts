import { useQuery } from '@tanstack/react-query';
import type { VipPriceVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { vipKeys } from './keys.ts';

export const fetchVipPrice = () => api.get<VipPriceVo>('/app/vip/price', { silent: true });

/** The price of one candidate the server charges now. */
export const useVipPrice = () => useQuery({ queryKey: vipKeys.price(), queryFn: fetchVipPrice });
