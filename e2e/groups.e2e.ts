import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';
import { confirmAvatarCrop } from './pictures.ts';

// Three friends in three phones: the owner makes a group through the pickers, runs it from its settings, dismisses it.

const PASSWORD = 'groups-e2e-pass';
const POLL = { timeout: 10_000 };
const MUTED_IN_GROUP = 22408;
// A 2×2 PNG: what a picked photo looks like to the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let owner: Session;
let bob: Session;
let carol: Session;
let o: Page;
let b: Page;
let c: Page;
let groupId: number;
let world: TestWorld;

const tile = (page: Page, name: string) => page.getByTestId('member-tile').filter({ hasText: name });
const sheetAction = (page: Page, text: string) =>
  page.locator('.adm-action-sheet-button-item').filter({ hasText: text });

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  owner = await world.signUp('olga.groups@example.com', 'olga');
  bob = await world.signUp('bob.groups@example.com', 'bob');
  carol = await world.signUp('carol.groups@example.com', 'carol');
  await world.befriend(owner, bob);
  await world.befriend(carol, owner);
  o = await world.phoneOf(owner, 'en');
  b = await world.phoneOf(bob, 'en');
  c = await world.phoneOf(carol, 'en');
});

afterAll(() => endScene({ browser, server }));

describe('a group of three friends run from its settings (375×667)', () => {
  it('creates the group by picking friends, then naming it', async () => {
    await world.openInApp(o, '/pages/selectFriend/selectFriend?mode=create', () =>
      o.getByText('carol').waitFor(),
    );
    const next = o.getByRole('button', { name: /^Next/ });
    expect(await next.isDisabled()).toBe(true);
    await o.getByPlaceholder('Search friends').fill('bo');
    await expect.poll(() => o.getByText('carol', { exact: true }).count(), POLL).toBe(0);
    await o.locator('.adm-list-item').filter({ hasText: 'bob' }).click();
    await o.getByPlaceholder('Search friends').fill('');
    await o.locator('.adm-list-item').filter({ hasText: 'carol' }).click();
    await o.getByRole('button', { name: 'Next (2)' }).click();

    await o.waitForURL('**/pages/CreateGroup/CreateGroup?memberIds=*');
    await o.getByText('Members: 2').waitFor();
    // A name is required: nothing is created without one.
    await o.getByRole('button', { name: 'Create group' }).click();
    await o.getByText('Enter the group name').waitFor();
    await o.getByRole('textbox', { name: 'Group name' }).fill('  Trail crew  ');
    await o
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await confirmAvatarCrop(o);
    await o.getByRole('button', { name: 'Create group' }).click();

    await o.waitForURL('**/pages/chat/GroupChat?groupId=*');
    groupId = Number(new URL(o.url()).searchParams.get('groupId'));
    const created = await world.send<{ groupName: string; avatar: string; memberCount: number }>(
      'GET',
      `/app/group/${groupId}`,
      undefined,
      owner,
    );
    expect(created.data).toMatchObject({ groupName: 'Trail crew', memberCount: 3 });
    expect(created.data.avatar).not.toBe('');
    await expect.poll(() => o.getByTestId('chat-title').textContent(), POLL).toBe('Trail crew');
    await o.getByTestId('notice').filter({ hasText: 'You created the group' }).waitFor();
  });

  it("lists the group among bob's groups, searchable, and opens its chat from there", async () => {
    await world.openInApp(b, '/pages/friends/GroupChatList', () => b.getByText('Trail crew').waitFor());
    await b.getByText('Members: 3').waitFor();
    await b.getByPlaceholder('Search groups').fill('nothing like it');
    await b.getByText('No groups match the search').waitFor();
    await b.getByPlaceholder('Search groups').fill('trail');
    await b.getByText('Trail crew').click();
    await b.waitForURL(`**/pages/chat/GroupChat?groupId=${groupId}&isFriendGroup=1`);
    await expect.poll(() => b.getByTestId('chat-title').textContent(), POLL).toBe('Trail crew');
  });

  it('promotes bob to admin from the member sheet in the chat settings', async () => {
    await o.getByRole('button', { name: 'Chat actions' }).click();
    await sheetAction(o, 'Chat settings').click();
    await o.waitForURL('**/pages/chat/ChatSettings?groupId=*');
    await expect.poll(() => o.getByTestId('member-tile').count(), POLL).toBe(3);
    await tile(o, 'olga').getByText('Owner').waitFor();

    await tile(o, 'bob').click();
    await sheetAction(o, 'Make admin').click();
    await tile(o, 'bob').getByText('Admin').waitFor();
    await o.screenshot({ path: `${artifactsDir}/groups-settings.png` });

    // The owner writes the group notice; it shows at once.
    await o.getByText('Group notice').click();
    await o.getByRole('textbox', { name: 'Group notice' }).fill('Meet at 8:00 by the bridge');
    await o.getByRole('button', { name: 'Save' }).click();
    await o.getByTestId('group-notice').filter({ hasText: 'Meet at 8:00 by the bridge' }).waitFor();
    // Paged answers carry their rows beside the code (spec §8).
    const members = (await world.send(
      'GET',
      `/app/groupMeb/list?groupId=${groupId}`,
      undefined,
      owner,
    )) as unknown as {
      rows: { userId: number; role: number }[];
    };
    expect(members.rows.find((m) => m.userId === bob.userId)?.role).toBe(2);
  });

  it("shows an ordinary member bob's profile in the group's context: his nickname there and Admin", async () => {
    const renamed = await world.send('PUT', '/app/group/anonEdit', { groupId, myName: 'Bobby' }, bob);
    expect(renamed.code).toBe(200);
    // The platform's notice (sender 0) names bob in carol's chat list, not a nameless 'User'.
    await world.openInApp(c, '/pages/chat/Chat', () =>
      c.getByText('bob changed their name in the group').waitFor(),
    );
    await world.openInApp(c, `/pages/chat/ChatSettings?groupId=${groupId}`, () => tile(c, 'bob').waitFor());
    // Carol may not act on an admin, so his tile opens the profile straight away.
    await tile(c, 'bob').click();
    await c.waitForURL(`**/pages/friends/AboutDetailUsers?userId=${bob.userId}&groupId=${groupId}`);
    await c.getByTestId('group-nickname').filter({ hasText: 'Nickname in the group: Bobby' }).waitFor();
    await expect.poll(() => c.getByTestId('group-role').textContent(), POLL).toBe('Group admin');

    // The same profile opened without the group shows neither.
    await world.openInApp(c, `/pages/friends/AboutDetailUsers?userId=${bob.userId}`, () =>
      c.getByText('bob').first().waitFor(),
    );
    expect(await c.getByTestId('group-role').count()).toBe(0);
    expect(await c.getByTestId('group-nickname').count()).toBe(0);
  });

  it('mutes carol: her composer closes live and the server refuses her sends', async () => {
    await world.openInApp(c, `/pages/chat/GroupChat?groupId=${groupId}`, () =>
      c.getByRole('textbox', { name: 'Message' }).waitFor(),
    );

    await tile(o, 'carol').click();
    await sheetAction(o, 'Mute').click();
    await tile(o, 'carol').getByText('Muted').waitFor();

    await c.getByTestId('chat-notice').filter({ hasText: 'You are muted in this group.' }).waitFor();
    expect(await c.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    const refused = await world.send(
      'POST',
      '/app/chat/message/send',
      {
        conversationType: 3,
        targetId: String(groupId),
        objectName: 'RC:TxtMsg',
        content: { content: 'Can I still talk?' },
        clientMsgId: `groups-e2e-${Date.now()}`,
      },
      carol,
    );
    expect(refused.code).toBe(MUTED_IN_GROUP);

    // The messaging settings list her among the muted.
    await o.getByText('Group messaging').click();
    await o.waitForURL('**/pages/friends/GroupMsgSetting?groupId=*');
    await o.getByText('Muted members: 1').waitFor();
    await o.getByText('Admins: 1').waitFor();
    await o.screenshot({ path: `${artifactsDir}/groups-msg-setting.png` });
  });

  it('dismisses the group after asking, and the members see it dissolved', async () => {
    await world.openInApp(b, `/pages/chat/GroupChat?groupId=${groupId}`, () =>
      b.getByRole('textbox', { name: 'Message' }).waitFor(),
    );
    await world.openInApp(o, `/pages/chat/ChatSettings?groupId=${groupId}`, () =>
      o.getByTestId('member-grid').waitFor(),
    );

    await o.getByTestId('leave-group').click();
    await o.locator('.adm-dialog').getByText('Dismiss the group?').waitFor();
    // Cancelling changes nothing.
    await o.locator('.adm-dialog').getByText('Cancel', { exact: true }).click();
    await o.locator('.adm-dialog').waitFor({ state: 'hidden' });
    await o.getByTestId('leave-group').click();
    await o.locator('.adm-dialog-button').filter({ hasText: 'Dismiss the group' }).click();
    await o.waitForURL('**/pages/chat/Chat');

    await b.getByTestId('notice').filter({ hasText: 'The group was dissolved' }).waitFor();
    await c.getByTestId('notice').filter({ hasText: 'The group was dissolved' }).waitFor();
    const after = await world.send('GET', `/app/group/${groupId}`, undefined, bob);
    expect(after.code).toBe(22406);
    // Bob had the chat open: it closes its composer live instead of keeping the old group.
    await b.getByText('You are not in this group, or it was dissolved.').waitFor();
    await b.getByRole('textbox', { name: 'Message' }).waitFor({ state: 'detached' });
    await b.screenshot({ path: `${artifactsDir}/groups-dissolved.png` });
  });

  it('shows a private chat its settings, and starts a group with that person picked', async () => {
    await world.openInApp(c, `/pages/chat/ChatSettings?targetId=${owner.userId}`, () =>
      c.getByText('olga').waitFor(),
    );
    await c.getByRole('switch', { name: 'Mute notifications' }).waitFor();
    await c.getByText('Create a group with this person').click();
    await c.waitForURL('**/pages/selectFriend/selectFriend?mode=create&memberIds=*');
    await c.getByRole('button', { name: 'Next (1)' }).click();
    await c.waitForURL(`**/pages/CreateGroup/CreateGroup?memberIds=${owner.userId}`);
    await c.getByText('Members: 1').waitFor();
  });

  it("says so when no support agent is free, from Settings and from the support chat's page", async () => {
    // This server has no customer-service staff: the server's reason is shown and the user stays where he was.
    await world.openInApp(c, '/pagesUser/setting/Settings', () => c.getByText('Contact support').waitFor());
    await c.getByText('Contact support').click();
    await c.getByText('No customer-service agent is available now').waitFor();
    expect(new URL(c.url()).pathname).toBe('/h5/pagesUser/setting/Settings');

    await world.openInApp(c, '/pages/chat/moduleSetting?moduleType=0', () =>
      c.getByText('No support chat yet').waitFor(),
    );
    await c.getByRole('button', { name: 'Contact support' }).click();
    await c.getByText('No customer-service agent is available now').waitFor();
    expect(new URL(c.url()).pathname).toBe('/h5/pages/chat/moduleSetting');
  });

  it('never crashed any app', () => {
    expect(world.errorsOf()).toEqual([]);
  });
});
