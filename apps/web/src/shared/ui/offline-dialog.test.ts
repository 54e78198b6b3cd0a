import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Shown = { props: { onClose?: () => void }; close: ReturnType<typeof vi.fn> };
const shown: Shown[] = [];
/** Whether a close reaches the dialog's onClose: antd skips it for a dialog that has not mounted yet. */
let closeCallsOnClose = true;
vi.mock('antd-mobile', () => ({
  Dialog: {
    show: (props: Shown['props']) => {
      const close = vi.fn(() => {
        if (closeCallsOnClose) props.onClose?.();
      });
      shown.push({ props, close });
      return { close };
    },
  },
}));
const network = { onLine: false };
vi.stubGlobal('navigator', network);
vi.stubGlobal('window', globalThis);

const { closeNetworkOfflineDialog, showOfflineDialog } = await import('./offline-dialog.ts');

describe('offline dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    shown.length = 0;
    closeCallsOnClose = true;
    network.onLine = false;
  });
  afterEach(() => {
    closeNetworkOfflineDialog();
    vi.useRealTimers();
  });

  it('shows one network dialog at a time and closes it when the network is back', () => {
    showOfflineDialog('network');
    showOfflineDialog('network');
    expect(shown).toHaveLength(1);
    network.onLine = true;
    closeNetworkOfflineDialog();
    expect(shown[0]?.close).toHaveBeenCalledOnce();
  });

  it('closes by itself within a second when the online event never comes', () => {
    showOfflineDialog('network');
    vi.advanceTimersByTime(1000);
    expect(shown[0]?.close).not.toHaveBeenCalled();
    network.onLine = true;
    vi.advanceTimersByTime(1000);
    expect(shown[0]?.close).toHaveBeenCalledOnce();
  });

  it('shows nothing for an offline event handled after the network came back', () => {
    network.onLine = true;
    showOfflineDialog('network');
    expect(shown).toHaveLength(0);
  });

  it('can show again after closing a dialog that had not mounted', () => {
    closeCallsOnClose = false;
    showOfflineDialog('network');
    closeNetworkOfflineDialog();
    showOfflineDialog('network');
    expect(shown).toHaveLength(2);
  });
});
