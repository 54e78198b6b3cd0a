import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const network = { onLine: false };
vi.stubGlobal('navigator', network);
const session = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => session.get(key) ?? null,
  setItem: (key: string, value: string) => session.set(key, value),
  removeItem: (key: string) => session.delete(key),
});

const {
  closeNetworkOfflineDialog,
  closeOfflineDialog,
  showOfflineDialog,
  showOfflineDialogAfterReload,
  showPendingOfflineDialog,
  useOfflineDialogStore,
} = await import('./offline-dialog.ts');

const open = () => useOfflineDialogStore.getState().reason;

describe('offline dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    network.onLine = false;
  });
  afterEach(() => {
    closeOfflineDialog();
    vi.useRealTimers();
  });

  it('shows one network dialog at a time and closes it when the network is back', () => {
    showOfflineDialog('network');
    showOfflineDialog('loggedOut');
    expect(open()).toBe('network');
    network.onLine = true;
    closeNetworkOfflineDialog();
    expect(open()).toBeNull();
  });

  it('closes by itself within a second when the online event never comes', () => {
    showOfflineDialog('network');
    vi.advanceTimersByTime(1000);
    expect(open()).toBe('network');
    network.onLine = true;
    vi.advanceTimersByTime(1000);
    expect(open()).toBeNull();
  });

  it('shows nothing for an offline event handled after the network came back', () => {
    network.onLine = true;
    showOfflineDialog('network');
    expect(open()).toBeNull();
  });

  it('keeps the logged-out dialog when the network comes back, and shows it once after the reload', () => {
    showOfflineDialogAfterReload();
    showPendingOfflineDialog();
    expect(open()).toBe('loggedOut');
    network.onLine = true;
    closeNetworkOfflineDialog();
    vi.advanceTimersByTime(5000);
    expect(open()).toBe('loggedOut');
    closeOfflineDialog();
    showPendingOfflineDialog();
    expect(open()).toBeNull();
  });

  it('can show again after it was answered', () => {
    showOfflineDialog('network');
    closeOfflineDialog();
    showOfflineDialog('network');
    expect(open()).toBe('network');
  });
});
