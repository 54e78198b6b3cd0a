import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedPacketVo } from '@volna/contracts';
import { api } from '../api/client.ts';
import { redPacketKey } from './redPacket.ts';

/**
 * Claims one share. The server decides (a member, once, not one's own packet in a private chat, before it ends)
 * and answers the packet as the claimer now sees it; a refusal is toasted by the API helper.
 */
export const claimRedPacket = (id: number) => api.post<RedPacketVo>('/app/redPacket/claim', { id });

export function useClaimRedPacket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRedPacket,
    onSuccess: (packet) => queryClient.setQueryData(redPacketKey(packet.id), packet),
    // A refusal (already claimed, all taken, expired) means the card is out of date.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: redPacketKey(id) }),
  });
}
