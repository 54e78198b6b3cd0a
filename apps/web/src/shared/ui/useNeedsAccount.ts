import { useCallback } from 'react';
import { isAuthenticated, useSessionStore } from '../session/session-store.ts';
import { askToLogin } from './login-prompt.ts';

/**
 * Spec §6: a guest trying something that needs an account (message, unlock, post, the wallet's actions) gets the
 * login-prompt overlay instead. True for a member (go on); false for a guest, who was asked (Cancel leaves him where
 * he is, Login takes him to login and back to this page).
 */
export function needsAccount(message?: string): boolean {
  if (isAuthenticated()) return true;
  void askToLogin(message === undefined ? {} : { message });
  return false;
}

/**
 * The same guard for buttons: `guard(action, message)` is a handler that runs `action` for a member and asks a guest
 * to log in. `signedIn` re-renders the page when the session comes or goes.
 */
export function useNeedsAccount() {
  const signedIn = useSessionStore((state) => Boolean(state.session?.token));
  const guard = useCallback(
    <A extends unknown[]>(action: (...args: A) => unknown, message?: string) =>
      (...args: A) => {
        if (needsAccount(message)) void action(...args);
      },
    [],
  );
  return { signedIn, guard };
}
