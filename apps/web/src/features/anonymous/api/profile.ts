import type { AnonProfileVo } from '@volna/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { anonKeys } from './keys.ts';

/** How I appear to strangers. */
export const useAnonProfile = () =>
  useQuery({
    queryKey: anonKeys.profile,
    queryFn: () => api.get<AnonProfileVo>('/app/anon/profile', { silent: true }),
  });
