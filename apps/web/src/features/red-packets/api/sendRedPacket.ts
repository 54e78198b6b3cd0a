import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedPacketVo, SendRedPacketBody } from '@volna/contracts';
import { api } from '../../../shared/api/client.ts';
import { idempotencyHeaders } from '../../../shared/payments/useIdempotencyKey.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';

type Send = { body: SendRedPacketBody; idempotencyKey: string };

/**
 * POST /app/redPacket: the total is held at once and the card goes into the chat. Silent, so the pay-password
 * sheet shows its own refusals and the page the others (insufficient balance → top-up prompt).
 */
export const sendRedPacket = ({ body, idempotencyKey }: Send) =>
  api.post<RedPacketVo>('/app/redPacket', body, {
    silent: true,
    headers: idempotencyHeaders(idempotencyKey),
  });

export function useSendRedPacket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRedPacket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
