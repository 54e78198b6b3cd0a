import type { QueryClient } from '@tanstack/react-query';
import { native } from '../../app/native-bridge.ts';
import { paths } from '../../app/paths.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';

/**
 * Ends the session on this device and opens the login page afresh. A full load (not an in-app move) leaves nothing
 * of the old session in memory, and no members-only page re-renders without a session on its way out (which would
 * send the user to login with a way back to it).
 */
export function signOutHere(queryClient: QueryClient) {
  useSessionStore.getState().clear();
  queryClient.clear();
  native.logout();
  window.location.replace(`${import.meta.env.BASE_URL}${paths.login.slice(1)}`);
}
