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
// Issue 19 asks for at most 170 KB and fewer than 15 files. The files are met (login 7, chat list 10, from ~75); the
// bytes are met on the login page (about 112 KB, from 364) and on the chat list (about 153 KB, from 379;
// docs/architecture.md "First screen" says what they are made of). The login page's budget is the 170 KB; the
// chat list's holds today's figure with 1 KB for the ordinary drift of gzip (a budget 0.1 KB over the figure fails on
// any unrelated change), to be lowered as the first screen sheds code. It was raised once, by 2–4 KB, for the route
// table of ~45 new pages (marketplace, surveys, DNA, fitness, invites, assistant, anonymous chat) and the signed-in
// services' call listener: the pages themselves all load lazily. It went from 243 to 154 KB when Preact came to serve
// React's API (185.3 KB, from 242.1) and the chat list's swipe rows and pull-to-refresh were written without
// react-spring and use-gesture, its action sheet and delete dialog loading on first use (152.9 KB, from 185.3).

const JS_BUDGET_GZIP = { login: 170 * 1024, chatList: 154 * 1024 };
const FILE_BUDGET = 15;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let nina: Session;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: 'budget-e2e-pass' });
  nina = await world.signUp('nina.budget@example.com', 'Нина');
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
});
