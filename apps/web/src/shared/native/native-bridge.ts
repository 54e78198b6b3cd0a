import { type Language, NativeCommand } from '@volna/contracts';
import { i18next, switchLanguage } from '../i18n/i18n.ts';
import type { Session } from '../session/session-store.ts';
import { showToast } from '../ui/toast.ts';
import { applyUpdate } from '../lib/app-update.ts';

/**
 * Native-shell bridge (spec §7, DESIGN §7). The app runs inside a native shell when the shell injected one of:
 *  - React Native WebView: `window.ReactNativeWebView.postMessage(string)`;
 *  - iOS WKWebView: `window.webkit.messageHandlers.volna.postMessage(object)`.
 * Commands are JSON `{ "type": 1000..1008, "data": {...} }`. An iframe parent is deliberately NOT a bridge:
 * the init command carries the session token, and any site could frame the app with a launch flag.
 * In a plain browser every helper does the job itself (opens the link, downloads the file, reloads in the language).
 */
type NativeCommandType = (typeof NativeCommand)[keyof typeof NativeCommand];

type HostWindow = Window & {
  ReactNativeWebView?: { postMessage?: (message: string) => void };
  webkit?: { messageHandlers?: { volna?: { postMessage?: (message: unknown) => void } } };
};

function host(): ((message: { type: NativeCommandType; data: unknown }) => void) | null {
  const w = window as HostWindow;
  const reactNative = w.ReactNativeWebView;
  if (typeof reactNative?.postMessage === 'function')
    return (message) => reactNative.postMessage?.(JSON.stringify(message));
  const webkit = w.webkit?.messageHandlers?.volna;
  if (typeof webkit?.postMessage === 'function') return (message) => webkit.postMessage?.(message);
  return null;
}

export function hasNativeShell() {
  return host() !== null;
}

/** Sends a command to the native shell; false when there is none (the caller then does the job itself). */
export function sendNative(type: NativeCommandType, data: unknown = {}): boolean {
  const post = host();
  if (!post) return false;
  try {
    post({ type, data });
    return true;
  } catch {
    // A shell that went away mid-session: behave like a plain browser.
    return false;
  }
}

/** Opens a new browser tab; a popup blocker answers null, and the user is told instead of nothing happening. */
function openWindow(url: string) {
  const opened = window.open(url, '_blank');
  if (!opened) {
    showToast({ content: i18next.t('shell:native.newWindowBlocked') });
    return false;
  }
  // The opened page must not be able to navigate this one.
  opened.opener = null;
  return true;
}

export const native = {
  /** After every login: the shell keeps the token for calls and push. Nothing to do in a browser. */
  initAfterLogin(session: Pick<Session, 'token' | 'rongToken' | 'userId'>) {
    sendNative(NativeCommand.init, {
      token: session.token,
      rongToken: session.rongToken,
      userId: session.userId,
      language: i18next.language,
    });
  },
  /** After logout (or a forced one): the shell forgets the token. */
  logout() {
    sendNative(NativeCommand.logout);
  },
  /** Tells the shell, then restarts the app in the new language (spec §1). */
  changeLanguage(language: Language) {
    sendNative(NativeCommand.changeLanguage, { language });
    // switchLanguage reloads; the user stays on the page he chose the language on (it is the page shown).
    switchLanguage(language);
  },
  /**
   * A newer version exists: the shell updates itself; a browser takes up the new build (its service worker's, then a
   * reload). Answers false when the browser could not get it (offline): nothing changed.
   */
  async update(downloadUrl?: string): Promise<boolean> {
    if (sendNative(NativeCommand.update, { downloadUrl })) return true;
    return applyUpdate();
  },
  openLink(url: string) {
    return sendNative(NativeCommand.openLink, { url }) || openWindow(url);
  },
  openFile(url: string) {
    return sendNative(NativeCommand.openFile, { url }) || openWindow(url);
  },
  downloadFile(url: string, name: string) {
    if (sendNative(NativeCommand.downloadFile, { url, name })) return true;
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.rel = 'noopener';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    return true;
  },
};
