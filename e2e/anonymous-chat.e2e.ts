import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { controlContrast } from './layout-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Anonymous chat (issue 16) on two phones: both search and are matched, talk without seeing who the other is, one
// suggests a personal chat, the other accepts, and both can open it.

const PASSWORD = 'anon-e2e-pass';
const POLL = { timeout: 15_000 };
const TAG = `an${randomInt(100_000, 999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let lev: Session;
let mila: Session;
let levPhone: Page;
let milaPhone: Page;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  lev = await world.signUp(`lev.${TAG}@anon-e2e.example.com`, `Lev${TAG}`);
  mila = await world.signUp(`mila.${TAG}@anon-e2e.example.com`, `Mila${TAG}`);
  // Whoever other tests left searching is not in the way: both start from a clean queue of their own making.
  levPhone = await world.phoneOf(lev, 'en');
  milaPhone = await world.phoneOf(mila, 'en');
});

afterAll(async () => {
  if (milaPhone)
    await milaPhone.screenshot({ path: `${artifactsDir}/anonymous-chat.png` }).catch(() => undefined);
  await browser?.close();
});

describe('anonymous chat on two phones (375×667)', () => {
  it('matches two strangers, keeps them anonymous, and opens a personal chat when both agree', async () => {
    await world.openInApp(levPhone, '/pages/anonymousChat/index');
    await levPhone.getByPlaceholder('Nickname').fill('Quiet fox');
    await levPhone.getByRole('button', { name: 'Save' }).click();
    await levPhone.getByText('Saved').waitFor(POLL);
    await levPhone.locator('[data-action="search"]').click();
    await levPhone.getByTestId('anon-searching').waitFor(POLL);

    await world.openInApp(milaPhone, '/pages/anonymousChat/index');
    await milaPhone.locator('[data-action="search"]').click();
    await milaPhone.getByText('You are talking to Quiet fox').waitFor(POLL);
    await levPhone.getByTestId('stranger-chat').waitFor(POLL);

    // Controls that look like controls, the composer at the bottom, ending the chat away from Send (issue 30).
    const field = levPhone.locator('[data-testid="stranger-chat"] .adm-text-area');
    expect(await controlContrast(field)).toBeGreaterThanOrEqual(3);
    const [composer, send, block] = await Promise.all([
      field.boundingBox(),
      levPhone.locator('[data-action="send"]').boundingBox(),
      levPhone.locator('[data-action="block"]').boundingBox(),
    ]);
    expect(composer!.y + composer!.height).toBeGreaterThan(667 - 90);
    expect(send!.y - (block!.y + block!.height)).toBeGreaterThan(150);
    await levPhone.locator('[data-action="block"]').click();
    await levPhone.locator('.adm-dialog').getByRole('button', { name: 'Cancel' }).click();
    await levPhone.locator('.adm-dialog').waitFor({ state: 'detached' });
    await levPhone.screenshot({ path: `${artifactsDir}/issue-30/anonymous-chat-en.png` });
    await levPhone.getByPlaceholder('Message').fill('Hello from the fox');
    // The floating help button stays away from the composer: it used to appear over Send as the tap took focus off
    // the field, and the tap's release landed on it (the message was never sent).
    await levPhone.getByPlaceholder('Message').blur();
    expect(await levPhone.getByRole('button', { name: 'Help', exact: true }).count()).toBe(0);
    await levPhone.locator('[data-action="send"]').click();
    await milaPhone.getByText('Hello from the fox').waitFor(POLL);
    // Nothing on Mila's screen says who Lev is.
    expect(await milaPhone.locator('body').textContent()).not.toContain(`Lev${TAG}`);

    await milaPhone.locator('[data-action="propose"]').click();
    await levPhone.getByText('The stranger suggests switching to a personal chat').waitFor(POLL);
    await levPhone.locator('[data-action="accept"]').click();
    await levPhone.locator('[data-action="openPersonal"]').waitFor(POLL);
    await milaPhone.locator('[data-action="openPersonal"]').waitFor(POLL);
    await milaPhone.locator('[data-action="openPersonal"]').click();
    await milaPhone.waitForURL(`**/pages/chat/PersonalChat?targetId=${lev.userId}**`);
  });

  it('blocking the stranger lists "Anonymous partner, <date>" with no trace of him, and unblocks (issue 28 §5)', async () => {
    const nora = await world.signUp(`nora.${TAG}@anon-e2e.example.com`, `Nora${TAG}`);
    const pyotr = await world.signUp(`pyotr.${TAG}@anon-e2e.example.com`, `Pyotr${TAG}`);
    const n = await world.phoneOf(nora, 'en');
    const p = await world.phoneOf(pyotr, 'en');
    await world.openInApp(p, '/pages/anonymousChat/index');
    await p.locator('[data-action="search"]').click();
    await p.getByTestId('anon-searching').waitFor(POLL);
    await world.openInApp(n, '/pages/anonymousChat/index');
    await n.locator('[data-action="search"]').click();
    await n.getByTestId('stranger-chat').waitFor(POLL);
    await n.locator('[data-action="block"]').click();
    await n.locator('.adm-dialog').getByRole('button', { name: 'Block' }).click();
    await n.locator('.adm-dialog').waitFor({ state: 'detached' });

    await world.navigateInApp(n, '/pagesUser/setting/BlockedUsers');
    const entry = n.getByTestId('anonymous-block');
    await entry.waitFor(POLL);
    // A date and the button, nothing else: no name, id or code of his.
    expect(await entry.textContent()).toMatch(
      /^Anonymous partner, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}Unblock$/,
    );
    expect((await n.locator('body').textContent()) ?? '').not.toContain(`Pyotr${TAG}`);
    await entry.getByRole('button', { name: 'Unblock' }).click();
    await n.locator('.adm-dialog').getByRole('button', { name: 'Unblock' }).click();
    await n.getByText('Nobody is blocked').waitFor(POLL);
    expect(world.errorsOf()).toEqual([]);
    await n.context().close();
    await p.context().close();
  });
});
