import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../apps/web/src/shared/lib/paths.ts';
import ruAuth from '../apps/web/src/locales/ru/auth.json' with { type: 'json' };
import { launchBrowser, phoneContext, type RunningServer, sharedServer, endScene } from './harness.ts';
import { publishListing } from './listings-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// axe-core on every screen of the app at 375×667 (issue 19): no critical and no serious violation (icon buttons
// without a name, text below 4.5:1 contrast, unlabelled fields, ...). One signed-in user with a friend, a group and
// some money, seeded once; each page is opened inside the running app and checked once it has settled.

const TO_SIGN_UP = ruAuth.toSignUp;
const TO_LOGIN = ruAuth.toLogin;
/** A walk over every page (about 80, each settled and checked): more than the default test time on a busy machine. */
const PAGE_WALK_MS = 240_000;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** The critical and serious violations axe finds on the page as it is now, one line each (rule, impact, targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's Content-Security-Policy would refuse an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}${violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4})` : ''}`,
    );
}

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let mila: Session;
let oleg: Session;
let groupId: number;
let listingId: number;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: 'a11y-e2e-pass' });
  const domain = `a11y-${randomUUID().slice(0, 6)}.example.com`;
  mila = await world.signUp(`mila@${domain}`, 'Мила');
  oleg = await world.signUp(`oleg@${domain}`, 'Олег');
  await world.befriend(mila, oleg);
  await world.credit(mila, 1, '1500.00', 'a11y-rub');
  // Oleg's listing: the market shows a card and its page the visitor's buttons.
  listingId = await publishListing(server, world, oleg);
  ({ groupId } = await world.call<{ groupId: number }>(
    'POST',
    '/app/group',
    { groupName: 'Доступность', memberIds: [oleg.userId] },
    mila,
  ));
  // Both ways in both chats: the other side's messages bring his avatar button and name.
  for (const [conversationType, targetId, from] of [
    [1, String(oleg.userId), mila],
    [1, String(mila.userId), oleg],
    [3, String(groupId), mila],
    [3, String(groupId), oleg],
  ] as const)
    await world.call(
      'POST',
      '/app/chat/message/send',
      {
        conversationType,
        targetId,
        objectName: 'RC:TxtMsg',
        content: { content: 'Привет! Как дела?' },
        clientMsgId: randomUUID(),
      },
      from,
    );
});

afterAll(() => endScene({ browser, server }));

/**
 * Waits until the page has settled: no new network resource for 200 ms (a lazy page's chunk, its data) and no skeleton,
 * spinner or busy list left on screen; at most about 6 s.
 */
async function settled(page: Page) {
  let seen = -1;
  for (let round = 0; round < 20; round++) {
    const now = await page.evaluate(() => {
      performance.setResourceTimingBufferSize(100_000);
      return {
        resources: performance.getEntriesByType('resource').length,
        busy: Boolean(document.querySelector('.adm-skeleton, .adm-spin-loading, [aria-busy="true"]')),
      };
    });
    if (now.resources === seen && !now.busy) return;
    seen = now.resources;
    await page.waitForTimeout(200);
  }
}

describe('accessibility (axe): no critical or serious violation on any screen', () => {
  it('login and sign-up, signed out', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const found: string[] = [];
    await page.goto(`${server.baseUrl}/h5${paths.login}`);
    await page.locator('input:visible').first().waitFor();
    await settled(page);
    found.push(...(await seriousViolations(page)).map((line) => `login: ${line}`));
    await page.getByRole('button', { name: TO_SIGN_UP }).click();
    await page.getByRole('button', { name: TO_LOGIN }).waitFor();
    await settled(page);
    found.push(...(await seriousViolations(page)).map((line) => `sign-up: ${line}`));
    await context.close();
    expect(found).toEqual([]);
  });

  /** Opens every signed-in page inside the running app and answers what axe finds on each. */
  async function everyPage(page: Page) {
    const query = (path: string) =>
      path === paths.groupChat || path === paths.groupMsgSetting
        ? `?groupId=${groupId}`
        : path === paths.categoryDetails
          ? `?id=${listingId}`
          : `?userId=${oleg.userId}&targetId=${oleg.userId}&conversationType=1`;
    const pages = Object.values(paths).filter((path) => path !== paths.blank && path !== paths.login);
    const found: string[] = [];
    for (const path of pages) {
      await world.navigateInApp(page, `${path}${query(path)}`);
      await settled(page);
      found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
    }
    return found;
  }

  it(
    'every signed-in page',
    async () => {
      const page = await world.phoneOf(mila, 'ru');
      expect(await everyPage(page)).toEqual([]);
      expect(world.errorsOf()).toEqual([]);
    },
    PAGE_WALK_MS,
  );

  it(
    'every signed-in page in the dark theme',
    async () => {
      const page = await world.phoneOf(mila, 'ru');
      // The theme follows the system unless the user chose one (shared/ui/theme.ts); set before the app loads.
      await page.emulateMedia({ colorScheme: 'dark' });
      const found = await everyPage(page);
      expect(await page.evaluate(() => document.documentElement.dataset.prefersColorScheme)).toBe('dark');
      expect(found).toEqual([]);
      expect(world.errorsOf()).toEqual([]);
    },
    PAGE_WALK_MS,
  );
});
