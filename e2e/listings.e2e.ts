import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { publishListing } from './listings-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// The marketplace on two phones against the real server (issue 14): Ada posts a bicycle with two photos through the
// services hub and the form, Boris finds it by a Russian and by a Chinese word; Ada posts a job posting and a paid
// task (their deposits held); Boris buys Ada's ad with a secure deal, Ada ships, Boris confirms and his cashback
// shows in his wallet's flows.

const PASSWORD = 'listings-e2e-pass';
const PAY_PASSWORD = '357913';
const RUB = 1;
const VLN = 3;
const ADA_PHONE = '9167788301';
const BORIS_PHONE = '9167788302';
const BOSS_PHONE = '9167788303';
const POLL = { timeout: 15_000 };

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let ada: Session;
let boris: Session;
let a: Page;
let b: Page;
let bicycleId = 0;

/** A small PNG of one colour (the server checks the bytes, so it must be a real picture). */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

type Account = { currencyId: number; balance: string; frozenAmount: string };
const balance = async (who: Session, currencyId: number) => {
  const accounts = await world.call<Account[]>('GET', '/app/account/list', undefined, who);
  const account = accounts.find((x) => x.currencyId === currencyId);
  return { available: Number(account?.balance ?? 0), frozen: Number(account?.frozenAmount ?? 0) };
};

/** Picks a category in the form's picker, from the kind's root down. */
async function chooseCategory(page: Page, codes: string[]) {
  await page.getByTestId('listing-category').click();
  for (const code of codes) await page.locator(`[data-testid="category-node"][data-code="${code}"]`).click();
}

const fill = (page: Page, field: string, value: string) => page.locator(`#listing-${field}`).fill(value);

/** Fills the form's fields (input or text area, by their #listing-<name> ids) in the table's order. */
async function fillForm(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) await fill(page, field, value);
}

/** Boris, on a listing's page: Buy, the secure deal's quote, order, pay password; he lands on the order. */
async function buySecure() {
  await b.getByTestId('listing-buy').click();
  await b.getByTestId('buy-fee').waitFor(POLL);
  await b.getByTestId('buy-order').click();
  await b.getByTestId('pay-password').click();
  await b.keyboard.type(PAY_PASSWORD);
  await b.waitForURL('**/pagesCategory/pages/orderDetails?id=*');
}

/** Waits for the new listing's page; answers its id. */
async function publishedId(page: Page) {
  await page.waitForURL('**/pagesCategory/pages/categoryDetails?id=*');
  return Number(new URL(page.url()).searchParams.get('id'));
}

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    idempotencyKeyPrefix: 'listings-e2e',
    contentLanguage: 'ru',
  });
  ada = await world.signUpByPhone(ADA_PHONE, 'Ада');
  boris = await world.signUpByPhone(BORIS_PHONE, 'Борис');
  await world.setPayPassword(boris, PAY_PASSWORD);
  await world.credit(ada, RUB, '1000', 'listings-ada');
  await world.credit(boris, RUB, '50000', 'listings-boris');
  // The cashback budget starts empty (issue 28): an administrator funds it, as staff do in the console.
  const boss = await world.signUpByPhone(BOSS_PHONE, 'Босс');
  await world.call('POST', '/dev/topup/staff', { userId: boss.userId });
  await world.call(
    'POST',
    '/admin/api/cashback/budget/fund',
    { amount: '100000', reason: 'listings e2e' },
    boss,
  );
  a = await world.phoneOf(ada, 'ru');
  b = await world.phoneOf(boris, 'ru');
});

afterAll(async () => {
  if (a) await a.screenshot({ path: `${artifactsDir}/listings-ada.png` }).catch(() => undefined);
  if (b) await b.screenshot({ path: `${artifactsDir}/listings-boris.png` }).catch(() => undefined);
  await browser?.close();
});

