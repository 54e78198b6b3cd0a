import type { QueryClient } from '@tanstack/react-query';
import { native } from '../../shared/native/native-bridge.ts';
import { paths } from '../../shared/lib/paths.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { showOfflineDialogAfterReload } from '../../shared/ui/offline-dialog.ts';

/**
 * Ends the session on this device and loads the app afresh. A full load (not an in-app move) leaves nothing of the
 * old session in memory, and no members-only page re-renders without a session on its way out (which would send the
 * user to login with a way back to it). After a logout the home tab opens with the offline dialog (Cancel / Login,
 * spec §4); after a password change, the login page.
 */
export function signOutHere(queryClient: QueryClient, then: 'offlineDialog' | 'login' = 'offlineDialog') {
  useSessionStore.getState().clear();
  queryClient.clear();
  native.logout();
  if (then === 'offlineDialog') showOfflineDialogAfterReload();
  const page = then === 'offlineDialog' ? paths.dating : paths.login;
  window.location.replace(`${import.meta.env.BASE_URL}${page.slice(1)}`);
}
