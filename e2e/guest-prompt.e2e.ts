import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, launchBrowser, phoneContext, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Issue 19 in a phone against the real server: a guest who taps something that needs an account (message, unlock,
// post, the wallet) gets the login-prompt overlay; Cancel leaves him where he is, Login takes him to login and back
// to the page. And GroupChat's query: backType=chatList sends back to the chat list, Contacts' group list opens its
// groups with isFriendGroup=1.

const PASSWORD = 'guest-prompt-e2e-pass';
const RUB = 1;
const POLL = { timeout: 15_000 };
const TAG = randomInt(100_000, 999_999);
const CITY = `Kineshma${TAG}`;
const PHONE = `9${randomInt(100_000_000, 999_999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let vera: Session;
let profileId: number;
let context: BrowserContext;
let guest: Page;

const url = (path: string) => `${server.baseUrl}/h5${path}`;
const overlay = () => guest.locator('.adm-dialog-body');

/** Taps `target`, expects the login prompt (saying `message` when given), cancels it and stays at `stayAt`. */
async function promptedAndCancelled(target: ReturnType<Page['getByRole']>, stayAt: string, message?: string) {
  await target.click();
  await overlay().getByText('Log in to continue').waitFor(POLL);
  if (message) await overlay().getByText(message).waitFor();
  await overlay().getByRole('button', { name: 'Cancel' }).click();
  await overlay().waitFor({ state: 'detached', ...POLL });
  expect(new URL(guest.url()).pathname).toBe(`/h5${stayAt}`);
}

/** Vera's dating profile with one free and one paid photo and a paid chat, published the way the app does. */
async function publishProfile(who: Session) {
  const bond = await world.call<{ amount: string; currencyId: number }>(
    'GET',
    '/app/jy/userPersonals/bond',
    undefined,
    who,
  );
  await world.credit(who, bond.currencyId, bond.amount, 'vera-bond');
  const images = [];
  for (const [index, isPaid] of [false, true].entries()) {
    const png = await sharp({
      create: { width: 60, height: 80, channels: 3, background: { r: 40 * index, g: 120, b: 160 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `vera${index}.png`);
    const upload = await fetch(`${server.baseUrl}/app/file/upload`, {
      method: 'POST',
      headers: { ...clientHeaders, Authorization: `Bearer ${who.token}` },
      body: form,
    });
    const { data } = (await upload.json()) as { data: { url: string; urlCompress: string } };
    images.push({ imageUrl: data.url, imageUrlCompress: data.urlCompress, isPaid });
  }
  const labels = await world.call<{ id: number }[]>('GET', '/app/jy/label/list');
  const profile = await world.call<{ id: number }>(
    'POST',
    '/app/jy/userPersonals',
    {
      nickName: 'Vera',
      gender: 2,
      age: 29,
      height: 168,
      weight: 55,
      location: CITY,
      labelIds: [labels[0]!.id],
      brief: 'Painter',
      currencyId: RUB,
      chatPrice: '15',
      albumPrice: '25',
      userImageList: images,
    },
    who,
  );
  return profile.id;
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, idempotencyKeyPrefix: `guest-prompt-${TAG}` });
  vera = await world.signUp(`vera.${TAG}@guest-prompt-e2e.example.com`, 'vera');
  // Oleg has an account but the phone does not know it yet: he logs in from the wallet's prompt.
  await world.signUpByPhone(PHONE, 'oleg');
  profileId = await publishProfile(vera);
  context = await phoneContext(browser);
  // The guest's phone is in English (the app reads the language from here at start).
  await context.addInitScript(() => localStorage.setItem('volna.lang', 'en'));
  guest = world.watch(await context.newPage());
});

afterAll(async () => {
  expect(world?.errorsOf()).toEqual([]);
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('login prompt for guests (spec §6)', () => {
  it('asks a guest on a dating profile before messaging or unlocking, and on the feed before posting', async () => {
    await guest.goto(url(`/pages/dating/index?location=${CITY}`));
    await guest.getByTestId('dating-card').first().waitFor(POLL);
    // Post: his own dating profile, VIP dating and the blind box need an account.
    await promptedAndCancelled(
      guest.getByRole('button', { name: 'VIP dating' }),
      '/pages/dating/index',
      'Log in to make a VIP dating request.',
    );
    await promptedAndCancelled(
      guest.getByRole('button', { name: 'My dating' }),
      '/pages/dating/index',
      'Log in to post your dating profile.',
    );

    await guest.getByTestId('dating-card').first().click();
    await guest.waitForURL('**/pages/dating/PersonalHomepage?id=*');
    expect(new URL(guest.url()).searchParams.get('id')).toBe(String(profileId));
    // Message: the paid chat.
    await promptedAndCancelled(
      guest.getByRole('button', { name: /^Chat for/ }),
      '/pages/dating/PersonalHomepage',
      'Log in to chat with this person.',
    );
    // Unlock: the paid album.
    await promptedAndCancelled(
      guest.getByRole('button', { name: /Unlock the album/ }),
      '/pages/dating/PersonalHomepage',
      'Log in to unlock the album.',
    );
  });

  it('shows a guest the wallet page (launch allow-list) and asks before each of its actions; Login comes back here', async () => {
    await guest.goto(url('/pagesUser/wallet/index'));
    await guest.getByText('Log in to see your balances, send money and top up.').waitFor(POLL);
    const menu = guest.getByRole('navigation', { name: 'Wallet actions' });
    for (const action of ['Transfer', 'Merge money', 'QR top-up'])
      await promptedAndCancelled(
        menu.getByRole('button', { name: action }),
        '/pagesUser/wallet/index',
        'Log in to use the wallet.',
      );
    await promptedAndCancelled(
      guest.getByRole('button', { name: 'Show history' }),
      '/pagesUser/wallet/index',
    );
    // The instructions need no account.
    await menu.getByRole('button', { name: 'Instructions' }).click();
    await guest.waitForURL('**/pagesUser/wallet/operatingInstructions');
    await guest.locator('.adm-nav-bar-back').click();
    await guest.waitForURL('**/pagesUser/wallet/index');

    // Login: to the login page and, once signed in, back to the wallet with his balances.
    await menu.getByRole('button', { name: 'Transfer' }).click();
    await overlay().getByRole('button', { name: 'Log in' }).click();
    await guest.waitForURL('**/pages/login/Login?**');
    expect(new URL(guest.url()).searchParams.get('redirect')).toBe('/pagesUser/wallet/index');
    await guest.getByText('With a password', { exact: true }).click();
    await guest.locator('input[name=phone]').fill(PHONE);
    await guest.locator('input[name=password]').fill(PASSWORD);
    await guest.locator('form .adm-checkbox').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => guest.locator('form .adm-checkbox-checked').count()).toBe(1);
    await guest.locator('form button[type=submit]').click();
    await guest.waitForURL('**/pagesUser/wallet/index', POLL);
    await guest.getByTestId('balance-RUB').waitFor(POLL);
    // A member is not asked.
    await guest
      .getByRole('navigation', { name: 'Wallet actions' })
      .getByRole('button', { name: 'Transfer' })
      .click();
    await guest.waitForURL('**/pagesUser/wallet/transferAccounts');
    expect(await overlay().count()).toBe(0);
  });
});

describe('GroupChat query (spec §2)', () => {
  it('goes back to the chat list with backType=chatList, and opens groups from Contacts with isFriendGroup=1', async () => {
    // Oleg's own session ended when he logged in in the browser (one device at a time): Vera and Nina, then.
    const nina = await world.signUp(`nina.${TAG}@guest-prompt-e2e.example.com`, 'nina');
    await world.befriend(vera, nina);
    const group = await world.call<{ groupId: number }>(
      'POST',
      '/app/group',
      { groupName: `Sketching ${TAG}`, memberIds: [nina.userId] },
      vera,
    );
    const phone = await world.phoneOf(vera, 'en');
    await phone.goto(url('/pagesUser/wallet/index'));
    await phone.getByTestId('balance-RUB').waitFor(POLL);

    // Without backType, back is the previous page (the wallet)…
    await world.navigateInApp(phone, `/pages/chat/GroupChat?groupId=${group.groupId}`);
    await phone.getByTestId('chat-title').getByText(`Sketching ${TAG}`).waitFor(POLL);
    await phone.locator('.adm-nav-bar-back').click();
    await phone.waitForURL('**/pagesUser/wallet/index');

    // …with backType=chatList, the chat list.
    await world.navigateInApp(phone, `/pages/chat/GroupChat?groupId=${group.groupId}&backType=chatList`);
    await phone.getByTestId('chat-title').getByText(`Sketching ${TAG}`).waitFor(POLL);
    await phone.locator('.adm-nav-bar-back').click();
    await phone.waitForURL('**/pages/chat/Chat');

    await world.navigateInApp(phone, '/pages/friends/GroupChatList');
    // The group list itself, not the chat list's row of the same group still on screen while the page loads.
    await phone.getByPlaceholder('Search groups').waitFor(POLL);
    await phone.getByText(`Sketching ${TAG}`).click();
    await phone.waitForURL('**/pages/chat/GroupChat?**');
    expect(Object.fromEntries(new URL(phone.url()).searchParams)).toEqual({
      groupId: String(group.groupId),
      isFriendGroup: '1',
    });
    await phone.locator('.adm-nav-bar-back').click();
    await phone.waitForURL('**/pages/friends/GroupChatList');
    await phone.context().close();
  });
});
