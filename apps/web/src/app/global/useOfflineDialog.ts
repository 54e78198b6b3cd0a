import { useEffect } from 'react';
import { showPendingOfflineDialog } from '../../shared/ui/offline-dialog.ts';

/** Shows the offline dialog after a logout (spec §4); a lost network shows the waiting-for-network bar instead. */
export function useOfflineDialog() {
  useEffect(() => showPendingOfflineDialog(), []);
}
