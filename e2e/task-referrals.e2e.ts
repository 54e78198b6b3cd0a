import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Paid-task referrals on three phones against the real server (issue 14 boards): Anna posts a paid task that pays
// 150 ₽ per accepted referred applicant (deposit and referral budget held); Chen opens it from Boris's referral link
// and applies, Boris named as his referrer; Anna accepts Chen from her applicants; Boris finds the reward in his
// wallet.

const PASSWORD = 'task-referrals-e2e-pass';
const RUB = 1;
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let anna: Session;
let boris: Session;
let chen: Session;
const pages: Page[] = [];

type Account = { currencyId: number; balance: string; frozenAmount: string };
const rub = async (who: Session) => {
  const accounts = await world.call<Account[]>('GET', '/app/account/list', undefined, who);
  const account = accounts.find((x) => x.currencyId === RUB);
  return { available: Number(account?.balance ?? 0), frozen: Number(account?.frozenAmount ?? 0) };
};

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    idempotencyKeyPrefix: 'task-referrals-e2e',
    contentLanguage: 'ru',
  });
  anna = await world.signUpByPhone('9167788401', 'Анна');
  boris = await world.signUpByPhone('9167788402', 'Борис');
  chen = await world.signUpByPhone('9167788403', 'Чэнь');
  await world.credit(anna, RUB, '1000', 'task-referrals-anna');
});

afterAll(async () => {
  for (const [i, page] of pages.entries())
    await page.screenshot({ path: `${artifactsDir}/task-referrals-${i}.png` }).catch(() => undefined);
  await browser?.close();
});

describe('paid-task referrals', () => {
  it('a referred applicant accepted pays his referrer from the poster’s held budget', async () => {
    // Anna's task, as the form sends it: 100 ₽ deposit + 150 ₽ × 2 referral places held.
    const task = await world.call<{ id: number }>(
      'POST',
      '/app/listings',
      {
        categoryPath: ['tasks', 'online-tasks'],
        country: 'RU',
        city: 'Москва',
        title: 'Перевести меню кафе на китайский',
        price: '2000',
        body: {
          kind: 'task',
          location: 'Онлайн',
          deadline: '2027-02-01',
          requirements: 'Китайский — родной',
          referralAllowed: true,
          referralReward: '150',
          referralPlaces: 2,
        },
      },
      anna,
    );
    expect(await rub(anna)).toEqual({ available: 600, frozen: 400 });

    // Chen opens Boris's referral link: the referrer is filled in, he applies.
    const c = await world.phoneOf(chen, 'ru');
    pages.push(c);
    await world.navigateInApp(c, `/pagesCategory/pages/categoryDetails?id=${task.id}&ref=${boris.userId}`);
    await c.getByTestId('task-referral-line').waitFor(POLL);
    await c.getByTestId('task-apply').click();
    expect(await c.locator('#task-referrer').inputValue()).toBe(String(boris.userId));
    await c.getByTestId('task-apply-send').click();
    await c.getByTestId('task-my-application').getByText('Вы откликнулись').waitFor(POLL);

    // Anna accepts Chen from her applicants, after a confirmation; she is told Boris was paid.
    const a = await world.phoneOf(anna, 'ru');
    pages.push(a);
    await world.navigateInApp(a, `/pagesCategory/pages/categoryDetails?id=${task.id}`);
    const row = a.locator(`[data-testid="task-applicant"][data-applicant="${chen.userId}"]`);
    await row.getByText('рекомендовал Борис').waitFor(POLL);
    await row.getByTestId('task-accept').click();
    await a.locator('.adm-dialog').getByRole('button', { name: 'Принять' }).click();
    await a.getByTestId('task-outcome').getByText('Борис получил награду').waitFor(POLL);
    await row.getByText('Принят').waitFor(POLL);
    expect(await rub(anna)).toEqual({ available: 600, frozen: 250 });

    // Boris sees the reward in his wallet.
    expect(await rub(boris)).toEqual({ available: 150, frozen: 0 });
    const b = await world.phoneOf(boris, 'ru');
    pages.push(b);
    await world.navigateInApp(b, '/pagesUser/wallet/index');
    // The reward's row names the poster who paid it.
    const reward = b.getByTestId('flow-row').filter({ hasText: 'Анна' }).getByTestId('flow-amount');
    await reward.waitFor(POLL);
    expect(await reward.textContent()).toContain('150');

    // While listed, the task's referral terms are held with Anna's money: her edit form shows them locked and why.
    await world.navigateInApp(a, `/pagesCategory/pages/categoryForm?id=${task.id}`);
    await a.getByTestId('listing-terms-held').getByText('снимите задание и опубликуйте снова').waitFor(POLL);
    expect(await a.locator('#listing-referralReward').isDisabled()).toBe(true);
    expect(await a.locator('#listing-referralPlaces').isDisabled()).toBe(true);
    expect(await a.locator('#listing-title').isDisabled()).toBe(false);
    expect(world.errorsOf()).toEqual([]);
  });
});
