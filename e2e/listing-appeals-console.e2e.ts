import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMenu, staffConsole } from './admin-kit.ts';
import { launchBrowser, type RunningServer, startServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Marketplace appeals (issue 14) in the staff console, against a server of its own. Selma sells a bicycle; Bruno buys
// it with a secure deal (his money held) and appeals; a platform administrator opens the appeal in the console's
// Marketplace appeals page, reads the reason beside the chat and the history, and refunds Bruno with a reason: the
// order is cancelled and Bruno's money is back.

const PASSWORD = 'appeals-e2e-pass';
const PAY_PASSWORD = '258036';
const RUB = 1;
const POLL = { timeout: 15_000 };
const TAG = `Apl${randomInt(100_000, 999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let selma: Session;
let bruno: Session;
let staffContext: BrowserContext;
let console_: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    contentLanguage: 'en',
    idempotencyKeyPrefix: `appeals-${TAG}`,
  });
  selma = await world.signUp(`selma.${TAG}@appeals-e2e.example.com`.toLowerCase(), 'selma');
  bruno = await world.signUp(`bruno.${TAG}@appeals-e2e.example.com`.toLowerCase(), 'bruno');
  await world.setPayPassword(bruno, PAY_PASSWORD);
  await world.credit(bruno, RUB, '1000', `bike-${TAG}`);
  const staff = { world, browser, server, password: PASSWORD };
  const admin = `admin.${TAG}@appeals-e2e.example.com`.toLowerCase();
  ({ context: staffContext, page: console_ } = await staffConsole(staff, 'admin', admin));
});

afterAll(() =>
  endScene({ shots: [[console_, 'listing-appeals-console']], contexts: [staffContext], browser, server }),
);

describe('marketplace appeals in the staff console', () => {
  it('an administrator reads a secure deal’s appeal and refunds the buyer with a reason', async () => {
    const listing = await world.call<{ id: number }>(
      'POST',
      '/app/listings',
      {
        categoryPath: ['goods', 'vehicles', 'bicycles'],
        country: 'RU',
        city: 'Kazan',
        title: `Mountain bike ${TAG}`,
        price: '600',
        body: {
          kind: 'goods',
          condition: 'used',
          contactName: 'Selma',
          contactAreaCode: '+7',
          contactPhone: '9161234567',
        },
      },
      selma,
    );
    // Ordered at the quote the buy sheet shows (issue 28).
    const quote = await world.call<{ price: string; fee: string }>(
      'GET',
      `/app/listing-orders/quote?listingId=${listing.id}&secureDeal=true`,
      undefined,
      bruno,
    );
    const order = await world.call<{ id: number }>(
      'POST',
      '/app/listing-orders',
      { listingId: listing.id, secureDeal: true, price: quote.price, fee: quote.fee },
      bruno,
    );
    await world.call('POST', '/app/listing-orders/pay', { id: order.id, payPassword: PAY_PASSWORD }, bruno);
    await world.call(
      'POST',
      '/app/listing-orders/appeal',
      { id: order.id, reason: `Never shipped ${TAG}` },
      bruno,
    );

    await openMenu(console_, 'Marketplace appeals', '/listing-appeals');
    await console_.getByText(`Mountain bike ${TAG}`).click();
    await console_.getByText(`Marketplace order #${order.id}`).waitFor(POLL);
    await console_.getByTestId('listing-order-appeal-reason').getByText(`Never shipped ${TAG}`).waitFor(POLL);
    await console_.getByTestId('listing-order-decide-refundBuyer').click();
    await console_.getByLabel('Reason (saved in the audit log)').fill('The seller never answered the buyer');
    await console_.locator('.ant-modal-footer').getByRole('button', { name: 'Refund the buyer' }).click();
    await console_.getByTestId('listing-order-drawer-state').getByText('Cancelled').waitFor(POLL);

    const after = await world.call<{ state: number; resolution: string; resolutionReason: string }>(
      'GET',
      `/app/listing-orders/${order.id}`,
      undefined,
      bruno,
    );
    expect(after).toMatchObject({
      state: 5,
      resolution: 'refundBuyer',
      resolutionReason: 'The seller never answered the buyer',
    });
  });
});
