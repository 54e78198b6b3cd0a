import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleContext, consoleLogIn, openMenu } from './admin-kit.ts';
import { type RunningServer, watchPageErrors, endScene } from './harness.ts';
import { balanceOf, staffMember, typePayPassword, trader, tradeWorld } from './trade-kit.ts';
import type { Session, TestWorld } from './world.ts';

// Currency exchange between two phones against the real server (issue 13): Selma publishes 300 roubles for 0.08 yuan
// each on the platform (300 + the 0.6 fee frozen with her pay password), Boris takes it from the list's detail popup
// with his pay password and both wallets change at once. Then an OTC deal: Boris complains on his phone, and a
// customer-service agent releases the frozen roubles to him in the staff console.

const PASSWORD = 'exchange-e2e-pass';
const PAY_PASSWORD = '246819';
const RUB = 1;
const CNY = 4;
const SELMA_PHONE = '9167788201';
const BORIS_PHONE = '9167788202';
const STAFF_EMAIL = 'staff.exchange@example.com';
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let selma: Session;
let boris: Session;
let s: Page;
let b: Page;
let consoleTab: BrowserContext | undefined;

const balance = (who: Session, currencyId: number) => balanceOf(world, who, currencyId);

const payPassword = (page: Page) => typePayPassword(page, PAY_PASSWORD);

beforeAll(async () => {
  ({ server, browser, world } = await tradeWorld('exchange', PASSWORD));
  selma = await trader(world, SELMA_PHONE, 'selma', {
    payPassword: PAY_PASSWORD,
    credit: [RUB, '1000', 'exchange-s'],
  });
  boris = await trader(world, BORIS_PHONE, 'boris', {
    payPassword: PAY_PASSWORD,
    credit: [CNY, '100', 'exchange-b'],
  });
  await staffMember(world, STAFF_EMAIL, 'exchange staff');
  s = await world.phoneOf(selma, 'en');
  b = await world.phoneOf(boris, 'en');
});

afterAll(() =>
  endScene({
    shots: [
      [s, 'exchange-selma'],
      [b, 'exchange-boris'],
    ],
    contexts: [consoleTab],
    browser,
    server,
  }),
);

