import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Red packets against the real server: Alice, paid through the ledger, sends one from the chat's attach menu with her
// pay password; Bob opens it from the card and claims it; both see the outcome on the card and in their balances.

const PASSWORD = 'red-packet-e2e-pass';
const PAY_PASSWORD = '246810';
const RUB = 1;

let server: RunningServer;
let browser: Browser;
let alice: Session;
let bob: Session;
let a: Page;
let b: Page;
let world: TestWorld;

const rubOf = async (who: Session) => {
  const accounts = await world.call<Array<{ currencyId: number; balance: string; frozenAmount: string }>>(
    'GET',
    '/app/account/list',
    undefined,
    who,
  );
  const rub = accounts.find((x) => x.currencyId === RUB)!;
  return { available: Number(rub.balance), frozen: Number(rub.frozenAmount) };
};

const POLL = { timeout: 10_000 };

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, idempotencyKeyPrefix: 'red-packet-e2e' });
  alice = await world.signUp('alice.redpacket@example.com', 'alice');
  bob = await world.signUp('bob.redpacket@example.com', 'bob');
  // Alice has no pay password yet: she sets it on the way, from the payment sheet.
  await world.credit(alice, RUB, '100', 'a-rub');
  a = await world.phoneOf(alice, 'en');
  b = await world.phoneOf(bob, 'en');
});

afterAll(() =>
  endScene({
    shots: [
      [a, 'red-packet-alice'],
      [b, 'red-packet-bob'],
    ],
    browser,
    server,
  }),
);

