import { useQueryClient } from '@tanstack/react-query';
import { type ChatMessage, P2P_ORDER_OBJECT_NAME } from '@volna/contracts';
import { useEffect } from 'react';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { messaging } from '../../../shared/realtime/messaging.ts';

/**
 * Every step of an order posts its card into the parties' chat; when one for this order arrives, the open order
 * (and the balances) are read again, so the other party's step shows at once.
 */
export function useP2pLive(orderId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (orderId === null) return;
    return messaging.onEvents((events) => {
      const touched = events.some((event) => {
        // The one card: posted at the first step, edited at each later one (issue 30).
        const card = event.type === 'message' || event.type === 'messageEdited';
        const message = card ? (event.message as ChatMessage | undefined) : undefined;
        return message?.objectName === P2P_ORDER_OBJECT_NAME && message.content.orderId === orderId;
      });
      if (touched) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    });
  }, [orderId, queryClient]);
}
