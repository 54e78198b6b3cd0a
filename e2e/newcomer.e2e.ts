import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CurrencyId, FEEDBACK_BUTTON_FADE_MS, FEEDBACK_BUTTON_INITIAL_HIDE_MS } from '@volna/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ruAuth from '../apps/web/src/locales/ru/auth.json' with { type: 'json' };
import zhAuth from '../apps/web/src/locales/zh/auth.json' with { type: 'json' };
import ruDating from '../apps/web/src/locales/ru/dating.json' with { type: 'json' };
import zhDating from '../apps/web/src/locales/zh/dating.json' with { type: 'json' };
import ruShell from '../apps/web/src/locales/ru/shell.json' with { type: 'json' };
import zhShell from '../apps/web/src/locales/zh/shell.json' with { type: 'json' };
import {
  artifactsDir,
  launchBrowser,
  outboxCode,
  phoneContext,
  type RunningServer,
  sharedServer,
} from './harness.ts';
import { publishDatingProfile } from './dating-kit.ts';
import { controlContrast } from './layout-kit.ts';
import { publishListing } from './listings-kit.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';

// What a newcomer meets (issue 30), in phones against the real server and the built app: the services one tap from
// the chat list, the help bubble clear of what it would cover, ... Screenshots of each fixed screen in Russian and
// Chinese go to .tmp/issue-30.

const PASSWORD = 'newcomer-e2e-pass';
const PAY_PASSWORD = '135790';
const shots = join(artifactsDir, 'issue-30');
const tag = randomUUID().slice(0, 6);

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let nina: Session;
let pavel: Session;
let surveyId: number;
let listingId: number;
/** People who wrote to Nina: a screenful of unread chats, each row with its time and badge on the right. */
const senders: Session[] = [];
const AUTH = { ru: ruAuth, zh: zhAuth };
const LAUNCH_CHAT = { ru: ruDating.launchLink.chat, zh: zhDating.launchLink.chat };
const FIRST_NAME_REQUIRED = { ru: 'Введите имя', zh: '请输入名字' };
const HELP_LABEL = { ru: ruShell.feedback.label, zh: zhShell.feedback.label };
const PAVEL_NICK = 'Павел';
const SET_INFO_FIRST = { ru: ruDating.setInfoFirst, zh: zhDating.setInfoFirst };
/** Pavel's paid chat button: "Write for 5.00 ₽" in the viewer's language. */
const CHAT_PAY = { ru: /Написать за/, zh: new RegExp(zhDating.chat.pay.split('{{')[0]!) };

/** The secure-deal quote of Pavel's listing, as the buy sheet shows it (an order carries it: issue 28). */
const quoteFor = (buyer: Session) =>
  world
    .call<{ price: string; fee: string }>(
      'GET',
      `/app/listing-orders/quote?listingId=${listingId}&secureDeal=true`,
      undefined,
      buyer,
    )
    .then(({ price, fee }) => ({ price, fee }));

const send = (from: Session, to: Session, text: string) => world.sendText(from, to, text);

/** Two rectangles overlap (by more than a pixel each way). */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  server = sharedServer();
  browser = await launchBrowser();
  world = testWorld(server, browser, { password: PASSWORD, idempotencyKeyPrefix: `newcomer-${tag}` });
  nina = await world.signUp(`nina.${tag}@newcomer-e2e.example.com`, 'nina');
  pavel = await world.signUp(`pavel.${tag}@newcomer-e2e.example.com`, 'pavel');
  await world.befriend(nina, pavel);
  await publishDatingProfile(server, world, pavel, PAVEL_NICK, 80, { chatPrice: '5' });
  listingId = await publishListing(server, world, pavel);
  // Nina pays for orders in the chat test.
  await world.credit(nina, CurrencyId.RUB, '100000', 'nina-rub');
  await world.setPayPassword(nina, PAY_PASSWORD);
  // Pavel's survey: a choice, a free answer and a rating, published with his pay password.
  await world.credit(pavel, CurrencyId.VLN, '10', 'survey-budget');
  await world.setPayPassword(pavel, PAY_PASSWORD);
  ({ id: surveyId } = await world.call<{ id: number }>(
    'POST',
    '/app/survey',
    {
      title: 'Кофе или чай',
      requiredInfo: [],
      reward: '1',
      maxReplies: 3,
      questions: [
        { kind: 'single', title: 'Что вы пьёте утром?', options: ['Кофе', 'Чай'] },
        { kind: 'text', title: 'Почему?' },
        { kind: 'rating', title: 'Как вам наш опрос?' },
      ],
    },
    pavel,
  ));
  await world.call('POST', `/app/survey/${surveyId}/publish`, { payPassword: PAY_PASSWORD }, pavel);
  for (let i = 0; i < 8; i++) {
    const sender = await world.signUp(`sender${i}.${tag}@newcomer-e2e.example.com`, `sender ${i}`);
    await send(sender, nina, `Привет ${i}`);
    senders.push(sender);
  }
});

