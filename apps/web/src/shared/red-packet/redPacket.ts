import { useQuery } from '@tanstack/react-query';
import type { RedPacketVo } from '@volna/contracts';
import { api } from '../api/client.ts';

// Shared by the chat (the card and its open dialog) and the wallet (the detail page): features never import
// each other, so the one reading of a red packet lives here.

export const redPacketKey = (id: number) => ['redPacket', id] as const;

export const fetchRedPacket = (id: number) => api.get<RedPacketVo>(`/app/redPacket/${id}`, { silent: true });

/** A red packet as the viewer sees it: shares claimed, his own share, whether he may still claim. */
export const useRedPacket = (id: number | null) =>
  useQuery({
    queryKey: redPacketKey(id ?? 0),
    queryFn: () => fetchRedPacket(id as number),
    enabled: id !== null && id > 0,
  });
