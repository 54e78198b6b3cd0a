import { create } from 'zustand';

export type OfflineReason = 'loggedOut';

/**
 * Whether the offline dialog is open (spec §2, §4: after a logout), drawn by `OfflineDialog`. State rather than
 * antd's imperative Dialog.show: closing unmounts it at once. A lost network shows no dialog: the app goes on with what
 * it kept under the waiting-for-network bar (issue 35, `NetworkBar`).
 */
export const useOfflineDialogStore = create<{ reason: OfflineReason | null }>(() => ({ reason: null }));

/** Offers Cancel (to the dating tab) or Login; one at a time. */
export function showOfflineDialog(reason: OfflineReason) {
  if (useOfflineDialogStore.getState().reason) return;
  useOfflineDialogStore.setState({ reason });
}

/** The user answered it. */
export function closeOfflineDialog() {
  useOfflineDialogStore.setState({ reason: null });
}

const LOGGED_OUT_KEY = 'volna.loggedOut';

/** Logout reloads the app (nothing of the old session stays in memory); the new page shows the dialog (spec §4). */
export function showOfflineDialogAfterReload() {
  sessionStorage.setItem(LOGGED_OUT_KEY, '1');
}

/** Shows the logged-out dialog once if the previous page asked for it. */
export function showPendingOfflineDialog() {
  if (sessionStorage.getItem(LOGGED_OUT_KEY) !== '1') return;
  sessionStorage.removeItem(LOGGED_OUT_KEY);
  showOfflineDialog('loggedOut');
}
