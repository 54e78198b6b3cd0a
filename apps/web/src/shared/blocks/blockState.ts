import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

export type BlockState = { blocked: boolean; blocking: boolean };

export const blockStateKey = (userId: number) => ['chat', 'blockState', userId] as const;

/** blocked: he blocked me; blocking: I blocked him. */
export const fetchBlockState = (userId: number) =>
  api.post<BlockState>('/app/blockUser/checkHaveBeenBlocked', { userId }, { silent: true });

export const useBlockState = (userId: number | null) =>
  useQuery({
    queryKey: blockStateKey(userId ?? 0),
    queryFn: () => fetchBlockState(userId as number),
    enabled: userId !== null,
  });
