import { useEffect } from 'react';
import {
  closeNetworkOfflineDialog,
  showOfflineDialog,
  showPendingOfflineDialog,
} from '../../shared/ui/offline-dialog.ts';
import { startGuardActive } from '../startup.ts';

/**
 * Shows the offline dialog when the browser loses the network, except during the start guard, and after a logout
 * (spec §4).
 */
export function useOfflineDialog() {
  useEffect(() => {
    showPendingOfflineDialog();
    const onOffline = () => {
      if (!startGuardActive()) showOfflineDialog('network');
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', closeNetworkOfflineDialog);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', closeNetworkOfflineDialog);
    };
  }, []);
}
