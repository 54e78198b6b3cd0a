import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '../session/session-store.ts';
import { paths } from './paths.ts';

/** The bottom bar: the spec's default three tabs, or the classic messenger's four (chats, contacts, discover, me). */
export type TabSet = 'default' | 'classic';

const KEY_PREFIX = 'volna.tabSet';
/** Per user on this device: another account signing in here keeps its own choice. */
export const tabSetKey = (userId: number | null | undefined) => `${KEY_PREFIX}.${userId ?? 'guest'}`;

export const TAB_SET_PATHS: Record<TabSet, readonly string[]> = {
  default: [paths.chat, paths.dating, paths.posted],
  classic: [paths.chat, paths.friends, paths.servicesHub, paths.posted],
};
/** Every path that can be a tab in some set: they share the tab layout (and its boundary) whichever set is on. */
export const ANY_TAB_PATHS: readonly string[] = [...new Set(Object.values(TAB_SET_PATHS).flat())];

export function readTabSet(userId: number | null | undefined): TabSet {
  return localStorage.getItem(tabSetKey(userId)) === 'classic' ? 'classic' : 'default';
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the browser changed it.
  const onStorage = (event: StorageEvent) => event.key?.startsWith(KEY_PREFIX) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export function writeTabSet(userId: number | null | undefined, set: TabSet) {
  if (set === 'default') localStorage.removeItem(tabSetKey(userId));
  else localStorage.setItem(tabSetKey(userId), set);
  for (const listener of listeners) listener();
}

/** The signed-in user's tab set on this device, and its setter. */
export function useTabSet(): [TabSet, (set: TabSet) => void] {
  const userId = useSessionStore((state) => state.session?.userId);
  const set = useSyncExternalStore(subscribe, () => readTabSet(userId));
  return [set, (next) => writeTabSet(userId, next)];
}

/** Whether the page on screen is a tab of the user's set (a tab's header has no back button). */
export function useIsTab(): boolean {
  const [set] = useTabSet();
  const { pathname } = useLocation();
  return TAB_SET_PATHS[set].includes(pathname);
}
