import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, startServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Issue 17 in two phones: the owner invites a stranger from his profile and is told "invitation sent"; the stranger
// hears of it live, accepts from his invitations, and reads the group only from his join on.

const PASSWORD = 'group-invites-e2e-pass';
const POLL = { timeout: 10_000 };
const INVITE_REQUIRED = 22417;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let owner: Session;
let bob: Session;
let sam: Session;
let o: Page;
let s: Page;
let groupId: number;

const say = (from: Session, text: string) =>
  world.call(
    'POST',
    '/app/chat/message/send',
    {
      conversationType: 3,
      targetId: String(groupId),
      objectName: 'RC:TxtMsg',
      content: { content: text },
      clientMsgId: randomUUID(),
    },
    from,
  );

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  owner = await world.signUp('olga.invites@example.com', 'olga');
  bob = await world.signUp('bob.invites@example.com', 'bob');
  sam = await world.signUp('sam.invites@example.com', 'sam');
  await world.befriend(owner, bob);
  ({ groupId } = await world.call<{ groupId: number }>(
    'POST',
    '/app/group',
    { groupName: 'Night owls', memberIds: [bob.userId] },
    owner,
  ));
  await say(bob, 'Before sam: the old secret');
  o = await world.phoneOf(owner, 'en');
  s = await world.phoneOf(sam, 'en');
});

afterAll(() => endScene({ browser, server }));

describe('joining a group by invitation (375×667)', () => {
  it('refuses the stranger who asks to join by the group id alone', async () => {
    const refused = await world.send('POST', '/app/groupMeb/join', { groupId }, sam);
    expect(refused.code).toBe(INVITE_REQUIRED);
    await world.openInApp(s, '/pages/friends/GroupInvitations', () =>
      s.getByText('No invitations').waitFor(),
    );
  });

  it('shows the owner the switch for the history of new members, off', async () => {
    await world.openInApp(o, `/pages/chat/ChatSettings?groupId=${groupId}`, () =>
      o.getByTestId('member-grid').waitFor(),
    );
    const historySwitch = o.getByRole('switch', { name: 'History visible to new members' });
    await historySwitch.waitFor();
    expect(await historySwitch.getAttribute('aria-checked')).toBe('false');
  });

  it('invites sam from his profile: the owner is told the invitation was sent, sam sees it live', async () => {
    // Sam is on his chat list while it happens.
    await world.openInApp(s, '/pages/chat/Chat');
    await world.openInApp(o, `/pages/friends/AboutDetailUsers?userId=${sam.userId}`, () =>
      o.getByText('Invite to a group').waitFor(),
    );
    await o.getByText('Invite to a group').click();
    await o.waitForURL(`**/pages/friends/InviteToGroup?userId=${sam.userId}`);
    await o.getByTestId('invite-to-group').filter({ hasText: 'Night owls' }).click();
    await o.locator('.adm-dialog').getByText('Invite sam to «Night owls»?').waitFor();
    await o.locator('.adm-dialog-button').filter({ hasText: 'Invite' }).click();
    // Both are shown for a moment only: watched at once.
    const banner = s
      .getByTestId('group-invitation-banner')
      .filter({ hasText: 'olga invites you to «Night owls»' });
    await Promise.all([
      o.getByText('Invitations sent: 1. They join once they accept').waitFor(),
      banner.waitFor(),
    ]);
    await banner.click();
    await s.waitForURL('**/pages/friends/GroupInvitations');
    // Not a member until he accepts.
    const group = await world.call<{ memberIds: number[] }>('GET', `/app/group/${groupId}`, undefined, owner);
    expect(group.memberIds).not.toContain(sam.userId);
  });

  it('lets sam accept from his invitations, and shows him the group only from his join', async () => {
    const invitation = s.getByTestId('group-invitation').filter({ hasText: 'Night owls' });
    await invitation.getByText('olga invites you · members: 2').waitFor();
    await s.screenshot({ path: `${artifactsDir}/group-invitations.png` });
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await s.waitForURL(`**/pages/chat/GroupChat?groupId=${groupId}`);
    await expect.poll(() => s.getByTestId('chat-title').textContent(), POLL).toBe('Night owls');
    await s.getByTestId('notice').filter({ hasText: 'You joined the group' }).waitFor();

    await say(bob, 'After sam: welcome!');
    await s.getByText('After sam: welcome!').waitFor();
    expect(await s.getByText('Before sam: the old secret').count()).toBe(0);
    // Nor does the server give it to him any other way.
    const history = await world.call<Array<{ content: { content?: string } }>>(
      'GET',
      `/app/chat/message/history?conversationType=3&targetId=${groupId}`,
      undefined,
      sam,
    );
    expect(history.map((m) => m.content.content)).not.toContain('Before sam: the old secret');
    await s.screenshot({ path: `${artifactsDir}/group-after-join.png` });

    // The invitation is answered: the list is empty again.
    await world.openInApp(s, '/pages/friends/GroupInvitations', () =>
      s.getByText('No invitations').waitFor(),
    );
  });

  it('never crashed any app', () => {
    expect(world.errorsOf()).toEqual([]);
  });
});
