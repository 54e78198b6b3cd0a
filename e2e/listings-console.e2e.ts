import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMenu, staffConsole } from './admin-kit.ts';
import { launchBrowser, type RunningServer, startServer, endScene } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Listings (issue 14) in the staff console against a server of its own (its staff member, made by the dev-only
// POST /dev/support/agent, would otherwise answer other files' support chats). Pavel posts a paid task — its
// deposit held — and a customer-service agent finds it in the console's Listings page, reads it, and revokes it with a
// reason: Pavel's listing shows the reason, he cannot put it back, and the held deposit is gone to the platform.

const PASSWORD = 'listings-e2e-pass';
const RUB = 1;
const POLL = { timeout: 15_000 };
const TAG = `Lst${randomInt(100_000, 999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let pavel: Session;
let staffContext: BrowserContext;
let console_: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    contentLanguage: 'en',
    idempotencyKeyPrefix: `listings-${TAG}`,
  });
  pavel = await world.signUp(`pavel.${TAG}@listings-e2e.example.com`.toLowerCase(), 'pavel');
  const staff = { world, browser, server, password: PASSWORD };
  const agent = `agent.${TAG}@listings-e2e.example.com`.toLowerCase();
  ({ context: staffContext, page: console_ } = await staffConsole(staff, 'agent', agent));
});

afterAll(() =>
  endScene({ shots: [[console_, 'listings-console']], contexts: [staffContext], browser, server }),
);

describe('listings in the staff console', () => {
  it('staff revoke a paid task with a reason; the owner sees it and cannot re-list it', async () => {
    const deposit = await world.call<{ amount: string }>(
      'GET',
      '/app/listings/deposit?kind=task',
      undefined,
      pavel,
    );
    await world.credit(pavel, RUB, deposit.amount, 'deposit');
    const listing = await world.call<{ id: number; deposit: string }>(
      'POST',
      '/app/listings',
      {
        categoryPath: ['tasks', 'online-tasks'],
        country: 'RU',
        city: 'Kazan',
        title: `Write reviews for money ${TAG}`,
        price: '300',
        body: {
          kind: 'task',
          location: 'online',
          negotiable: false,
          deadline: '2026-12-31',
          requirements: 'Five-star reviews of a shop you never used',
          referralAllowed: false,
          referralReward: '0',
        },
      },
      pavel,
    );
    expect(listing.deposit).toBe(deposit.amount);

    await openMenu(console_, 'Listings', '/listings');
    await console_.getByText(`Write reviews for money ${TAG}`).click();
    await console_.getByText(`Listing #${listing.id}`).waitFor(POLL);
    const revoke = console_.getByTestId('listing-revoke');
    expect(await revoke.isDisabled()).toBe(true);
    await console_.getByLabel('Reason').fill('Paid fake reviews are not allowed');
    await revoke.click();
    await console_.locator('.ant-drawer').getByText('Revoked').waitFor(POLL);

    const after = await world.call<{ state: number; revokeReason: string; deposit: string | null }>(
      'GET',
      `/app/listings/${listing.id}`,
      undefined,
      pavel,
    );
    expect(after).toMatchObject({
      state: 3,
      revokeReason: 'Paid fake reviews are not allowed',
      deposit: null,
    });
    const relist = await world.send('POST', '/app/listings/relist', { id: listing.id }, pavel);
    expect(relist.code).toBe(15001);
  });
});
