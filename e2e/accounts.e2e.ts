import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactsDir,
  freshLoginPage,
  launchBrowser,
  outboxCode,
  phoneContext,
  endScene,
} from './harness.ts';
import { type RunningServer, sharedServer, watchPageErrors } from './harness.ts';
import { confirmAvatarCrop } from './pictures.ts';

// One account's life in the browser, in order: sign up by SMS code, log out, log in by password, set a profile
// with an avatar, switch to Chinese, get pushed out by a login elsewhere, log out.

const PHONE = '9161234567';
const PHONE_E164 = `+7${PHONE}`;
const PASSWORD = 'volna-e2e-pass';

let server: RunningServer;
let browser: Browser;
let first: BrowserContext;
let page: Page;
let pageErrors: string[];

const url = (path: string) => `${server.baseUrl}/h5${path}`;
const tabBarItem = (target: Page, index: number) => target.locator('.adm-tab-bar-item').nth(index);

async function acceptTerms(target: Page) {
  await target.locator('form .adm-checkbox').click({ position: { x: 10, y: 10 } });
  await expect.poll(() => target.locator('form .adm-checkbox-checked').count()).toBe(1);
}

async function passwordLogin(target: Page) {
  await target.goto(url('/pages/login/Login'));
  await target.getByText('По паролю', { exact: true }).click();
  await target.locator('input[name=phone]').fill(PHONE);
  await target.locator('input[name=password]').fill(PASSWORD);
  await acceptTerms(target);
  await target.locator('form button[type=submit]').click();
  await target.waitForURL('**/pages/chat/Chat');
}