afterAll(async () => {
  await browser?.close();
});

describe('the chat list of a newcomer', () => {
  for (const lang of ['ru', 'zh'] as const)
    it(`puts the services one tap away at the top of the chat list (${lang})`, async () => {
      const phone = await world.phoneOf(nina, lang);
      await phone.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
      const entry = phone.getByTestId('entry-services');
      await entry.waitFor();
      // Above every chat and the assistant.
      const [services, assistant] = await Promise.all([
        entry.boundingBox(),
        phone.getByTestId('entry-assistant').boundingBox(),
      ]);
      expect(services!.y).toBeLessThan(assistant!.y);
      await phone.screenshot({ path: join(shots, `chat-list-services-${lang}.png`) });
      await entry.click();
      await phone.waitForURL('**/pages/serviceFunction/index');
      for (const service of ['classifieds', 'task', 'surveys', 'anonymousChat', 'dna', 'fitness'])
        await phone.getByTestId(`hub-${service}`).waitFor();
      await phone.context().close();
    });

  it('says in the FAQ where the services are', async () => {
    const phone = await world.phoneOf(nina, 'ru');
    await world.openInApp(phone, '/pagesTool/policies/index');
    await phone.getByText('Где маркетплейс, опросы и другие сервисы?').click();
    await phone.getByText('Нажмите «Сервисы» вверху списка чатов', { exact: false }).waitFor();
    await phone.context().close();
  });

  for (const lang of ['ru', 'zh'] as const)
    it(`shows the help bubble clear of the header, the tab bar and list badges, taps passing through it as it fades (${lang})`, async () => {
      const phone: Page = await world.phoneOf(nina, lang, { clockAt: new Date().toISOString() });
      await phone.goto(`${server.baseUrl}/h5/pages/chat/Chat`);
      await phone.locator(`[data-chat="1:${senders.at(-1)!.userId}"] .adm-badge`).waitFor();
      await phone.clock.fastForward(FEEDBACK_BUTTON_INITIAL_HIDE_MS);
      const label = HELP_LABEL[lang];
      const bubble = phone.getByRole('button', { name: label, exact: true });
      await bubble.waitFor();
      const box = (await bubble.boundingBox())!;
      const keepClear = await phone
        .locator('header, nav, .adm-badge, [data-help-clear]')
        .evaluateAll((elements) =>
          elements.map((e) => {
            const r = e.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height, name: e.outerHTML.slice(0, 60) };
          }),
        );
      expect(keepClear.filter((r) => r.width > 0 && overlap(box, r))).toEqual([]);
      // While it fades, a tap at its middle reaches the page under it.
      const under = await phone.evaluate(
        ([x, y, name]) =>
          document.elementFromPoint(Number(x), Number(y))?.closest(`button[aria-label="${name}"]`),
        [box.x + box.width / 2, box.y + box.height / 2, label] as const,
      );
      expect(under).toBeNull();
      await phone.screenshot({ path: join(shots, `help-bubble-${lang}.png`) });
      // Faded to its edge tab, it takes taps again and opens help.
      await phone.clock.fastForward(FEEDBACK_BUTTON_FADE_MS + 100);
      await bubble.click();
      await phone.waitForURL('**/pagesTool/policies/index');
      await phone.context().close();
    });
});

