import { FlowType } from '@volna/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, startServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// QR top-up and merge money against the real server: a top-up from the bank choice through the receipt upload to a
// staff confirmation over the staff API and the credited balance; then balances in two currencies merged into roubles.
// Top-ups are weekdays only (Moscow time), so each part runs on a server started on a chosen day (CLOCK_AT) with the
// browser's clock installed at the same instant: both tests run whatever day it really is.

const PASSWORD = 'topup-e2e-pass';
const PAY_PASSWORD = '246810';
const RUB = 1;
const CNY = 4;
const USD = 5;
const POLL = { timeout: 15_000 };
/** Staff's decision reaches the open page as a live event: well inside the 15 s the page used to poll at. */
const LIVE = { timeout: 5_000 };
/** Noon in Moscow on a Wednesday and on a Saturday. */
const WEDNESDAY_NOON = '2026-11-25T12:00:00+03:00';
const SATURDAY_NOON = '2026-11-28T12:00:00+03:00';

let server: RunningServer;
let browser: Browser;
let alice: Session;
let staff: Session;
let page: Page;
let world: TestWorld;

/**
 * Opens an in-app page the way a user reaches it: from the wallet home (a first load of a page outside the launch
 * allow-list goes to the dating tab, spec §2).
 */
async function openFromWallet(path: string) {
  await page.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
  await page.getByTestId('balance-RUB').waitFor();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/h5${path}`);
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

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh server and phone whose clocks both start at `at` and run on: Alice (with a pay password) and a staff user. */
async function startWorld(at: string) {
  server = await startServer({ env: { CLOCK_AT: at } });
  world = testWorld(server, browser, {
    password: PASSWORD,
    idempotencyKeyPrefix: 'topup-e2e',
    contentLanguage: 'en',
  });
  alice = await world.signUp('alice.topup@example.com', 'alice');
  staff = await world.signUp('staff.topup@example.com', 'staff');
  await world.call('POST', '/dev/topup/staff', { userId: staff.userId });
  await world.setPayPassword(alice, PAY_PASSWORD);
  // The form shows its weekend notice from the browser's own date.
  page = await world.phoneOf(alice, 'en', { clockAt: at });
}

async function stopWorld(shot: string) {
  if (page) await page.screenshot({ path: `${artifactsDir}/${shot}.png` }).catch(() => undefined);
  await page?.context().close();
  await server?.stop();
}

describe('on a weekday: QR top-up and merge money (375×667)', () => {
  beforeAll(() => startWorld(WEDNESDAY_NOON));
  afterAll(() => stopWorld('topup'));

  it('bank and amount → requisites and QR → receipt uploaded → staff confirm → the balance appears', async () => {
    await openFromWallet('/pagesUser/wallet/qrTopUp');
    await page.getByText('No top-ups yet').waitFor();
    await page.getByText('Sberbank', { exact: true }).click();
    await page.locator('#topup-amount').fill('1500');
    await page.getByRole('button', { name: 'Get requisites' }).click();
    await page.waitForURL(/qrTopUp\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId('payment-qr').waitFor();
    await page.getByText('044525225').waitFor();
    expect(await page.getByTestId('topup-status').textContent()).toBe('Awaiting payment');
    await page.screenshot({ path: `${artifactsDir}/topup-requisites.png`, fullPage: true });

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('proof-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => page.getByTestId('topup-status').textContent(), POLL)
      .toBe('Awaiting confirmation');
    await page.getByRole('img', { name: 'Payment receipt' }).waitFor();

    // The page stays open while staff confirm: the decision shows without a reload or a poll.
    await world.call('POST', '/admin/api/topup/confirm', { id }, staff);
    await expect.poll(() => page.getByTestId('topup-status').textContent(), LIVE).toBe('Credited');
    // Confirming twice credits once.
    await world.call('POST', '/admin/api/topup/confirm', { id }, staff);
    expect(await rubBalance()).toBe('1500.0000');

    // The history row's detail leads back to the top-up.
    const flows = (await world.send(
      'GET',
      `/app/flow/list?type=${FlowType.qrTopUp}`,
      undefined,
      alice,
    )) as unknown as {
      rows: Array<{ id: number; relatedId: number | null }>;
    };
    expect(flows.rows.map((flow) => flow.relatedId)).toEqual([id]);
    await openFromWallet(`/pagesUser/wallet/flowDetail?id=${flows.rows[0]?.id}`);
    await page.getByRole('button', { name: 'Open the top-up' }).click();
    await page.waitForURL(new RegExp(`qrTopUp\\?id=${id}$`));
    await expect.poll(() => page.getByTestId('topup-status').textContent(), POLL).toBe('Credited');

    await page.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    const rub = page.getByTestId('balance-RUB');
    await rub.waitFor();
    expect(await rub.getByTestId('available').textContent()).toBe('1,500.00');
  });

  it('previews dollars and yuan in roubles and merges them with the pay password', async () => {
    const before = Number(await rubBalance());
    await world.credit(alice, USD, '10', 'm-usd');
    await world.credit(alice, CNY, '100', 'm-cny');
    await openFromWallet('/pagesUser/wallet/mergeMoeny');
    // 10 USD × 92 + 100 CNY × 12.5, both chosen because both have a balance.
    await expect.poll(() => page.getByTestId('merge-total').textContent(), POLL).toContain('2,170.00');
    await page.getByText('Rate 1 USD = 92 RUB').waitFor();
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByTestId('pay-password').click();
    await page.keyboard.type(PAY_PASSWORD);
    await page.getByText(/Merged: \+2,170\.00/).waitFor(POLL);
    await expect.poll(async () => Number(await rubBalance()), POLL).toBe(before + 2170);
    const accounts = await world.call<Array<{ currencyId: number; balance: string }>>(
      'GET',
      '/app/account/list',
      undefined,
      alice,
    );
    expect(accounts.find((a) => a.currencyId === USD)?.balance).toBe('0.0000');
    expect(accounts.find((a) => a.currencyId === CNY)?.balance).toBe('0.0000');
    expect(world.errorsOf(page)).toEqual([]);
  });
});

describe('at the weekend: QR top-up closed (375×667)', () => {
  beforeAll(() => startWorld(SATURDAY_NOON));
  afterAll(() => stopWorld('topup-weekend'));

  it('at the weekend the form says so and the server refuses', async () => {
    await openFromWallet('/pagesUser/wallet/qrTopUp');
    await page.getByTestId('topup-weekend').waitFor();
    expect(await page.getByRole('button', { name: 'Get requisites' }).isDisabled()).toBe(true);
    const refused = await world.send('POST', '/app/topup/qr', { bankCode: 'vtb', amount: '100' }, alice);
    expect(refused.code).toBe(11301);
    expect(world.errorsOf(page)).toEqual([]);
  });
});
