import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/shared/lib/paths.ts';
import { launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { publishListing } from './listings-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Every page of the app, signed in, at the phone widths the app must fit (320-430 px, issue 19): nothing may be wider
// than the screen. Pages that take a query get a real contact's id, so they show content rather than an error.

const WIDTHS = [320, 375, 430];
const PAY_PASSWORD = '246801';

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let mila: Session;
let oleg: Session;
let page: Page;
let listingId: number;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: 'overflow-e2e-pass' });
  mila = await world.signUp('mila.overflow@example.com', 'Милослава Константиновна');
  oleg = await world.signUp('oleg.overflow@example.com', 'oleg');
  await world.befriend(mila, oleg);
  await world.setPayPassword(mila, PAY_PASSWORD);
  await world.credit(mila, 1, '1234567.89', 'overflow-rub');
  // Oleg's listing, with a long title: the market's card and its page at every width.
  listingId = await publishListing(server, world, oleg);
  page = await world.phoneOf(mila, 'ru');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** How far the page reaches past the screen's right edge, in px (0 when it fits). */
const overflow = () =>
  page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );

describe('no page is wider than the phone (320-430 px)', () => {
  it('fits every page of the app at 320, 375 and 430 px', async () => {
    const query = `?userId=${oleg.userId}&targetId=${oleg.userId}&conversationType=1`;
    const pages = Object.values(paths).filter((path) => path !== paths.blank && path !== paths.login);
    const wide: string[] = [];
    for (const path of pages) {
      await world.navigateInApp(
        page,
        `${path}${path === paths.categoryDetails ? `?id=${listingId}` : query}`,
      );
      // Settled: no skeleton or busy list left on screen.
      await page
        .waitForFunction(() => !document.querySelector('.adm-skeleton, [aria-busy="true"]'), null, {
          timeout: 5_000,
        })
        .catch(() => undefined);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 667 });
        const past = await overflow();
        if (past > 0) {
          // Name the culprits: the elements reaching past the right edge.
          const who = await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
              .slice(0, 6)
              .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
          );
          wide.push(`${path} at ${width} px: ${past} px too wide ${who.join(' | ')}`);
        }
      }
      await page.setViewportSize({ width: 375, height: 667 });
    }
    expect(wide).toEqual([]);
    expect(world.errorsOf()).toEqual([]);
  });
});
