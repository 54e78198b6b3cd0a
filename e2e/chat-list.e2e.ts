import { randomUUID } from 'node:crypto';
import { CHAT_LIST_REFRESH_THROTTLE_MS, SOCKET_CLIENT_PING_MS } from '@volna/contracts';
import { SOCKET_PONG_TIMEOUT_MS } from '@volna/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, phoneContext, type RunningServer, sharedServer } from './harness.ts';
import { watchPageErrors } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The chat list against the real server: people are signed up and write to each other through the API, the page of
// one of them shows it live (badges, the alert banner and chime), and the swipe actions and pull-to-refresh work.

type Account = Session & { userName: string; nickName: string };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let pageErrors: string[];
let world: TestWorld;
let anna: Account;
let boris: Account;
let dina: Account;

const PASSWORD = 'chat-list-e2e-pass';
const shots = join(artifactsDir, 'chat-list');

const send = (from: Account, to: Account, text: string) => world.sendText(from, to, text);

const chatUrl = `/h5/pages/chat/Chat`;
const row = (peer: Account) => page.locator(`[data-chat="1:${peer.userId}"]`);
const rowOrder = () =>
  page.locator('[data-chat]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-chat')));
const chatTabBadge = () =>
  page.locator('.adm-tab-bar-item', { hasText: 'Чаты' }).locator('.adm-badge-content').textContent();
const oscillators = () => page.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators);

async function touch(points: { x: number; y: number }[]) {
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] });
  for (const point of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const path = (from: { x: number; y: number }, dx: number, dy: number, steps = 12) =>
  Array.from({ length: steps + 1 }, (_, i) => ({
    x: from.x + (dx * i) / steps,
    y: from.y + (dy * i) / steps,
  }));

/** Swipes a chat row to the left and taps one of the revealed actions. */
async function swipeAction(peer: Account, action: string) {
  const box = (await row(peer).boundingBox())!;
  await touch(path({ x: box.x + box.width - 20, y: box.y + box.height / 2 }, -260, 0));
  const button = row(peer)
    .locator('xpath=ancestor::div[@class="adm-swipe-action"][1]')
    .locator('.adm-swipe-action-actions-right')
    .getByRole('button', { name: action, exact: true });
  await button.click();
}

/** Pulls the list down from its first row and lets go. */
async function pullDown() {
  const box = (await page.locator('[data-chat]').first().boundingBox())!;
  await touch(path({ x: box.x + box.width / 2, y: box.y + 10 }, 0, 220, 16));
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  const signUp = (userName: string) =>
    world.signUp(`${userName}@chat-list.example.com`, userName) as Promise<Account>;
  [anna, boris, dina] = [await signUp('anna'), await signUp('boris'), await signUp('dina')];
  context = await phoneContext(browser);
  // The phone's clock is Playwright's (it keeps running): a test runs a throttle or a heartbeat out at once instead
  // of waiting for it in real time (issue 18).
  await context.clock.install();
  // Anna is signed in on this phone; every oscillator the app starts is counted (the chime plays two).
  await context.addInitScript((session) => {
    localStorage.setItem('volna.session', JSON.stringify({ state: { session }, version: 0 }));
    const counted = window as unknown as { __oscillators: number };
    counted.__oscillators = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.__oscillators += 1;
      return original.call(this);
    };
  }, anna);
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  cdp = await context.newCDPSession(page);
  mkdirSync(shots, { recursive: true });
});