describe('currency exchange between two phones (375×667)', () => {
  it('publish a platform exchange, another phone takes it from the popup: both wallets change at once', async () => {
    // Selma: wallet menu → exchange → publish.
    await s.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await s.getByRole('navigation').getByRole('button', { name: 'Currency exchange' }).click();
    await s.waitForURL('**/pagesUser/wallet/exchangeHome/index');
    await s.getByTestId('exchange-new').click();
    await s.waitForURL('**/pagesUser/wallet/exchangeHome/publishExchange');
    // The platform type and the currency with money in it are already chosen.
    await expect
      .poll(() => s.locator('.adm-selector-item-active').allTextContents())
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Platform exchange'),
          expect.stringContaining('RUB'),
        ]),
      );
    await s.locator('#exchange-pay-amount').fill('300');
    await s.locator('#exchange-rate').fill('0.08');
    expect(await s.getByTestId('exchange-receive-amount').textContent()).toContain('24');
    await s.getByTestId('exchange-next').click();
    await expect.poll(() => s.getByTestId('exchange-frozen-total').textContent(), POLL).toContain('300.6');
    await s.getByTestId('exchange-publish').click();
    await payPassword(s);
    await s.waitForURL('**/pagesUser/wallet/exchangeHome/publishSuccess?id=*');
    const id = Number(new URL(s.url()).searchParams.get('id'));
    await s.getByText('Exchange published').first().waitFor();
    expect(await balance(selma, RUB)).toEqual({ available: 699.4, frozen: 300.6 });

    // Boris finds it in "All", opens the popup and exchanges with his pay password.
    await world.navigateInApp(b, '/pagesUser/wallet/exchangeHome/index?sort=rateDesc');
    await b.locator(`[data-testid="exchange-row"][data-ad-id="${id}"]`).click();
    const popup = b.getByTestId('exchange-popup');
    await popup.waitFor();
    expect(await popup.getByTestId('exchange-chat').count()).toBe(1);
    await popup.getByTestId('exchange-take').click();
    await payPassword(b);
    await b.waitForURL('**/pagesUser/wallet/exchangeHome/order?id=*');
    await expect.poll(() => b.getByTestId('exchange-steps').getAttribute('data-state'), POLL).toBe('5');

    expect(await balance(boris, RUB)).toEqual({ available: 300, frozen: 0 });
    expect(await balance(boris, CNY)).toEqual({ available: 76, frozen: 0 });
    expect(await balance(selma, RUB)).toEqual({ available: 699.4, frozen: 0 });
    expect(await balance(selma, CNY)).toEqual({ available: 24, frozen: 0 });

    // Selma's "My ads" shows it sold; nobody can cancel it any more.
    await world.navigateInApp(s, '/pagesUser/wallet/exchangeHome/index?tab=my');
    await s.locator(`[data-testid="exchange-row"][data-ad-id="${id}"]`).click();
    await s.getByTestId('exchange-popup').getByText('Sold').waitFor();
    expect(await s.getByTestId('exchange-cancel').count()).toBe(0);
    expect(world.errorsOf()).toEqual([]);
  });

  it('the seller edits his ad from the popup: the new quantity is frozen instead of the old', async () => {
    const before = await balance(selma, RUB);
    const ad = await world.call<{ id: number }>(
      'POST',
      '/app/trade/exchange',
      {
        type: 1,
        payCurrencyId: RUB,
        payAmount: '100',
        receiveCurrencyId: CNY,
        rate: '0.08',
        payPassword: PAY_PASSWORD,
      },
      selma,
    );
    const less = (amount: number) => Math.round((before.available - amount) * 10_000) / 10_000;
    expect(await balance(selma, RUB)).toEqual({ available: less(100.2), frozen: 100.2 });
    // A fresh load: the last test left a popup open on this page.
    await s.goto(`${server.baseUrl}/h5/pagesUser/wallet/exchangeHome/index?tab=my`);
    await s.locator(`[data-testid="exchange-row"][data-ad-id="${ad.id}"]`).click();
    await s.getByTestId('exchange-edit').click();
    await s.locator('#exchange-edit-amount').fill('200');
    await s.getByTestId('exchange-edit-save').click();
    await payPassword(s);
    await expect.poll(() => balance(selma, RUB), POLL).toEqual({ available: less(200.4), frozen: 200.4 });
    await world.call('POST', '/app/trade/exchange/cancel', { id: ad.id }, selma);
    expect(await balance(selma, RUB)).toEqual(before);
  });

  it('an OTC deal under complaint: customer service releases the frozen money to the buyer in the console', async () => {
    const address = await world.call<{ id: number }>(
      'POST',
      '/app/trade/exchangeAddress',
      { country: 'CN', bankName: 'ICBC', accountNumber: '6222 0212 3456 7890', holderName: 'Selma S.' },
      selma,
    );
    const ad = await world.call<{ id: number }>(
      'POST',
      '/app/trade/exchange',
      {
        type: 2,
        payCurrencyId: RUB,
        payAmount: '150',
        receiveCurrencyId: CNY,
        rate: '0.08',
        addressId: address.id,
        payPassword: PAY_PASSWORD,
      },
      selma,
    );
    const order = await world.call<{ id: number }>(
      'POST',
      '/app/trade/exchangeOrder',
      { exchangeId: ad.id, payAmount: '150', rate: '0.08' },
      boris,
    );

    // Boris sees the seller's account, pays outside and, with no answer, complains on his phone.
    await world.navigateInApp(b, `/pagesUser/wallet/exchangeHome/order?id=${order.id}`);
    const steps = b.getByTestId('exchange-steps');
    await expect.poll(() => steps.getAttribute('data-state'), POLL).toBe('1');
    await b.getByText('6222 0212 3456 7890', { exact: false }).waitFor();
    await b.getByTestId('exchange-complain').click();
    await b.locator('#exchange-request-reason').fill('I paid to ICBC, no answer for a day');
    await b.getByTestId('exchange-request-send').click();
    await b.getByTestId('exchange-withdraw-complaint').waitFor();
    expect(await b.getByTestId('exchange-upload-voucher').count()).toBe(0);

    // The agent finds it in the exchange complaints queue and releases it to Boris.
    consoleTab = await consoleContext(browser);
    const page = await consoleTab.newPage();
    const consoleErrors = watchPageErrors(page);
    await consoleLogIn(page, server, STAFF_EMAIL, PASSWORD);
    await page.getByTestId('staff-name').waitFor({ timeout: 30_000 });
    await openMenu(page, 'Exchange complaints', '/wallet/exchange-disputes');
    await page.getByTestId(`exchange-order-row-${order.id}`).click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByText(`Exchange order #${order.id}`).waitFor();
    expect(await drawer.getByTestId('exchange-dispute-reason').textContent()).toBe(
      'Complaint: I paid to ICBC, no answer for a day',
    );
    await drawer.getByTestId('exchange-decide-releaseToBuyer').click();
    const dialog = page.locator('.ant-modal-wrap:visible');
    await dialog.locator('textarea').fill('ICBC statement shows the payment');
    await dialog.getByRole('button', { name: 'Release to buyer' }).click();
    await expect
      .poll(() => drawer.getByTestId('exchange-drawer-state').textContent(), POLL)
      .toBe('Platform paid');
    await drawer
      .getByTestId('audit-trail')
      .getByText('ICBC statement shows the payment', { exact: false })
      .waitFor();

    expect(await balance(boris, RUB)).toEqual({ available: 450, frozen: 0 });
    expect(await balance(selma, RUB)).toEqual({ available: 549.1, frozen: 0 });
    // Boris's open deal follows live.
    await expect.poll(() => steps.getAttribute('data-state'), POLL).toBe('5');
    expect(consoleErrors).toEqual([]);
  });
});
