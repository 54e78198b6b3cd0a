import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, startServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// 'Contact support' from Settings against the real server: the customer-service agent is assigned, the support group
// opens with him in it, and the two write to each other live. The e2e server runs without the demo seed, so the agent
// is an ordinary sign-up given the customer-service role by the dev-only POST /dev/support/agent. (The case of no free
// agent, where the server's reason shows, is in groups.e2e.ts.)

const PASSWORD = 'support-e2e-pass';
const POLL = { timeout: 10_000 };
/** The customer-service module type of POST /app/group/add/module. */
const SUPPORT_MODULE_TYPE = 6;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let dina: Session;
let sasha: Session;
let d: Page;
let s: Page;
let groupId: number;

const bubble = (page: Page, text: string) => page.locator('[data-msg-uid]').filter({ hasText: text });

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await bubble(page, text).locator('[data-own="true"]').waitFor();
}

/** Settings → Contact support, as the customer taps it; answers the support group's id from the chat's address. */
async function contactSupport() {
  await world.openInApp(d, '/pagesUser/setting/Settings', () => d.getByText('Contact support').waitFor());
  await d.getByText('Contact support').click();
  await d.waitForURL('**/pages/chat/GroupChat?groupId=*&isModule=1');
  return Number(new URL(d.url()).searchParams.get('groupId'));
}

beforeAll(async () => {
  // A server of its own, not the run's shared one: the agent it makes would answer every file's Contact support
  // (groups.e2e.ts expects none free).
  server = await startServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  dina = await world.signUp('dina.support@example.com', 'dina');
  sasha = await world.signUp('sasha.support@example.com', 'sasha');
  await world.call('POST', '/dev/support/agent', { userId: sasha.userId });
  d = await world.phoneOf(dina, 'en');
  s = await world.phoneOf(sasha, 'en');
});

afterAll(async () => {
  if (d) await d.screenshot({ path: `${artifactsDir}/support-customer.png` }).catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('contact support in two phones (375×667)', () => {
  it('Settings → Contact support opens the support group with the assigned agent as a member', async () => {
    groupId = await contactSupport();
    await expect.poll(() => d.getByTestId('chat-title').textContent(), POLL).toContain('Support: sasha');

    const members = (await world.send(
      'GET',
      `/app/groupMeb/list?groupId=${groupId}`,
      undefined,
      dina,
    )) as unknown as { rows: { userId: number }[] };
    expect(members.rows.map((m) => m.userId).sort((x, y) => x - y)).toEqual(
      [dina.userId, sasha.userId].sort((x, y) => x - y),
    );
    const modules = await world.call<{ groupId: number; moduleType: number }[]>(
      'GET',
      '/app/group/groupModuleList',
      undefined,
      sasha,
    );
    expect(modules.find((g) => g.groupId === groupId)?.moduleType).toBe(SUPPORT_MODULE_TYPE);
  });

  it('the customer writes, the agent reads it in his phone and answers, and the customer sees the answer live', async () => {
    await send(d, 'Hello, my transfer is stuck');
    await world.openInApp(s, `/pages/chat/GroupChat?groupId=${groupId}&isModule=1`, () =>
      bubble(s, 'Hello, my transfer is stuck').waitFor(POLL),
    );
    await send(s, 'Hello Dina, looking into it now');
    await bubble(d, 'Hello Dina, looking into it now').waitFor(POLL);
  });

  it('tapping Contact support again opens the same group with the same agent', async () => {
    expect(await contactSupport()).toBe(groupId);
    await bubble(d, 'Hello Dina, looking into it now').waitFor(POLL);
  });

  it("the wallet's support button opens a wallet support group of its own, listed under the chat list's wallet tab", async () => {
    await world.openInApp(d, '/pagesUser/wallet/index', () => d.getByTestId('wallet-support').waitFor(POLL));
    await d.getByTestId('wallet-support').click();
    await d.waitForURL('**/pages/chat/GroupChat?groupId=*&isModule=1');
    const walletGroup = Number(new URL(d.url()).searchParams.get('groupId'));
    expect(walletGroup).not.toBe(groupId);
    await send(d, 'Where is my P2P refund?');
    await world.openInApp(d, '/pages/chat/Chat', () => d.locator('[data-tab=wallet]').waitFor(POLL));
    await d.locator('[data-tab=wallet]').click();
    await d.locator(`[data-chat="3:${walletGroup}"]`).waitFor(POLL);
    expect(await d.locator(`[data-chat="3:${groupId}"]`).count()).toBe(0);
  });

  it('never crashed either app', () => {
    expect(world.errorsOf()).toEqual([]);
  });
});