let dumped = false;
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && !dumped) {
    dumped = true;
    console.log('SERVER OUTPUT', server.output().slice(-4000));
    console.log('URL', page.url());
    await page.screenshot({ path: join(shots, 'failure.png') });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('chat list in the browser (375×667)', () => {
  it('shows the empty state with a next step to a fresh user', async () => {
    await page.goto(`${server.baseUrl}${chatUrl}`);
    await page.getByText('Чатов пока нет').waitFor();
    await page.getByRole('button', { name: 'Заполнить профиль' }).waitFor();
    expect(await page.locator('.adm-tab-bar-item .adm-badge-content').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'empty-light.png') });
  });

  it('shows a new chat live with its unread badges, the banner and the chime', async () => {
    // The chime needs one user gesture first (browsers' autoplay rule): a tap anywhere.
    await page.locator('h1, .adm-nav-bar-title').first().click();
    await send(boris, anna, 'Привет, Анна!');
    await send(boris, anna, 'Как дела?');
    await send(boris, anna, 'Завтра в силе?');
    await row(boris).waitFor();
    await expect.poll(() => row(boris).locator('.adm-badge-content').textContent()).toBe('3');
    await expect.poll(chatTabBadge).toBe('3');
    await expect.poll(() => page.locator('[data-tab=messages] .adm-badge-content').textContent()).toBe('3');
    expect(await row(boris).textContent()).toContain('boris');
    expect(await row(boris).textContent()).toContain('Завтра в силе?');
    expect(await page.title()).toBe('(3) Volna');

    const banner = page.getByRole('alert', { name: 'Новое сообщение' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('boris');
    await page.screenshot({ path: join(shots, 'banner-light.png') });
    await expect.poll(oscillators).toBeGreaterThanOrEqual(2);
    // The banner goes by itself after 3 s.
    await banner.waitFor({ state: 'detached', timeout: 6_000 });
  });

  it('filters the chats by the search box', async () => {
    await send(dina, anna, 'Документы готовы');
    await row(dina).waitFor();
    const search = page.getByPlaceholder('Поиск по чатам');
    await search.fill('докум');
    await expect.poll(rowOrder).toEqual([`1:${dina.userId}`]);
    await search.fill('BORIS');
    await expect.poll(rowOrder).toEqual([`1:${boris.userId}`]);
    await search.fill('нет такого');
    await page.getByText('Нет чатов по запросу «нет такого»').waitFor();
    await search.fill('');
    await expect.poll(rowOrder).toEqual([`1:${dina.userId}`, `1:${boris.userId}`]);
  });

  it('opens a chat, and reading it clears its badges', async () => {
    await row(boris).click();
    await page.waitForURL(`**/pages/chat/PersonalChat?targetId=${boris.userId}&conversationType=1`);
    // The chat screen marks it read; the read call is made here as well so the list is tested on its own.
    await world.call(
      'POST',
      '/app/chat/conversation/read',
      {
        conversationType: 1,
        targetId: String(boris.userId),
      },
      anna,
    );
    await page.goto(`${server.baseUrl}${chatUrl}`);
    await row(boris).waitFor();
    await expect.poll(() => row(boris).locator('.adm-badge-content').count()).toBe(0);
    await expect.poll(chatTabBadge).toBe('1');
  });

  it('finds an older message through the message search, and opens its chat', async () => {
    const search = page.getByPlaceholder('Поиск по чатам');
    await search.fill('как дела');
    await page.getByText('Нет чатов по запросу «как дела»').waitFor();
    await page.getByRole('button', { name: 'Искать «как дела» в сообщениях' }).click();
    const hits = page.locator('[data-hit]');
    await expect.poll(() => hits.allTextContents()).toEqual([expect.stringContaining('Как дела?')]);
    await page.screenshot({ path: join(shots, 'message-search-light.png') });
    await hits.first().click();
    await page.waitForURL(`**/pages/chat/PersonalChat?targetId=${boris.userId}&conversationType=1`);
    await page.goto(`${server.baseUrl}${chatUrl}`);
    await row(boris).waitFor();
  });

  it('pins a chat first with a swipe', async () => {
    expect(await rowOrder()).toEqual([`1:${dina.userId}`, `1:${boris.userId}`]);
    await swipeAction(boris, 'Закрепить');
    await expect.poll(rowOrder).toEqual([`1:${boris.userId}`, `1:${dina.userId}`]);
    expect(await row(boris).getAttribute('data-pinned')).toBe('true');
    // Still first after a fresh load: the server kept it.
    await page.reload();
    await row(boris).waitFor();
    expect(await rowOrder()).toEqual([`1:${boris.userId}`, `1:${dina.userId}`]);
    await page.screenshot({ path: join(shots, 'list-light.png') });
  });

  it('swipes a row open only sideways, and closes it on a tap or when another row opens', async () => {
    // Where a row's content sits: 0 when closed, about minus its three actions' width when open.
    const shift = async (peer: Account) => (await row(peer).boundingBox())!.x;
    const swipeOpen = async (peer: Account) => {
      const box = (await row(peer).boundingBox())!;
      await touch(path({ x: box.x + box.width - 20, y: box.y + box.height / 2 }, -260, 0));
    };
    await swipeOpen(boris);
    await expect.poll(() => shift(boris)).toBeLessThan(-150);
    // Another row's swipe closes the first.
    await swipeOpen(dina);
    await expect.poll(() => shift(dina)).toBeLessThan(-150);
    await expect.poll(() => shift(boris)).toBe(0);
    // Fully open: the last action ends at the screen's edge.
    const lastAction = row(dina)
      .locator('xpath=ancestor::div[@class="adm-swipe-action"][1]')
      .getByRole('button', { name: 'Удалить', exact: true });
    await expect
      .poll(async () => {
        const action = (await lastAction.boundingBox())!;
        return Math.round(action.x + action.width);
      })
      .toBe(page.viewportSize()!.width);
    await page.screenshot({ path: join(shots, 'row-swiped-open.png') });
    // A tap on the open row closes it, and does not open the chat.
    const box = (await row(dina).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => shift(dina)).toBe(0);
    expect(new URL(page.url()).pathname).toBe(chatUrl);
    // A mostly vertical drag is a scroll: the row stays closed.
    const boxBoris = (await row(boris).boundingBox())!;
    await touch(
      path({ x: boxBoris.x + boxBoris.width - 20, y: boxBoris.y + boxBoris.height - 5 }, -100, -160),
    );
    await page.waitForTimeout(400);
    expect(await shift(boris)).toBe(0);
    expect(new URL(page.url()).pathname).toBe(chatUrl);
  });

  it('mutes a chat: the muted icon, a dot instead of the count, no chime and no banner', async () => {
    await swipeAction(boris, 'Без звука');
    await row(boris).getByRole('img', { name: 'Уведомления выключены' }).waitFor();
    const before = await oscillators();
    await send(boris, anna, 'Ты тут?');
    await expect.poll(() => row(boris).textContent()).toContain('Ты тут?');
    await row(boris).locator('.adm-badge-dot').waitFor();
    expect(await row(boris).locator('.adm-badge-content').count()).toBe(0);
    await page.waitForTimeout(800);
    expect(await oscillators()).toBe(before);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('deletes a chat after a confirmation', async () => {
    await swipeAction(dina, 'Удалить');
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText('Удалить чат?').waitFor();
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect.poll(rowOrder).toEqual([`1:${boris.userId}`]);
    await page.reload();
    await row(boris).waitFor();
    expect(await rowOrder()).toEqual([`1:${boris.userId}`]);
  });

  it('offers the same actions on a right click, for a mouse', async () => {
    await row(boris).click({ button: 'right' });
    await page.locator('.adm-action-sheet').getByText('Открепить', { exact: true }).click();
    await expect.poll(() => row(boris).getAttribute('data-pinned')).toBeNull();
  });

  it('reloads on pull-to-refresh, at most once per 3 s', async () => {
    // A fresh load, settled, so only the pulls read the list.
    await page.reload();
    await row(boris).waitFor();
    await page.waitForLoadState('networkidle');
    let loads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/app/chat/conversation/list')) loads += 1;
    });
    // The phone's Date stands still between pulls (its timers and animations still run), so however slowly a loaded
    // machine performs the gestures, the second pull is inside the 3 s and the third exactly at its end.
    const start = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(start);
    await pullDown();
    await expect.poll(() => loads).toBe(1);
    await page.getByText('Обновлено').waitFor();
    await page.clock.setFixedTime(start + CHAT_LIST_REFRESH_THROTTLE_MS - 1);
    await pullDown();
    // Real time too: a second for a refused pull's request to show if it were sent.
    await page.waitForTimeout(1_000);
    expect(loads).toBe(1);
    await page.clock.setFixedTime(start + CHAT_LIST_REFRESH_THROTTLE_MS);
    await pullDown();
    await expect.poll(() => loads).toBe(2);
    await page.clock.setSystemTime(start + CHAT_LIST_REFRESH_THROTTLE_MS);
  });

  it('shows a group chat by its name, with whose message is latest, and opens it', async () => {
    // Only friends are put into a group without an invitation (issue 17).
    await world.befriend(boris, anna);
    await world.befriend(boris, dina);
    const group = await world.call<{ groupId: number }>(
      'POST',
      '/app/group',
      {
        groupName: 'Поход в горы',
        memberIds: [anna.userId, dina.userId],
      },
      boris,
    );
    await world.call(
      'POST',
      '/app/chat/message/send',
      {
        conversationType: 3,
        targetId: String(group.groupId),
        objectName: 'RC:TxtMsg',
        content: { content: 'Встречаемся в 9' },
        clientMsgId: randomUUID(),
      },
      boris,
    );
    const groupRow = page.locator(`[data-chat="3:${group.groupId}"]`);
    await expect.poll(() => groupRow.textContent()).toContain('boris: Встречаемся в 9');
    expect(await groupRow.textContent()).toContain('Поход в горы');
    await groupRow.click();
    await page.waitForURL(`**/pages/chat/GroupChat?groupId=${group.groupId}`);
    await page.goto(`${server.baseUrl}${chatUrl}`);
    await groupRow.waitFor();
  });

  it('follows the notification settings: no chime with confFlag 0, no banner with msgFlag 0', async () => {
    const alertOf = () => page.getByRole('alert', { name: 'Новое сообщение' });
    await world.call('PUT', '/app/user', { confFlag: 0, msgFlag: 1 }, anna);
    await page.reload();
    await row(boris).waitFor();
    await page.locator('.adm-nav-bar-title').click();
    await send(dina, anna, 'Без звука, но с баннером');
    await alertOf().filter({ hasText: 'Без звука, но с баннером' }).waitFor();
    expect(await oscillators()).toBe(0);

    await world.call('PUT', '/app/user', { confFlag: 1, msgFlag: 0 }, anna);
    await page.reload();
    await row(boris).waitFor();
    await page.locator('.adm-nav-bar-title').click();
    await send(dina, anna, 'Со звуком, без баннера');
    await expect.poll(oscillators).toBeGreaterThanOrEqual(2);
    await expect.poll(() => row(dina).textContent()).toContain('Со звуком, без баннера');
    expect(await alertOf().count()).toBe(0);
    await world.call('PUT', '/app/user', { confFlag: 1, msgFlag: 1 }, anna);
  });

  it('keeps favourites: remark, delete with confirmation, empty state', async () => {
    const saved = await send(boris, anna, 'Адрес: Невский, 28');
    await world.call('POST', '/app/messageCollect', { msgUid: saved.msgUid }, anna);
    await page.getByRole('button', { name: 'Избранное' }).click();
    await page.waitForURL('**/pages/chat/Favourites');
    await page.getByText('Адрес: Невский, 28').waitFor();
    await page.getByRole('button', { name: 'Добавить заметку' }).click();
    await page.locator('.adm-dialog').getByRole('textbox').fill('встреча');
    await page.locator('.adm-dialog').getByRole('button', { name: 'Сохранить' }).click();
    await page.locator('[data-favourite] p', { hasText: 'встреча' }).waitFor();
    await page.screenshot({ path: join(shots, 'favourites-light.png') });
    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Нет сохранённых сообщений').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(shots, 'favourites-empty-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('looks right in the dark theme and at 320 px', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${server.baseUrl}${chatUrl}`);
    await row(boris).waitFor();
    await page.screenshot({ path: join(shots, 'list-dark.png') });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: join(shots, 'list-320-dark.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: join(shots, 'list-320-light.png') });
  });

  it('says in the header while messaging is not connected, and stops saying it once it is', async () => {
    await page.setViewportSize({ width: 375, height: 667 });
    await context.setOffline(true);
    // The socket learns the network is gone when a ping goes unanswered: one ping and its pong timeout, at once.
    await page.clock.runFor(SOCKET_CLIENT_PING_MS + SOCKET_PONG_TIMEOUT_MS);
    await page
      .getByRole('status')
      .filter({ hasText: 'Нет соединения. Переподключаемся…' })
      .waitFor({ timeout: 45_000 });
    await context.setOffline(false);
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 45_000 });
  });

  it('never crashed a page', () => {
    expect(pageErrors).toEqual([]);
  });
});
