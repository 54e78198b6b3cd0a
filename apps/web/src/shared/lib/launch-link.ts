import { paths } from './paths.ts';

/**
 * A link into the app that named something to open — a chat, an order — lands on the dating tab like any start
 * outside the launch allow-list (spec §2, unchanged); the dating tab then offers it in one line (issue 30). This is
 * what the link named, kept for the tab's session.
 */
export type LaunchLink =
  | { kind: 'chat'; targetId: string; path: string }
  | { kind: 'group'; groupId: string; path: string }
  | { kind: 'order'; id: string; check: string; path: string };

/** sessionStorage key of the link the launch rules set aside. */
export const LAUNCH_LINK_KEY = 'volna.launchLink';

const positive = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? value : null);

/** Order pages and where the app reads each (a 404 there: not the user's to open). */
const ORDER_PAGES: Record<string, string> = {
  [paths.categoryOrderDetails]: '/app/listing-orders/',
  [paths.p2pOrder]: '/app/recharge/',
  [paths.exchangeOrder]: '/app/trade/exchangeOrder/',
  [paths.safeTransfer]: '/app/transfer/',
};

/** What a launch address names, if it names a chat or an order; null for anything else. */
export function launchLinkOf(appPath: string, search: string): LaunchLink | null {
  const query = new URLSearchParams(search);
  const path = `${appPath}${search}`;
  if (appPath === paths.personalChat) {
    const targetId = positive(query.get('targetId'));
    return targetId ? { kind: 'chat', targetId, path } : null;
  }
  if (appPath === paths.groupChat) {
    const groupId = positive(query.get('groupId'));
    return groupId ? { kind: 'group', groupId, path } : null;
  }
  const check = ORDER_PAGES[appPath];
  const id = positive(query.get('id'));
  return check && id ? { kind: 'order', id, check: `${check}${id}`, path } : null;
}

export function rememberLaunchLink(link: LaunchLink) {
  sessionStorage.setItem(LAUNCH_LINK_KEY, JSON.stringify(link));
}

export function storedLaunchLink(): LaunchLink | null {
  try {
    return JSON.parse(sessionStorage.getItem(LAUNCH_LINK_KEY) ?? 'null') as LaunchLink | null;
  } catch {
    return null;
  }
}

export const forgetLaunchLink = () => sessionStorage.removeItem(LAUNCH_LINK_KEY);
