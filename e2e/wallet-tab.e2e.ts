import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, endScene } from './harness.ts';
import { publishWithdrawal, respondAt, trader, tradeWorld } from './trade-kit.ts';
import type { Session, TestWorld } from './world.ts';

// The chat list's wallet tab (issue 32): Wendy's P2P request is taken by Pavel through the API; on Wendy's phone the
// wallet tab lists the chat with Pavel (its badge counting the order card), the messages tab keeps her chat with Dina
// and not Pavel's, and the wallet row opens the deal chat with its order card.

const PASSWORD = 'wallet-tab-e2e-pass';
const PAY_PASSWORD = '246813';
const RUB = 1;
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let wendy: Session;
let pavel: Session;
let dina: Session;
let w: Page;

const row = (peer: Session) => w.locator(`[data-chat="1:${peer.userId}"]`);
const tab = (name: string) => w.locator(`[data-tab=${name}]`);

beforeAll(async () => {
  ({ server, browser, world } = await tradeWorld('wallet-tab', PASSWORD));
  wendy = await trader(world, '9167788501', 'wendy', {
    payPassword: PAY_PASSWORD,
    credit: [RUB, '1000', 'wallet-tab-w'],
  });
  pavel = await trader(world, '9167788502', 'pavel');
  dina = await trader(world, '9167788503', 'dina');
  await world.sendText(dina, wendy, 'coffee tomorrow?');
  const order = await publishWithdrawal(world, wendy, {
    payAmount: '150',
    receiveAmount: '12',
    payPassword: PAY_PASSWORD,
  });
  await respondAt(world, pavel, order);
  w = await world.phoneOf(wendy, 'en');
});

afterAll(() => endScene({ shots: [[w, 'wallet-tab']], browser, server }));

describe('the chat list wallet tab (375×667)', () => {
  it('lists the P2P deal chat under wallet with its unread badge, and opens it with the order card', async () => {
    await w.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
    await row(dina).waitFor(POLL);
    expect(await row(pavel).count()).toBe(0);
    await expect.poll(() => tab('wallet').locator('.adm-badge-content').textContent(), POLL).toBe('1');
    expect(await tab('messages').locator('.adm-badge-content').textContent()).toBe('1');

    await tab('wallet').click();
    await row(pavel).waitFor(POLL);
    expect(await row(dina).count()).toBe(0);
    await row(pavel).click();
    await w.waitForURL(`**/pages/chat/PersonalChat?targetId=${pavel.userId}&conversationType=1*`);
    const card = w.locator('[data-testid="p2p-card"][data-event="responded"]').first();
    await card.waitFor(POLL);
    expect(world.errorsOf(w)).toEqual([]);
  });
});
