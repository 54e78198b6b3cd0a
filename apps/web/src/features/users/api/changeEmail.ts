import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { changeEmailBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import { myInfoKey } from './myInfo.ts';

export type ChangeEmailBody = z.output<typeof changeEmailBody>;

export const changeEmail = (body: ChangeEmailBody) => api.post<null>('/app/changeEmail', body);

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInfoKey }),
  });
}
