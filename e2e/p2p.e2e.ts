import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleContext, consoleLogIn, openMenu } from './admin-kit.ts';
import { type RunningServer, watchPageErrors, endScene } from './harness.ts';
import {
  balanceOf,
  publishWithdrawal,
  respondAt,
  staffMember,
  typePayPassword,
  trader,
  tradeWorld,
} from './trade-kit.ts';
import type { Session, TestWorld } from './world.ts';

// P2P withdrawal between two phones against the real server (issue 13): Wendy publishes a withdrawal of 300 roubles
// (frozen with her pay password), Pavel takes it, the order card appears in their chat, Pavel pays outside and
// uploads the screenshot, Wendy confirms receipt and Pavel's wallet has the 300 at once. Then a complaint: Pavel
// complains about a second order, and a platform administrator releases it to him in the staff console.

const PASSWORD = 'p2p-e2e-pass';
const PAY_PASSWORD = '246813';
const RUB = 1;
const WENDY_PHONE = '9167788101';
const PAVEL_PHONE = '9167788102';
const STAFF_EMAIL = 'staff.p2p@example.com';
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let wendy: Session;
let pavel: Session;
let w: Page;
let p: Page;
let consoleTab: BrowserContext | undefined;

const rub = (who: Session) => balanceOf(world, who, RUB);

const chatWith = (user: Session) => `/pages/chat/PersonalChat?targetId=${user.userId}&conversationType=1`;

const payPassword = (page: Page) => typePayPassword(page, PAY_PASSWORD);

beforeAll(async () => {
  ({ server, browser, world } = await tradeWorld('p2p', PASSWORD));
  wendy = await trader(world, WENDY_PHONE, 'wendy', {
    payPassword: PAY_PASSWORD,
    credit: [RUB, '1000', 'p2p-w'],
  });
  pavel = await trader(world, PAVEL_PHONE, 'pavel');
  await staffMember(world, STAFF_EMAIL, 'p2p staff');
  w = await world.phoneOf(wendy, 'en');
  p = await world.phoneOf(pavel, 'en');
});

afterAll(() =>
  endScene({
    shots: [
      [w, 'p2p-wendy'],
      [p, 'p2p-pavel'],
    ],
    contexts: [consoleTab],
    browser,
    server,
  }),
);

