import { describe, expect, it } from 'vitest';
import { launchLinkOf } from '../shared/lib/launch-link.ts';
import { appPathOf, launchRedirect, launchTarget } from './launch.ts';
import { launchAllowList, paths } from '../shared/lib/paths.ts';

describe('launch allow-list (spec §2)', () => {
  it('keeps a start on an allowed page', () => {
    for (const path of [
      paths.chat,
      paths.dating,
      paths.posted,
      paths.login,
      '/',
      paths.blank,
      '/pagesUser/wallet/index',
    ]) {
      expect(launchRedirect(path)).toBeNull();
    }
  });

  it('sends a start anywhere else to the dating tab', () => {
    expect(launchRedirect(paths.settings)).toBe(paths.dating);
    expect(launchRedirect(paths.editProfile)).toBe(paths.dating);
    expect(launchRedirect('/no/such/page')).toBe(paths.dating);
  });

  it('lists exactly the pages the spec names, plus the entry and login', () => {
    expect(launchAllowList.has(paths.policies)).toBe(false);
    expect(launchAllowList.has('/pages/anonymousChat/index')).toBe(true);
    expect(launchAllowList.has('/pagesBlindBox/pages/inviteFriends')).toBe(true);
  });

  it('reads the app path under the base, ignoring a trailing slash', () => {
    expect(appPathOf('/h5/pages/chat/Chat', '/h5/')).toBe('/pages/chat/Chat');
    expect(appPathOf('/h5/pages/chat/Chat/', '/h5')).toBe('/pages/chat/Chat');
    expect(appPathOf('/h5/', '/h5/')).toBe('/');
    expect(appPathOf('/h5', '/h5/')).toBe('/');
    expect(launchRedirect(appPathOf('/h5/pagesUser/posted/Posted/', '/h5/'))).toBeNull();
  });

  it("lets a reload of the page shown in this tab (the user's, a retry, a new version or language) stay, only that page", () => {
    expect(launchTarget(paths.language, paths.language)).toBeNull();
    expect(launchTarget(paths.settings, paths.language)).toBe(paths.dating);
    expect(launchTarget(paths.settings, null)).toBe(paths.dating);
    expect(launchTarget(paths.chat, null)).toBeNull();
  });
});

describe('what a launch address names (issue 30)', () => {
  it('keeps a chat, a group or an order to offer on the dating tab, and nothing else', () => {
    expect(launchLinkOf(paths.personalChat, '?targetId=42&conversationType=1')).toEqual({
      kind: 'chat',
      targetId: '42',
      path: `${paths.personalChat}?targetId=42&conversationType=1`,
    });
    expect(launchLinkOf(paths.groupChat, '?groupId=7')).toMatchObject({ kind: 'group', groupId: '7' });
    expect(launchLinkOf(paths.categoryOrderDetails, '?id=12')).toMatchObject({
      kind: 'order',
      check: '/app/listing-orders/12',
    });
    expect(launchLinkOf(paths.personalChat, '?targetId=abc')).toBeNull();
    expect(launchLinkOf(paths.settings, '?id=3')).toBeNull();
  });
});
