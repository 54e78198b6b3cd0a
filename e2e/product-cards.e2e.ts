import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { publishDatingProfile } from './dating-kit.ts';
import { publishListing } from './listings-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The product cards of issue 32 in a phone: the ticket card in the system chat opens the ticket, a listing shared
// from its page through the chat picker posts its card that opens the listing, and the personal chat an anonymous chat
// moved to opens with its "you met in anonymous chat" card, which opens the other one's profile; a text with a link
// to a listing page gets its preview card, which opens the listing.

const PASSWORD = 'product-cards-e2e-pass';
const POLL = { timeout: 15_000 };
const TAG = `pc${randomInt(100_000, 999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let lena: Session;
let ivan: Session;
let oleg: Session;
let phone: Page;

const chatWith = (peer: Session) => `/pages/chat/PersonalChat?targetId=${peer.userId}&conversationType=1`;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  [lena, ivan, oleg] = await Promise.all([
    world.signUp(`lena.${TAG}@product-cards-e2e.example.com`, 'lena'),
    world.signUp(`ivan.${TAG}@product-cards-e2e.example.com`, 'ivan'),
    world.signUp(`oleg.${TAG}@product-cards-e2e.example.com`, 'oleg'),
  ]);
  phone = await world.phoneOf(lena, 'en');
});

afterAll(async () => {
  if (phone) await phone.screenshot({ path: `${artifactsDir}/product-cards.png` }).catch(() => undefined);
  await browser?.close();
});

describe('product cards in the chat', () => {
  it('a ticket opened posts its card into the system chat; the card opens the ticket', async () => {
    const subject = `Cannot pay ${TAG}`;
    const ticket = await world.call<{ id: number }>(
      'POST',
      '/app/support/ticket',
      { subject, text: 'The button spins' },
      lena,
    );
    await world.openInApp(phone, '/pages/chat/SystemChat');
    const card = phone.locator(`[data-testid="work-ticket-card"][data-ticket-id="${ticket.id}"]`);
    await card.waitFor(POLL);
    expect(await card.textContent()).toContain(subject);
    expect(await card.textContent()).toContain(`Ticket №${ticket.id}`);
    await card.click();
    await phone.waitForURL(`**/pagesUser/support/ticket?id=${ticket.id}`, POLL);
    await phone.getByText('The button spins').waitFor(POLL);
  });

  it('shares a listing into a chat from its page; the card shows it and opens it', async () => {
    const listingId = await publishListing(server, world, oleg);
    // A chat with Ivan to pick.
    await world.sendText(lena, ivan, `hello ${TAG}`);
    await world.openInApp(phone, `/pagesCategory/pages/categoryDetails?id=${listingId}`);
    await phone.getByTestId('listing-share').click(POLL);
    await phone.waitForURL(`**/pages/selectChat/selectChat?listingId=${listingId}`, POLL);
    await phone.getByText('Share listing to').waitFor(POLL);
    await phone.getByText('ivan', { exact: true }).click();
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Listing sent to chats: 1').waitFor(POLL);

    await world.navigateInApp(phone, chatWith(ivan));
    const card = phone.locator(`[data-testid="discover-card"][data-listing-id="${listingId}"]`);
    await card.waitFor(POLL);
    expect(await card.locator('img').count()).toBe(1);
    await card.click();
    await phone.waitForURL(`**/pagesCategory/pages/categoryDetails?id=${listingId}`, POLL);
    await phone.locator(`[data-testid="listing-detail"][data-listing-id="${listingId}"]`).waitFor(POLL);
  });

  it("shares a dating profile from its page's menu; the card shows it and opens the profile", async () => {
    const profile = await publishDatingProfile(server, world, oleg, `Oleg ${TAG}`, 90);
    await world.openInApp(phone, `/pages/dating/PersonalHomepage?id=${profile.id}`);
    await phone.getByRole('button', { name: 'More' }).click();
    await phone.getByText('Share to chat').click();
    await phone.waitForURL(`**/pages/selectChat/selectChat?datingProfileId=${profile.id}`, POLL);
    await phone.getByText('Share profile to').waitFor(POLL);
    await phone.getByText('ivan', { exact: true }).click();
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Profile sent to chats: 1').waitFor(POLL);

    await world.navigateInApp(phone, chatWith(ivan));
    const card = phone.locator(
      `[data-testid="discover-card"][data-kind="profile"][data-user-id="${oleg.userId}"]`,
    );
    await card.waitFor(POLL);
    expect(await card.textContent()).toContain(`Oleg ${TAG}`);
    await card.click();
    await phone.waitForURL(`**/pages/dating/PersonalHomepage?id=${profile.id}`, POLL);
    await phone.getByTestId('dating-profile').waitFor(POLL);
  });

  it('a text with a link to a listing page gets its preview card, which opens the listing in the app', async () => {
    const listingId = await publishListing(server, world, oleg);
    await world.sendText(
      lena,
      ivan,
      `look ${server.baseUrl}/h5/pagesCategory/pages/categoryDetails?id=${listingId}`,
    );
    await world.navigateInApp(phone, chatWith(ivan));
    const card = phone.locator(`[data-testid="prerender-card"][data-listing-id="${listingId}"]`);
    await card.waitFor(POLL);
    await card.click();
    await phone.waitForURL(`**/pagesCategory/pages/categoryDetails?id=${listingId}`, POLL);
    await phone.locator(`[data-testid="listing-detail"][data-listing-id="${listingId}"]`).waitFor(POLL);
  });

  it('sharing a listing that is gone is refused in words', async () => {
    await world.navigateInApp(phone, '/pages/selectChat/selectChat?listingId=2147483000');
    await phone.getByText('ivan', { exact: true }).click();
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone
      .getByText('This listing cannot be shared: it does not exist or is not published')
      .first()
      .waitFor(POLL);
  });

  it('the personal chat an anonymous chat moved to opens with its card; the card opens the profile', async () => {
    const [anna, boris] = await Promise.all([
      world.signUp(`anna.${TAG}@product-cards-e2e.example.com`, 'anna'),
      world.signUp(`boris.${TAG}@product-cards-e2e.example.com`, 'boris'),
    ]);
    await world.call('PUT', '/app/group/anonEdit', { nickName: `Fox ${TAG}` }, anna);
    await world.call('PUT', '/app/group/anonEdit', { nickName: `Owl ${TAG}` }, boris);
    await world.call('POST', '/app/anon/search', undefined, anna);
    const met = await world.call<{ state: string; chatId: number }>(
      'POST',
      '/app/anon/search',
      undefined,
      boris,
    );
    // Other searchers on the shared server may take one of them first; then this test has nobody to meet.
    expect(met.state).toBe('started');
    await world.call('POST', '/app/anon/action', { chatId: met.chatId, action: 'propose' }, anna);
    await world.call('POST', '/app/anon/action', { chatId: met.chatId, action: 'accept' }, boris);

    const page = await world.phoneOf(anna, 'en');
    await world.openInApp(page, chatWith(boris));
    const card = page.locator(`[data-testid="to-private-chat-card"][data-anon-chat-id="${met.chatId}"]`);
    await card.waitFor(POLL);
    expect(await card.textContent()).toContain('You met in anonymous chat');
    expect(await card.textContent()).toContain(`Owl ${TAG}`);
    await card.click();
    await page.waitForURL(
      `**/pagesDiscover/friendsInformation/FriendsInformation?userId=${boris.userId}`,
      POLL,
    );
    await page.close();
  });
});