describe('P2P withdrawal between two phones (375×667)', () => {
  it('publish, respond, chat card, proof upload, confirm: the payer is credited at once', async () => {
    // Wendy: wallet menu → P2P → publish.
    await w.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await w.getByRole('navigation').getByRole('button', { name: 'P2P top-up/withdrawal' }).click();
    await w.waitForURL('**/pagesUser/wallet/pTopHomePage/index');
    await w.getByTestId('p2p-new').click();
    await w.waitForURL('**/pagesUser/wallet/pTopHomePage/publishExchange');
    // The currency with money in it is already chosen.
    await expect.poll(() => w.locator('.adm-selector-item-active').first().textContent()).toContain('RUB');
    await w.locator('#p2p-pay-amount').fill('300');
    await w.locator('#p2p-rate').fill('0.08');
    expect(await w.getByTestId('p2p-receive-amount').textContent()).toContain('24');
    await w.locator('#p2p-card').fill('2200 7001 2345 6789');
    await w.locator('#p2p-bank').fill('Tinkoff');
    await w.locator('#p2p-name').fill('Wendy W.');
    await w.getByTestId('p2p-next').click();
    await w.getByTestId('p2p-publish').click();
    await payPassword(w);
    await w.waitForURL('**/pagesUser/wallet/pTopHomePage/publishSuccess?id=*');
    await w.getByText('Request published').first().waitFor();
    const id = Number(new URL(w.url()).searchParams.get('id'));
    expect(await rub(wendy)).toEqual({ available: 700, frozen: 300 });

    // Pavel finds it in "All" and takes it.
    await world.navigateInApp(p, '/pagesUser/wallet/pTopHomePage/index');
    await p.locator(`[data-testid="p2p-row"][data-order-id="${id}"]`).click();
    await p.waitForURL(`**/pTopHomePage/order?id=${id}`);
    await p.getByTestId('p2p-respond').click();
    await p.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    const pavelSteps = p.getByTestId('p2p-steps');
    await expect.poll(() => pavelSteps.getAttribute('data-state'), POLL).toBe('2');
    // The payee's card shows to him now that he took it.
    expect(await p.getByTestId('p2p-payee-card').textContent()).toBe('2200\u00a07001\u00a02345\u00a06789');

    // Wendy sees the order card in their chat and opens the order from it.
    await world.navigateInApp(w, chatWith(pavel));
    const card = w.locator(`[data-testid="p2p-card"][data-order-id="${id}"]`).first();
    await card.waitFor();
    expect(await card.getAttribute('data-event')).toBe('responded');
    await card.click();
    await w.waitForURL(`**/pTopHomePage/order?id=${id}`);
    const wendySteps = w.getByTestId('p2p-steps');
    await expect.poll(() => wendySteps.getAttribute('data-state'), POLL).toBe('2');

    // Pavel pays outside the platform and hands in the screenshot with how he paid.
    await p.getByTestId('p2p-submit-proof').click();
    await p.locator('#p2p-proof-card').fill('4276380012345678');
    await p.locator('#p2p-proof-bank').fill('Sber');
    await p.locator('#p2p-proof-name').fill('Pavel P.');
    await p.getByTestId('p2p-proof-file').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect.poll(() => pavelSteps.getAttribute('data-state'), POLL).toBe('10');

    // Wendy's open order follows live; she sees the proof and confirms receipt with her pay password.
    await expect.poll(() => wendySteps.getAttribute('data-state'), POLL).toBe('10');
    await w.getByTestId('p2p-proof-image').waitFor();
    await w.getByTestId('p2p-confirm').click();
    await payPassword(w);
    await expect.poll(() => wendySteps.getAttribute('data-state'), POLL).toBe('20');
    await expect.poll(() => pavelSteps.getAttribute('data-state'), POLL).toBe('20');

    expect(await rub(pavel)).toEqual({ available: 300, frozen: 0 });
    expect(await rub(wendy)).toEqual({ available: 700, frozen: 0 });
    // "Recharge completed" in their chat, opened from the order.
    await p.getByTestId('p2p-open-chat').click();
    await p.waitForURL(`**${chatWith(wendy)}`);
    const done = p.locator(`[data-testid="p2p-card"][data-order-id="${id}"][data-event="completed"]`);
    await done.waitFor();
    expect(await done.textContent()).toContain('Recharge completed');
    expect(world.errorsOf()).toEqual([]);
  });

  it('a complaint freezes the deal; a platform administrator releases it to the payer in the staff console', async () => {
    // A second order through the API up to the paid step.
    const order = await publishWithdrawal(world, wendy, {
      payAmount: '150',
      receiveAmount: '12',
      payPassword: PAY_PASSWORD,
    });
    await respondAt(world, pavel, order);

    // Pavel complains on his phone: no confirmation came.
    await world.navigateInApp(p, `/pagesUser/wallet/pTopHomePage/order?id=${order.id}`);
    const steps = p.getByTestId('p2p-steps');
    await expect.poll(() => steps.getAttribute('data-state'), POLL).toBe('2');
    await p.getByTestId('p2p-complain').click();
    await p.locator('#p2p-complaint-reason').fill('I paid by phone, no answer for a day');
    await p.getByTestId('p2p-complain-send').click();
    await expect.poll(() => steps.getAttribute('data-state'), POLL).toBe('30');
    expect(await p.getByTestId('p2p-confirm').count()).toBe(0);

    // The administrator finds it in the complaints queue with the chat and the history, and releases it to Pavel.
    consoleTab = await consoleContext(browser);
    const page = await consoleTab.newPage();
    const consoleErrors = watchPageErrors(page);
    await consoleLogIn(page, server, STAFF_EMAIL, PASSWORD);
    await page.getByTestId('staff-name').waitFor({ timeout: 30_000 });
    await openMenu(page, 'P2P complaints', '/wallet/p2p-disputes');
    await page
      .locator('.ant-table-row', { hasText: String(order.id) })
      .first()
      .click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByText(`P2P order #${order.id}`).waitFor();
    expect(await drawer.getByTestId('p2p-complaint-reason').textContent()).toBe(
      'I paid by phone, no answer for a day',
    );
    await drawer.getByText('Complaint filed').first().waitFor();
    await drawer.getByRole('button', { name: 'Release to payer' }).click();
    const dialog = page.locator('.ant-modal-wrap:visible');
    await dialog.locator('textarea').fill('Bank statement shows the transfer');
    await dialog.getByRole('button', { name: 'Release to payer' }).click();
    await expect.poll(() => drawer.getByTestId('p2p-drawer-state').textContent(), POLL).toBe('Complete');

    expect(await rub(pavel)).toEqual({ available: 450, frozen: 0 });
    expect(await rub(wendy)).toEqual({ available: 550, frozen: 0 });
    await expect.poll(() => steps.getAttribute('data-state'), POLL).toBe('20');
    expect(consoleErrors).toEqual([]);
  });
});
