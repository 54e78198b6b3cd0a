import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  moveServerClock,
  outboxCode,
  phoneContext,
  type RunningServer,
  endScene,
} from './harness.ts';
import { runPageClockUntil, startServer, freshLoginPage, watchPageErrors } from './harness.ts';

// Settings of an e-mail account, each saved against the real server and read back after a reload.

const EMAIL = 'marina@example.com';
const NEW_EMAIL = 'marina.new@example.com';
const PASSWORD = 'settings-e2e-pass';

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[];

const url = (path: string) => `${server.baseUrl}/h5${path}`;

async function openSettingsEntry(entry: string) {
  await page.goto(url('/pagesUser/posted/Posted'));
  await page.getByText('Настройки', { exact: true }).click();
  await page.getByText(entry, { exact: true }).click();
}

beforeAll(async () => {
  // A server of its own, not the run's shared one: the password test moves its clock.
  server = await startServer();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
  pageErrors = watchPageErrors(page);
});

afterAll(() => endScene({ browser, server }));

describe('settings in the browser (375×667)', () => {
  it('signs up by e-mail with a first name, which the profile then shows (issue 30)', async () => {
    await page.goto(url('/pages/login/Login'));
    await page.getByText('Регистрация', { exact: true }).click();
    await page.getByText('Почта', { exact: true }).click();
    await page.locator('input[name=email]').fill(EMAIL);
    await page.getByText('Получить код').click();
    await page.locator('input[name=code]').fill(await outboxCode(server.baseUrl, EMAIL));
    await page.locator('input[name=firstName]').fill('marina');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=confirmPassword]').fill(`${PASSWORD}!`);
    await page.locator('form .adm-checkbox').click({ position: { x: 10, y: 10 } });
    await page.locator('form button[type=submit]').click();
    await page.getByText('Пароли не совпадают').waitFor();
    await page.locator('input[name=confirmPassword]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/pages/chat/Chat');

    await page.goto(url('/pagesUser/posted/Posted'));
    await expect.poll(() => page.locator('h1').textContent()).toBe('marina');
    await page.getByText(EMAIL, { exact: true }).waitFor();
  });

  it('keeps privacy choices and the notification switch after a fresh load', async () => {
    await openSettingsEntry('Конфиденциальность');
    const phoneChoice = page.locator('.adm-list').filter({ hasText: 'Кто видит мой номер телефона' });
    const saved = page.waitForResponse((response) => response.url().endsWith('/app/user') && response.ok());
    await phoneChoice.getByText('Все', { exact: true }).click();
    await saved;
    // Finding by number is its own row (issue 17), Everybody until changed.
    const findChoice = page.locator('.adm-list').filter({ hasText: 'Кто может найти меня по номеру' });
    await findChoice.locator('.adm-selector-item-active').getByText('Все', { exact: true }).waitFor();
    const savedFind = page.waitForResponse(
      (response) => response.url().endsWith('/app/user') && response.ok(),
    );
    await findChoice.getByText('Мои контакты', { exact: true }).click();
    await savedFind;
    const banner = page.getByRole('switch', { name: 'Баннер в приложении' });
    const wasOn = (await banner.getAttribute('aria-checked')) === 'true';
    const savedBanner = page.waitForResponse(
      (response) => response.url().endsWith('/app/user') && response.ok(),
    );
    await banner.click();
    await savedBanner;

    // A fresh load of the app, so what shows is what the server kept.
    await openSettingsEntry('Конфиденциальность');
    await phoneChoice.locator('.adm-selector-item-active').getByText('Все', { exact: true }).waitFor();
    await findChoice
      .locator('.adm-selector-item-active')
      .getByText('Мои контакты', { exact: true })
      .waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Баннер в приложении' }).getAttribute('aria-checked'))
      .toBe(String(!wasOn));
  });

  it('sets a 6-digit pay password after refusing a short one', async () => {
    await openSettingsEntry('Платёжный пароль');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=payPassword]').fill('12a45');
    await page.locator('input[name=confirmPayPassword]').fill('1245');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Платёжный пароль — 6 цифр').waitFor();
    await page.locator('input[name=payPassword]').fill('135790');
    await page.locator('input[name=confirmPayPassword]').fill('135790');
    await page.locator('form button[type=submit]').click();
    await page.getByText('Платёжный пароль сохранён').waitFor();
    await page.waitForURL('**/pagesUser/setting/Settings');
  });

  it('changes the e-mail with a code sent to the new address', async () => {
    await openSettingsEntry('Сменить e-mail');
    await page.getByText(`Текущий e-mail: ${EMAIL}`, { exact: false }).waitFor();
    await page.locator('input[name=email]').fill(NEW_EMAIL);
    await page.getByText('Получить код').click();
    await page.locator('input[name=code]').fill(await outboxCode(server.baseUrl, NEW_EMAIL));
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/pagesUser/setting/Settings');

    await page.goto(url('/pagesUser/posted/Posted'));
    await page.getByText(NEW_EMAIL, { exact: true }).waitFor();
  });

  it('shows an empty blocked list with a next step', async () => {
    await openSettingsEntry('Чёрный список');
    await page.getByText('Чёрный список пуст').waitFor();
    await page.getByRole('button', { name: 'К чатам' }).click();
    await page.waitForURL('**/pages/chat/Chat');
  });

  it('changes the password by a code to the current e-mail, then logs in with the new one', async () => {
    const newPassword = 'settings-e2e-new-pass';
    // The phone's clock is Playwright's from here on (it keeps running), so the test can run its countdown out.
    await page.clock.install();
    await openSettingsEntry('Сменить пароль');
    await page.getByText(`Код придёт на ${NEW_EMAIL}`).waitFor();
    // The change of e-mail sent a code to this address moments ago: the server refuses a resend and names the
    // seconds left, and the button counts them down before it can send again.
    await page.getByText('Получить код').click();
    await page.getByText(/Повторная отправка через \d+ с/).waitFor();
    const countdown = await page.getByText(/Повтор через \d+ с/).textContent();
    const secondsLeft = Number(countdown?.match(/\d+/)?.[0]);
    expect(secondsLeft).toBeGreaterThan(0);
    // The pause passes at once instead of in real time (issue 18): this file's own server moves its clock on by it,
    // and the phone's countdown is run out.
    await moveServerClock(server, { advanceMs: secondsLeft * 1000 });
    await runPageClockUntil(page, page.getByText('Получить код'), secondsLeft + 60);
    await page.getByText('Получить код').click();
    await page.getByText(/Повтор через (59|60) с/).waitFor();
    await page.locator('input[name=code]').fill(await outboxCode(server.baseUrl, NEW_EMAIL));
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('input[name=confirmPassword]').fill(newPassword);
    await page.locator('form button[type=submit]').click();
    await page.locator('.adm-dialog-body').getByText('Пароль изменён', { exact: false }).waitFor();
    await page.locator('.adm-dialog-button', { hasText: 'ОК' }).click();
    await page.waitForURL(freshLoginPage);

    await page.getByText('По паролю', { exact: true }).click();
    await page.getByText('Почта', { exact: true }).click();
    await page.locator('input[name=email]').fill(NEW_EMAIL);
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('form .adm-checkbox').click({ position: { x: 10, y: 10 } });
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/pages/chat/Chat');
  });

  it('adds a phone number to the e-mail account with a code sent to that number', async () => {
    const phone = '9035557788';
    await openSettingsEntry('Сменить номер телефона');
    await page.getByText('Номер ещё не указан', { exact: false }).waitFor();
    await page.locator('input[name=phone]').fill('12345');
    await page.getByText('Получить код').click();
    await page.getByText('Неверный формат').waitFor();
    await page.locator('input[name=phone]').fill(phone);
    await page.getByText('Получить код').click();
    await page.locator('input[name=code]').fill(await outboxCode(server.baseUrl, `+7${phone}`));
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/pagesUser/setting/Settings');

    await page.goto(url('/pagesUser/posted/Posted'));
    await page.getByText(`+7${phone}`, { exact: true }).waitFor();
  });

  it('never crashed a page', () => {
    expect(pageErrors).toEqual([]);
  });
});
