import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, phoneContext, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Settings' "Classic messenger tabs": chats, contacts, discover (the services hub with the dating feed) and me,
// kept for this user on this device; another account on the same device keeps the default three.

const PASSWORD = 'tab-set-e2e-pass';
const POLL = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let pavel: Session;
let rita: Session;
let page: Page;

const tabTitles = () => page.locator('nav .adm-tab-bar-item-title').allInnerTexts();
const tab = (title: string) => page.locator('nav .adm-tab-bar-item').filter({ hasText: title });

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  pavel = await world.signUp('pavel.tabs@example.com', 'pavel');
  rita = await world.signUp('rita.tabs@example.com', 'rita');
  // One device for both accounts: a context of its own, whose storage no start-up script rewrites.
  page = world.watch(await (await phoneContext(browser)).newPage());
  await signInAs(pavel);
});

/** Signs this device in as `session` (as a login leaves it stored), in English, and opens the chat tab. */
async function signInAs(session: Session) {
  await page.goto(`${server.baseUrl}/h5/static/version.json`);
  const { language: _language, ...stored } = session;
  await page.evaluate(
    (value) => {
      localStorage.setItem('volna.session', value);
      localStorage.setItem('volna.lang', 'en');
    },
    JSON.stringify({ state: { session: stored }, version: 0 }),
  );
  await page.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
}

afterAll(async () => {
  await page?.screenshot({ path: `${artifactsDir}/tab-set.png` }).catch(() => undefined);
  await browser?.close();
});

describe('the classic messenger tab set (375×667)', () => {
  it('switches to chats, contacts, discover and me in Settings, each tab without a back button', async () => {
    await expect.poll(tabTitles, POLL).toEqual(['Chats', 'Dating', 'Me']);
    await world.navigateInApp(page, '/pagesUser/setting/Settings');
    const classic = page.getByRole('switch', { name: 'Classic messenger tabs' });
    await expect.poll(() => classic.getAttribute('aria-checked')).toBe('false');
    await classic.click();
    await expect.poll(() => classic.getAttribute('aria-checked')).toBe('true');

    await world.navigateInApp(page, '/pages/chat/Chat');
    await expect.poll(tabTitles, POLL).toEqual(['Chats', 'Contacts', 'Discover', 'Me']);
    await tab('Contacts').click();
    await page.waitForURL('**/pages/friends/Friends');
    await page.getByText('No contacts yet').waitFor(POLL);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);

    await tab('Discover').click();
    await page.waitForURL('**/pages/serviceFunction/index');
    await page.getByTestId('discover-tab').waitFor(POLL);
    // The hub's entries and, inside the same tab, the dating feed.
    await page.getByTestId('hub-classifieds').waitFor(POLL);
    await page.getByRole('heading', { name: 'Dating', level: 1 }).waitFor(POLL);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await tab('Me').click();
    await page.waitForURL('**/pagesUser/posted/Posted');
  });

  it('keeps the choice after a reload, for this user only', async () => {
    await page.reload();
    await expect.poll(tabTitles, POLL).toEqual(['Chats', 'Contacts', 'Discover', 'Me']);

    // Rita signs in on the same device: her tabs are the default ones.
    await signInAs(rita);
    await expect.poll(tabTitles, POLL).toEqual(['Chats', 'Dating', 'Me']);
    // In the default set the services hub is a stacked page with back, and no tab bar.
    await world.navigateInApp(page, '/pages/serviceFunction/index');
    await page.getByTestId('services-hub').waitFor(POLL);
    await page.getByRole('button', { name: 'Back' }).waitFor(POLL);
    expect(await page.locator('nav .adm-tab-bar').count()).toBe(0);
    expect(world.errorsOf(page)).toEqual([]);
  });

  it('goes back to the default tabs when switched off', async () => {
    await signInAs(pavel);
    await expect.poll(tabTitles, POLL).toEqual(['Chats', 'Contacts', 'Discover', 'Me']);
    await world.navigateInApp(page, '/pagesUser/setting/Settings');
    await page.getByRole('switch', { name: 'Classic messenger tabs' }).click();
    await world.navigateInApp(page, '/pages/chat/Chat');
    await expect.poll(tabTitles, POLL).toEqual(['Chats', 'Dating', 'Me']);
  });
});
