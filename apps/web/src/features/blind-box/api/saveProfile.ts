import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlindBoxProfileBody, BlindBoxProfileVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { blindBoxKeys } from './keys.ts';

export const saveBlindBoxProfile = (body: BlindBoxProfileBody) =>
  api.put<BlindBoxProfileVo>('/app/blindBox/profile', body);

export function useSaveBlindBoxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlindBoxProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(blindBoxKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: blindBoxKeys.status() });
    },
  });
}
