import { useSyncExternalStore } from 'react';

// The staff token lives in sessionStorage: a console tab ends its session when it closes, and a shared office
// machine keeps nothing of it in the next browser start.
const TOKEN_KEY = 'volna.admin.token';
const listeners = new Set<() => void>();

export const sessionToken = () => sessionStorage.getItem(TOKEN_KEY);

function notify() {
  for (const listener of listeners) listener();
}

export function startSession(token: string) {
  sessionStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function endSession() {
  if (sessionToken() === null) return;
  sessionStorage.removeItem(TOKEN_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when a login or a session end (401/4002/4003) changes it. */
export const useSessionToken = () => useSyncExternalStore(subscribe, sessionToken);
