import type { Language } from '@volna/contracts';

/**
 * ws(s)://host/ws of this page, naming the app's language: a browser cannot set headers on a socket, and the server
 * words every error and system text of the socket in the language given here. A language change reloads the app,
 * so the socket opened after it names the new one.
 */
export function socketUrlOf(location: Pick<Location, 'protocol' | 'host'>, lang: Language) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?lang=${encodeURIComponent(lang)}`;
}
