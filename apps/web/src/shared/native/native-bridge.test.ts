import { NativeCommand } from '@volna/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.fn();
vi.mock('../ui/toast.ts', () => ({ showToast: (props: unknown) => toast(props) }));

const { hasNativeShell, native, sendNative } = await import('./native-bridge.ts');

const session = { token: 'tok', rongToken: 'rong', userId: 7 };

describe('native-shell bridge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.mockReset();
  });

  describe('inside a React Native WebView', () => {
    const posted: string[] = [];
    beforeEach(() => {
      posted.length = 0;
      vi.stubGlobal('window', {
        ReactNativeWebView: { postMessage: (message: string) => posted.push(message) },
      });
    });

    it('sends JSON commands with their type', () => {
      expect(hasNativeShell()).toBe(true);
      native.initAfterLogin(session);
      native.logout();
      expect(native.openLink('https://example.com/a')).toBe(true);
      expect(native.downloadFile('/files/a.pdf', 'a.pdf')).toBe(true);
      expect(posted.map((message) => JSON.parse(message))).toEqual([
        {
          type: NativeCommand.init,
          data: expect.objectContaining({ token: 'tok', rongToken: 'rong', userId: 7 }),
        },
        { type: NativeCommand.logout, data: {} },
        { type: NativeCommand.openLink, data: { url: 'https://example.com/a' } },
        { type: NativeCommand.downloadFile, data: { url: '/files/a.pdf', name: 'a.pdf' } },
      ]);
    });
  });

  describe('inside an iOS WKWebView', () => {
    it('posts objects to the volna handler', () => {
      const posted: unknown[] = [];
      vi.stubGlobal('window', {
        webkit: { messageHandlers: { volna: { postMessage: (m: unknown) => posted.push(m) } } },
      });
      expect(sendNative(NativeCommand.openFile, { url: '/f' })).toBe(true);
      expect(posted).toEqual([{ type: NativeCommand.openFile, data: { url: '/f' } }]);
    });
  });

  describe('in a plain browser', () => {
    it('has no shell, so init and logout do nothing and links open in a new tab', () => {
      const opened = { opener: {} as unknown };
      const open = vi.fn(() => opened);
      vi.stubGlobal('window', { open, parent: null });
      expect(hasNativeShell()).toBe(false);
      expect(sendNative(NativeCommand.logout)).toBe(false);
      native.initAfterLogin(session);
      expect(native.openLink('https://example.com/')).toBe(true);
      expect(open).toHaveBeenCalledWith('https://example.com/', '_blank');
      expect(opened.opener).toBeNull();
      expect(toast).not.toHaveBeenCalled();
    });

    it('tells the user when the popup blocker stopped the new window', () => {
      vi.stubGlobal('window', { open: () => null });
      expect(native.openFile('/files/x.pdf')).toBe(false);
      expect(toast).toHaveBeenCalledTimes(1);
    });

    it('does not treat an iframe parent as a shell (the token would leak to whoever frames the app)', () => {
      const parentPost = vi.fn();
      vi.stubGlobal('window', { parent: { postMessage: parentPost }, location: { search: '?native=1' } });
      native.initAfterLogin(session);
      expect(parentPost).not.toHaveBeenCalled();
    });
  });
});
