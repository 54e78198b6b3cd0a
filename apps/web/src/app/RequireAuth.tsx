import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../shared/lib/navigation.ts';
import { useSessionStore } from '../shared/session/session-store.ts';

/** Guests are sent to login and brought back here afterwards (the login page follows `?redirect=`). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => Boolean(state.session?.token));
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}