describe('paid chat for someone without a dating profile', () => {
  for (const lang of ['ru', 'zh'] as const)
    it(`says what is needed before any price or pay password, and offers the profile form (${lang})`, async () => {
      const phone = await world.phoneOf(nina, lang);
      await world.openInApp(phone, `/pages/dating/PersonalHomepage?userId=${pavel.userId}`, 'dating-profile');
      await phone.getByRole('button', { name: CHAT_PAY[lang] }).click();
      const dialog = phone.locator('.adm-dialog');
      await dialog.getByText(SET_INFO_FIRST[lang].forChat.replace('{{name}}', PAVEL_NICK)).waitFor();
      // Neither the price sheet nor the pay password came first.
      expect(await phone.getByTestId('dating-quote').count()).toBe(0);
      expect(await phone.locator('.adm-passcode-input').count()).toBe(0);
      await phone.screenshot({ path: join(shots, `paid-chat-needs-profile-${lang}.png`) });
      await dialog.getByRole('button', { name: SET_INFO_FIRST[lang].fill }).click();
      await phone.waitForURL('**/pagesDiscover/EditData');
      await phone.context().close();
    });
});

describe('survey controls that look like controls', () => {
  for (const lang of ['ru', 'zh'] as const)
    it(`draws answer choices, the free-text box and the stars at 3:1 or more against the page (${lang})`, async () => {
      const phone = await world.phoneOf(nina, lang);
      await world.openInApp(phone, `/pages/questionnaireSurvey/detail?id=${surveyId}`);
      await phone.getByTestId('survey-start').click();
      // The survey asks for no respondent info: its step goes straight on.
      await phone.getByTestId('survey-info-next').click();
      const questions = phone.locator('[data-testid^="survey-question-"]');
      await questions.first().waitFor();
      const choice = questions.nth(0).locator('.adm-selector-item').first();
      expect(await controlContrast(choice)).toBeGreaterThanOrEqual(3);
      expect(await controlContrast(questions.nth(1).locator('.adm-text-area'))).toBeGreaterThanOrEqual(3);
      const star = questions.nth(2).locator('.adm-rate-star').first();
      expect(await controlContrast(star, 'color')).toBeGreaterThanOrEqual(3);
      await phone.screenshot({ path: join(shots, `survey-controls-${lang}.png`), fullPage: true });
      await phone.context().close();
    });
});

describe('a link into a chat', () => {
  for (const lang of ['ru', 'zh'] as const)
    it(`lands on the dating tab as before, which offers the chat the link named (${lang})`, async () => {
      const phone = await world.phoneOf(nina, lang);
      await phone.goto(
        `${server.baseUrl}/h5/pages/chat/PersonalChat?targetId=${pavel.userId}&conversationType=1`,
      );
      await phone.waitForURL('**/pages/dating/index');
      const banner = phone.getByTestId('launch-link');
      await banner.getByText(LAUNCH_CHAT[lang].replace('{{name}}', 'pavel')).waitFor();
      await phone.screenshot({ path: join(shots, `launch-link-${lang}.png`) });
      await banner.getByText(LAUNCH_CHAT[lang].replace('{{name}}', 'pavel')).click();
      await phone.waitForURL(`**/pages/chat/PersonalChat?targetId=${pavel.userId}**`);
      // An order that is not hers: the dating tab offers nothing.
      await phone.goto(`${server.baseUrl}/h5/pagesCategory/pages/orderDetails?id=2000000000`);
      await phone.waitForURL('**/pages/dating/index');
      await phone.waitForLoadState('networkidle');
      expect(await phone.getByTestId('launch-link').count()).toBe(0);
      await phone.context().close();
    });
});

describe('a secure deal short of money', () => {
  for (const lang of ['ru', 'zh'] as const)
    it(`says so at the quote with a top-up and money from another currency, and an unpaid order counts down (${lang})`, async () => {
      // Someone with no money at all.
      const zoya = await world.signUp(`zoya.${lang}.${tag}@newcomer-e2e.example.com`, 'zoya');
      const phone = await world.phoneOf(zoya, lang);
      await world.openInApp(phone, `/pagesCategory/pages/categoryDetails?id=${listingId}`, 'listing-buy');
      await phone.getByTestId('listing-buy').click();
      const short = phone.getByTestId('buy-short');
      await short.waitFor();
      // Nothing can be ordered yet: the ways to cover it come first.
      expect(await phone.getByTestId('buy-order').isDisabled()).toBe(true);
      await short.getByTestId('buy-top-up').waitFor();
      await phone.screenshot({ path: join(shots, `secure-deal-short-${lang}.png`) });
      await short.getByTestId('buy-merge').click();
      await phone.waitForURL('**/pagesUser/wallet/mergeMoeny?target=1');
      // An order left unpaid shows the time left to pay, then ends by itself (the server's timer; its test).
      const made = await world.call<{ id: number }>(
        'POST',
        '/app/listing-orders',
        { listingId, secureDeal: true, ...(await quoteFor(zoya)) },
        zoya,
      );
      await world.openInApp(phone, `/pagesCategory/pages/orderDetails?id=${made.id}`, 'pay-countdown');
      expect(await phone.getByTestId('pay-countdown').textContent()).toMatch(/(29|30):\d\d/);
      await phone.screenshot({ path: join(shots, `order-countdown-${lang}.png`) });
      await phone.context().close();
    });
});