describe('the marketplace on two phones (375×667)', () => {
  it('posts an ad with two photos from the services hub; another phone finds it by a Russian and a Chinese word', async () => {
    // Personal page → services → classifieds → post → goods.
    await world.navigateInApp(a, '/pagesUser/posted/Posted');
    await a.getByTestId('services-entry').click();
    await a.getByTestId('hub-classifieds').click();
    await a.waitForURL('**/pagesCategory/pages/home');
    await a.getByTestId('listing-new').click();
    await a.getByTestId('listing-kinds').getByText('Товары', { exact: true }).click();
    await a.getByTestId('listing-form').waitFor();

    // Sent empty, the form names its fields in Russian and stays.
    await a.getByTestId('listing-submit').click();
    await a.locator('[data-field="listing-title"] [role="alert"]').waitFor();
    expect(a.url()).toContain('categoryForm');

    await chooseCategory(a, ['goods', 'electronics', 'phones']);
    expect(await a.getByTestId('listing-category').textContent()).toContain('Телефоны');
    await fillForm(a, {
      title: 'Горный велосипед Stern 山地自行车',
      price: '15000',
      contactName: 'Ада',
      contactPhone: '9161234567',
      city: 'Москва',
      description: 'Почти новый, 21 скорость.',
    });
    await a.getByTestId('listing-photo-input').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await png(200, 40, 40) },
      { name: 'side.png', mimeType: 'image/png', buffer: await png(40, 40, 200) },
    ]);
    await expect.poll(() => a.getByTestId('listing-photo').count()).toBe(2);
    await expect.poll(() => a.getByTestId('listing-photo-progress').count(), POLL).toBe(0);
    await a.getByTestId('listing-submit').click();
    bicycleId = await publishedId(a);
    await a.getByTestId('listing-gallery').waitFor();
    expect(await a.getByTestId('listing-gallery').locator('img').count()).toBe(2);
    expect(await a.getByTestId('owner-actions').getByRole('button').allTextContents()).toEqual([
      'Изменить',
      'Снять',
    ]);
    // Edited, the ad keeps its two photos (their stored addresses go back as they came).
    await a.getByTestId('listing-edit').click();
    await expect.poll(() => a.getByTestId('listing-photo').count(), POLL).toBe(2);
    await fill(a, 'price', '14000');
    await a.getByTestId('listing-submit').click();
    await a.waitForURL(`**/categoryDetails?id=${bicycleId}`);
    await expect.poll(() => a.getByTestId('listing-price').first().textContent(), POLL).toContain('14');
    expect(await a.getByTestId('listing-gallery').locator('img').count()).toBe(2);

    // Boris searches the market (the list asks 500 ms after the last keystroke).
    await world.navigateInApp(b, '/pagesCategory/pages/home');
    const card = b.locator(`[data-testid="listing-card"][data-listing-id="${bicycleId}"]`);
    for (const word of ['велосипед', '自行车']) {
      await b.getByTestId('listing-keyword').locator('input').fill(word);
      await b.waitForURL(`**keyword=${encodeURIComponent(word)}*`);
      await card.waitFor(POLL);
    }
    await b.getByTestId('listing-keyword').locator('input').fill('самокат');
    await b.waitForURL('**keyword=*%D1%81%D0%B0%D0%BC*');
    await b.getByText('Ничего не найдено').waitFor(POLL);

    // He keeps it in his collection.
    await world.navigateInApp(b, `/pagesCategory/pages/categoryDetails?id=${bicycleId}`);
    await b.getByTestId('listing-favourite').click();
    await expect
      .poll(() => b.getByTestId('listing-favourite').getAttribute('aria-pressed'), POLL)
      .toBe('true');
    await world.navigateInApp(b, '/pagesCategory/pages/myCollection');
    await card.waitFor(POLL);
    expect(world.errorsOf()).toEqual([]);
  });

  it('posts a job posting and a paid task; each holds its deposit and shows on its board', async () => {
    const before = await balance(ada, RUB);
    await world.navigateInApp(a, '/pagesCategory/pages/categoryForm?kind=jobPosting');
    await a.getByTestId('listing-form').waitFor();
    await chooseCategory(a, ['job-postings', 'it']);
    await fillForm(a, {
      title: 'Разработчик TypeScript',
      price: '200000',
      position: 'Frontend-разработчик',
      requirements: 'React, 3 года опыта',
      workplace: 'Офис у метро',
      address: 'Москва, Тверская 1',
      headcount: '2',
      companyName: 'ООО Волна',
      companyAddress: 'Москва, Тверская 1',
      licenceNumber: '7701234567',
      taxTerms: 'Белая зарплата',
      contactName: 'Ада',
      contactPhone: '9161234567',
      city: 'Москва',
    });
    await a.getByTestId('listing-deposit').waitFor();
    await a.getByTestId('listing-submit').click();
    await a.locator('.adm-dialog').getByRole('button', { name: 'Опубликовать' }).click();
    const jobId = await publishedId(a);
    await expect
      .poll(() => balance(ada, RUB), POLL)
      .toEqual({ available: before.available - 100, frozen: before.frozen + 100 });

    await world.navigateInApp(a, '/pagesCategory/pages/categoryForm?kind=task');
    await a.getByTestId('listing-form').waitFor();
    await chooseCategory(a, ['tasks', 'online-tasks']);
    await fillForm(a, {
      title: 'Перевести сайт на китайский',
      price: '5000',
      location: 'Онлайн',
      deadline: '2027-01-15',
      requirements: 'Носитель китайского',
    });
    await a.getByTestId('listing-referralAllowed').click();
    await fill(a, 'referralReward', '300');
    await fill(a, 'city', 'Москва');
    await a.getByTestId('listing-submit').click();
    await a.locator('.adm-dialog').getByRole('button', { name: 'Опубликовать' }).click();
    const taskId = await publishedId(a);
    await a.getByTestId('listing-facts').getByText('Награда за рекомендацию').waitFor();
    // The task's deposit (100) beside the job's, and its referral budget: 300 × one place.
    expect(await balance(ada, RUB)).toEqual({
      available: before.available - 500,
      frozen: before.frozen + 500,
    });

    // The owner edits the task, removes it (its deposit comes back) and puts it back on the shelf (held again).
    const held = (amount: number) => ({
      available: before.available - amount,
      frozen: before.frozen + amount,
    });
    await a.getByTestId('listing-edit').click();
    await a.getByTestId('listing-form').waitFor();
    await fill(a, 'title', 'Перевести сайт на китайский и японский');
    await a.getByTestId('listing-submit').click();
    await a.waitForURL(`**/categoryDetails?id=${taskId}`);
    await a.getByText('Перевести сайт на китайский и японский').waitFor(POLL);
    await a.getByTestId('listing-remove').click();
    await a.locator('.adm-dialog').getByRole('button', { name: 'Снять' }).click();
    await a.getByTestId('listing-relist').waitFor(POLL);
    expect(await balance(ada, RUB)).toEqual(held(100));
    await a.getByTestId('listing-relist').click();
    await a.locator('.adm-dialog').getByRole('button', { name: 'Опубликовать снова' }).click();
    await a.getByTestId('listing-remove').waitFor(POLL);
    expect(await balance(ada, RUB)).toEqual(held(500));

    // Each on its own board, reached from the hub.
    await world.navigateInApp(b, '/pages/serviceFunction/index');
    await b.getByTestId('hub-task').click();
    await b.locator(`[data-testid="listing-card"][data-listing-id="${taskId}"]`).waitFor(POLL);
    // A search on a board stays on the board.
    await b.getByTestId('listing-keyword').locator('input').fill('сайт');
    await b.waitForURL('**board=task*');
    await b.waitForURL('**keyword=*');
    await b.locator(`[data-testid="listing-card"][data-listing-id="${taskId}"]`).waitFor(POLL);
    await world.navigateInApp(b, '/pages/serviceFunction/index');
    await b.getByTestId('hub-jobPosting').click();
    await b.locator(`[data-testid="listing-card"][data-listing-id="${jobId}"]`).waitFor(POLL);
    expect(await b.locator(`[data-testid="listing-card"][data-listing-id="${taskId}"]`).count()).toBe(0);
    expect(world.errorsOf()).toEqual([]);
  });

  it('buys with a secure deal, the seller ships, the buyer confirms: the cashback shows in his wallet flows', async () => {
    // Its own listing (a phone of Ada's for 23,999.50), so this test also runs alone.
    const phoneId = await publishListing(server, world, ada);
    const rubBefore = await balance(boris, RUB);
    const vlnBefore = await balance(boris, VLN);
    await world.navigateInApp(b, `/pagesCategory/pages/categoryDetails?id=${phoneId}`);
    await buySecure();
    const orderId = Number(new URL(b.url()).searchParams.get('id'));
    await expect.poll(() => b.getByTestId('order-detail').getAttribute('data-state'), POLL).toBe('2');
    expect(await balance(boris, RUB)).toEqual({
      available: rubBefore.available - 23999.5,
      frozen: rubBefore.frozen + 23999.5,
    });

    // Ada ships from her sold orders.
    await world.navigateInApp(a, '/pagesCategory/pages/myOrder?role=seller');
    await a.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`).click();
    await a.getByTestId('order-ship').click();
    await a.locator('.adm-dialog').getByRole('button', { name: 'Отметить отправку' }).click();
    await expect.poll(() => a.getByTestId('order-detail').getAttribute('data-state'), POLL).toBe('3');

    // Boris confirms receipt with his pay password: the order completes and the cashback arrives.
    await world.navigateInApp(b, `/pagesCategory/pages/orderDetails?id=${orderId}`);
    await b.getByTestId('order-confirmReceipt').click();
    await b.getByTestId('pay-password').click();
    await b.keyboard.type(PAY_PASSWORD);
    await expect.poll(() => b.getByTestId('order-detail').getAttribute('data-state'), POLL).toBe('4');
    expect((await balance(boris, RUB)).frozen).toBe(0);
    await expect
      .poll(async () => (await balance(boris, VLN)).available, POLL)
      .toBeGreaterThan(vlnBefore.available);
    const cashback = await world.send<unknown>(
      'GET',
      '/app/flow/list?type=10&pageNum=1&pageSize=20',
      undefined,
      boris,
    );
    expect((cashback as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    // And on his wallet's last operations.
    await world.navigateInApp(b, '/pagesUser/wallet/index');
    await b.getByText('Кэшбэк', { exact: false }).first().waitFor(POLL);
    expect(world.errorsOf()).toEqual([]);
  });

  it('appeals a paid secure deal with a reason and a proof picture: the order waits for staff', async () => {
    const phoneId = await publishListing(server, world, ada);
    await world.navigateInApp(b, `/pagesCategory/pages/categoryDetails?id=${phoneId}`);
    await buySecure();
    await expect.poll(() => b.getByTestId('order-detail').getAttribute('data-state'), POLL).toBe('2');

    await b.getByTestId('order-appeal').click();
    await b.getByRole('textbox', { name: 'Что случилось' }).fill('Продавец не отвечает три дня');
    await b.getByTestId('listing-photo-input').setInputFiles({
      name: 'chat.png',
      mimeType: 'image/png',
      buffer: await png(240, 200, 40),
    });
    await expect.poll(() => b.getByTestId('listing-photo-progress').count(), POLL).toBe(0);
    await b.getByTestId('appeal-send').click();
    await expect.poll(() => b.getByTestId('order-detail').getAttribute('data-state'), POLL).toBe('6');
    await b.getByTestId('order-appeal-info').getByText('Продавец не отвечает три дня').waitFor();
    expect(await b.getByTestId('order-appeal-info').locator('img').count()).toBe(1);
    // While staff decide, neither side has a step left but to wait.
    expect(await b.getByTestId('order-actions').count()).toBe(0);
    expect(world.errorsOf()).toEqual([]);
  });
});
