import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { publishPhoneListing, repricePhoneListing } from './listings-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Pinned terms on a phone (issue 28 §2): Boris's buy sheet shows a listing at 23 999.5 ₽; Selma raises it to 30 000 ₽
// before he taps "order". He is told the price changed (nothing ordered or paid), sees the new quote, confirms it and
// pays exactly 30 000 ₽.

const PASSWORD = 'price-changed-e2e-pass';
const PAY_PASSWORD = '246813';
const RUB = 1;
const POLL = { timeout: 15_000 };
const tag = randomUUID().slice(0, 6);

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let selma: Session;
let boris: Session;
let b: Page;

type Account = { currencyId: number; balance: string; frozenAmount: string };
const rubles = async (who: Session) => {
  const account = (await world.call<Account[]>('GET', '/app/account/list', undefined, who)).find(
    (x) => x.currencyId === RUB,
  );
  return { available: Number(account?.balance ?? 0), frozen: Number(account?.frozenAmount ?? 0) };
};

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, idempotencyKeyPrefix: `price-changed-${tag}` });
  selma = await world.signUp(`selma.${tag}@price-changed-e2e.example.com`, 'selma');
  boris = await world.signUp(`boris.${tag}@price-changed-e2e.example.com`, 'boris');
  await world.setPayPassword(boris, PAY_PASSWORD);
  await world.credit(boris, RUB, '50000', 'price-changed-boris');
  b = await world.phoneOf(boris, 'en');
});

afterAll(async () => {
  if (b) await b.screenshot({ path: `${artifactsDir}/price-changed-boris.png` }).catch(() => undefined);
  await browser?.close();
});

describe('the price changed while the buy sheet was open', () => {
  it('says so with the new price, shows the new quote, and the confirmed order pays the new price', async () => {
    const listing = await publishPhoneListing(server, world, selma, '23999.5');
    await world.openInApp(b, `/pagesCategory/pages/categoryDetails?id=${listing.id}`, 'listing-buy');
    await b.getByTestId('listing-buy').click();
    const quote = b.getByTestId('buy-quote');
    await quote.waitFor(POLL);
    const oldQuote = (await quote.textContent()) ?? '';
    expect(oldQuote).toMatch(/23,?999\.5/);

    // Selma raises the price while Boris's sheet still shows the old one.
    await repricePhoneListing(world, selma, listing, '30000');
    await b.getByTestId('buy-order').click();
    const notice = b.getByTestId('price-changed');
    await notice.waitFor(POLL);
    expect(await notice.textContent()).toBe(
      'The price has changed: it is 30000 RUB now. Check it and confirm again',
    );
    expect(await rubles(boris)).toEqual({ available: 50000, frozen: 0 });
    await b.screenshot({ path: `${artifactsDir}/price-changed-notice.png` });
    await b.getByText('See the new price', { exact: true }).click();

    // The sheet now shows the new quote; Boris confirms it and pays with his pay password.
    await expect.poll(async () => (await quote.textContent()) ?? '', POLL).toMatch(/30,?000/);
    await b.getByTestId('buy-order').click();
    await b.getByTestId('pay-password').click();
    await b.keyboard.type(PAY_PASSWORD);
    await b.waitForURL('**/pagesCategory/pages/orderDetails?id=*', POLL);
    const orderId = Number(new URL(b.url()).searchParams.get('id'));
    const order = await world.call<{ price: string; state: number }>(
      'GET',
      `/app/listing-orders/${orderId}`,
      undefined,
      boris,
    );
    expect(order.price).toBe('30000');
    // A secure deal holds the price until Boris confirms receipt.
    await expect.poll(() => rubles(boris), POLL).toEqual({ available: 20000, frozen: 30000 });
    expect(world.errorsOf()).toEqual([]);
  });
});
