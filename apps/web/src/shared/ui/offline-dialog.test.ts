import { afterEach, describe, expect, it, vi } from 'vitest';

const session = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => session.get(key) ?? null,
  setItem: (key: string, value: string) => session.set(key, value),
  removeItem: (key: string) => session.delete(key),
});

const {
  closeOfflineDialog,
  showOfflineDialog,
  showOfflineDialogAfterReload,
  showPendingOfflineDialog,
  useOfflineDialogStore,
} = await import('./offline-dialog.ts');

const open = () => useOfflineDialogStore.getState().reason;

describe('offline dialog', () => {
  afterEach(() => closeOfflineDialog());

  it('shows the logged-out dialog once after the reload that logging out makes', () => {
    showOfflineDialogAfterReload();
    showPendingOfflineDialog();
    expect(open()).toBe('loggedOut');
    closeOfflineDialog();
    showPendingOfflineDialog();
    expect(open()).toBeNull();
  });

  it('can show again after it was answered', () => {
    showOfflineDialog('loggedOut');
    closeOfflineDialog();
    showOfflineDialog('loggedOut');
    expect(open()).toBe('loggedOut');
  });
});