/** A 160×160 photo-like PNG: big enough that a throttled upload shows its progress, far under the 2 MB limit. */
function avatarPng() {
  return sharp({
    create: {
      width: 160,
      height: 160,
      channels: 3,
      background: '#2193b0',
      noise: { type: 'gaussian', mean: 120, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  first = await phoneContext(browser);
  page = await first.newPage();
  pageErrors = watchPageErrors(page);
});

afterAll(() => endScene({ browser, server }));

describe('accounts in the browser (375×667)', () => {
  it('signs up by phone with the code from the outbox and lands in the Russian app', async () => {
    await page.goto(url('/pages/login/Login'));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.getByText('Вход в аккаунт').waitFor();
    await page.screenshot({ path: join(artifactsDir, 'e2e-login.png') });

    await page.getByText('Регистрация', { exact: true }).click();
    await page.getByText('Получить код').waitFor();
    // A bad number is refused in place with the contract's message, before anything is sent.
    await page.locator('input[name=phone]').fill('12345');
    await page.getByText('Получить код').click();
    await page.getByText('Неверный формат', { exact: true }).waitFor();

    await page.locator('input[name=phone]').fill(PHONE);
    await page.getByText('Получить код').click();
    await page.getByText(/Повтор через \d+ с/).waitFor();
    await page.getByText('Неверный формат', { exact: true }).waitFor({ state: 'detached' });
    const code = await outboxCode(server.baseUrl, PHONE_E164);
    await page.locator('input[name=code]').fill(code);
    // Sign-up asks for the name people will see (issue 30); the personal page then shows it, not the phone.
    await page.locator('input[name=firstName]').fill('Анна');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=confirmPassword]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    // Terms not accepted: refused in place.
    await page.getByText('Примите пользовательское соглашение').waitFor();
    await acceptTerms(page);
    await page.locator('form button[type=submit]').click();

    await page.waitForURL('**/pages/chat/Chat');
    await expect.poll(() => tabBarItem(page, 0).textContent()).toBe('Чаты');
    await tabBarItem(page, 2).click();
    await page.waitForURL('**/pagesUser/posted/Posted');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Анна');
  });

  it('logs out from settings and logs in again by password', async () => {
    await page.getByText('Настройки', { exact: true }).click();
    await page.waitForURL('**/pagesUser/setting/Settings');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.locator('.adm-dialog').getByText('Выйти', { exact: true }).click();
    // Spec §4: after logout the home tab opens with the offline dialog, Cancel or Login.
    await page.waitForURL('**/pages/dating/index');
    await expect.poll(() => page.locator('.adm-dialog-body').textContent()).toContain('Вы вышли из аккаунта');
    expect(await page.evaluate(() => localStorage.getItem('volna.session'))).not.toContain('"token":"');
    await page.locator('.adm-dialog').getByText('Войти', { exact: true }).click();
    await page.waitForURL(freshLoginPage);

    await passwordLogin(page);
  });

  it('edits the profile with an avatar, showing upload progress, and sees it on the personal page', async () => {
    await tabBarItem(page, 2).click();
    await page.getByText('Редактировать профиль').click();
    await page.waitForURL('**/pagesUser/posted/EditProfile');
    await page.locator('input[name=firstName]').waitFor();

    await page.locator('input[name=avatar]').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: await avatarPng(),
    });
    await confirmAvatarCrop(page);
    await expect.poll(() => page.locator('[aria-label="Аватар"] img').getAttribute('src')).toMatch(/^blob:/);
    await page.locator('input[name=firstName]').fill('Анна');
    await page.locator('input[name=lastName]').fill('Волкова');

    // Slow the uplink so the progress bar is on screen long enough to be seen.
    const cdp = await first.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: -1,
      uploadThroughput: 24 * 1024,
    });
    await page.locator('form button[type=submit]').click();
    await page.locator('[role=progressbar]').waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.waitForURL('**/pagesUser/posted/Posted');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Анна Волкова');
    const avatar = page.locator('[data-testid=profile] img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/\/files\//);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(artifactsDir, 'e2e-personal.png') });
  });

  it('switches to Chinese in settings and shows Chinese after the reload', async () => {
    await page.getByText('Настройки', { exact: true }).click();
    await page.getByText('Язык', { exact: true }).click();
    await page.waitForURL('**/pagesUser/setting/Language');
    const reloaded = page.waitForEvent('load');
    await page.locator('.adm-check-list-item', { hasText: '中文' }).click();
    await reloaded;
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh');
    await page.locator('.adm-nav-bar-title').getByText('语言', { exact: true }).waitFor();

    await page.goto(url('/pagesUser/posted/Posted'));
    await page.getByText('编辑资料').waitFor();
    await expect.poll(() => tabBarItem(page, 0).textContent()).not.toBe('Чаты');
  });

  it('is forced offline at once, over the messaging socket, when the same user logs in from another browser', async () => {
    const second = await phoneContext(browser);
    const other = await second.newPage();
    await passwordLogin(other);
    // The account's language (Chinese since the last test) wins over the Russian phone's at login (issue 19).
    await expect.poll(() => other.evaluate(() => document.documentElement.lang)).toBe('zh');
    await expect.poll(() => tabBarItem(other, 0).textContent()).toBe('聊天');

    // No navigation needed: the system account's 403 message reaches the open page and ends its session.
    const dialog = page.locator('.adm-dialog-body');
    await dialog.waitFor();
    // The first browser is in Chinese now: the forced-logout dialog speaks it too.
    expect(await dialog.textContent()).toMatch(/[\u4e00-\u9fff]/);
    expect(await page.evaluate(() => localStorage.getItem('volna.session'))).not.toContain('"token":"');

    // The second device logs out for good.
    await tabBarItem(other, 2).click();
    await other.getByText('设置', { exact: true }).click();
    await other.getByRole('button', { name: '退出登录' }).click();
    await other.locator('.adm-dialog').getByText('退出登录', { exact: true }).click();
    await other.waitForURL('**/pages/dating/index');
    await other.locator('.adm-dialog').getByText('取消', { exact: true }).click();
    await expect.poll(() => other.locator('.adm-dialog').count()).toBe(0);
    expect(other.url()).toContain('/pages/dating/index');
    await second.close();
  });

  it('offers sign-up on a code login with an unregistered number, carrying the number and the code already sent (issue 19)', async () => {
    const context = await phoneContext(browser);
    const newcomer = await context.newPage();
    const errors = watchPageErrors(newcomer);
    const phone = '9167654321';
    await newcomer.goto(url('/pages/login/Login'));
    await newcomer.locator('input[name=phone]').fill(phone);
    await newcomer.getByText('Получить код').click();
    await newcomer.getByText(/Повтор через \d+ с/).waitFor();
    const code = await outboxCode(server.baseUrl, `+7${phone}`);
    await newcomer.locator('input[name=code]').fill(code);
    await acceptTerms(newcomer);
    await newcomer.locator('form button[type=submit]').click();
    // The toast wraps between words (antd-mobile's own style breaks anywhere: 'зарегистр|ирован').
    const toast = newcomer.locator('.adm-toast-main');
    await toast.waitFor();
    expect(await toast.evaluate((node) => getComputedStyle(node).wordBreak)).toBe('normal');
    // The refusal stays in the form with the way on, not only in a toast.
    const refusal = newcomer.locator('form [role=alert]').filter({ hasText: 'не зарегистрирован' });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'Зарегистрироваться с этим номером или e-mail' }).click();
    await newcomer.getByText('Регистрация', { exact: true }).first().waitFor();
    expect(await newcomer.locator('input[name=phone]').inputValue()).toBe(phone);
    expect(await newcomer.locator('input[name=code]').inputValue()).toBe(code);
    await newcomer.locator('input[name=firstName]').fill('Олег');
    await newcomer.locator('input[name=password]').fill(PASSWORD);
    await newcomer.locator('input[name=confirmPassword]').fill(PASSWORD);
    await newcomer.locator('form button[type=submit]').click();
    // No second code was needed: the first one signs the account up.
    await newcomer.waitForURL('**/pages/chat/Chat');
    // The empty chat list shows the ways on; contacts are one tap away in the header.
    await newcomer.getByRole('button', { name: 'Пригласить друзей' }).waitFor();
    await newcomer.getByRole('button', { name: 'Найти людей по номеру, e-mail или коду' }).click();
    await newcomer.waitForURL('**/pagesTool/search/Search');
    await newcomer.goBack();
    await newcomer.getByRole('button', { name: 'Открыть контакты' }).waitFor();
    await newcomer.getByRole('button', { name: 'Контакты', exact: true }).click();
    await newcomer.waitForURL('**/pages/friends/Friends');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens in the device language before login: a Japanese phone gets Japanese (issue 19)', async () => {
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 375, height: 667 } });
    const fresh = await context.newPage();
    await fresh.goto(url('/pages/login/Login'));
    await expect.poll(() => fresh.evaluate(() => document.documentElement.lang)).toBe('ja');
    await fresh.getByRole('button', { name: 'ログイン' }).waitFor();
    await context.close();
  });

  it('never crashed a page', () => {
    expect(pageErrors).toEqual([]);
  });
});
