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

/**
 * Runs once per page load, before the router reads the address: keeps the launch query's share info for binding
 * after login, and replaces a start outside the allow-list with the dating tab (so no other screen flashes first).
 */
export function applyLaunchRules(base: string) {
  rememberShare(window.location.search);
  const target = launchRedirect(appPathOf(window.location.pathname, base));
  if (target) window.history.replaceState(null, '', `${base.replace(/\/$/, '')}${target}`);
}
