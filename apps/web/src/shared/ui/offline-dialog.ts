import { create } from 'zustand';

export type OfflineReason = 'network' | 'loggedOut';

/**
 * Which offline dialog is open (spec §2, §4), if any; `OfflineDialog` draws it. State rather than antd's imperative
 * Dialog.show: closing unmounts it at once, while an imperative dialog is only removed when its closing animation
 * reports its end, which a dialog closed right after opening (the network back within a moment) could miss, leaving
 * the dialog on screen.
 */
export const useOfflineDialogStore = create<{ reason: OfflineReason | null }>(() => ({ reason: null }));

let onlineCheck: ReturnType<typeof setInterval> | undefined;

/** How often an open network dialog re-reads navigator.onLine: the 'online' event is only a hint and can be missed. */
const ONLINE_CHECK_MS = 1000;

/** After the network drops, or after logging out, offers Cancel (to the dating tab) or Login; one at a time. */
export function showOfflineDialog(reason: OfflineReason) {
  if (useOfflineDialogStore.getState().reason) return;
  // An 'offline' event handled after the network came back would leave a dialog that nothing closes.
  if (reason === 'network' && navigator.onLine) return;
  useOfflineDialogStore.setState({ reason });
  if (reason === 'network') onlineCheck = setInterval(closeNetworkOfflineDialogIfOnline, ONLINE_CHECK_MS);
}

function closeNetworkOfflineDialogIfOnline() {
  if (navigator.onLine) closeNetworkOfflineDialog();
}

/** The network is back: a network-offline dialog is no longer true. */
export function closeNetworkOfflineDialog() {
  if (useOfflineDialogStore.getState().reason === 'network') closeOfflineDialog();
}

/** The user answered it, or it no longer applies. */
export function closeOfflineDialog() {
  clearInterval(onlineCheck);
  onlineCheck = undefined;
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
