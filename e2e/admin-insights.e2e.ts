import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPopover, consoleContext, consoleLogIn, openMenu } from './admin-kit.ts';
import {
  artifactsDir,
  clientHeaders,
  launchBrowser,
  type RunningServer,
  startServer,
  endScene,
} from './harness.ts';
import { watchPageErrors } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The staff console's figures and settings (issue 11) as the seed's platform administrator: the dashboard's 30-day
// charts and ledger card, the page-visit statistics with their CSV export, and a system setting refused when
// malformed and saved (with its history) when not. Settings are platform-wide, so this file runs its own server,
// with the demo seed for the administrator's login.

const ADMIN = 'admin@demo.volna.local';
const DEMO_PASSWORD = 'volna2026';
const POLL = { timeout: 15_000 };
const WALLET_PAGE = 'e2e/insights/wallet';
const CHAT_PAGE = 'e2e/insights/chat';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let world: TestWorld;
let vera: Session;

async function visit(pageName: string, platform: string, as?: Session) {
  const response = await fetch(`${server.baseUrl}/im/userVisit/add`, {
    method: 'POST',
    headers: {
      ...clientHeaders,
      'Content-Type': 'application/json',
      ...(as ? { Authorization: `Bearer ${as.token}` } : {}),
    },
    body: JSON.stringify({ pageName, platform }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  server = await startServer({ env: { SEED: '1' } });
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: 'admin-insights-e2e-pass', contentLanguage: 'en' });
  vera = await world.signUp('vera.insights@example.com', 'vera');
  // A signed-in user's repeat of a page within minutes is one visit; guests without a device id count each time.
  await visit(WALLET_PAGE, 'android', vera);
  await visit(WALLET_PAGE, 'android', vera);
  await visit(WALLET_PAGE, 'android');
  await visit(WALLET_PAGE, 'android');
  await visit(CHAT_PAGE, 'ios');
  context = await consoleContext(browser);
  page = await context.newPage();
  errors = watchPageErrors(page);
  await consoleLogIn(page, server, ADMIN, DEMO_PASSWORD);
  await page.getByTestId('staff-name').waitFor();
});

afterAll(() => endScene({ shots: [[page, 'admin-insights']], contexts: [context], browser, server }));

describe('staff console figures and settings (1280×800)', () => {
  it('draws the 30-day charts and shows the ledger check’s last result', async () => {
    for (const chart of ['chart-signUps', 'chart-dau', 'chart-guest-visits', 'chart-visits'])
      await page.getByTestId(chart).locator('.recharts-surface').first().waitFor(POLL);
    // The visits chart names the most visited pages of the period.
    await page.getByTestId('chart-visits').getByText(WALLET_PAGE).waitFor();
    const ledger = page.getByTestId('ledger-status');
    await ledger.getByText('Not run yet').waitFor();

    await ledger.getByRole('link', { name: 'Run now' }).click();
    await page.getByRole('button', { name: 'Run the check' }).click();
    await page.getByText('The ledger balances').waitFor();
    await openMenu(page, 'Dashboard', '/');
    await ledger.getByText('The ledger balances').waitFor(POLL);
    expect(errors).toEqual([]);
  });

  it('shows page visits by page and by platform (kept over a reload) and exports them as CSV', async () => {
    await openMenu(page, 'Page visits', '/stats/page-visits');
    const walletRow = page.locator(`tr[data-row-key="${WALLET_PAGE}"]`);
    await walletRow.waitFor(POLL);
    expect(await walletRow.locator('td').allTextContents()).toEqual([WALLET_PAGE, '3', '1', '2']);
    expect(await page.locator(`tr[data-row-key="${CHAT_PAGE}"] td`).allTextContents()).toEqual([
      CHAT_PAGE,
      '1',
      '0',
      '1',
    ]);

    await page.getByTestId('page-visits-group').getByText('Platform', { exact: true }).click();
    await page.waitForURL('**/admin/stats/page-visits?groupBy=platform');
    await page.reload();
    const android = page.locator('tr[data-row-key="android"]');
    await android.waitFor(POLL);
    expect(await android.locator('td').allTextContents()).toEqual(['android', '3', '1', '2']);

    const download = page.waitForEvent('download');
    await page.getByTestId('page-visits-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('page-visits-by-platform.csv');
    // The browser runs as a server the tests connect to: the file is copied here, not read where it landed.
    const saved = join(artifactsDir, 'admin-insights.csv');
    await file.saveAs(saved);
    const csv = await readFile(saved, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('platform,visits,users,guests');
    expect(lines).toContain('android,3,1,2');
    expect(lines).toContain('ios,1,0,1');
    expect(errors).toEqual([]);
  });

  it('refuses a malformed support e-mail in place, saves a good one after a confirmation, with its history', async () => {
    const stored = () =>
      world.call<string>('GET', '/app/system/config/configKey/support.email', undefined, vera);
    const before = await stored();
    await openMenu(page, 'System settings', '/config');
    const card = page.getByTestId('config-support.email');
    const field = card.getByRole('textbox', { name: 'support.email' });
    await field.fill('not-an-e-mail');
    await card.getByText('Enter an e-mail address').waitFor();
    await card.getByRole('button', { name: 'Save' }).click();
    await confirmPopover(page);
    await card.getByText('Enter an e-mail address').waitFor();
    expect(await stored()).toBe(before);

    await field.fill('help@volna.example');
    await card.getByText('Enter an e-mail address').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Save' }).click();
    await confirmPopover(page);
    await expect.poll(stored, POLL).toBe('help@volna.example');
    await card.getByText('Change history').click();
    await card.getByTestId('audit-trail').getByText(' changed System setting #').waitFor(POLL);
    expect(await card.getByTestId('audit-trail').textContent()).toContain('help@volna.example');
    expect(errors).toEqual([]);
  });
});
