import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, sharedServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// One search box finds people, friends, groups and messages: a name full of SQL and regex characters is taken
// literally, a plain name is found in every section with the match marked, and a message opens its chat.

const PASSWORD = 'search-e2e-pass';
const POLL = { timeout: 15_000 };
const SPECIAL = '%_.*(';

let server: RunningServer;
let browser: Browser;
let alice: Session;
let rex: Session;
let marina: Session;
let groupId: number;
let page: Page;
let world: TestWorld;

const section = (kind: string) => page.locator(`[data-section="${kind}"]`);
const rowTexts = (kind: string) => section(kind).locator('[data-search-row]').allInnerTexts();
const marks = (kind: string) => section(kind).locator('mark').allInnerTexts();
const searchBox = () => page.getByPlaceholder('Phone, name, group or message');

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  alice = await world.signUp('alice.search@example.com', 'Alice Seeker');
  rex = await world.signUp('rex.search@example.com', `Rex${SPECIAL}\\Ray`);
  marina = await world.signUp('marina.search@example.com', 'Marina Volkova');
  // Not a friend: found among users, never among friends.
  await world.signUp('other.search@example.com', 'Oleg Volkova');
  await world.signUp('vera.search@example.com', 'Vera Volkova');
  await world.signUp('ivan.search@example.com', 'Ivan Volkov-Volkova');
  await world.befriend(alice, rex);
  await world.befriend(alice, marina);
  ({ groupId } = await world.call<{ groupId: number }>(
    'POST',
    '/app/group',
    { groupName: 'Volkova fans', memberIds: [marina.userId] },
    alice,
  ));
  await world.sendText(marina, alice, 'Lunch on VOLKOVA street at noon?');
  page = await world.phoneOf(alice, 'en');
});

afterAll(() => endScene({ browser, server }));

describe('the search page (375×667)', () => {
  it('opens with a hint and no results before anything is typed', async () => {
    await world.openInApp(page, '/pagesTool/search/Search');
    await page.getByText('Search Volna').waitFor();
    expect(await page.locator('[data-section]').count()).toBe(0);
  });

  it('takes SQL and regex characters literally: the friend named with them, marked, in Users and Friends', async () => {
    await searchBox().fill(SPECIAL);
    await expect
      .poll(() => rowTexts('friends'), POLL)
      .toEqual([expect.stringContaining(`Rex${SPECIAL}\\Ray`)]);
    await expect.poll(() => rowTexts('users'), POLL).toEqual([expect.stringContaining(`Rex${SPECIAL}\\Ray`)]);
    expect(await marks('users')).toEqual([SPECIAL]);
    expect(await marks('friends')).toEqual([SPECIAL]);
    // Sections show while they load (each section is its own request) and go once found empty.
    await expect.poll(() => section('groups').count(), POLL).toBe(0);
    await expect.poll(() => section('messages').count(), POLL).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), POLL).toBe(SPECIAL);
  });

  it('finds nothing for SQL text and says so', async () => {
    await searchBox().fill("'; drop table users; --");
    await page.getByText(`Nothing found for «'; drop table users; --»`).waitFor(POLL);
  });

  it('a plain name, any case: users, friends, a group by name and a message by its text, each marked', async () => {
    await searchBox().fill('volkova');
    // Four users match; All shows the newest three.
    await expect
      .poll(() => rowTexts('users'), POLL)
      .toEqual([
        expect.stringContaining('Ivan Volkov-Volkova'),
        expect.stringContaining('Vera Volkova'),
        expect.stringContaining('Oleg Volkova'),
      ]);
    await expect.poll(() => rowTexts('friends'), POLL).toEqual([expect.stringContaining('Marina Volkova')]);
    await expect.poll(() => rowTexts('groups'), POLL).toEqual([expect.stringContaining('Volkova fans')]);
    await expect
      .poll(() => rowTexts('messages'), POLL)
      .toEqual([expect.stringContaining('Lunch on VOLKOVA street at noon?')]);
    expect(await marks('friends')).toEqual(['Volkova']);
    expect(await marks('groups')).toEqual(['Volkova']);
    expect(await marks('messages')).toContain('VOLKOVA');
  });

  it("'show more' under All opens the Users tab with every match", async () => {
    await section('users').getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab'), POLL).toBe('users');
    await expect.poll(() => rowTexts('users'), POLL).toHaveLength(4);
    expect((await rowTexts('users'))[3]).toContain('Marina Volkova');
    expect(await page.locator('[data-section]').count()).toBe(1);
    expect(await section('friends').count()).toBe(0);
    await page.locator('.adm-tabs-tab', { hasText: 'All' }).click();
    await expect.poll(() => section('friends').count(), POLL).toBe(1);
  });

  it('the Groups tab shows only groups, and a group opens its chat', async () => {
    await page.locator('.adm-tabs-tab', { hasText: 'Groups' }).click();
    await expect.poll(() => page.locator('[data-section]').count(), POLL).toBe(1);
    await section('groups').locator('[data-search-row]').first().click();
    await page.waitForURL(`**/pages/chat/GroupChat?groupId=${groupId}*`);
    await page.goBack();
    await expect.poll(() => rowTexts('groups'), POLL).toEqual([expect.stringContaining('Volkova fans')]);
    await page.locator('.adm-tabs-tab', { hasText: 'All' }).click();
  });

  it('opening a message result opens that chat', async () => {
    await section('messages').locator('[data-search-row]').first().click();
    await page.waitForURL(`**/pages/chat/PersonalChat?targetId=${marina.userId}*`);
    await page.getByText('Lunch on VOLKOVA street at noon?').first().waitFor(POLL);
    expect(world.errorsOf(page)).toEqual([]);
  });
});
