import { useQuery } from '@tanstack/react-query';
import type { FlowVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { walletKeys } from './keys.ts';

export const fetchFlow = (id: number) => api.get<FlowVo>(`/app/flow/${id}`, { silent: true });

/** One history row of mine (GET /app/flow/{id}); someone else's or a missing one fails with 404. */
export const useFlow = (id: number) =>
  useQuery({
    queryKey: walletKeys.flow(id),
    queryFn: () => fetchFlow(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
