import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { updatePayPasswordBody } from '@volna/contracts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import { myInfoKey } from './myInfo.ts';

export type UpdatePayPasswordBody = z.output<typeof updatePayPasswordBody>;

export const updatePayPassword = (body: UpdatePayPasswordBody) =>
  api.put<null>('/app/user/updatePayPwd', body);

export function useUpdatePayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInfoKey }),
  });
}
