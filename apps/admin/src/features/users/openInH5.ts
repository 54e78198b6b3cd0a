import { sessionLogin } from '../../shared/session.ts';

/** The H5 app's persisted session (apps/web/src/shared/session/session-store.ts, zustand `persist`). */
const H5_SESSION_KEY = 'volna.session';
/** The H5 app's "page this tab showed last" (apps/web/src/app/launch.ts SHOWN_PAGE_KEY), per tab. */
const H5_SHOWN_PAGE_KEY = 'volna.shownPage';

/**
 * Opens an H5 page (`/pages/chat/GroupChat?groupId=…`: a customer-service chat) in a new tab as the same staff account.
 * - Session: logging in to H5 would start a new session and end this console's (one session per account, 4003), so
 *   the console hands its own over: the H5 app, on the same origin, reads its session from localStorage. Another
 *   account signed in to H5 in this browser is replaced (its session stays valid on the server).
 * - Launch rule: a fresh H5 tab outside the spec's launch allow-list is sent to the dating tab, unless it reloads the
 *   page that tab showed last. The tab is opened blank (same origin), told it showed this page, then sent there.
 */
export function openInH5(pathAndQuery: string) {
  const appPath = pathAndQuery.split('?')[0]!;
  const login = sessionLogin();
  if (login) {
    const { language: _language, ...session } = login;
    localStorage.setItem(H5_SESSION_KEY, JSON.stringify({ state: { session }, version: 0 }));
  }
  const tab = window.open('', '_blank');
  if (!tab) return;
  tab.opener = null;
  tab.sessionStorage.setItem(H5_SHOWN_PAGE_KEY, appPath);
  tab.location.replace(`/h5${pathAndQuery}`);
}
