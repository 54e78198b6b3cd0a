import { useQuery } from '@tanstack/react-query';
import type { P2pOrderVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { p2pKeys } from './keys.ts';

/**
 * One request/order as I may see it (GET /app/recharge/{id}). Read afresh on every open: the other party moves it
 * (a card may have arrived while another page was open), and the live hook only follows it while it is on screen.
 */
export const useP2pOrder = (id: number | null) =>
  useQuery({
    queryKey: p2pKeys.one(id ?? 0),
    queryFn: () => api.get<P2pOrderVo>(`/app/recharge/${id}`, { silent: true }),
    enabled: id !== null,
    staleTime: 0,
  });
