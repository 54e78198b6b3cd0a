import { rememberShare } from '../shared/lib/pending-share.ts';
import { launchAllowList, paths } from './paths.ts';

/** The app path of a browser pathname: '/h5/pages/chat/Chat/' → '/pages/chat/Chat', '/h5' → '/'. */
export function appPathOf(pathname: string, base: string): string {
  const trimmedBase = base.replace(/\/$/, '');
  let path = pathname.startsWith(trimmedBase) ? pathname.slice(trimmedBase.length) : pathname;
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Spec §2 launch allow-list: where a page load that starts at `appPath` must go instead, or null to stay. */
export function launchRedirect(
  appPath: string,
  allowList: ReadonlySet<string> = launchAllowList,
): string | null {
  return allowList.has(appPath) ? null : paths.dating;
}

/** Where this page load goes: nowhere else after the app reloaded itself on this page, else the allow-list rule. */
export function launchTarget(appPath: string, reloadInPlacePath: string | null): string | null {
  return reloadInPlacePath === appPath ? null : launchRedirect(appPath);
}

/** sessionStorage key: the app path an app-initiated reload must come back to (it is not a fresh launch). */
export const RELOAD_IN_PLACE_KEY = 'volna.reloadInPlace';

/**
 * Reloads the app on the page being shown: a retry after a failed screen load, a refresh to a new version or
 * into a new language is the same visit, so the launch allow-list does not apply to it.
 */
export function reloadInPlace() {
  markReloadInPlace();
  window.location.reload();
}

/** For a reload someone else starts (the language switch): the next page load stays on this page. */
export function markReloadInPlace() {
  sessionStorage.setItem(RELOAD_IN_PLACE_KEY, appPathOf(window.location.pathname, import.meta.env.BASE_URL));
}

/**
 * Runs once per page load, before the router reads the address: keeps the launch query's share info for binding
 * after login, and replaces a start outside the allow-list with the dating tab (so no other screen flashes first).
 */
export function applyLaunchRules(base: string) {
  rememberShare(window.location.search);
  const target = launchTarget(
    appPathOf(window.location.pathname, base),
    sessionStorage.getItem(RELOAD_IN_PLACE_KEY),
  );
  sessionStorage.removeItem(RELOAD_IN_PLACE_KEY);
  if (target) window.history.replaceState(null, '', `${base.replace(/\/$/, '')}${target}`);
}
