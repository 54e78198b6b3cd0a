import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, type RunningServer, sharedServer, webDist } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The first screen's weight (issues 19 and 29): the JavaScript each first screen fetched before its largest paint (the
// `largest-contentful-paint` entry the browser reported once the screen shows), counted as the gzipped files the build
// wrote beside each asset, and the script and style files among them. What loads after that paint (the other pages'
// strings, the version check) does not hold the screen up, and a loaded machine, which moves idle-time fetches earlier,
// cannot move them before a paint that has already happened.
// Issue 29's budgets, on React 19: login 170 KB and fewer than 15 files, the chat list (signed in, fresh) 200 KB, a
// private chat and the wallet home 240 KB (docs/architecture.md "First screen" records the measured figures).
const JS_BUDGET_GZIP = {
  login: 170 * 1024,
  chatList: 200 * 1024,
  privateChat: 240 * 1024,
  wallet: 240 * 1024,
};
const FILE_BUDGET = 15;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let nina: Session;
let oleg: Session;
let vera: Session;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: 'budget-e2e-pass' });
  nina = await world.signUp('nina.budget@example.com', 'Нина');
  // Vera has a message from Oleg (Nina's chat list stays empty: its first screen is the empty list).
  oleg = await world.signUp('oleg.budget@example.com', 'Олег');
  vera = await world.signUp('vera.budget@example.com', 'Вера');
  await world.sendText(oleg, vera, 'Привет, Вера');
});

afterAll(async () => {
  await browser?.close();
});

/** The build's .gz copy, or for files too small to get one, their size gzipped here. */
const gzippedSize = (file: string) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;

type Load = { files: string[]; jsGzip: number; largestPaintMs: number; largest: string };

/**
 * Opens the address on a fresh page, waits for the screen to show, and lists the script and style files whose response
 * ended before the largest paint reported by then.
 */
async function firstLoad(page: Page, path: string, shown: (page: Page) => Locator): Promise<Load> {
  // The default buffer (250 entries) is far above a first screen's files; raised so a long start never drops one.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
  await page.goto(`${server.baseUrl}/h5${path}`);
  await shown(page).first().waitFor();
  const measured = await page.evaluate(
    () =>
      new Promise<{ largestPaintMs: number; largest: string; before: string[] }>((resolve) => {
        // Two frames: the paint of what was just shown has been reported.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const largest = list.getEntries().at(-1);
              const largestPaintMs = largest ? largest.startTime : Number.NaN;
              const element = (largest as (PerformanceEntry & { element?: Element | null }) | undefined)
                ?.element;
              const what = element
                ? `<${element.localName}> ${element.textContent?.slice(0, 40) ?? ''}`
                : 'removed';
              const before = performance
                .getEntriesByType('resource')
                .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= largestPaintMs)
                .map((entry) => new URL(entry.name).pathname);
              resolve({ largestPaintMs, largest: what, before });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
        );
      }),
  );
  expect(measured.largestPaintMs, 'a largest-contentful-paint entry').toBeGreaterThan(0);
  const files = measured.before.filter((name) => name.startsWith('/h5/assets/') && /\.(js|css)$/.test(name));
  const jsGzip = files
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzippedSize(join(webDist, name.slice('/h5/'.length))), 0);
  return { files, jsGzip, largestPaintMs: measured.largestPaintMs, largest: measured.largest };
}

const describeLoad = (load: Load) =>
  `${(load.jsGzip / 1024).toFixed(1)} KB of JS gzipped in ${load.files.length} script and style files before the largest paint (${load.largest} at ${Math.round(load.largestPaintMs)} ms):\n${load.files.join('\n')}`;

describe('the first screen is light', () => {
  it('starts in each of the four languages (each has a file of its own)', async () => {
    for (const locale of ['ru-RU', 'zh-CN', 'en-US', 'ja-JP']) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/h5/pages/login/Login`);
      await page.locator('input').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
      await context.close();
    }
  });

  it('the login page loads its code in fewer than 15 files, within its byte budget', async () => {
    const page = await (await phoneContext(browser)).newPage();
    const load = await firstLoad(page, '/pages/login/Login', (at) =>
      at.getByRole('button', { name: 'Войти', exact: true }),
    );
    console.info(`login page: ${describeLoad(load)}`);
    expect(load.jsGzip, describeLoad(load)).toBeLessThanOrEqual(JS_BUDGET_GZIP.login);
    expect(load.files.length, describeLoad(load)).toBeLessThan(FILE_BUDGET);
    await page.context().close();
  });

  it('the chat list loads its code within its byte budget', async () => {
    const page = await world.phoneOf(nina, 'ru');
    const load = await firstLoad(page, '/pages/chat/Chat', (at) =>
      at.getByRole('button', { name: 'Заполнить профиль' }),
    );
    console.info(`chat list: ${describeLoad(load)}`);
    expect(load.jsGzip, describeLoad(load)).toBeLessThanOrEqual(JS_BUDGET_GZIP.chatList);
    await page.context().close();
  });

  it('a private chat opened fresh loads no overlay code before its largest paint, within its byte budget', async () => {
    const page = await world.phoneOf(vera, 'ru');
    // As the Lighthouse audit does (scripts/audit-web.mjs): the tab "was" on the chat, so the launch rule keeps it there
    // rather than sending a fresh start outside the allow-list to the dating tab.
    await page.addInitScript(() => sessionStorage.setItem('volna.shownPage', '/pages/chat/PersonalChat'));
    const load = await firstLoad(
      page,
      `/pages/chat/PersonalChat?targetId=${oleg.userId}&conversationType=1`,
      (at) => at.getByText('Привет, Вера'),
    );
    console.info(`private chat: ${describeLoad(load)}`);
    expect(load.jsGzip, describeLoad(load)).toBeLessThanOrEqual(JS_BUDGET_GZIP.privateChat);
    expect(
      load.files.filter((name) => name.includes('/overlays-')),
      describeLoad(load),
    ).toEqual([]);
    await page.context().close();
  });

  it('the wallet home loads no overlay code before its largest paint, within its byte budget', async () => {
    const page = await world.phoneOf(nina, 'ru');
    const load = await firstLoad(page, '/pagesUser/wallet/index', (at) => at.getByTestId('available'));
    console.info(`wallet home: ${describeLoad(load)}`);
    expect(load.jsGzip, describeLoad(load)).toBeLessThanOrEqual(JS_BUDGET_GZIP.wallet);
    expect(
      load.files.filter((name) => name.includes('/overlays-')),
      describeLoad(load),
    ).toEqual([]);
    await page.context().close();
  });
});
