import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDatingProfile } from './dating-kit.ts';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { publishListing } from './listings-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Issue 28 §4: Oleg sells a phone and his dating profile asks 5 roubles for a chat. Bella, who ordered the phone,
// opens the order, taps "Chat" and writes to him without buying his dating chat: trade partners always talk.

const PASSWORD = 'trade-chat-e2e-pass';
const OLEG_PHONE = '9167728101';
const BELLA_PHONE = '9167728102';
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let oleg: Session;
let bella: Session;
let orderId: number;
let b: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    idempotencyKeyPrefix: 'trade-chat-e2e',
    contentLanguage: 'en',
  });
  oleg = await world.signUpByPhone(OLEG_PHONE, 'oleg');
  bella = await world.signUpByPhone(BELLA_PHONE, 'bella');
  await publishDatingProfile(server, world, oleg, 'Oleg', 90, { chatPrice: '5' });
  const listingId = await publishListing(server, world, oleg);
  // An ordinary deal at the quoted terms: the order is open (unpaid) as soon as it is made.
  const { price, fee } = await world.call<{ price: string; fee: string }>(
    'GET',
    `/app/listing-orders/quote?listingId=${listingId}&secureDeal=false`,
    undefined,
    bella,
  );
  orderId = (
    await world.call<{ id: number }>(
      'POST',
      '/app/listing-orders',
      { listingId, secureDeal: false, price, fee },
      bella,
    )
  ).id;
  b = await world.phoneOf(bella, 'en');
});

afterAll(async () => {
  if (b) await b.screenshot({ path: `${artifactsDir}/trade-partner-chat-bella.png` }).catch(() => undefined);
  await browser?.close();
});

describe('a buyer writes to a seller whose chat is paid (375×667)', () => {
  it('from the order’s "Chat" button, with no paid-chat wall', async () => {
    // A stranger would be refused: the gate is on.
    const stranger = await world.signUpByPhone('9167728103', 'stranger');
    const refused = await world.send('POST', '/app/chat/message/send', textTo(oleg, 'Hi'), stranger);
    expect(refused.code).toBe(13016);

    await world.navigateInApp(b, `/pagesCategory/pages/orderDetails?id=${orderId}`);
    await b.getByRole('button', { name: 'Chat', exact: true }).click();
    await b.waitForURL(`**/pages/chat/PersonalChat?targetId=${oleg.userId}*`);
    const box = b.getByRole('textbox', { name: 'Message' });
    await box.fill('Is the phone still boxed?');
    await b.getByRole('button', { name: 'Send' }).click();
    const bubble = b.locator('[data-msg-uid]').filter({ hasText: 'Is the phone still boxed?' });
    await bubble.locator('[data-read="false"]').waitFor(POLL);
    expect(await b.getByText('pay for the chat', { exact: false }).count()).toBe(0);

    // Oleg has it in his chat with her.
    const history = await world.call<Array<{ content: { content?: string } }>>(
      'GET',
      `/app/chat/message/history?conversationType=1&targetId=${bella.userId}`,
      undefined,
      oleg,
    );
    expect(history.map((m) => m.content.content)).toContain('Is the phone still boxed?');
    expect(world.errorsOf()).toEqual([]);
  });
});

let sent = 0;
function textTo(to: Session, content: string) {
  return {
    conversationType: 1,
    targetId: String(to.userId),
    objectName: 'RC:TxtMsg',
    content: { content },
    clientMsgId: `trade-chat-${sent++}-${Date.now()}`,
  };
}
