import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member, memoryStorage } from '../session/session.test-support.ts';

const confirm = vi.fn<(props: { content?: unknown }) => Promise<boolean>>();
// The prompt's dialog, which loads antd-mobile's on first use (confirm.ts).
vi.mock('./confirm.ts', () => ({ confirmDialog: (props: { content?: unknown }) => confirm(props) }));
// The session store persists to localStorage, which plain node lacks.
const storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
vi.stubGlobal('window', {
  localStorage: storage,
  location: { pathname: '/pagesUser/wallet/index', search: '' },
});

const { paths } = await import('../lib/paths.ts');
const { setAppNavigator } = await import('../lib/app-navigator.ts');
const { useSessionStore } = await import('../session/session-store.ts');
const { needsAccount } = await import('./useNeedsAccount.ts');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('needsAccount (spec §6 guard)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    confirm.mockReset();
    navigate.mockReset();
    setAppNavigator(navigate);
    useSessionStore.getState().clear();
  });

  it('lets a member go on without asking', () => {
    useSessionStore.getState().signIn(member);
    expect(needsAccount('wallet')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('stops a guest and shows the login prompt with the action’s message; Cancel leaves him here', async () => {
    confirm.mockResolvedValue(false);
    expect(needsAccount('Log in to use the wallet.')).toBe(false);
    await settle();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]?.[0].content).toBe('Log in to use the wallet.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a guest who chooses Login to login and back to this page', async () => {
    confirm.mockResolvedValue(true);
    expect(needsAccount()).toBe(false);
    await settle();
    expect(navigate).toHaveBeenCalledWith(
      `${paths.login}?redirect=${encodeURIComponent(paths.walletHome)}`,
      undefined,
    );
  });
});
