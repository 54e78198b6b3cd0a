import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatisticsModule } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { datingKeys } from './keys.ts';

/** Hides a profile from my feed (POST /app/jy/userPersonals/blocking). */
export function useHideProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personalId: number) =>
      api.post<unknown>(
        '/app/jy/userPersonals/blocking',
        { personalId, blocked: true },
        { module: StatisticsModule.dating },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dating', 'feed'] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: datingKeys.likes('iLiked') }),
  });
}
