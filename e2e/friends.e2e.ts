import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Two phones become friends through the screens (request, accept, remark, live lists), and a contacts list files
// Latin, Russian, Chinese and digit names under the right index letters.

const PASSWORD = 'friends-e2e-pass';
const POLL = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
let alice: Session;
let bob: Session;
let a: Page;
let b: Page;
let world: TestWorld;

const friendRows = (page: Page) => page.getByTestId('friend-row');
const friendNames = (page: Page) => page.getByTestId('friend-name').allInnerTexts();
const sectionLetters = (page: Page) =>
  page
    .locator('[data-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
const sectionNames = (page: Page, letter: string) =>
  page.locator(`[data-section="${letter}"]`).getByTestId('friend-name').allInnerTexts();

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  alice = await world.signUp('alice.friends@example.com', 'alice');
  bob = await world.signUp('bob.friends@example.com', 'bob');
  a = await world.phoneOf(alice, 'en');
  b = await world.phoneOf(bob, 'ru');
});

afterAll(() => endScene({ browser, server }));

describe('two people become friends through the screens (375×667)', () => {
  it('opens Contacts from the chat list menu and shows the empty list', async () => {
    await a.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
    await a.waitForURL('**/pages/chat/Chat');
    await a.waitForLoadState('networkidle');
    await a
      .getByRole('button', { name: 'More' })
      .click({ timeout: 10_000 })
      .catch(async (error) => {
        await a.screenshot({ path: `${artifactsDir}/friends-menu.png` });
        throw error;
      });
    await a.locator('.adm-popover-menu-item').filter({ hasText: 'Contacts' }).click();
    await a.waitForURL('**/pages/friends/Friends');
    await a.getByText('No contacts yet').waitFor();
    await a.getByText('New friends').waitFor();
    await a.getByText('Group chats').waitFor();
  });

  it("A opens B's profile and sends a friend request", async () => {
    const page = await a.context().newPage();
    world.watch(page);
    await world.openInApp(page, `/pages/friends/AboutDetailUsers?userId=${bob.userId}`);
    await expect.poll(() => page.getByTestId('profile-name').textContent(), POLL).toBe('bob');
    await page.getByRole('button', { name: 'Add friend' }).click();
    await page.getByRole('button', { name: 'Friend request sent' }).waitFor();
    expect(await page.getByRole('button', { name: 'Friend request sent' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('B sees the request with a badge, accepts it, and both lists show the other (A live)', async () => {
    await world.openInApp(b, '/pages/friends/Friends');
    const newFriends = b.locator('.adm-list-item').filter({ hasText: 'Новые друзья' });
    await expect.poll(() => newFriends.locator('.adm-badge').textContent(), POLL).toBe('1');
    await newFriends.click();
    await b.waitForURL('**/pages/friends/friendAgreement');
    const request = b.getByTestId('friend-request').filter({ hasText: 'alice' });
    await request.waitFor();
    await request.getByRole('button', { name: 'Принять' }).click();
    await request.getByText('Принята').waitFor();

    // A still has Contacts open from the first test: the friendAccepted event brings bob in without a reload.
    await expect.poll(() => friendNames(a), POLL).toEqual(['bob']);

    await b.goBack();
    await b.waitForURL('**/pages/friends/Friends');
    await expect.poll(() => friendNames(b), POLL).toEqual(['alice']);
    await expect.poll(() => newFriends.locator('.adm-badge').count(), POLL).toBe(0);
  });

  it('B sets a remark for A and sees it on the profile and in the contacts', async () => {
    await friendRows(b).filter({ hasText: 'alice' }).click();
    await b.waitForURL('**/pages/friends/AboutDetailUser?userId=*');
    await expect.poll(() => b.getByTestId('profile-name').textContent(), POLL).toBe('alice');
    await b.getByTestId('is-friend').waitFor();
    await b.locator('.adm-list-item').filter({ hasText: 'Заметка об имени' }).click();
    await b.waitForURL('**/pages/friends/ModifyRemarks?userId=*');
    await b.locator('input[name="commentName"]').fill('Алиса');
    await b.locator('input[name="commentLast"]').fill('Смит');
    await b.getByRole('button', { name: 'Сохранить' }).click();
    await b.waitForURL('**/pages/friends/AboutDetailUser?userId=*');
    await expect.poll(() => b.getByTestId('profile-name').textContent(), POLL).toBe('Алиса Смит');
    await b.getByText('Имя: alice').waitFor();
    await b.goBack();
    await b.waitForURL('**/pages/friends/Friends');
    await expect.poll(() => sectionNames(b, 'А'), POLL).toEqual(['Алиса Смит']);
    // A sees no remark of B's: her own name stays hers.
    expect(await friendNames(a)).toEqual(['bob']);
  });

  it('A shares B as a contact card into their chat, and tapping the card opens his profile', async () => {
    await world.sendText(alice, bob, 'hi bob');
    await world.openInApp(a, `/pages/friends/AboutDetailUser?userId=${bob.userId}`);
    await expect.poll(() => a.getByTestId('profile-name').textContent(), POLL).toBe('bob');
    await a.locator('.adm-list-item').filter({ hasText: 'Share contact card' }).click();
    await a.waitForURL('**/pages/selectChat/selectChat?cardUserId=*');
    await a.getByText('Send contact card to').waitFor();
    await a.locator('.adm-list-item').filter({ hasText: 'bob' }).click();
    await a.getByRole('button', { name: 'Send' }).click();
    await a.getByText('Contact card sent to chats: 1').waitFor();

    await world.openInApp(b, `/pages/chat/PersonalChat?targetId=${alice.userId}&conversationType=1`);
    const card = b.getByTestId('contact-card');
    await card.waitFor(POLL);
    await card.click();
    await b.waitForURL(`**/pagesDiscover/friendsInformation/FriendsInformation?userId=${bob.userId}`);
    // His own profile: nothing to add, message or block.
    await expect.poll(() => b.getByTestId('profile-name').textContent(), POLL).toBe('bob');
    expect(await b.getByRole('button', { name: 'Добавить в друзья' }).count()).toBe(0);
    expect(await b.getByRole('button', { name: 'Написать сообщение' }).count()).toBe(0);
    expect(await b.getByRole('button', { name: 'Заблокировать' }).count()).toBe(0);
  });

  it('A deletes B after confirming, and B loses A live', async () => {
    await world.openInApp(b, '/pages/friends/Friends');
    await expect.poll(() => friendRows(b).count(), POLL).toBe(1);
    await world.openInApp(a, `/pages/friends/AboutDetailUser?userId=${bob.userId}`);
    await a.getByRole('button', { name: 'Delete friend' }).click();
    await a.locator('.adm-dialog').getByText('Cancel', { exact: true }).click();
    await expect.poll(() => a.locator('.adm-dialog').count(), POLL).toBe(0);
    await a.getByTestId('is-friend').waitFor();
    await a.getByRole('button', { name: 'Delete friend' }).click();
    await a.locator('.adm-dialog').getByText('Delete friend', { exact: true }).click();
    await a.getByRole('button', { name: 'Add friend' }).waitFor(POLL);
    await expect.poll(() => friendRows(b).count(), POLL).toBe(0);
    await b.getByText('Контактов пока нет').waitFor();
  });

  it('A blocks B after confirming (no adding while blocked), then unblocks him', async () => {
    await a.getByRole('button', { name: 'Block', exact: true }).click();
    await a.locator('.adm-dialog').getByText('Block', { exact: true }).click();
    await a.getByRole('button', { name: 'Unblock', exact: true }).waitFor(POLL);
    expect(await a.getByRole('button', { name: 'Add friend' }).isDisabled()).toBe(true);
    const state = await world.call<{ blocking: boolean }>(
      'POST',
      '/app/blockUser/checkHaveBeenBlocked',
      { userId: bob.userId },
      alice,
    );
    expect(state.blocking).toBe(true);
    await expect.poll(() => a.locator('.adm-dialog').count(), POLL).toBe(0);
    await a.getByRole('button', { name: 'Unblock', exact: true }).click();
    await a.locator('.adm-dialog').getByText('Unblock', { exact: true }).click();
    await a.getByRole('button', { name: 'Block', exact: true }).waitFor(POLL);
    expect(await a.getByRole('button', { name: 'Add friend' }).isDisabled()).toBe(false);
  });

  it('A withdraws a request: "Request sent" and the Sent tab survive a fresh load; B loses it live', async () => {
    // A fresh page load outside the launch allow-list lands on dating, so "after a reload" is a fresh load of the
    // app that then opens the page (openInApp): nothing is left in memory, what shows comes from the server.
    await a.getByRole('button', { name: 'Add friend' }).click();
    await a.getByTestId('request-sent').waitFor(POLL);
    await world.openInApp(a, `/pages/friends/AboutDetailUser?userId=${bob.userId}`);
    await expect.poll(() => a.getByTestId('profile-name').textContent(), POLL).toBe('bob');
    await a.getByTestId('request-sent').waitFor(POLL);
    await a.getByTestId('cancel-request').waitFor();
    expect(await a.getByRole('button', { name: 'Add friend' }).count()).toBe(0);

    const waitingForB = b
      .getByTestId('friend-request')
      .filter({ hasText: 'alice' })
      .filter({ has: b.getByRole('button', { name: 'Принять' }) });
    await world.openInApp(b, '/pages/friends/friendAgreement');
    await expect.poll(() => waitingForB.count(), POLL).toBe(1);

    await world.openInApp(a, '/pages/friends/friendAgreement');
    await a.locator('.adm-tabs-tab').filter({ hasText: 'Sent' }).click();
    await a.waitForURL('**/pages/friends/friendAgreement?tab=sent');
    await world.openInApp(a, '/pages/friends/friendAgreement?tab=sent');
    await expect.poll(() => a.locator('.adm-tabs-tab-active').textContent(), POLL).toBe('Sent');
    const sentToBob = a.getByTestId('sent-request').filter({ hasText: 'bob' });
    await expect.poll(() => sentToBob.count(), POLL).toBe(1);

    // Keeping it changes nothing; confirming withdraws it.
    await sentToBob.getByRole('button', { name: 'Cancel request' }).click();
    await a.locator('.adm-dialog').getByText('Keep', { exact: true }).click();
    await expect.poll(() => a.locator('.adm-dialog').count(), POLL).toBe(0);
    expect(await sentToBob.count()).toBe(1);
    await sentToBob.getByRole('button', { name: 'Cancel request' }).click();
    await a.locator('.adm-dialog').getByText('Cancel request', { exact: true }).click();
    await a.getByText('No requests waiting').waitFor(POLL);

    // B still has the agreement page open: the friendRequestCancelled event drops it without a reload.
    await expect.poll(() => waitingForB.count(), POLL).toBe(0);
    await world.openInApp(b, '/pages/friends/friendAgreement');
    await b.getByTestId('friend-request').first().waitFor(POLL);
    expect(await waitingForB.count()).toBe(0);
    await world.openInApp(b, '/pages/friends/Friends');
    const newFriends = b.locator('.adm-list-item').filter({ hasText: 'Новые друзья' });
    await newFriends.waitFor(POLL);
    expect(await newFriends.locator('.adm-badge').count()).toBe(0);

    await world.openInApp(a, `/pages/friends/AboutDetailUser?userId=${bob.userId}`);
    await a.getByRole('button', { name: 'Add friend' }).waitFor(POLL);
    expect(await a.getByTestId('request-sent').count()).toBe(0);
  });
});

describe('the contacts index', () => {
  it('files Latin, Russian, Chinese and digit names under their letters, # last, and a letter jumps there', async () => {
    const carol = await world.signUp('carol.friends@example.com', 'carol');
    const names = ['Борис', 'Alice', '张伟', '7up', 'Zoe', 'Яна'];
    for (const [index, name] of names.entries()) {
      const friend = await world.signUp(`friend${index}.friends@example.com`, name);
      await world.befriend(friend, carol);
    }
    const c = await world.phoneOf(carol, 'en');
    await world.openInApp(c, '/pages/friends/Friends');
    await expect.poll(() => friendRows(c).count(), POLL).toBe(names.length);
    expect(await sectionLetters(c)).toEqual(['A', 'Z', 'Б', 'Я', '#']);
    expect(await sectionNames(c, 'A')).toEqual(['Alice']);
    expect(await sectionNames(c, 'Z')).toEqual(['张伟', 'Zoe']);
    expect(await sectionNames(c, 'Б')).toEqual(['Борис']);
    expect(await sectionNames(c, 'Я')).toEqual(['Яна']);
    expect(await sectionNames(c, '#')).toEqual(['7up']);

    const index = c.getByRole('list', { name: 'Alphabetical index' });
    expect(await index.getByRole('button').allInnerTexts()).toEqual(['A', 'Z', 'Б', 'Я', '#']);
    // A short screen, so that '#' starts below the fold and only the index brings it up.
    await c.setViewportSize({ width: 375, height: 400 });
    const otherTitle = c.locator('[data-section="#"] h2');
    const inView = () =>
      otherTitle.evaluate((h) => {
        const box = h.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    expect(await inView()).toBe(false);
    await index.getByRole('button', { name: '#' }).click();
    await expect.poll(inView, POLL).toBe(true);
    await c.setViewportSize({ width: 375, height: 667 });

    // The search filters, Chinese names by pinyin as well.
    await c.getByPlaceholder('Search contacts').fill('zhang');
    await expect.poll(() => friendNames(c), POLL).toEqual(['张伟']);
    await c.getByPlaceholder('Search contacts').fill('nobody-here');
    await c.getByText('Nobody found').waitFor();
  });

  it('never crashed a page', () => {
    expect(world.errorsOf()).toEqual([]);
  });
});
