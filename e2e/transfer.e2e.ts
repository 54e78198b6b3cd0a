import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, sharedServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Transfers on two phones against the real server: Alice finds Bob by his phone and pays him with her pay password;
// Bob sees the money and the card in their chat. Then a safe transfer: frozen, Bob uploads the document, Alice
// confirms the conditions, Bob is paid minus the fee — each side sees the other's step live. Last, Alice pays Carol,
// a stranger with the default privacy: found by her exact number, which stays hidden (issue 17).

const PASSWORD = 'transfer-e2e-pass';
const PAY_PASSWORD = '135790';
const RUB = 1;
const ALICE_PHONE = '9161234501';
const BOB_PHONE = '9161234502';
const CAROL_PHONE = '9161234503';
const POLL = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
let alice: Session;
let bob: Session;
let a: Page;
let b: Page;
let world: TestWorld;

const chatWith = (user: Session) => `/pages/chat/PersonalChat?targetId=${user.userId}&conversationType=1`;

const rubBalance = async (page: Page) => {
  await page.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
  const card = page.getByTestId('balance-RUB');
  await card.waitFor();
  return card.getByTestId('available');
};

/** Fills the transfer form on Alice's phone up to the confirm step; the recipient shows as `shownAs`. */
async function fillTransfer(
  amount: string,
  remark: string,
  safe: boolean,
  phone = BOB_PHONE,
  shownAs = `+7${phone}`,
) {
  await a.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
  await a.getByRole('navigation').getByRole('button', { name: 'Transfer' }).click();
  await a.waitForURL('**/pagesUser/wallet/transferAccounts');
  await a.locator('input[name="phone"]').fill(phone);
  await a.getByTestId('transfer-recipient').getByText(shownAs, { exact: true }).waitFor();
  // The currency with money in it is already chosen (issue 19).
  await expect.poll(() => a.locator('.adm-selector-item-active').textContent()).toContain('RUB');
  await a.locator('#transfer-amount').fill(amount);
  await a.locator('#transfer-remark').fill(remark);
  if (safe) await a.getByTestId('safe-switch').click();
  await a.getByRole('button', { name: 'Next' }).click();
}

async function payWithPassword() {
  await a.getByRole('button', { name: 'Pay', exact: true }).click();
  await a.getByTestId('pay-password').click();
  await a.keyboard.type(PAY_PASSWORD);
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD });
  alice = await world.signUpByPhone(ALICE_PHONE, 'alice');
  bob = await world.signUpByPhone(BOB_PHONE, 'bob');
  // Bob shows his number to everybody; he never chose a name, so he is shown by it (spec §3's display rule).
  await world.call('PUT', '/app/user', { phonePrivacy: 2 }, bob);
  await world.setPayPassword(alice, PAY_PASSWORD);
  await world.credit(alice, RUB, '1000', 'tr-a');
  a = await world.phoneOf(alice, 'en');
  b = await world.phoneOf(bob, 'en');
});

afterAll(() =>
  endScene({
    shots: [
      [a, 'transfer-alice'],
      [b, 'transfer-bob'],
    ],
    browser,
    server,
  }),
);

