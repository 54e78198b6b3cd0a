import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../shared/session/session-store.ts';
import { paths } from '../shared/lib/paths.ts';

/**
 * The `/` entry (alias /BlankJumpPage): members start on the chat list, guests on the dating tab; the launch query
 * travels along (share info in it was already kept for binding after login by the launch rules).
 */
export function BlankJumpPage() {
  const signedIn = useSessionStore((state) => Boolean(state.session?.token));
  const { search } = useLocation();
  return <Navigate to={{ pathname: signedIn ? paths.chat : paths.dating, search }} replace />;
}
