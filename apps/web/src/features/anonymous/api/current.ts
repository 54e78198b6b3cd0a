import type { AnonStatusVo } from '@volna/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { ANON_POLL_MS, anonKeys } from './keys.ts';

const LIVE = new Set(['searching', 'started', 'proposedByMe', 'proposedByOther']);

/** Where I stand; asked again while searching or chatting (a searcher is also matched by asking). */
export const useAnonCurrent = () =>
  useQuery({
    queryKey: anonKeys.current,
    queryFn: () => api.get<AnonStatusVo>('/app/anon/current', { silent: true }),
    refetchInterval: (query) => (LIVE.has(query.state.data?.state ?? '') ? ANON_POLL_MS : false),
  });
