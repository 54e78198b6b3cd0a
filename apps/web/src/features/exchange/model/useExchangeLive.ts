import { useQueryClient } from '@tanstack/react-query';
import { EXCHANGE_EVENT_TYPE } from '@volna/contracts';
import { useEffect } from 'react';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { messaging } from '../../../shared/realtime/messaging.ts';

/**
 * Every step of a deal sends both parties an `exchange` event after it commits; when one for this order arrives,
 * the open order (and the balances) are read again, so the other party's step shows at once.
 */
export function useExchangeLive(orderId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (orderId === null) return;
    return messaging.onEvents((events) => {
      if (events.some((event) => event.type === EXCHANGE_EVENT_TYPE && event.orderId === orderId))
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    });
  }, [orderId, queryClient]);
}
