import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, type RunningServer, sharedServer, webDist } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The first screen's weight (issue 19): the JavaScript the login page and the chat list load before they are shown,
// counted as the gzipped files the build wrote beside each asset, and the script and style files they fetch, until
// the screen is shown (what loads afterwards, such as the other pages' strings, does not hold it up).
// Issue 19 asks for at most 170 KB and fewer than 15 files on these two. Both are met: login 7 files, about 112 KB (from
// 364), chat list 10 files, about 154 KB (from 379; docs/architecture.md "First screen" says what they are made of).
// The login page's budget is the 170 KB; the others hold today's figure with 1 KB for the ordinary drift of
// gzip (a budget 0.1 KB over the figure fails on any unrelated change), to be lowered as the first screens shed code.
// The chat list's was raised once, by 2–4 KB, for the route table of ~45 new pages and the signed-in services' call
// listener, and once by 1 KB for the calls and media strings a fresh chat needs; it went from 243 to 154 KB when Preact
// came to serve React's API (185.3 KB, from 242.1) and the list's swipe rows and pull-to-refresh were written without
// react-spring and use-gesture, its action sheet and delete dialog loading on first use (152.9 KB, from 185.3).
//
// A private chat opened fresh and the wallet home (289.7 and 258.2 KB, 17 and 16 files, before) load antd-mobile's
// overlays (react-spring, use-gesture, popup, mask) on first use, the wallet's cards scroll without antd's Swiper
// (250.7 and 226.5 KB), and both show with the signed-in strings, the rest of the strings loading after them: 207.3 and
// 183.0 KB, 14 and 15 files. The file count is for the login page and the chat list; these two keep theirs.
// Issue 35 raised the three by what the installable app needs before any of them shows: the waiting-for-network bar,
// money refused offline, the service worker's and the offline services' triggers (their code loads after the first
// screen), a call push's address and the queued state of an offline message: chat list 155.4, private chat 209.3 and
// wallet home 184.0 KB in the same run (154.0, 207.3 and 183.0 before).
const JS_BUDGET_GZIP = {
  login: 170 * 1024,
  chatList: 156.3 * 1024,
  privateChat: 210.2 * 1024,
  wallet: 184.8 * 1024,
};
const FILES_TODAY = { privateChat: 14, wallet: 15 };
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
  await world.call(
    'POST',
    '/app/chat/message/send',
    {
      conversationType: 1,
      targetId: String(vera.userId),
      objectName: 'RC:TxtMsg',
      content: { content: 'Привет, Вера' },
      clientMsgId: randomUUID(),
    },
    oleg,
  );
});

afterAll(async () => {
  await browser?.close();
});

/** The build's .gz copy, or for files too small to get one, their size gzipped here. */
const gzippedSize = (file: string) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;

type Load = { requests: string[]; files: string[]; jsGzip: number };

/** Opens the address on a fresh page and lists what it fetched before the screen was shown. */
async function firstLoad(page: Page, path: string, shown: (page: Page) => Locator): Promise<Load> {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${server.baseUrl}/h5${path}`);
  await shown(page).first().waitFor();
  const requests = [...fetched];
  const files = requests.filter((name) => name.startsWith('/h5/assets/'));
  const jsGzip = files
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzippedSize(join(webDist, name.slice('/h5/'.length))), 0);
  return { requests, files, jsGzip };
}

const describeLoad = (load: Load) =>
  `${load.files.length} script and style files (${load.requests.length} requests), ${(load.jsGzip / 1024).toFixed(1)} KB of JS gzipped:\n${load.requests.join('\n')}`;

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

  it('the chat list loads its code in fewer than 15 files, within its byte budget', async () => {
    const page = await world.phoneOf(nina, 'ru');
    const load = await firstLoad(page, '/pages/chat/Chat', (at) =>
      at.getByRole('button', { name: 'Заполнить профиль' }),
    );
    console.info(`chat list: ${describeLoad(load)}`);
    expect(load.jsGzip, describeLoad(load)).toBeLessThanOrEqual(JS_BUDGET_GZIP.chatList);
    expect(load.files.length, describeLoad(load)).toBeLessThan(FILE_BUDGET);
    await page.context().close();
  });

  it('a private chat opened fresh loads no overlay code before its messages show, within its byte budget', async () => {
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
    expect(load.files.length, describeLoad(load)).toBeLessThanOrEqual(FILES_TODAY.privateChat);
    expect(
      load.files.filter((name) => name.includes('/overlays-')),
      describeLoad(load),
    ).toEqual([]);
    await page.context().close();
  });

  it('the wallet home loads no overlay code before its balances show, within its byte budget', async () => {
    const page = await world.phoneOf(nina, 'ru');
    const load = await firstLoad(page, '/pagesUser/wallet/index', (at) => at.getByTestId('available'));
    console.info(`wallet home: ${describeLoad(load)}`);
    expect(load.jsGzip, describeLoad(load)).toBeLessThanOrEqual(JS_BUDGET_GZIP.wallet);
    expect(load.files.length, describeLoad(load)).toBeLessThanOrEqual(FILES_TODAY.wallet);
    expect(
      load.files.filter((name) => name.includes('/overlays-')),
      describeLoad(load),
    ).toEqual([]);
    await page.context().close();
  });
});
