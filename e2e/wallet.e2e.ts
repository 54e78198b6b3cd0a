import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, sharedServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The wallet home against the real server: a user paid through the ledger (the dev credit route, a reward like any
// other), who transferred and safe-transferred some of it, sees balances with frozen, the history with filters and
// a flow's detail.

const PASSWORD = 'wallet-e2e-pass';
const PAY_PASSWORD = '246810';
const RUB = 1;
const USD = 5;

let server: RunningServer;
let browser: Browser;
let alice: Session;
let bob: Session;
let page: Page;
let world: TestWorld;

const rows = () => page.getByTestId('flow-row');
const POLL = { timeout: 10_000 };

async function applyFilter(group: string, choice: string) {
  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.locator('.adm-popup-body').filter({ hasText: 'Period' });
  await panel.waitFor();
  await panel.getByRole('button', { name: 'Reset' }).click();
  const section = panel
    .locator('div', { has: page.getByRole('heading', { name: group, exact: true }) })
    .last();
  await section.getByText(choice, { exact: true }).click();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await panel.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, idempotencyKeyPrefix: 'wallet-e2e' });
  alice = await world.signUp('alice.wallet@example.com', 'alice');
  bob = await world.signUp('bob.wallet@example.com', 'bob');
  await world.setPayPassword(alice, PAY_PASSWORD);
  await world.credit(alice, RUB, '1000', 'a-rub');
  await world.credit(alice, USD, '25.5', 'a-usd');
  const transfer = { userId: bob.userId, currencyId: RUB, payPassword: PAY_PASSWORD };
  await world.call('POST', '/app/transfer', { ...transfer, amount: '100', remark: 'for lunch' }, alice);
  await world.call(
    'POST',
    '/app/transfer',
    { ...transfer, amount: '50', safe: true, remark: 'deposit' },
    alice,
  );
  await world.setPayPassword(bob, PAY_PASSWORD);
  page = await world.phoneOf(alice, 'en');
});

afterAll(() => endScene({ shots: [[page, 'wallet-home']], browser, server }));

describe('wallet home (375×667)', () => {
  it('shows each currency with its available and frozen amounts', async () => {
    await page.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    const rub = page.getByTestId('balance-RUB');
    await rub.waitFor();
    // 1000 credited, 100 sent, 50 frozen by the safe transfer.
    expect(await rub.getByTestId('available').textContent()).toBe('850.00');
    expect(await rub.getByTestId('frozen').textContent()).toBe('Frozen: 50.00');
    expect(await page.getByTestId('balance-USD').getByTestId('available').textContent()).toBe('25.50');
    // The chart of the month's money in and out for the currency on the card.
    await page.getByTestId('monthly-chart').locator('svg').waitFor();
  });

  it('swipes the cards one currency at a time, the chart following the card in view', async () => {
    const chart = page.getByTestId('monthly-chart');
    await expect.poll(() => chart.textContent(), POLL).toContain('RUB');
    // A swipe is a sideways scroll that snaps to the next card (the cards scroll in the browser, without antd's Swiper).
    const second = await page.evaluate(() => {
      const track = document.querySelector('[data-testid="balance-RUB"]')?.parentElement as HTMLElement;
      track.scrollBy({ left: track.clientWidth * 0.6 });
      return (track.children[1] as HTMLElement).dataset.testid?.replace('balance-', '') ?? '';
    });
    await expect.poll(() => chart.textContent(), POLL).toContain(second);
    // The dots below say which card is in view.
    await page.locator('.adm-page-indicator-dot:nth-child(2).adm-page-indicator-dot-active').waitFor();
    await page.evaluate(() => {
      const track = document.querySelector('[data-testid="balance-RUB"]')?.parentElement as HTMLElement;
      track.scrollTo({ left: 0 });
    });
    await expect.poll(() => chart.textContent(), POLL).toContain('RUB');
  });

  it('lists the operations newest first and filters them by status and type', async () => {
    await expect.poll(() => rows().count(), POLL).toBe(4);
    expect(await rows().first().textContent()).toContain('Safe transfer');
    expect(await rows().first().getByTestId('flow-amount').textContent()).toBe('-50.00\u00a0RUB');

    await applyFilter('Status', 'In progress');
    await expect.poll(() => rows().count(), POLL).toBe(1);
    expect(await rows().first().textContent()).toContain('Safe transfer');

    await applyFilter('Type', 'Reward');
    await expect.poll(() => rows().count(), POLL).toBe(2);

    await applyFilter('Status', 'Cancelled');
    await page.getByText('Nothing matches the filter').waitFor();

    await applyFilter('Type', 'Transfer');
    await expect.poll(() => rows().count(), POLL).toBe(1);
  });

  it('opens a flow with all its fields', async () => {
    await rows().first().click();
    await page.waitForURL('**/pagesUser/wallet/flowDetail?id=*');
    const detail = page.getByTestId('flow-detail');
    await detail.waitFor();
    expect(await page.getByTestId('flow-detail-amount').textContent()).toBe('-100.00\u00a0RUB');
    expect(await detail.textContent()).toContain('Completed');
    expect(await page.getByTestId('flow-detail-total').textContent()).toBe('100.00\u00a0RUB');
    await page.getByText('bob', { exact: true }).waitFor();
    await page.getByText('for lunch').waitFor();
    await page.getByText('Total debited').waitFor();
  });

  it('offers the safe transfer behind a safe-transfer flow', async () => {
    await page.goBack();
    await page.getByTestId('balance-RUB').waitFor();
    await applyFilter('Type', 'Safe transfer');
    await expect.poll(() => rows().count(), POLL).toBe(1);
    await rows().first().click();
    await page.getByText('Funds frozen').waitFor();
    await Promise.all([
      page.waitForURL(/\/pagesUser\/wallet\/safeTransfer\?id=\d+$/, { waitUntil: 'commit' }),
      page.getByRole('button', { name: 'Open the safe transfer' }).click(),
    ]);
  });

  it('opens the operating instructions from the menu and comes back', async () => {
    await page.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await page.getByRole('navigation').getByRole('button', { name: 'Instructions' }).click();
    await page.waitForURL('**/pagesUser/wallet/operatingInstructions');
    await page.locator('.adm-nav-bar-title').getByText('Operating instructions').waitFor();
    await page.getByRole('heading', { name: 'Balances and history' }).waitFor();
    await page.getByText(/five wrong entries in a row lock payments for 15 minutes/).waitFor();
    await page.locator('.adm-nav-bar-back').click();
    await page.waitForURL('**/pagesUser/wallet/index');
    await page.getByTestId('balance-RUB').waitFor();
  });

  it('tells an unknown flow apart and never crashed', async () => {
    await page.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await page.getByTestId('balance-RUB').waitFor();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/h5/pagesUser/wallet/flowDetail?id=999999');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Operation not found').waitFor();
    expect(world.errorsOf(page)).toEqual([]);
  });

  it('shows money received while the wallet is open, without a pull', async () => {
    await page.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    const available = page.getByTestId('balance-RUB').getByTestId('available');
    await expect.poll(() => available.textContent(), POLL).toBe('850.00');
    await world.call(
      'POST',
      '/app/transfer',
      { userId: alice.userId, currencyId: RUB, amount: '7', payPassword: PAY_PASSWORD, remark: 'change' },
      bob,
    );
    await expect.poll(() => available.textContent(), POLL).toBe('857.00');
    await expect.poll(() => rows().first().textContent(), POLL).toContain('+7.00\u00a0RUB');
    expect(world.errorsOf(page)).toEqual([]);
  });
});

