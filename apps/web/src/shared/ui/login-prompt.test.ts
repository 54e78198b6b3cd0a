import { beforeEach, describe, expect, it, vi } from 'vitest';

const confirm = vi.fn<(props: unknown) => Promise<boolean>>();
vi.mock('antd-mobile', () => ({ Dialog: { confirm: (props: unknown) => confirm(props) } }));
// The session store persists to localStorage, which plain node lacks.
const stored = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};
vi.stubGlobal('localStorage', memoryStorage);
vi.stubGlobal('window', { localStorage: memoryStorage });

const { paths } = await import('../../app/paths.ts');
const { setAppNavigator } = await import('../lib/app-navigator.ts');
const { useSessionStore } = await import('../session/session-store.ts');
const { askToLogin } = await import('./login-prompt.ts');

const member = {
  token: 't',
  rongToken: 'r',
  userId: 1,
  userName: 'user4567',
  firstName: 'Анна',
  lastName: '',
  nickName: 'Анна',
  avatar: '',
  avatarCompress: '',
  avatarColorCode: 0,
  language: 'ru',
};

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
