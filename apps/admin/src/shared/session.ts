import type { LoginResult } from '@volna/contracts';
import { useSyncExternalStore } from 'react';

// The staff token lives in sessionStorage: a console tab ends its session when it closes, and a shared office
// machine keeps nothing of it in the next browser start.
const TOKEN_KEY = 'volna.admin.token';
/** The whole login result (names, messaging token), for handing the session to the H5 app (support chat). */
const LOGIN_KEY = 'volna.admin.login';
const listeners = new Set<() => void>();

export const sessionToken = () => sessionStorage.getItem(TOKEN_KEY);

function notify() {
  for (const listener of listeners) listener();
}

export function startSession(token: string, login?: LoginResult) {
  sessionStorage.setItem(TOKEN_KEY, token);
  if (login) sessionStorage.setItem(LOGIN_KEY, JSON.stringify(login));
  notify();
}

export function endSession() {
  if (sessionToken() === null) return;
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(LOGIN_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when a login or a session end (401/4002/4003) changes it. */
export const useSessionToken = () => useSyncExternalStore(subscribe, sessionToken);

/** The login result of this console session, if it was kept (see LOGIN_KEY). */
export function sessionLogin(): LoginResult | null {
  const stored = sessionStorage.getItem(LOGIN_KEY);
  if (!stored) return null;
  const login = JSON.parse(stored) as LoginResult;
  return login.token === sessionToken() ? login : null;
}
