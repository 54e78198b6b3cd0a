import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';
import { backTarget, loginPathFor, redirectAfterLogin, safeInAppPath } from './navigation.ts';

describe('back rule (spec §2)', () => {
  const base = { currentPath: paths.settings, fallbackTab: paths.dating };

  it('goes back in history when the app has a previous page', () => {
    expect(backTarget({ ...base, historyIndex: 2, storedPrevious: paths.posted })).toEqual({
      kind: 'history',
    });
  });

  it('uses the stored previous-page address when history starts here', () => {
    expect(backTarget({ ...base, historyIndex: 0, storedPrevious: paths.posted })).toEqual({
      kind: 'path',
      to: paths.posted,
    });
    expect(
      backTarget({ ...base, historyIndex: undefined, storedPrevious: `${paths.policies}?doc=faq` }),
    ).toEqual({
      kind: 'path',
      to: `${paths.policies}?doc=faq`,
    });
  });

  it('falls back to the tab when there is nothing to go back to', () => {
    expect(backTarget({ ...base, historyIndex: 0, storedPrevious: null })).toEqual({
      kind: 'path',
      to: paths.dating,
    });
    // The stored address is this very page: going "back" to it would go nowhere.
    expect(backTarget({ ...base, historyIndex: 0, storedPrevious: paths.settings })).toEqual({
      kind: 'path',
      to: paths.dating,
    });
    // A stored address pointing outside the app is ignored.
    expect(backTarget({ ...base, historyIndex: 0, storedPrevious: 'https://evil.example/' })).toEqual({
      kind: 'path',
      to: paths.dating,
    });
  });
});

describe('login redirects', () => {
  it('accepts only in-app addresses', () => {
    expect(safeInAppPath('/pages/chat/Chat?x=1')).toBe('/pages/chat/Chat?x=1');
    expect(safeInAppPath('//evil.example')).toBeNull();
    expect(safeInAppPath('/\\evil.example')).toBeNull();
    expect(safeInAppPath('https://evil.example')).toBeNull();
    expect(safeInAppPath('')).toBeNull();
    expect(safeInAppPath(null)).toBeNull();
  });

  it('sends a guest to login remembering the page with its query', () => {
    expect(loginPathFor(`${paths.settings}?tab=1`)).toBe(
      `${paths.login}?redirect=${encodeURIComponent(`${paths.settings}?tab=1`)}`,
    );
    expect(loginPathFor(paths.login)).toBe(paths.login);
    expect(loginPathFor(`${paths.login}?redirect=%2Fx`)).toBe(paths.login);
    expect(loginPathFor('https://evil.example')).toBe(paths.login);
  });

  it('returns to the remembered page after login, else the chat tab', () => {
    const back = new URLSearchParams({ redirect: `${paths.settings}?tab=1` });
    expect(redirectAfterLogin(back)).toBe(`${paths.settings}?tab=1`);
    expect(redirectAfterLogin(`?redirect=${encodeURIComponent(paths.posted)}`)).toBe(paths.posted);
    expect(redirectAfterLogin('')).toBe(paths.chat);
    expect(redirectAfterLogin('?redirect=%2F%2Fevil.example')).toBe(paths.chat);
    expect(redirectAfterLogin(`?redirect=${encodeURIComponent(paths.login)}`)).toBe(paths.chat);
    expect(redirectAfterLogin('?redirect=%2F')).toBe(paths.chat);
  });

  it('round-trips: the login page sends the guest back where loginPathFor remembered', () => {
    const wanted = `${paths.changeEmail}?from=settings&x=a%26b`;
    const loginUrl = new URL(loginPathFor(wanted), 'http://app');
    expect(redirectAfterLogin(loginUrl.search)).toBe(wanted);
  });
});
