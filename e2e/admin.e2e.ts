import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CAPTCHA_AFTER_FAILED_LOGINS, ResultCode } from '@volna/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, launchBrowser, type RunningServer, repoRoot, endScene } from './harness.ts';
import { startServer, watchPageErrors } from './harness.ts';
import { confirmPopover } from './admin-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The staff console (issue 11) against the real server: a staff member logs in at /admin/, opens a QR top-up waiting
// for confirmation, sees the receipt and confirms it, and the user's balance grows. QR top-ups are weekdays only
// (Moscow time), so the server runs on a chosen Wednesday (CLOCK_AT), whatever day it really is.

const PASSWORD = 'admin-e2e-pass';
const RUB = 1;
const WEDNESDAY_NOON = '2026-11-25T12:00:00+03:00';
const DESKTOP = { width: 1280, height: 800 };
const POLL = { timeout: 15_000 };
/** A 1×1 PNG: the receipt the user hands in. */
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let world: TestWorld;
let alice: Session;
let staff: Session;

async function uploadReceipt(owner: Session): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([RECEIPT], { type: 'image/png' }), 'receipt.png');
  const response = await fetch(`${server.baseUrl}/app/file/upload`, {
    method: 'POST',
    headers: { ...clientHeaders, Authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const body = (await response.json()) as { code: number; msg: string; data: { url: string } };
  if (body.code !== 200) throw new Error(`upload: ${body.code} ${body.msg}`);
  return body.data.url;
}

async function rubBalance() {
  const accounts = await world.call<Array<{ currencyId: number; balance: string }>>(
    'GET',
    '/app/account/list',
    undefined,
    alice,
  );
  return accounts.find((a) => a.currencyId === RUB)?.balance;
}

async function logIn(email: string) {
  await page.goto(`${server.baseUrl}/admin/`);
  await page.waitForURL('**/admin/login');
  await page.locator('#login-account').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

beforeAll(async () => {
  if (!existsSync(join(repoRoot, 'apps/admin/dist/index.html')))
    throw new Error('The staff console is not built: run `npm run build` first.');
  browser = await launchBrowser();
  server = await startServer({ env: { CLOCK_AT: WEDNESDAY_NOON } });
  world = testWorld(server, browser, {
    password: PASSWORD,
    idempotencyKeyPrefix: 'admin-e2e',
    contentLanguage: 'en',
  });
  alice = await world.signUp('alice.console@example.com', 'alice');
  staff = await world.signUp('staff.console@example.com', 'staff');
  await world.call('POST', '/dev/topup/staff', { userId: staff.userId });
  context = await browser.newContext({ viewport: DESKTOP, extraHTTPHeaders: clientHeaders });
  // English to start with; a choice made in the console (the language switch) then stays across reloads.
  await context.addInitScript(() => {
    if (!localStorage.getItem('volna.admin.lang')) localStorage.setItem('volna.admin.lang', 'en');
  });
  page = await context.newPage();
  errors = watchPageErrors(page);
});

afterAll(() => endScene({ shots: [[page, 'admin']], contexts: [context], browser, server }));

describe('staff console (1280×800)', () => {
  it('refuses an ordinary user with the server’s message', async () => {
    await logIn('alice.console@example.com');
    const refusal = page.getByTestId('login-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/staff/i);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('staff logs in, confirms a pending QR top-up after seeing its receipt, and the user’s balance grows', async () => {
    const topUp = await world.call<{ id: number }>(
      'POST',
      '/app/topup/qr',
      { bankCode: 'sberbank', amount: '2500' },
      alice,
    );
    await world.call(
      'POST',
      '/app/topup/proof',
      { id: topUp.id, proofUrl: await uploadReceipt(alice) },
      alice,
    );
    expect(await rubBalance()).toBe('0.0000');

    await logIn('staff.console@example.com');
    await page.getByTestId('staff-name').waitFor();
    expect(await page.getByTestId('staff-name').textContent()).toContain('Platform administrator');
    // The dashboard is the landing page: the one top-up waits for staff.
    await expect
      .poll(
        () => page.getByTestId('stat-pendingTopUps').locator('.ant-statistic-content-value').textContent(),
        POLL,
      )
      .toBe('1');
    await page.getByRole('menuitem', { name: 'QR top-ups' }).click();
    await page.waitForURL('**/admin/wallet/topups');

    // Waiting for confirmation is the default filter: the new top-up is there.
    const row = page.locator(`tr[data-row-key="${topUp.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Awaiting confirmation');
    await row.click();
    await page.getByRole('img', { name: 'Payment receipt' }).waitFor();

    await page.getByTestId('topup-confirm').click();
    // Nothing changes before the confirmation is answered.
    await page.locator('.ant-popconfirm').waitFor();
    expect(await rubBalance()).toBe('0.0000');
    await confirmPopover(page, 'Confirm');
    await expect.poll(() => page.getByTestId('topup-drawer-status').textContent(), POLL).toBe('Credited');
    expect(await rubBalance()).toBe('2500.0000');
    // Decided, it leaves the queue of top-ups waiting for staff.
    await page.keyboard.press('Escape');
    await expect.poll(() => row.count(), POLL).toBe(0);

    // A deep link opens straight into the console (history fallback), still signed in.
    await page.goto(`${server.baseUrl}/admin/wallet/topups`);
    await page.getByTestId('staff-name').waitFor();
    expect(errors).toEqual([]);
  });

  it('staff takes a customer ticket from the queue and replies; the user’s thread has the answer', async () => {
    const ticket = await world.call<{ id: number }>(
      'POST',
      '/app/support/ticket',
      { subject: 'Top-up not credited', text: 'I paid yesterday, where is my money?' },
      alice,
    );
    await page.getByRole('menuitem', { name: 'Tickets' }).click();
    await page.waitForURL('**/admin/tickets');
    const row = page.locator(`tr[data-row-key="${ticket.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Unreplied');
    await row.click();
    await page.getByTestId('ticket-thread').getByText('I paid yesterday').waitFor();

    await page.getByRole('button', { name: 'Assign to me' }).click();
    // Each confirmation is answered in its own popover, once the one before has gone (a closing popover still
    // matched :visible and took the reply's click: seen once in CI).
    await confirmPopover(page);
    await page.getByRole('button', { name: 'Assign to me' }).waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Reply' }).fill('Credited this morning, please check.');
    await page.getByTestId('ticket-reply').click();
    await confirmPopover(page);
    await expect.poll(() => page.getByTestId('ticket-drawer-status').textContent(), POLL).toBe('Processing');
    await page.getByTestId('ticket-thread').getByText('Credited this morning').waitFor();
    // Both changes are in the ticket's audit trail.
    await expect
      .poll(() => page.getByTestId('audit-trail').locator('.ant-timeline-item').count(), POLL)
      .toBe(2);

    const seen = await world.call<{ messages: Array<{ fromStaff: boolean; text: string }> }>(
      'GET',
      `/app/support/ticket/${ticket.id}`,
      undefined,
      alice,
    );
    expect(seen.messages.at(-1)).toMatchObject({
      fromStaff: true,
      text: 'Credited this morning, please check.',
    });
    expect(errors).toEqual([]);
  });

  it('after failed tries, the console passes the robot check by itself and the right password gets in', async () => {
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByTestId('staff-name').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/admin/login');
    for (let i = 0; i < CAPTCHA_AFTER_FAILED_LOGINS; i++) {
      const refused = await world.send('POST', '/admin/api/login', {
        email: 'staff.console@example.com',
        password: 'not-the-password',
        agreeTerms: true,
      });
      expect(refused.code).toBe(ResultCode.wrongPassword);
    }
    const asked = await world.send('POST', '/admin/api/login', {
      email: 'staff.console@example.com',
      password: PASSWORD,
      agreeTerms: true,
    });
    expect(asked.code).toBe(ResultCode.captchaRequired);

    await logIn('staff.console@example.com');
    await page.getByTestId('staff-name').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  it('opens every page of the administrator’s menu without an error, and the language switch changes the console', async () => {
    const pages: Array<[string, string]> = [
      ['Receiving accounts', 'Top-up receiving accounts'],
      ['Currency prices', 'Currency prices in roubles'],
      ['Safe transfers', 'Safe transfers'],
      ['Page visits', 'Page-visit statistics'],
      ['System settings', 'System settings'],
      ['Ledger check', 'Ledger integrity check'],
      ['Users', 'Users'],
      ['Bug reports', 'Bug reports'],
      ['Complaints', 'Complaints'],
      ['Audit', 'Staff audit log'],
      ['Dashboard', 'Users in total'],
    ];
    for (const [menu, heading] of pages) {
      await page.getByRole('menuitem', { name: menu, exact: true }).click();
      await page.locator('.ant-layout-content').getByText(heading, { exact: true }).first().waitFor();
    }
    // The ledger check runs on demand and reports a balanced ledger.
    await page.getByRole('menuitem', { name: 'Ledger check', exact: true }).click();
    await page.getByRole('button', { name: 'Run the check' }).click();
    await page.getByText('The ledger balances').waitFor();
    // The audit log holds the top-up confirmation made above.
    await page.getByRole('menuitem', { name: 'Audit', exact: true }).click();
    await page.getByRole('cell', { name: / confirmed Top-up #/ }).waitFor();

    await page.getByTestId('language-switch').click();
    await page.getByTitle('Русский').click();
    await page.getByText('Журнал действий сотрудников').waitFor();
    expect(errors).toEqual([]);
  });
});
