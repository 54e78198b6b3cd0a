import { CurrencyId } from '@volna/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The installable app offline (issue 35): the service worker and manifest a browser installs from, the chat list and
// a chat opened with no network from what was kept, and a message written offline delivered once it is back, exactly
// once, to the other person's phone.

const PASSWORD = 'offline-e2e-pass';
const POLL = { timeout: 30_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let anna: Session;
let boris: Session;
let annaPhone: Page;
let borisPhone: Page;
let annaContext: BrowserContext;

const rowOf = (page: Page, peer: Session) => page.locator(`[data-chat="1:${peer.userId}"]`);
const bubble = (page: Page, text: string) => page.locator('[data-msg-uid]').filter({ hasText: text });
const chatUrl = () => `${server.baseUrl}/h5/pages/chat/Chat`;

/** Opens the chat from the list, as a person would (a fresh load of a chat's address lands elsewhere, spec §2). */
async function openChatFromList(page: Page, peer: Session) {
  await rowOf(page, peer).click();
  await page.getByTestId('chat-title').waitFor();
}

/** The service worker controls the page: the build is precached and the app opens without a network. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 90_000,
  });

/** The keys of what the offline store kept for the user (JSON), read from IndexedDB as the app wrote them. */
const keptKeysOf = (page: Page, userId: number) =>
  page.evaluate(
    (me) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('volna-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) return resolve([]);
          const read = db.transaction('snapshots').objectStore('snapshots').get(me);
          read.onsuccess = () =>
            resolve(
              ((read.result?.queries ?? []) as Array<{ queryKey: unknown[] }>).map((q) =>
                JSON.stringify(q.queryKey),
              ),
            );
          read.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
    userId,
  );

/** How many messages of the chat with `peerId` the offline store kept (-1: none). */
const keptHistoryOf = (page: Page, userId: number, peerId: number) =>
  page.evaluate(
    ([me, peer]) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('volna-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) return resolve(-1);
          const read = db
            .transaction('snapshots')
            .objectStore('snapshots')
            .get(me as number);
          read.onsuccess = () => {
            const queries = (read.result?.queries ?? []) as Array<{ queryKey: unknown[]; data: unknown }>;
            const history = queries.find(
              (q) => q.queryKey[1] === 'history' && q.queryKey[2] === 1 && q.queryKey[3] === String(peer),
            );
            resolve(history ? ((history.data as { pages: unknown[][] }).pages[0]?.length ?? 0) : -1);
          };
          read.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      }),
    [userId, peerId],
  );

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  const id = Date.now();
  anna = await world.signUp(`anna.offline.${id}@example.com`, 'anna_offline');
  boris = await world.signUp(`boris.offline.${id}@example.com`, 'boris_offline');
  for (let i = 1; i <= 3; i++) await world.sendText(boris, anna, `Kept line ${i}`);
  await world.credit(anna, CurrencyId.RUB, '12.34', `offline-${id}`);
  annaPhone = await world.phoneOf(anna, 'en');
  annaContext = annaPhone.context();
  borisPhone = await world.phoneOf(boris, 'en');
});

afterAll(async () => {
  await annaContext?.setOffline(false);
  await browser?.close();
});

