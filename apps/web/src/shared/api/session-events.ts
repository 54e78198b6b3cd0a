/** Why the server ended the session: 401 not logged in, 4002 expired, 4003 logged in elsewhere. */
export type SessionEndCode = 401 | 4002 | 4003;
type Listener = (code: SessionEndCode) => void;

const listeners = new Set<Listener>();

/** The API helper reports here; the app shell decides what the user sees (login page or forced-logout dialog). */
export const sessionEvents = {
  emit(code: SessionEndCode) {
    for (const listener of listeners) listener(code);
  },
  on(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