describe('transfer by phone (375×667)', () => {
  it('Alice pays Bob by his phone with her pay password; Bob sees the money and the card in their chat', async () => {
    await fillTransfer('120.5', 'for lunch', false);
    const sheet = a.locator('.adm-popup-body').filter({ hasText: `Transfer to +7${BOB_PHONE}` });
    await sheet.waitFor();
    expect(await sheet.getByTestId('figure-amount').textContent()).toBe('120.50\u00a0RUB');
    expect(await sheet.getByTestId('figure-fee').textContent()).toBe('0.00\u00a0RUB');
    expect(await sheet.getByTestId('figure-total').textContent()).toBe('120.50\u00a0RUB');
    await payWithPassword();
    await a.getByTestId('transfer-result').getByText('Sent').waitFor();

    expect(await (await rubBalance(b)).textContent()).toBe('120.50');
    await world.navigateInApp(b, chatWith(alice));
    const card = b.getByTestId('transfer-card');
    await card.waitFor();
    expect(await card.textContent()).toContain('for lunch');
    expect(await card.getAttribute('data-event')).toBe('sent');
  });

  it('a safe transfer: frozen, Bob uploads the document, Alice confirms, Bob is paid minus the 1 % fee', async () => {
    await fillTransfer('200', 'rent deposit', true);
    const sheet = a.locator('.adm-popup-body').filter({ hasText: `Transfer to +7${BOB_PHONE}` });
    await sheet.waitFor();
    expect(await sheet.getByTestId('figure-fee').textContent()).toBe('2.00\u00a0RUB');
    await payWithPassword();
    const result = a.getByTestId('transfer-result');
    await result.getByText('Funds frozen').waitFor();
    await result.getByRole('button', { name: 'Open the safe transfer' }).click();
    const aliceSteps = a.getByTestId('safe-steps');
    await expect.poll(() => aliceSteps.getAttribute('data-state'), POLL).toBe('703');
    const id = new URL(a.url()).searchParams.get('id');

    // Bob opens it from the card in the chat and hands in the document.
    await world.navigateInApp(b, chatWith(alice));
    await b.locator(`[data-testid="transfer-card"][data-transfer-id="${id}"]`).first().click();
    const bobSteps = b.getByTestId('safe-steps');
    await expect.poll(() => bobSteps.getAttribute('data-state'), POLL).toBe('703');
    await b.getByTestId('document-input').setInputFiles({
      name: 'lease.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% lease agreement\n'),
    });
    await expect.poll(() => bobSteps.getAttribute('data-state'), POLL).toBe('706');

    // Alice's open page follows live, then she confirms with a dialog and her pay password.
    await expect.poll(() => aliceSteps.getAttribute('data-state'), POLL).toBe('706');
    expect(await a.getByTestId('transfer-details').textContent()).toContain('lease.pdf');
    await a.getByTestId('confirm-conditions').click();
    await a.locator('.adm-dialog').getByRole('button', { name: 'Confirm the conditions' }).click();
    await a.getByTestId('pay-password').click();
    await a.keyboard.type(PAY_PASSWORD);
    await expect.poll(() => aliceSteps.getAttribute('data-state'), POLL).toBe('707');
    await expect.poll(() => bobSteps.getAttribute('data-state'), POLL).toBe('707');

    // 120.50 before, and 200 − 2 fee now.
    expect(await (await rubBalance(b)).textContent()).toBe('318.50');
    expect(await (await rubBalance(a)).textContent()).toBe('679.50');
    expect(world.errorsOf()).toEqual([]);
  });

  it('says why Next is disabled, picks the recipient from contacts, and the confirm sheet fits 320-430 px (issue 19)', async () => {
    await world.befriend(alice, bob);
    await a.goto(`${server.baseUrl}/h5/pagesUser/wallet/index`);
    await a.getByRole('navigation').getByRole('button', { name: 'Transfer' }).click();
    await a.waitForURL('**/pagesUser/wallet/transferAccounts');
    const why = a.locator('#transfer-next-why');
    await expect.poll(() => why.textContent()).toContain("Enter the recipient's phone or pick a contact.");
    expect(await a.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await a.getByRole('button', { name: 'Contacts' }).click();
    const picker = a.locator('.adm-popup-body').filter({ hasText: 'Send to a contact' });
    await picker.locator('.adm-list-item').first().click();
    await a.getByTestId('transfer-recipient').waitFor();
    await expect.poll(() => why.textContent()).toContain('Enter an amount of at least 1.');
    await a.locator('#transfer-amount').fill('10');
    await why.waitFor({ state: 'detached' });
    await a.getByRole('button', { name: 'Next' }).click();
    const sheet = a.locator('.adm-popup-body').filter({ hasText: 'Transfer to' });
    await sheet.waitFor();
    for (const width of [320, 375, 430]) {
      await a.setViewportSize({ width, height: 667 });
      const box = await sheet.boundingBox();
      expect(box && box.x + box.width, `sheet at ${width}`).toBeLessThanOrEqual(width);
      const total = sheet.getByTestId('figure-total');
      expect(await total.evaluate((node) => node.scrollWidth <= node.clientWidth), `total at ${width}`).toBe(
        true,
      );
      expect(
        await a.evaluate(() => document.documentElement.scrollWidth),
        `page at ${width}`,
      ).toBeLessThanOrEqual(width);
    }
    await a.setViewportSize({ width: 375, height: 667 });
    await a
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } });
    await sheet.waitFor({ state: 'hidden' });
    expect(world.errorsOf()).toEqual([]);
  });

  it('Alice pays Carol, not her contact, by her number; Carol keeps the default privacy and her number stays hidden', async () => {
    const carol = await world.signUpByPhone(CAROL_PHONE, 'carol');
    await fillTransfer('30', 'tickets', false, CAROL_PHONE, 'carol');
    expect(await a.getByTestId('transfer-recipient').textContent()).not.toContain(CAROL_PHONE);
    await a.locator('.adm-popup-body').filter({ hasText: 'Transfer to carol' }).waitFor();
    await payWithPassword();
    await a.getByTestId('transfer-result').getByText('Sent').waitFor();
    expect(await (await rubBalance(a)).textContent()).toBe('649.50');
    const carolPhone = await world.phoneOf(carol, 'en');
    expect(await (await rubBalance(carolPhone)).textContent()).toBe('30.00');
    expect(world.errorsOf()).toEqual([]);
  });
});
