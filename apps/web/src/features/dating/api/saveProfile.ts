import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DatingProfileBody, type DatingProfileVo, StatisticsModule } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { datingKeys } from './keys.ts';

type Save = { body: DatingProfileBody; create: boolean; idempotencyKey: string };

/**
 * Publishes my profile (POST, which holds the deposit: a money call with an Idempotency-Key) or saves a change (PUT).
 * The server answers the profile as saved.
 */
export function useSaveDatingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, create, idempotencyKey }: Save) => {
      const options = {
        module: StatisticsModule.dating,
        headers: idempotencyHeaders(idempotencyKey),
      };
      return create
        ? api.post<DatingProfileVo>('/app/jy/userPersonals', body, options)
        : api.put<DatingProfileVo>('/app/jy/userPersonals', body, options);
    },
    onSuccess: (profile) => queryClient.setQueryData(datingKeys.mine, profile),
    onSettled: () => queryClient.invalidateQueries({ queryKey: datingKeys.all }),
  });
}

/** Unpublishes my profile (DELETE /app/jy/userPersonals/del?id=, payload as a query string): the deposit comes back. */
export function useDeleteDatingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      api.delete<unknown>(
        '/app/jy/userPersonals/del',
        { id },
        { module: StatisticsModule.dating, headers: idempotencyHeaders(idempotencyKey) },
      ),
    onSuccess: () => queryClient.setQueryData(datingKeys.mine, null),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: datingKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
