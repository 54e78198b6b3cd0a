import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnonBlockVo } from '@volna/contracts';
import { api } from '../api/client.ts';

export const anonymousBlocksKey = ['anon', 'blocks'] as const;

/** The anonymous strangers I blocked (issue 28 §5): dates only, never who they were. */
export const useAnonymousBlocks = () =>
  useQuery({
    queryKey: anonymousBlocksKey,
    queryFn: () => api.get<AnonBlockVo[]>('/app/anon/blocks', { silent: true }),
  });

/** Lifting one: that stranger may be matched with me again. */
export function useUnblockAnonymous() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/app/anon/blocks/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: anonymousBlocksKey }),
  });
}
