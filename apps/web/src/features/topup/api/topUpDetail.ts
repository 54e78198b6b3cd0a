import { useQuery } from '@tanstack/react-query';
import type { TopUpVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { topUpKeys } from './topUpKeys.ts';

/**
 * One of my top-ups (GET /app/topup/{id}). Not polled: staff's decision arrives as a live event (useWalletLive on the
 * page), and a missed one comes with the event log's catch-up on reconnect.
 */
export const useTopUpDetail = (id: number | null) =>
  useQuery({
    queryKey: topUpKeys.one(id ?? 0),
    queryFn: () => api.get<TopUpVo>(`/app/topup/${id}`, { silent: true }),
    enabled: id !== null,
  });
