import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member, memoryStorage } from '../session/session.test-support.ts';

const confirm = vi.fn<(props: unknown) => Promise<boolean>>();
// The prompt's dialog, which loads antd-mobile's on first use (confirm.ts).
vi.mock('./confirm.ts', () => ({ confirmDialog: (props: unknown) => confirm(props) }));
// The session store persists to localStorage, which plain node lacks.
const storage = memoryStorage();
vi.stubGlobal('localStorage', storage);
vi.stubGlobal('window', { localStorage: storage });

const { paths } = await import('../lib/paths.ts');
const { setAppNavigator } = await import('../lib/app-navigator.ts');
const { useSessionStore } = await import('../session/session-store.ts');
const { askToLogin } = await import('./login-prompt.ts');

describe('login-prompt overlay', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    confirm.mockReset();
    navigate.mockReset();
    setAppNavigator(navigate);
    useSessionStore.getState().clear();
  });

  it('takes a guest who chooses Login to login, returning to the page afterwards', async () => {
    confirm.mockResolvedValue(true);
    await expect(askToLogin({ returnTo: `${paths.settings}?a=1` })).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith(
      `${paths.login}?redirect=${encodeURIComponent(`${paths.settings}?a=1`)}`,
      undefined,
    );
  });

  it('leaves a guest who cancels where he is', async () => {
    confirm.mockResolvedValue(false);
    await expect(askToLogin({ returnTo: paths.dating })).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not ask a member', async () => {
    useSessionStore.getState().signIn(member);
    await expect(askToLogin({ returnTo: paths.dating })).resolves.toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows one prompt at a time', async () => {
    let answer: (value: boolean) => void = () => {};
    confirm.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const first = askToLogin({ returnTo: paths.dating });
    await expect(askToLogin({ returnTo: paths.dating })).resolves.toBe(false);
    answer(false);
    await first;
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