describe('an order in the chat', () => {
  for (const lang of ['ru', 'zh'] as const)
    it(`is one card, edited in place at each step with a line per step (${lang})`, async () => {
      const { id } = await world.call<{ id: number }>(
        'POST',
        '/app/listing-orders',
        { listingId, secureDeal: true, ...(await quoteFor(nina)) },
        nina,
      );
      await world.call('POST', '/app/listing-orders/pay', { id, payPassword: PAY_PASSWORD }, nina);
      const phone = await world.phoneOf(nina, lang);
      await world.openInApp(phone, `/pages/chat/PersonalChat?targetId=${pavel.userId}&conversationType=1`);
      const card = phone.locator(`[data-testid="listing-order-card"][data-order-id="${id}"]`);
      await card.waitFor();
      expect(await card.getAttribute('data-action')).toBe('pay');
      // Pavel ships while the chat is open: the same card changes, no second one comes.
      await world.call('POST', '/app/listing-orders/ship', { id, note: 'СДЭК 123' }, pavel);
      await expect.poll(() => card.getAttribute('data-action')).toBe('ship');
      expect(await card.count()).toBe(1);
      expect(await card.getByTestId('listing-order-steps').locator('span').count()).toBe(3);
      await card.scrollIntoViewIfNeeded();
      await phone.screenshot({ path: join(shots, `order-card-${lang}.png`) });
      await phone.context().close();
    });
});

describe('signing up', () => {
  for (const lang of ['ru', 'zh'] as const)
    it(`asks for a first name and shows it, not the phone (${lang})`, async () => {
      const auth = AUTH[lang];
      const context = await phoneContext(browser);
      await context.addInitScript((language) => localStorage.setItem('volna.lang', language), lang);
      const phone = world.watch(await context.newPage());
      const number = `916${randomInt(1_000_000, 9_999_999)}`;
      await phone.goto(`${server.baseUrl}/h5/pages/login/Login`);
      await phone.getByText(auth.toSignUp, { exact: true }).click();
      await phone.locator('input[name=phone]').fill(number);
      await phone.getByText(auth.sendCode).click();
      await phone.locator('input[name=code]').fill(await outboxCode(server.baseUrl, `+7${number}`));
      await phone.locator('input[name=password]').fill(PASSWORD);
      await phone.locator('input[name=confirmPassword]').fill(PASSWORD);
      await phone.locator('form .adm-checkbox').click({ position: { x: 10, y: 10 } });
      // Without a first name the form says so in place and signs nobody up.
      await phone.locator('form button[type=submit]').click();
      await phone.getByText(FIRST_NAME_REQUIRED[lang]).waitFor();
      await phone.locator('input[name=firstName]').fill('Анна');
      await phone.locator('input[name=lastName]').fill('Смирнова');
      await phone.screenshot({ path: join(shots, `sign-up-name-${lang}.png`) });
      await phone.locator('form button[type=submit]').click();
      await phone.waitForURL('**/pages/chat/Chat');
      await phone.goto(`${server.baseUrl}/h5/pagesUser/posted/Posted`);
      await expect.poll(() => phone.locator('h1').textContent()).toBe('Анна Смирнова');
      expect(await phone.locator('h1').textContent()).not.toContain(number);
      await phone.screenshot({ path: join(shots, `personal-page-name-${lang}.png`) });
      await context.close();
    });
});

afterAll(() => {
  expect(world.errorsOf()).toEqual([]);
});
