import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, endScene } from './harness.ts';
import { balanceOf, typePayPassword, trader, tradeWorld } from './trade-kit.ts';
import type { Session, TestWorld } from './world.ts';

// A P2P top-up request of one's own between two phones (issue 32): Tom, with an empty wallet, asks for 200 roubles
// and pays 16 CNY by card; Wally takes it with his card and pay password (his 200 frozen), Tom pays outside and hands
// in the screenshot, Wally confirms with his pay password and Tom's wallet has the 200 at once.

const PASSWORD = 'p2p-top-up-e2e-pass';
const PAY_PASSWORD = '246813';
const RUB = 1;
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let tom: Session;
let wally: Session;
let tp: Page;
let wp: Page;

const rub = (who: Session) => balanceOf(world, who, RUB);

beforeAll(async () => {
  ({ server, browser, world } = await tradeWorld('p2p-top-up', PASSWORD));
  tom = await trader(world, '9167798301', 'tom');
  wally = await trader(world, '9167798302', 'wally', {
    payPassword: PAY_PASSWORD,
    credit: [RUB, '1000', 'p2p-top-up-w'],
  });
  tp = await world.phoneOf(tom, 'en');
  wp = await world.phoneOf(wally, 'en');
});

afterAll(() =>
  endScene({
    shots: [
      [tp, 'p2p-top-up-tom'],
      [wp, 'p2p-top-up-wally'],
    ],
    browser,
    server,
  }),
);

describe('P2P top-up request between two phones (375×667)', () => {
  it('publish, take (taker frozen), proof, confirm: the publisher is credited at once', async () => {
    // Tom: P2P → "Request a top-up": 200 RUB wanted, 16 CNY paid by card.
    await world.navigateInApp(tp, '/pagesUser/wallet/pTopHomePage/index');
    await tp.getByTestId('p2p-new-top-up').click();
    await tp.waitForURL('**/pTopHomePage/publishExchange?kind=topUp');
    // The wallet's currencies (with their balances) load after the page: pick RUB among them, not the pay-in choice.
    await tp.locator('.adm-selector-item', { hasText: 'RUB' }).filter({ hasText: '0.00' }).click();
    await tp.locator('#p2p-top-up-amount').fill('200');
    await tp.locator('#p2p-top-up-rate').fill('0.08');
    expect(await tp.getByTestId('p2p-top-up-pays').textContent()).toContain('16');
    await tp.getByTestId('p2p-top-up-publish').click();
    await tp.waitForURL('**/pTopHomePage/order?id=*');
    const id = Number(new URL(tp.url()).searchParams.get('id'));
    const tomSteps = tp.getByTestId('p2p-steps');
    await expect.poll(() => tomSteps.getAttribute('data-state'), POLL).toBe('1');
    expect(await rub(tom)).toEqual({ available: 0, frozen: 0 });
    // Read as a top-up, not a withdrawal: nothing of Tom's is frozen, he waits for a taker, not for a payer.
    await tomSteps.getByText('Nothing is frozen of yours').waitFor(POLL);
    await tomSteps.getByText('Waiting for someone to take it').waitFor(POLL);

    // Wally finds it in "All" and takes it with where to be paid and his pay password.
    await world.navigateInApp(wp, '/pagesUser/wallet/pTopHomePage/index');
    await wp.locator(`[data-testid="p2p-row"][data-order-id="${id}"]`).click();
    await wp.waitForURL(`**/pTopHomePage/order?id=${id}`);
    await wp.getByTestId('p2p-respond').click();
    await wp.locator('#p2p-take-card').fill('2200 7001 2345 6789');
    await wp.locator('#p2p-take-bank').fill('Tinkoff');
    await wp.locator('#p2p-take-name').fill('Wally W.');
    await wp.getByTestId('p2p-take-next').click();
    await typePayPassword(wp, PAY_PASSWORD);
    const wallySteps = wp.getByTestId('p2p-steps');
    await expect.poll(() => wallySteps.getAttribute('data-state'), POLL).toBe('2');
    expect(await rub(wally)).toEqual({ available: 800, frozen: 200 });
    await wp.getByText('Asked for the top-up').waitFor(POLL);

    // Tom's open order follows live and shows where to pay; he pays and hands in the screenshot.
    await expect.poll(() => tomSteps.getAttribute('data-state'), POLL).toBe('2');
    await tp.getByText('Credits you from his wallet').waitFor(POLL);
    expect(await tp.getByTestId('p2p-payee-card').textContent()).toBe('2200\u00a07001\u00a02345\u00a06789');
    await tp.getByTestId('p2p-submit-proof').click();
    await tp.locator('#p2p-proof-card').fill('4276380012345678');
    await tp.locator('#p2p-proof-bank').fill('Sber');
    await tp.locator('#p2p-proof-name').fill('Tom T.');
    await tp.getByTestId('p2p-proof-file').setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect.poll(() => tomSteps.getAttribute('data-state'), POLL).toBe('10');

    // Wally sees the proof and confirms receipt with his pay password: Tom is credited at once.
    await expect.poll(() => wallySteps.getAttribute('data-state'), POLL).toBe('10');
    await wp.getByTestId('p2p-confirm').click();
    await typePayPassword(wp, PAY_PASSWORD);
    await expect.poll(() => wallySteps.getAttribute('data-state'), POLL).toBe('20');
    await expect.poll(() => tomSteps.getAttribute('data-state'), POLL).toBe('20');
    expect(await rub(tom)).toEqual({ available: 200, frozen: 0 });
    expect(await rub(wally)).toEqual({ available: 800, frozen: 0 });
    expect(world.errorsOf()).toEqual([]);
  });
});
