import { useQueryClient } from '@tanstack/react-query';
import { type ChatMessage, TRANSFER_OBJECT_NAME } from '@volna/contracts';
import { useEffect } from 'react';
import { messaging } from '../../../shared/realtime/messaging.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';

/**
 * Every step of a transfer posts its card into the parties' chat; when one for this transfer arrives, the open
 * detail (and the balances) are read again, so the other party's step shows at once.
 */
export function useTransferLive(transferId: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (transferId === null) return;
    return messaging.onEvents((events) => {
      const touched = events.some((event) => {
        // The one card: posted at the first step, edited at each later one (issue 30).
        const card = event.type === 'message' || event.type === 'messageEdited';
        const message = card ? (event.message as ChatMessage | undefined) : undefined;
        return message?.objectName === TRANSFER_OBJECT_NAME && message.content.transferId === transferId;
      });
      if (touched) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    });
  }, [transferId, queryClient]);
}
