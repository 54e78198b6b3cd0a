import { useQueryClient } from '@tanstack/react-query';
import { type ChatMessage, LISTING_ORDER_OBJECT_NAME } from '@volna/contracts';
import { useEffect } from 'react';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { orderKeys } from '../api/orders.ts';

/**
 * Every step of an order posts or edits its card in the parties' chat; when it does for this order, the open order and
 * the balances are read again, so the other party's step (paid, shipped, an appeal, staff's decision) shows at once.
 */
export function useOrderLive(orderId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!Number.isInteger(orderId) || orderId <= 0) return;
    return messaging.onEvents((events) => {
      const touched = events.some((event) => {
        // The order's one card: posted at its first step, edited at each later one (issue 30).
        const card = event.type === 'message' || event.type === 'messageEdited';
        const message = card ? (event.message as ChatMessage | undefined) : undefined;
        return message?.objectName === LISTING_ORDER_OBJECT_NAME && message.content.orderId === orderId;
      });
      if (!touched) return;
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    });
  }, [orderId, queryClient]);
}
