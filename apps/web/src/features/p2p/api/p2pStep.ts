import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { P2pOrderVo, P2pProofBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { uploadHandIn } from '../../../shared/payments/handIn.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { p2pKeys } from './keys.ts';

/** The order's steps the parties take; each answers the order as it is now. */
export type P2pStepCall =
  | { step: 'cancel'; id: number }
  /** The request's amount and rate the payer saw: the server takes it only at these (issue 28). */
  | { step: 'respond'; id: number; payAmount: string; rate: string }
  | { step: 'confirm'; id: number; payPassword: string }
  | { step: 'complaint'; id: number; reason: string }
  | { step: 'proof'; body: P2pProofBody };

const send = (call: P2pStepCall, silent: boolean) => {
  const { step, ...rest } = call;
  const body = 'body' in rest ? rest.body : rest;
  return api.post<P2pOrderVo>(`/app/recharge/${step}`, body, { silent });
};

/** POST /app/recharge/{respond|proof|confirm|complaint|cancel}; the order and the balances are read again. */
export function useP2pStep(options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: P2pStepCall) => send(call, options.silent ?? false),
    onSuccess: (order) => {
      queryClient.setQueryData(p2pKeys.one(order.id), order);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

/** The payer's screenshot: uploaded with progress, then handed in with how he paid. */
export const uploadProof = (file: File, onProgress: (percent: number) => void) =>
  uploadHandIn({ id: 0, file, onProgress });
