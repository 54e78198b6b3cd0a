import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FitnessEntryBody, FitnessEntryVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { fitnessKeys } from './keys.ts';

/** Today's steps, once; the server refuses a second entry of the day (and pays the day once). */
export const enterSteps = (body: FitnessEntryBody) =>
  api.post<FitnessEntryVo>('/app/fitness/steps', body, { silent: true });

export function useEnterSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterSteps,
    // Refused or not, today's state, the chart, the ranking and the wallet may have changed.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: fitnessKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