describe('the installable app, offline (375×667)', () => {
  it('meets the install criteria: a manifest with 192/512 and maskable icons, and an active service worker', async () => {
    await annaPhone.goto(chatUrl());
    await rowOf(annaPhone, boris).waitFor();
    await controlled(annaPhone);
    const href = await annaPhone.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/h5/manifest-en.webmanifest');
    const manifest = (await (await fetch(`${server.baseUrl}${href}`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      lang: string;
      name_localized: Record<string, { value: string }>;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      start_url: '/h5/',
      display: 'standalone',
      lang: 'en',
      short_name: 'Volna',
    });
    expect(manifest.name_localized.ru?.value).toBe('Волна — мессенджер и сервисы');
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(`${server.baseUrl}${icon.src}`)).arrayBuffer());
      // The PNG's own width and height (IHDR) are the size the manifest names.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    // Chromium's own verdict on installing this page (ignoring only that a test profile is off the record).
    const cdp = await annaContext.newCDPSession(annaPhone);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });

  it('opens the chat list, a chat and the wallet with no network, from what was kept, under a waiting-for-network bar', async () => {
    // Online first: the wallet home, then back to the list and into the chat (each read is kept).
    await annaPhone.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await expect
      .poll(() => annaPhone.getByTestId('balance-RUB').getByTestId('available').textContent(), POLL)
      .toBe('12.34');
    await expect.poll(() => keptKeysOf(annaPhone, anna.userId), POLL).toContain('["wallet","accounts"]');
    await annaPhone.goto(chatUrl());
    await openChatFromList(annaPhone, boris);
    await bubble(annaPhone, 'Kept line 3').waitFor();
    await expect.poll(() => keptHistoryOf(annaPhone, anna.userId, boris.userId), POLL).toBe(3);

    await annaContext.setOffline(true);
    await annaPhone.goto(chatUrl());
    await annaPhone.getByRole('status').filter({ hasText: 'Waiting for network…' }).waitFor();
    await expect.poll(() => rowOf(annaPhone, boris).textContent(), POLL).toContain('Kept line 3');
    await openChatFromList(annaPhone, boris);
    for (const line of ['Kept line 1', 'Kept line 2', 'Kept line 3']) await bubble(annaPhone, line).waitFor();
    // No blocking offline dialog over what is shown.
    expect(await annaPhone.locator('.adm-dialog').count()).toBe(0);
    await annaPhone.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await annaPhone.getByRole('status').filter({ hasText: 'Waiting for network…' }).waitFor();
    await expect
      .poll(() => annaPhone.getByTestId('balance-RUB').getByTestId('available').textContent(), POLL)
      .toBe('12.34');
    await annaPhone.goto(chatUrl());
    await openChatFromList(annaPhone, boris);
  });

  it('queues a message written offline, keeps it across a reload, and delivers it once when the network is back', async () => {
    const text = `Written offline ${Date.now()}`;
    await annaPhone.getByRole('textbox', { name: 'Message' }).fill(text);
    await annaPhone.getByRole('button', { name: 'Send' }).click();
    const queued = annaPhone.locator('[data-status="queued"]').filter({ hasText: text });
    await queued.getByText('Waiting for network').waitFor();

    // Still queued after the app is loaded again with no network: it was kept in IndexedDB.
    await annaPhone.goto(chatUrl());
    await openChatFromList(annaPhone, boris);
    await annaPhone.locator('[data-status="queued"]').filter({ hasText: text }).waitFor();

    // Boris has the chat open on his phone.
    await borisPhone.goto(chatUrl());
    await openChatFromList(borisPhone, anna);
    await bubble(borisPhone, 'Kept line 3').waitFor();

    await annaContext.setOffline(false);
    // The network's return announced twice (a flaky link): still one send.
    await annaPhone.evaluate(() => window.dispatchEvent(new Event('online')));
    await bubble(borisPhone, text).waitFor(POLL);
    await bubble(annaPhone, text).waitFor(POLL);
    await expect.poll(() => annaPhone.locator('[data-status="queued"]').count(), POLL).toBe(0);

    const history = await world.call<Array<{ content: { content?: string } }>>(
      'GET',
      `/app/chat/message/history?conversationType=1&targetId=${anna.userId}&count=20`,
      undefined,
      boris,
    );
    expect(history.filter((m) => m.content.content === text)).toHaveLength(1);
    // Boris's phone shows it once, and it stays once after his phone reads the chat again.
    expect(await bubble(borisPhone, text).count()).toBe(1);
    await borisPhone.reload();
    await bubble(borisPhone, 'Kept line 3').waitFor();
    expect(await bubble(borisPhone, text).count()).toBe(1);
  });

  it('asks about notifications only after the first message sent, never at launch, and only once', async () => {
    const phone = await world.phoneOf(anna, 'en', { notificationsAsked: false });
    await phone.goto(chatUrl());
    await rowOf(phone, boris).waitFor();
    await openChatFromList(phone, boris);
    await bubble(phone, 'Kept line 3').waitFor();
    // Launched and idle (the later strings and the worker are in): no question yet.
    await phone.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 90_000,
    });
    expect(await phone.locator('.adm-dialog').count()).toBe(0);

    await phone.getByRole('textbox', { name: 'Message' }).fill('First from this phone');
    await phone.getByRole('button', { name: 'Send' }).click();
    const question = phone.getByRole('dialog').filter({ hasText: 'Turn on notifications?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Not now' }).click();
    await question.waitFor({ state: 'detached' });
    await phone.getByRole('textbox', { name: 'Message' }).fill('Second from this phone');
    await phone.getByRole('button', { name: 'Send' }).click();
    await bubble(phone, 'Second from this phone').locator('[data-read]').waitFor();
    expect(await phone.locator('.adm-dialog').count()).toBe(0);
    expect(world.errorsOf(phone)).toEqual([]);
    await phone.context().close();
  });

  it('never crashed a page', () => {
    expect(world.errorsOf(annaPhone)).toEqual([]);
    expect(world.errorsOf(borisPhone)).toEqual([]);
  });
});
