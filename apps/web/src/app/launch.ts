import { launchLinkOf, rememberLaunchLink } from '../shared/lib/launch-link.ts';
import { launchAllowList, paths } from '../shared/lib/paths.ts';

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

/**
 * Where this page load goes: nowhere else when it reloads the page the app showed last in this tab (the user's reload,
 * a retry, a new version or language); else, a fresh launch (new tab, native start, an address typed or followed),
 * the allow-list rule.
 */
export function launchTarget(appPath: string, shownPagePath: string | null): string | null {
  return shownPagePath === appPath ? null : launchRedirect(appPath);
}

/** sessionStorage key: the app path on screen in this tab (a new tab or a native start has none). */
export const SHOWN_PAGE_KEY = 'volna.shownPage';

/** Keeps the page the address bar shows now (call after every navigation). */
export function rememberShownPage(base: string) {
  sessionStorage.setItem(SHOWN_PAGE_KEY, appPathOf(window.location.pathname, base));
}

/**
 * Runs once per page load, before the router reads the address: keeps the launch query's share info for binding
 * after login, and replaces a start outside the allow-list with the dating tab (so no other screen flashes first).
 */
export function applyLaunchRules(base: string) {
  // The share's contract schema (zod) loads only for a launch that carries one (issue 19: not on every first screen).
  const search = window.location.search;
  if (search.includes('shareType') && search.includes('shareUserId'))
    void import('../shared/lib/pending-share.ts').then(({ rememberShare }) => rememberShare(search));
  const appPath = appPathOf(window.location.pathname, base);
  const target = launchTarget(appPath, sessionStorage.getItem(SHOWN_PAGE_KEY));
  if (!target) return;
  // A chat or an order the address named: the dating tab offers it (issue 30); the guard itself is unchanged.
  const named = launchLinkOf(appPath, search);
  if (named) rememberLaunchLink(named);
  window.history.replaceState(null, '', `${base.replace(/\/$/, '')}${target}`);
}
