import { FEEDBACK_BUTTON_FADE_MS, FEEDBACK_BUTTON_INITIAL_HIDE_MS } from '@volna/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  phoneContext,
  type RunningServer,
  sharedServer,
  watchPageErrors,
  endScene,
} from './harness.ts';

// The web shell's global behaviour (spec §2, §4, §8) as a guest, against the real server and the built app.

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

const url = (path: string) => `${server.baseUrl}/h5${path}`;
const path = () => new URL(page.url()).pathname + new URL(page.url()).search;
const helpButton = () => page.getByRole('button', { name: 'Помощь', exact: true });
/**
 * The help button appears 3 s after the app starts and takes taps once its first expansion has faded (2 s later;
 * taps pass through it until then, issue 30): the page's clock is moved past both.
 */
async function helpShows() {
  await page.clock.fastForward(FEEDBACK_BUTTON_INITIAL_HIDE_MS);
  await helpButton().waitFor({ timeout: 5_000 });
  await page.clock.fastForward(FEEDBACK_BUTTON_FADE_MS + 100);
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});

afterAll(() => endScene({ browser, server }));

beforeEach(async () => {
  context = await phoneContext(browser);
  // The phone's clock is Playwright's (it keeps running): the help button's 3 s and the 10 s start guard are run out
  // at once instead of waited for (issue 18).
  await context.clock.install();
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
});

afterEach(async () => {
  expect(pageErrors).toEqual([]);
  await context.close();
});

describe('web shell', () => {
  it('starts a guest on the dating feed with a way to log in, and keeps the launch allow-list', async () => {
    await page.goto(url('/'));
    await page.waitForURL('**/pages/dating/index');
    await page.getByText('Войдите, чтобы ставить лайки, писать и открывать альбомы').waitFor();
    expect(await page.locator('.adm-tab-bar-item').count()).toBe(3);

    // A start outside the allow-list lands on the dating tab.
    await page.goto(url('/pagesUser/setting/Settings?from=link'));
    await page.waitForURL('**/pages/dating/index');

    // A members-only tab sends the guest to login, remembering where he wanted to go.
    await page.locator('.adm-tab-bar-item').nth(0).click();
    await page.waitForURL('**/pages/login/Login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pages/chat/Chat');
  });

  it('stays on the page when the running app is reloaded in its tab; a new tab still starts by the allow-list (issue 19)', async () => {
    await page.goto(url('/pages/dating/index'));
    await helpShows();
    await helpButton().click();
    await page.waitForURL('**/pagesTool/policies/index');
    await page.reload();
    await page.getByText('Частые вопросы').first().waitFor();
    expect(page.url()).toContain('/pagesTool/policies/index');

    const freshTab = await context.newPage();
    await freshTab.goto(url('/pagesTool/policies/index'));
    await freshTab.waitForURL('**/pages/dating/index');
    await freshTab.close();
  });

  it('keeps share info of the launch query only when both fields are present', async () => {
    await page.goto(url('/?shareType=2&shareUserId=41'));
    await page.waitForURL('**/pages/dating/index?**');
    expect(await page.evaluate(() => localStorage.getItem('volna.pendingShare'))).toBe(
      '{"inviterId":41,"type":2}',
    );

    await page.evaluate(() => localStorage.removeItem('volna.pendingShare'));
    await page.goto(url('/?shareUserId=42'));
    await page.waitForURL('**/pages/dating/index?**');
    expect(await page.evaluate(() => localStorage.getItem('volna.pendingShare'))).toBeNull();
  });

  it('shows the floating help button after 3 s; a tap opens help, ?doc=terms the terms, back returns', async () => {
    await page.goto(url('/pages/dating/index'));
    expect(await helpButton().count()).toBe(0);
    await helpShows();
    await helpButton().click();
    await page.waitForURL('**/pagesTool/policies/index');
    await expect.poll(() => page.getByText('Частые вопросы').count()).toBeGreaterThan(0);

    await page.getByText('Условия', { exact: true }).click();
    await page.waitForURL('**/pagesTool/policies/index?doc=terms');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Пользовательское соглашение' }).count())
      .toBe(1);

    await page.locator('.adm-nav-bar-back').click();
    await page.waitForURL('**/pages/dating/index');
  });

  it('shrinks the help button to a slim edge tab after 2 s and hides it while a field is typed in (issue 19)', async () => {
    await page.goto(url('/pages/login/Login'));
    await helpShows();
    await page.clock.fastForward(FEEDBACK_BUTTON_FADE_MS + 100);
    await expect.poll(async () => (await helpButton().boundingBox())?.width).toBeLessThanOrEqual(16);
    const tab = await helpButton().boundingBox();
    expect(tab && tab.x + tab.width).toBe(375);
    // Under the tab: the form's margin, not its inputs.
    const phone = await page.locator('input[name=phone]').boundingBox();
    expect(phone && phone.x + phone.width).toBeLessThanOrEqual(375 - 16);
    await page.locator('input[name=phone]').focus();
    await helpButton().waitFor({ state: 'detached' });
    await page.locator('input[name=phone]').blur();
    await helpButton().waitFor();
  });

  it('offers a refresh when the server announces another version, and the refresh stays on the page', async () => {
    await page.route('**/h5/static/version.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ versionName: '99.0.0', buildTime: 'now' }),
      }),
    );
    await page.goto(url('/pages/dating/index'));
    await page.getByText('Доступна новая версия').waitFor();
    await page.getByRole('button', { name: 'Позже' }).click();
    await page.getByText('Доступна новая версия').waitFor({ state: 'detached' });

    // In-app move to a page outside the allow-list, then a refresh from there keeps it.
    await helpShows();
    await helpButton().click();
    await page.waitForURL('**/pagesTool/policies/index');
    await page.unroute('**/h5/static/version.json');
    await page.route('**/h5/static/version.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ versionName: '99.0.1', buildTime: 'now' }),
      }),
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByText('Доступна новая версия').waitFor();
    await page.getByRole('button', { name: 'Обновить' }).click();
    await page.waitForLoadState('load');
    expect(path()).toBe('/h5/pagesTool/policies/index');
  });

  it('says "waiting for network" in a bar while offline, with no dialog over the page, and stops once back', async () => {
    await page.goto(url('/pages/dating/index'));
    // The app has started (its translations, loaded after the page's load event, are in) before the network goes.
    await page.getByText('Знакомства', { exact: true }).first().waitFor();
    await context.setOffline(true);
    const bar = page.getByRole('status').filter({ hasText: 'Ожидание сети…' });
    await bar.waitFor();
    expect(await page.locator('.adm-dialog').count()).toBe(0);
    await context.setOffline(false);
    await bar.waitFor({ state: 'detached' });
  });

  it('explains in place when the server has no support address (About us)', async () => {
    await page.goto(url('/pages/dating/index'));
    await helpShows();
    await helpButton().click();
    await page.getByRole('button', { name: 'Связаться с поддержкой' }).click();
    await page.waitForURL('**/pages/user/AboutUs');
    await page.getByText('Версия 1.2.6').waitFor();
    // The e2e server runs without the demo seed, so nobody configured support.email.
    await page.getByText('Служба поддержки ещё не указала адрес на этом сервере.').waitFor();
  });
});