describe('the pay password sheet', () => {
  const CAROL_PHONE = '9161234601';
  const DAVE_PHONE = '9161234602';
  let carol: Session;
  let c: Page;

  /** Carol's transfer of 10 RUB to Dave, up to the pay password sheet. */
  async function openSheet() {
    await c.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await c.getByRole('navigation').getByRole('button', { name: 'Transfer' }).click();
    await c.waitForURL('**/pagesUser/wallet/transferAccounts');
    await c.locator('input[name="phone"]').fill(DAVE_PHONE);
    // Dave never chose a name, so he is shown by his phone (spec §3's display rule).
    await c.getByTestId('transfer-recipient').getByText(`+7${DAVE_PHONE}`).waitFor();
    await c.locator('.adm-selector-item', { hasText: 'RUB' }).click();
    await c.locator('#transfer-amount').fill('10');
    await c.getByRole('button', { name: 'Next' }).click();
    await c.getByRole('button', { name: 'Pay', exact: true }).click();
    return c.locator('.adm-popup-body').filter({ hasText: 'Payment password' });
  }

  async function enter(sheet: ReturnType<Page['locator']>, digits: string) {
    await sheet.getByTestId('pay-password').click();
    await c.keyboard.type(digits);
  }

  beforeAll(async () => {
    carol = await world.signUpByPhone(CAROL_PHONE, 'carol');
    const dave = await world.signUpByPhone(DAVE_PHONE, 'dave');
    // Dave lets anyone find him by phone (the default is contacts only).
    await world.call('PUT', '/app/user', { phonePrivacy: 2 }, dave);
    await world.credit(carol, RUB, '100', 'c-rub');
    c = await world.phoneOf(carol, 'en');
  });

  it('offers to set a pay password when there is none', async () => {
    const sheet = await openSheet();
    await sheet.getByText('Set a payment password first').waitFor();
    await sheet.getByRole('button', { name: 'Set payment password' }).click();
    await c.waitForURL('**/pagesUser/setting/PayPassword');
  });

  it('shows a wrong password with the attempts left, then the 15-minute lock, and moves nothing', async () => {
    await world.setPayPassword(carol, PAY_PASSWORD);
    const sheet = await openSheet();
    await enter(sheet, '000000');
    await expect
      .poll(() => sheet.getByRole('alert').textContent(), POLL)
      .toBe('Wrong payment password, 4 attempts left');
    for (let attempt = 0; attempt < 4; attempt++) {
      const before = await sheet.getByRole('alert').textContent();
      await enter(sheet, '000000');
      await expect.poll(() => sheet.getByRole('alert').textContent(), POLL).not.toBe(before);
    }
    await expect.poll(() => sheet.getByRole('alert').textContent(), POLL).toMatch(/15 minutes/);
    await c.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    const available = c.getByTestId('balance-RUB').getByTestId('available');
    await expect.poll(() => available.textContent(), POLL).toBe('100.00');
  });
});
