import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from './paths.ts';

/** sessionStorage key holding the in-app address the user came from (spec §2 back rule, survives a reload). */
export const PREVIOUS_PAGE_KEY = 'volna.previousPage';

export type BackTarget = { kind: 'history' } | { kind: 'path'; to: string };

/**
 * Spec §2 back rule: the previous page when the app has one in this tab's history, else the address stored under the
 * previous-page key, else the tab. `historyIndex` is react-router's position in the history stack (0 = first page).
 */
export function backTarget(input: {
  historyIndex: number | undefined;
  storedPrevious: string | null;
  currentPath: string;
  fallbackTab: string;
}): BackTarget {
  if (input.historyIndex !== undefined && input.historyIndex > 0) return { kind: 'history' };
  const stored = safeInAppPath(input.storedPrevious);
  if (stored && stored !== input.currentPath) return { kind: 'path', to: stored };
  return { kind: 'path', to: input.fallbackTab };
}

/** An address inside the app ('/pages/...?...'), never another origin ('//evil', 'https://'). */
export function safeInAppPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Where a guest goes to log in, remembering the page (path + query) to return to afterwards. */
export function loginPathFor(returnTo: string | null | undefined): string {
  const target = safeInAppPath(returnTo);
  if (!target || target === paths.login || target.startsWith(`${paths.login}?`)) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(target)}`;
}

/** Where the login page goes after a successful login: the `redirect` query if it is an in-app address, else the chat tab. */
export function redirectAfterLogin(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = safeInAppPath(params.get('redirect'));
  if (!target || target === '/' || target.startsWith(paths.login)) return paths.chat;
  return target;
}

function historyIndex(): number | undefined {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : undefined;
}

/** Back button handler of every page header (spec §2). `fallbackTab` defaults to the dating tab (home). */
export function useGoBack(fallbackTab: string = paths.dating) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    const target = backTarget({
      historyIndex: historyIndex(),
      storedPrevious: sessionStorage.getItem(PREVIOUS_PAGE_KEY),
      currentPath: pathname + search,
      fallbackTab,
    });
    if (target.kind === 'history') navigate(-1);
    else navigate(target.to, { replace: true });
  }, [navigate, fallbackTab, pathname, search]);
}
