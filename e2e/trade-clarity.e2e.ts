import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchBrowser, type RunningServer, sharedServer } from './harness.ts';
import { publishWithdrawal, respondAt, type ShownP2pOrder } from './trade-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// Issue 30 items 9–12 on a phone, in Russian and Chinese: the P2P order's timeline says whose turn it is and how long
// the payer has, the payee's card reads in groups of four and copies, the counterparty's record shows; each order and
// safe transfer has one chat card edited at each step with a line per step; amounts, rates and dates read the UI
// language's way; a new VIP card starts from the user's dating card, and its save offers to update the blind-box card;
// a first dating card starts from the VIP card, and a dating edit updates the other two only when the user agrees.

const PASSWORD = 'trade-clarity-pass';
const PAY_PASSWORD = '135790';
const RUB = 1;
const VLN = 3;
const POLL = { timeout: 15_000 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Each language's words the test reads: the current step, "copied", the record, a money amount's and a rate's shape. */
const WORDS = {
  ru: {
    payStep: 'Оплата вне платформы',
    waiting: 'Ждём плательщика',
    accepted: 'Принята',
    copied: 'Скопировано',
    record: /Сделок: 1 · завершено 100\s%/,
    city: 'Город',
    save: 'Сохранить',
    update: 'Обновить',
    keep: 'Не менять',
    name: 'Имя',
    brief: 'О себе',
    amount: /^300,00\sRUB$/,
    rate: '0,08',
  },
  zh: {
    payStep: '平台外付款',
    waiting: '等待付款人',
    accepted: '付款人已响应',
    copied: '已复制',
    record: /成交 1 笔 · 完成率 100%/,
    city: '城市',
    save: '保存',
    update: '更新',
    keep: '保持不变',
    name: '昵称',
    brief: '个人简介',
    amount: /^300\.00\sRUB$/,
    rate: '0.08',
  },
} as const;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let wendy: Session;
let pavel: Session;
const pages: Page[] = [];

const respond = (order: ShownP2pOrder) => respondAt(world, pavel, order);
const publish = (payAmount: string) =>
  publishWithdrawal(world, wendy, {
    payAmount,
    receiveAmount: String(Number(payAmount) * 0.08),
    payPassword: PAY_PASSWORD,
  });

async function proof(id: number) {
  const fileUrl = await world.upload(pavel, PNG);
  await world.call(
    'POST',
    '/app/recharge/proof',
    { id, cardNumber: '4276380012345678', bank: 'Sber', name: 'Pavel P.', fileUrl },
    pavel,
  );
}

async function phone(who: Session, lang: string) {
  const page = await world.phoneOf(who, lang);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  pages.push(page);
  return page;
}

const orderPath = (id: number) => `/pagesUser/wallet/pTopHomePage/order?id=${id}`;
const chatWith = (user: Session) => `/pages/chat/PersonalChat?targetId=${user.userId}&conversationType=1`;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, {
    password: PASSWORD,
    idempotencyKeyPrefix: 'trade-clarity',
    contentLanguage: 'en',
  });
  wendy = await world.signUpByPhone('9167788601', 'wendy');
  pavel = await world.signUpByPhone('9167788602', 'pavel');
  await world.setPayPassword(wendy, PAY_PASSWORD);
  await world.credit(wendy, RUB, '5000', 'trade-clarity');
  // One deal already completed between them: the record the other side reads.
  const done = await publish('100');
  await respond(done);
  await proof(done.id);
  await world.call('POST', '/app/recharge/confirm', { id: done.id, payPassword: PAY_PASSWORD }, wendy);
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await browser?.close();
  await server?.stop();
});

