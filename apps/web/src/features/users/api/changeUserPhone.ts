import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { changeUserPhoneBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import { myInfoKey } from './myInfo.ts';

export type ChangeUserPhoneBody = z.output<typeof changeUserPhoneBody>;

export const changeUserPhone = (body: ChangeUserPhoneBody) => api.post<null>('/app/changeUserPhone', body);

export function useChangeUserPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInfoKey }),
  });
}