describe('a red packet in a private chat (375×667)', () => {
  it('Alice sends one from the attach menu with her pay password; the amount is held', async () => {
    await world.openInApp(
      a,
      `/pages/chat/PersonalChat?targetId=${bob.userId}&conversationType=1`,
      'chat-title',
    );
    await a.getByRole('button', { name: 'Attach' }).click();
    await a.getByText('Red packet', { exact: true }).click();
    await a.waitForURL('**/pages/chat/redPacket?*');
    await a.getByText('Available: 100.00 RUB').waitFor();
    // More than she has: the top-up prompt, before any pay password.
    await a.getByRole('textbox', { name: 'Amount' }).fill('200');
    await a.getByTestId('red-packet-prepare').click();
    await a.getByText('Insufficient balance').waitFor();
    await a.getByRole('button', { name: 'Cancel' }).click();
    await a.getByText('Insufficient balance').waitFor({ state: 'hidden' });
    await a.getByRole('textbox', { name: 'Amount' }).fill('12.5');
    await a.locator('#red-packet-greeting').fill('Happy birthday, Bob');
    expect(await a.getByTestId('red-packet-total').textContent()).toBe('12.50\u00a0RUB');
    // No pay password yet: the sheet sends her to set one, and coming back finds the form as she left it.
    await a.getByTestId('red-packet-prepare').click();
    await a.getByRole('button', { name: 'Set payment password' }).click();
    await a.waitForURL('**/pagesUser/setting/PayPassword');
    await a.locator('input[name=password]').fill(PASSWORD);
    await a.locator('input[name=payPassword]').fill(PAY_PASSWORD);
    await a.locator('input[name=confirmPayPassword]').fill(PAY_PASSWORD);
    await a.locator('form button[type=submit]').click();
    await a.waitForURL('**/pages/chat/redPacket?*');
    await expect.poll(() => a.getByTestId('red-packet-total').textContent(), POLL).toBe('12.50\u00a0RUB');
    expect(await a.locator('#red-packet-greeting').inputValue()).toBe('Happy birthday, Bob');
    await a.getByTestId('red-packet-prepare').click();
    await a.getByText('Red packet of 12.50 RUB').waitFor();
    await a.getByTestId('pay-password').click();
    await a.keyboard.type(PAY_PASSWORD);
    await a.waitForURL('**/pages/chat/PersonalChat?*');
    const card = a.getByTestId('red-packet-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('Happy birthday, Bob');
    await expect.poll(() => card.textContent(), POLL).toContain('0/1 claimed');
    // A private packet waits for Bob alone: no "others in the chat" on her side.
    expect(await card.textContent()).toContain('Not opened yet');
    expect(await rubOf(alice)).toEqual({ available: 87.5, frozen: 12.5 });
  });

  it('Bob opens the card, claims it and sees his share; Alice sees it claimed, live', async () => {
    await world.openInApp(
      b,
      `/pages/chat/PersonalChat?targetId=${alice.userId}&conversationType=1`,
      'red-packet-card',
    );
    const card = b.getByTestId('red-packet-card');
    await expect.poll(() => card.textContent(), POLL).toContain('Tap to open');
    await card.click();
    await b.getByText('Red packet from alice').waitFor();
    await b.getByTestId('red-packet-open').click();
    await b.waitForURL('**/pages/chat/redPacketDetail?id=*');
    await expect.poll(() => b.getByTestId('red-packet-my-amount').textContent(), POLL).toBe('12.50\u00a0RUB');
    expect(await b.getByTestId('red-packet-summary').textContent()).toContain('1 of 1 opened');
    await b.getByText('All red packets have been opened').waitFor();

    await expect.poll(() => a.getByTestId('red-packet-card').textContent(), POLL).toContain('All claimed');
    expect(await a.getByTestId('red-packet-card').textContent()).toContain('1/1 claimed');
    expect(await rubOf(alice)).toEqual({ available: 87.5, frozen: 0 });
    expect(await rubOf(bob)).toEqual({ available: 12.5, frozen: 0 });
  });

  it('the card now opens the detail for both, and a second claim is not offered', async () => {
    await b.goBack();
    const card = b.getByTestId('red-packet-card');
    await expect.poll(() => card.textContent(), POLL).toContain('Opened');
    await card.click();
    await b.waitForURL('**/pages/chat/redPacketDetail?id=*');
    await b.getByTestId('red-packet-my-amount').waitFor();
    expect(await b.getByTestId('red-packet-open').count()).toBe(0);

    await a.getByTestId('red-packet-card').click();
    await a.waitForURL('**/pages/chat/redPacketDetail?id=*');
    await expect.poll(() => a.getByTestId('red-packet-claims').textContent(), POLL).toContain('bob');
    expect(await a.getByTestId('red-packet-my-amount').count()).toBe(0);
    expect(world.errorsOf()).toEqual([]);
  });
});

describe('a red packet in a group (375×667)', () => {
  it('Alice sends a lucky one of two shares; Bob and Alice herself each claim one, summing exactly to the total', async () => {
    // Only friends are put into a group without an invitation (issue 17).
    await world.befriend(alice, bob);
    const group = await world.call<{ groupId: number }>(
      'POST',
      '/app/group',
      { groupName: 'Red packet club', memberIds: [bob.userId] },
      alice,
    );
    await world.openInApp(a, `/pages/chat/GroupChat?groupId=${group.groupId}`, 'chat-title');
    await a.getByRole('button', { name: 'Attach' }).click();
    await a.getByText('Red packet', { exact: true }).click();
    await a.waitForURL('**/pages/chat/redPacket?*');
    await a.getByText('Available: 87.50 RUB').waitFor();
    await a.getByRole('textbox', { name: 'Total amount' }).fill('20');
    await a.getByText('At most 2: one per member of the group').waitFor();
    await a.locator('.adm-stepper-plus').click();
    // Two members: two shares at most.
    expect(await a.locator('.adm-stepper-plus').isDisabled()).toBe(true);
    await a.getByText('Lucky amounts').waitFor();
    await a.getByTestId('red-packet-prepare').click();
    await a.getByTestId('pay-password').click();
    await a.keyboard.type(PAY_PASSWORD);
    await a.waitForURL('**/pages/chat/GroupChat?groupId=*');
    await expect.poll(() => a.getByTestId('red-packet-card').textContent(), POLL).toContain('0/2 claimed');
    await a.screenshot({ path: `${artifactsDir}/red-packet-card.png` });

    await world.openInApp(b, `/pages/chat/GroupChat?groupId=${group.groupId}`, 'red-packet-card');
    await b.getByTestId('red-packet-card').click();
    await b.getByTestId('red-packet-open').click();
    await b.waitForURL('**/pages/chat/redPacketDetail?id=*');
    await b.getByTestId('red-packet-my-amount').waitFor();
    await expect.poll(() => a.getByTestId('red-packet-card').textContent(), POLL).toContain('1/2 claimed');

    // In a group the sender may claim a share too.
    await a.getByTestId('red-packet-card').click();
    await a.getByTestId('red-packet-open').click();
    await a.waitForURL('**/pages/chat/redPacketDetail?id=*');
    await a.getByTestId('red-packet-my-amount').waitFor();
    await expect
      .poll(() => a.getByTestId('red-packet-summary').textContent(), POLL)
      .toContain('2 of 2 opened');
    await a.getByText('Luckiest').waitFor();

    const [aliceRub, bobRub] = [await rubOf(alice), await rubOf(bob)];
    expect(aliceRub.frozen + bobRub.frozen).toBe(0);
    // Everything Alice was credited is still there, split between the two.
    expect(Math.round((aliceRub.available + bobRub.available) * 10_000)).toBe(100 * 10_000);
    expect(world.errorsOf()).toEqual([]);
  });
});
