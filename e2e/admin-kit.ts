import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clientHeaders, type RunningServer } from './harness.ts';
import type { TestWorld } from './world.ts';

// What the staff console's browser tests share: a desktop context in English, the login form, and the
// confirmation popover that guards every change.

export const DESKTOP = { width: 1280, height: 800 };

/** A desktop context whose console starts in English (a choice made in the console then stays). */
export async function consoleContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: clientHeaders });
  await context.addInitScript(() => {
    if (!localStorage.getItem('volna.admin.lang')) localStorage.setItem('volna.admin.lang', 'en');
  });
  return context;
}

/** Fills the console's login form; the caller waits for what should follow (the header, or a refusal). */
export async function consoleLogIn(page: Page, server: RunningServer, account: string, password: string) {
  await page.goto(`${server.baseUrl}/admin/`);
  await page.waitForURL('**/admin/login');
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A staff member of a file's own world — customer service (`agent`, POST /dev/support/agent) or a platform
 * administrator (`admin`, POST /dev/topup/staff) — signed in to the console in a desktop context of his own.
 */
export async function staffConsole(
  {
    world,
    browser,
    server,
    password,
  }: { world: TestWorld; browser: Browser; server: RunningServer; password: string },
  role: 'agent' | 'admin',
  email: string,
) {
  const staff = await world.signUp(email, role);
  await world.call('POST', role === 'agent' ? '/dev/support/agent' : '/dev/topup/staff', {
    userId: staff.userId,
  });
  const context = await consoleContext(browser);
  const page = await context.newPage();
  await consoleLogIn(page, server, email, password);
  await page.getByTestId('staff-name').waitFor();
  return { staff, context, page };
}

/**
 * Answers the open confirmation popover (antd Popconfirm) with its OK button. It is clicked once its opening zoom
 * has ended (under load a click during the zoom can land beside the moving button), and the popover must then close.
 */
export async function confirmPopover(page: Page, button = 'OK') {
  const settled = page.locator('.ant-popconfirm:visible:not([class*="zoom-big"])');
  await settled.getByRole('button', { name: button }).click();
  await page.locator('.ant-popconfirm:visible').waitFor({ state: 'hidden' });
}

/** Opens a console page from the side menu (the wallet group is open by default). */
export async function openMenu(page: Page, name: string, path: string) {
  await page.getByRole('menuitem', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === `/admin${path}`.replace(/\/$/, ''));
}

/** The console tab's own session (its login replaced any earlier one of the account), for API calls as that staff. */
export async function consoleSession(page: Page, userId: number) {
  const token = await page.evaluate(() => sessionStorage.getItem('volna.admin.token'));
  if (!token) throw new Error('The console is not signed in');
  return { token, userId };
}

/** Closes the open dialog (antd Modal) with its close button and waits until it is gone. */
export async function closeDialog(page: Page) {
  const dialog = page.locator('.ant-modal-wrap:visible');
  await dialog.locator('.ant-modal-close').click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Closes the open drawer with its close button and waits until it is gone. */
export async function closeDrawer(page: Page) {
  const drawer = page.locator('.ant-drawer-content-wrapper:visible');
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
}
