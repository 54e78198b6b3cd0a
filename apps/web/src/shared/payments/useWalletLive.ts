import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messaging } from '../realtime/messaging.ts';
import { walletKeys } from './wallet-keys.ts';
import { touchesWallet } from './wallet-events.ts';

/**
 * While a wallet screen is open, money arriving or leaving (a transfer step, a red packet, staff's decision on a QR
 * top-up) shows without a pull.
 */
export function useWalletLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      messaging.onEvents((events) => {
        if (touchesWallet(events)) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      }),
    [queryClient],
  );
}
