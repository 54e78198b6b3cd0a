import { useQueryClient } from '@tanstack/react-query';
import { RED_PACKET_EVENT_TYPE } from '@volna/contracts';
import { useEffect } from 'react';
import { messaging } from '../realtime/messaging.ts';
import { redPacketKey } from './redPacket.ts';

/** Re-reads the packet whenever the server says one of its shares was claimed or it ended (live event). */
export function useRedPacketLive(id: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null) return;
    return messaging.onEvents((events) => {
      if (events.some((event) => event.type === RED_PACKET_EVENT_TYPE && event.redPacketId === id))
        void queryClient.invalidateQueries({ queryKey: redPacketKey(id) });
    });
  }, [id, queryClient]);
}
