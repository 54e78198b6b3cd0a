/**
 * Lets code outside React components (imperative dialogs, the API helper's listeners) move within the app
 * through the router, so history and the back rule stay right. The app shell registers the router's navigate.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setAppNavigator(navigate: Navigate | null) {
  navigator = navigate;
}

/** `to` is an in-app path without the /h5 base. */
export function navigateInApp(to: string, options?: { replace?: boolean }) {
  if (navigator) navigator(to, options);
  else window.location.assign(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${to}`);
}

/** The in-app address being shown (path + query, without the /h5 base). */
export function currentInAppPath() {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const path = window.location.pathname.startsWith(base)
    ? window.location.pathname.slice(base.length) || '/'
    : window.location.pathname;
  return path + window.location.search;
}
