import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPopover, consoleContext, consoleLogIn, openMenu } from './admin-kit.ts';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Invites (issue 15): staff set the dating module's share text and reward in the console; Ola's friend signs up with
// her link and is bound to her, which pays her the sign-up reward once; her invites page shows him, his progress and
// her earnings, and the dating share sheet shows the staff's text, the reward, the link and its QR code.

const PASSWORD = 'invites-e2e-pass';
const POLL = { timeout: 15_000 };
const TAG = `inv${randomInt(100_000, 999_999)}`;
const VLN = 3;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let ola: Session;
let phone: Page;
let staffContext: BrowserContext;
let console_: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  ola = await world.signUp(`ola.${TAG}@invites-e2e.example.com`, 'ola');
  const boss = await world.signUp(`boss.${TAG}@invites-e2e.example.com`, 'boss');
  await world.call('POST', '/dev/topup/staff', { userId: boss.userId });
  staffContext = await consoleContext(browser);
  console_ = await staffContext.newPage();
  await consoleLogIn(console_, server, `boss.${TAG}@invites-e2e.example.com`, PASSWORD);
  await console_.getByTestId('staff-name').waitFor(POLL);
  phone = await world.phoneOf(ola, 'en');
});

afterAll(async () => {
  if (phone) await phone.screenshot({ path: `${artifactsDir}/invites.png` }).catch(() => undefined);
  await staffContext?.close();
  await browser?.close();
});

describe('invites and their rewards', () => {
  it('staff set the dating share text and reward in the console', async () => {
    await openMenu(console_, 'Invites and sharing', '/invites');
    const card = console_.getByTestId('airdrop-dating');
    await card.waitFor(POLL);
    await card.getByLabel('Share config list (JSON)').fill(`[{"shareType":1,"title":"Date with me ${TAG}"}]`);
    await card.getByLabel('Reward per invitee').fill('3');
    await card.getByRole('button', { name: 'Save' }).click();
    await confirmPopover(console_);
    await card.getByText(/^Changed /).waitFor(POLL);
    const config = await world.call<{ disposition: string; inviteReward: string }>(
      'GET',
      '/app/airdrop/findByModule?module=1',
    );
    expect(JSON.parse(config.disposition)[0].title).toBe(`Date with me ${TAG}`);
    expect(config.inviteReward).toBe('3');
  });

  it('a friend who signs up with Ola’s link pays her once; her page shows him and the share sheet', async () => {
    const pyotr = await world.signUp(`pyotr.${TAG}@invites-e2e.example.com`, 'pyotr');
    const binds = await Promise.all(
      [1, 2, 3].map(() =>
        world.send('POST', '/app/invite/record/bind', { inviterId: ola.userId, type: 1 }, pyotr),
      ),
    );
    expect(binds.filter((b) => b.code === 200)).toHaveLength(1);

    await world.openInApp(phone, '/pagesUser/invite/inviteFriendsList');
    await expect.poll(() => phone.getByTestId('invites-total').textContent(), POLL).toBe('1.00 VLN earned');
    await expect.poll(() => phone.getByTestId('invited-name').textContent(), POLL).toBe('pyotr');
    expect(await phone.getByTestId('invited-step-platform').textContent()).toBe('Signed up · +1.00 VLN');
    expect(await phone.getByTestId('invited-step-dating').textContent()).toBe('First dating profile');

    await phone.getByTestId('share-dating').click();
    const sheet = phone.getByTestId('share-sheet');
    await sheet.getByText(`Date with me ${TAG}`).waitFor(POLL);
    await sheet.getByText('You earn 3.00 VLN when a friend reaches: First dating profile').waitFor();
    await sheet.getByTestId('invite-qr').waitFor(POLL);
    expect(await sheet.getByTestId('invite-link').textContent()).toContain(
      `?shareType=1&shareUserId=${ola.userId}`,
    );

    const accounts = await world.call<{ currencyId: number; balance: string }[]>(
      'GET',
      '/app/account/list',
      undefined,
      ola,
    );
    expect(Number(accounts.find((a) => a.currencyId === VLN)?.balance)).toBe(1);
  });
});
