import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlindBoxOpenVo } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { blindBoxKeys } from './keys.ts';

/**
 * One paid opening at the price the button showed (the server refuses another one: issue 28); `key` keeps a retried
 * tap to one opening and one charge.
 */
export const openBlindBox = ({ key, price }: { key: string; price: string }) =>
  api.post<BlindBoxOpenVo>(
    '/app/blindBox/open',
    { price },
    {
      headers: idempotencyHeaders(key),
      silent: true,
    },
  );

export function useOpenBlindBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBlindBox,
    onSuccess: (opened) => {
      queryClient.setQueryData(blindBoxKeys.status(), opened.status);
      queryClient.setQueryData(blindBoxKeys.purchase(opened.purchase.id), opened.purchase);
      void queryClient.invalidateQueries({ queryKey: blindBoxKeys.bought() });
    },
  });
}