describe('trade clarity (issue 30 items 10–12), 375 px, ru and zh', () => {
  for (const lang of ['ru', 'zh'] as const) {
    const words = WORDS[lang];

    it(`${lang}: an open request waits for a payer (never "accepted" before anyone responded)`, async () => {
      const open = await publish('300');
      const w = await phone(wendy, lang);
      await world.openInApp(w, orderPath(open.id));
      const current = w.locator('[data-testid="p2p-timeline"] [data-current="true"]');
      await expect.poll(() => current.textContent(), POLL).toContain(words.waiting);
      expect(await w.getByTestId('p2p-steps').textContent()).not.toContain(words.accepted);
      expect(await w.getByTestId('p2p-pay-amount').textContent()).toMatch(words.amount);
      await w.screenshot({ path: `${artifactsDir}/issue30-p2p-waiting-${lang}.png` });
    });

    it(`${lang}: the payer sees his turn, the countdown, the grouped card he can copy and the withdrawer's record`, async () => {
      const order = await publish('300');
      await respond(order);
      const p = await phone(pavel, lang);
      await world.openInApp(p, orderPath(order.id));
      const current = p.locator('[data-testid="p2p-timeline"] [data-current="true"]');
      await expect.poll(() => current.textContent(), POLL).toContain(words.payStep);
      // 30 minutes to pay, counting down.
      const timer = p.getByRole('timer');
      const left = Number(await timer.getAttribute('data-left'));
      expect(left).toBeGreaterThan(25 * 60);
      expect(left).toBeLessThanOrEqual(30 * 60);
      await expect.poll(async () => Number(await timer.getAttribute('data-left')), POLL).toBeLessThan(left);
      expect(await p.getByTestId('p2p-payee-card').textContent()).toBe('2200\u00a07001\u00a02345\u00a06789');
      await p.getByTestId('p2p-payee-card-copy').click();
      await p.locator('.adm-toast-main').getByText(words.copied).waitFor();
      expect(await p.evaluate(() => navigator.clipboard.readText())).toBe('2200700123456789');
      await expect.poll(() => p.getByTestId('trader-record').textContent(), POLL).toMatch(words.record);
      expect(await p.getByTestId('p2p-pay-amount').textContent()).toMatch(words.amount);
      expect(await p.getByText(words.rate, { exact: true }).count()).toBe(1);
      await p.screenshot({ path: `${artifactsDir}/issue30-p2p-payer-${lang}.png`, fullPage: true });
    });

    it(`${lang}: one card per order and per safe transfer in the chat, edited in place with a line per step`, async () => {
      const order = await publish('300');
      await respond(order);
      await proof(order.id);
      const safe = await world.call<{ id: number }>(
        'POST',
        '/app/transfer',
        { userId: pavel.userId, currencyId: RUB, amount: '200', safe: true, payPassword: PAY_PASSWORD },
        wendy,
      );
      await world.call(
        'POST',
        '/app/transfer/document',
        {
          id: safe.id,
          documentUrl: await world.upload(pavel, PNG, 'contract.png'),
          documentName: 'contract.png',
        },
        pavel,
      );
      const w = await phone(wendy, lang);
      await world.openInApp(w, chatWith(pavel));
      const cards = w.locator(`[data-testid="p2p-card"][data-order-id="${order.id}"]`);
      await expect.poll(() => cards.getAttribute('data-event'), POLL).toBe('proofSubmitted');
      expect(await cards.count()).toBe(1);
      expect(await cards.getByTestId('p2p-card-steps').locator('span').count()).toBe(2);
      const transfer = w.locator(`[data-testid="transfer-card"][data-transfer-id="${safe.id}"]`);
      // The newest card is the last one; the list keeps only what is near the screen, so scroll down to it.
      await expect
        .poll(async () => {
          await w.mouse.move(187, 400);
          await w.mouse.wheel(0, 4000);
          return transfer.getAttribute('data-event', { timeout: 500 }).catch(() => null);
        }, POLL)
        .toBe('documentUploaded');
      expect(await transfer.count()).toBe(1);
      expect(await transfer.getByTestId('transfer-card-steps').locator('span').count()).toBe(2);
      await transfer.scrollIntoViewIfNeeded();
      await w.screenshot({ path: `${artifactsDir}/issue30-chat-cards-${lang}.png` });
      expect(world.errorsOf()).toEqual([]);
    });
  }

  /**
   * What a ru screen must not show: an en-style amount, an ISO date, or an amount in ₽ beside the ones in RUB (the
   * wallet card's ₽ badge is the currency's icon, not an amount).
   */
  async function readsRussian(page: Page) {
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toMatch(/\d\.\d{2}\s?(?:RUB|VLN|USD)/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/\d\s?₽|₽\s?\d/);
  }

  it('ru: a survey reply, the wallet statement, a flow and a P2P order write amounts and dates one way', async () => {
    await world.credit(wendy, VLN, '10', 'trade-clarity-survey');
    const { id } = await world.call<{ id: number }>(
      'POST',
      '/app/survey',
      {
        title: 'Кофе или чай',
        requiredInfo: [],
        reward: '1.5',
        maxReplies: 2,
        questions: [{ kind: 'single', title: 'Что вы пьёте утром?', options: ['Кофе', 'Чай'] }],
      },
      wendy,
    );
    await world.call('POST', `/app/survey/${id}/publish`, { payPassword: PAY_PASSWORD }, wendy);
    const p = await phone(pavel, 'ru');
    await world.openInApp(p, `/pages/questionnaireSurvey/detail?id=${id}`);
    await p.getByText('+1,50\u00a0VLN', { exact: true }).waitFor(POLL);
    await readsRussian(p);
    await p.getByTestId('survey-start').click();
    await p.getByTestId('survey-info-next').click();
    await p.getByTestId('survey-question-0').getByText('Кофе', { exact: true }).click();
    await p.getByTestId('survey-submit').click();
    await p.waitForURL('**/pages/questionnaireSurvey/replySuccess**', POLL);
    expect(await p.getByTestId('survey-reward').textContent()).toBe('1,50\u00a0VLN зачислено в кошелёк');

    await world.openInApp(p, '/pagesUser/wallet/index');
    const reward = p.getByTestId('flow-amount').filter({ hasText: 'VLN' }).first();
    await expect.poll(() => reward.textContent(), POLL).toBe('+1,50\u00a0VLN');
    // Every amount of the statement: ru marks, the code after a no-break space.
    for (const amount of await p.getByTestId('flow-amount').allTextContents())
      expect(amount).toMatch(/^[+-]\d{1,3}(?:[\u00a0\u202f]\d{3})*,\d{2}\u00a0(?:RUB|VLN)$/);
    await readsRussian(p);
    await p.screenshot({ path: `${artifactsDir}/issue30-formats-wallet-ru.png` });
    await reward.click();
    await expect.poll(() => p.getByTestId('flow-detail-amount').textContent(), POLL).toBe('+1,50\u00a0VLN');
    expect(await p.getByTestId('flow-detail-total').textContent()).toBe('1,50\u00a0VLN');
    expect(await p.locator('body').textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    await readsRussian(p);

    const order = await publish('1234.5');
    await respond(order);
    await world.openInApp(p, orderPath(order.id));
    await expect.poll(() => p.getByTestId('p2p-pay-amount').textContent(), POLL).toMatch(/^1\s234,50\sRUB$/);
    await readsRussian(p);
    await p.screenshot({ path: `${artifactsDir}/issue30-formats-p2p-ru.png`, fullPage: true });
    expect(world.errorsOf()).toEqual([]);
  });

  /** Someone with a dating card (location Kazan) and a blind-box card, no VIP card yet. */
  async function twoCards(phoneNumber: string, name: string) {
    const who = await world.signUpByPhone(phoneNumber, name);
    const bond = await world.call<{ amount: string; currencyId: number }>(
      'GET',
      '/app/jy/userPersonals/bond',
      undefined,
      who,
    );
    await world.credit(who, bond.currencyId, bond.amount, `${name}-bond`);
    const photo = await world.upload(who, PNG);
    const labels = await world.call<{ id: number }[]>('GET', '/app/jy/label/list');
    const card = { nickName: name, age: 27, height: 170, weight: 58, location: 'Kazan', brief: 'Hello' };
    await world.call(
      'POST',
      '/app/jy/userPersonals',
      {
        ...card,
        gender: 2,
        labelIds: [labels[0]!.id],
        currencyId: bond.currencyId,
        userImageList: [{ imageUrl: photo, imageUrlCompress: photo }],
      },
      who,
    );
    await world.call('PUT', '/app/blindBox/profile', { ...card, goals: 'Walks', media: [photo] }, who);
    return who;
  }

  for (const [lang, phoneNumber] of [
    ['ru', '9167788311'],
    ['zh', '9167788312'],
  ] as const) {
    const words = WORDS[lang];
    it(`${lang}: a new VIP card starts from the dating card; saving it offers to update the blind-box card`, async () => {
      const olga = await twoCards(phoneNumber, `olga${lang}`);
      const page = await phone(olga, lang);
      await world.openInApp(page, '/pages/vipDating/createMyUserInfo');
      await page.getByTestId('profile-prefilled').waitFor();
      const city = page.getByRole('textbox', { name: words.city, exact: true });
      await expect.poll(() => city.inputValue(), POLL).toBe('Kazan');
      await city.fill('Moscow');
      await page.screenshot({ path: `${artifactsDir}/issue30-profile-prefilled-${lang}.png` });
      await page.getByRole('button', { name: words.save }).click();
      const update = page
        .locator('.adm-dialog-footer')
        .getByRole('button', { name: words.update, exact: true });
      await update.waitFor();
      await page.screenshot({ path: `${artifactsDir}/issue30-profile-also-update-${lang}.png` });
      await update.click();
      await expect
        .poll(
          async () =>
            (await world.call<{ location: string }>('GET', '/app/blindBox/profile', undefined, olga))
              .location,
          POLL,
        )
        .toBe('Moscow');
      const vip = await world.call<{ city: string; nickName: string }>(
        'GET',
        '/app/vip/profile',
        undefined,
        olga,
      );
      expect(vip).toMatchObject({ city: 'Moscow', nickName: `olga${lang}` });
      expect(world.errorsOf()).toEqual([]);
    });
  }

  const vipCard = {
    nickName: 'Vera',
    sex: 2,
    age: 31,
    city: 'Tver',
    height: 168,
    weight: 60,
    brief: 'Books',
  };
  type Places = { dating: string; vip: string; blindBox: string };
  const placesOf = async (who: Session): Promise<Places> => ({
    dating: (await world.call<{ location: string }>('GET', '/app/jy/userPersonals/user', undefined, who))
      .location,
    vip: (await world.call<{ city: string }>('GET', '/app/vip/profile', undefined, who)).city,
    blindBox: (await world.call<{ location: string }>('GET', '/app/blindBox/profile', undefined, who))
      .location,
  });

  for (const [lang, first, second] of [
    ['ru', '9167788313', '9167788314'],
    ['zh', '9167788315', '9167788316'],
  ] as const) {
    const words = WORDS[lang];
    it(`${lang}: a first dating card starts from the VIP card`, async () => {
      const vera = await world.signUpByPhone(first, `vera${lang}`);
      await world.call('PUT', '/app/vip/profile', vipCard, vera);
      const page = await phone(vera, lang);
      await world.openInApp(page, '/pagesDiscover/EditData');
      await page.getByTestId('profile-prefilled').waitFor(POLL);
      const form = page.getByTestId('dating-edit-data');
      expect(await form.getByRole('textbox', { name: words.city, exact: true }).inputValue()).toBe('Tver');
      expect(await form.getByRole('textbox', { name: words.name, exact: true }).inputValue()).toBe('Vera');
      expect(await form.getByRole('textbox', { name: words.brief }).inputValue()).toBe('Books');
      await page.screenshot({ path: `${artifactsDir}/issue30-dating-prefilled-${lang}.png` });
      expect(world.errorsOf()).toEqual([]);
    });

    it(`${lang}: a dating edit updates the VIP and blind-box cards when agreed to, and only then`, async () => {
      const olga = await twoCards(second, `olgad${lang}`);
      await world.call(
        'PUT',
        '/app/vip/profile',
        { ...vipCard, nickName: `olgad${lang}`, city: 'Kazan' },
        olga,
      );
      const page = await phone(olga, lang);
      const edit = async (city: string, answer: string) => {
        await world.openInApp(page, '/pagesDiscover/EditData');
        const field = page
          .getByTestId('dating-edit-data')
          .getByRole('textbox', { name: words.city, exact: true });
        await expect.poll(() => field.inputValue(), POLL).not.toBe('');
        await field.fill(city);
        await page.getByRole('button', { name: words.save, exact: true }).click();
        const button = page.locator('.adm-dialog-footer').getByRole('button', { name: answer, exact: true });
        await button.waitFor(POLL);
        await button.click();
        await page.waitForURL('**/pagesDiscover/DatingUserInfoAndMenuList', POLL);
      };

      await edit('Moscow', words.update);
      await expect
        .poll(() => placesOf(olga), POLL)
        .toEqual({ dating: 'Moscow', vip: 'Moscow', blindBox: 'Moscow' });
      // The VIP form shows the change.
      await world.openInApp(page, '/pages/vipDating/createMyUserInfo');
      const vipCity = page.getByRole('textbox', { name: words.city, exact: true });
      await expect.poll(() => vipCity.inputValue(), POLL).toBe('Moscow');

      // Declined: the dating card changes, the others keep theirs.
      await edit('Sochi', words.keep);
      expect(await placesOf(olga)).toEqual({ dating: 'Sochi', vip: 'Moscow', blindBox: 'Moscow' });
      expect(world.errorsOf()).toEqual([]);
    });
  }
});
