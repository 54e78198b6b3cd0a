import { useQuery } from '@tanstack/react-query';
import type { P2pTraderVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { p2pKeys } from './keys.ts';

/** A counterparty's P2P record (GET /app/recharge/trader): completed deals and completion rate. */
export const useP2pTrader = (userId: number | null) =>
  useQuery({
    queryKey: [...p2pKeys.all, 'trader', userId ?? 0],
    queryFn: () =>
      api.get<P2pTraderVo>('/app/recharge/trader', { query: { userId: userId ?? 0 }, silent: true }),
    enabled: userId !== null,
  });
