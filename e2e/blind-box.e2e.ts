import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, launchBrowserWithMicrophone, moveServerClock, endScene } from './harness.ts';
import { type RunningServer, startServer } from './harness.ts';
import { colourPng } from './pictures.ts';
import { type Session, type TestWorld, testWorld, expectScreensTitled } from './world.ts';

// The blind box (issue 12) in a phone against a server of its own (the next day comes by moving its clock). Kira,
// with a dating profile, makes her own card with a photo, opens the box until the day's limit (3 by default: 'no
// attempts left, new attempt tomorrow'), finds her bought cards with a chat entry, and opens again the next Moscow
// day. Each opening is paid once through the ledger.

const PASSWORD = 'blind-box-e2e-pass';
const RUB = 1;
const POLL = { timeout: 15_000 };
const TAG = `bb${randomInt(100_000, 999_999)}`;

let server: RunningServer;
let browser: Browser;
let world: TestWorld;
let kira: Session;
let phone: Page;

const png = colourPng;

async function uploadAs(who: Session, colour: number) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await png(colour, 120, 90))], { type: 'image/png' }),
    'me.png',
  );
  const upload = await fetch(`${server.baseUrl}/app/file/upload`, {
    method: 'POST',
    headers: { ...clientHeaders, Authorization: `Bearer ${who.token}` },
    body: form,
  });
  return ((await upload.json()) as { data: { url: string; urlCompress: string } }).data;
}

/** A published dating profile, as the dating tab makes it (an upload, the deposit, POST /app/jy/userPersonals). */
async function publishDating(who: Session, name: string, colour: number) {
  const bond = await world.call<{ amount: string; currencyId: number }>(
    'GET',
    '/app/jy/userPersonals/bond',
    undefined,
    who,
  );
  await world.credit(who, bond.currencyId, bond.amount, `${name}-bond`);
  const file = await uploadAs(who, colour);
  const labels = await world.call<{ id: number }[]>('GET', '/app/jy/label/list');
  await world.call(
    'POST',
    '/app/jy/userPersonals',
    {
      nickName: name,
      gender: 2,
      age: 27,
      height: 170,
      weight: 58,
      location: 'Kazan',
      labelIds: [labels[0]!.id],
      brief: 'Hello',
      currencyId: bond.currencyId,
      userImageList: [{ imageUrl: file.url, imageUrlCompress: file.urlCompress }],
    },
    who,
  );
  return file.url;
}

/** Someone in the box: a dating profile and a blind-box card. */
async function cardHolder(name: string, colour: number) {
  const who = await world.signUp(`${name}.${TAG}@blind-box-e2e.example.com`.toLowerCase(), name);
  const photo = await publishDating(who, name, colour);
  await world.call(
    'PUT',
    '/app/blindBox/profile',
    {
      nickName: name,
      age: 27,
      height: 170,
      weight: 58,
      location: 'Kazan',
      goals: 'Walks and coffee',
      brief: 'Hi there',
      media: [photo],
    },
    who,
  );
  return who;
}

beforeAll(async () => {
  server = await startServer();
  // A microphone for Kira's voice, recorded in the app.
  browser = await launchBrowserWithMicrophone();
  world = testWorld(server, browser, { password: PASSWORD, contentLanguage: 'en' });
  await cardHolder('Lada', 230);
  await cardHolder('Mira', 60);
  kira = await world.signUp(`kira.${TAG}@blind-box-e2e.example.com`, 'kira');
  await world.credit(kira, RUB, '100', 'kira-rub');
  phone = await world.phoneOf(kira, 'en');
});

afterAll(() => endScene({ shots: [[phone, 'blind-box']], browser, server }));

const rubOf = async (who: Session) => {
  const accounts = await world.call<{ currencyId: number; balance: string }[]>(
    'GET',
    '/app/account/list',
    undefined,
    who,
  );
  return Number(accounts.find((a) => a.currencyId === RUB)?.balance ?? 0);
};

describe('the blind box in a phone (375×667)', () => {
  it('asks for a dating profile first; then Kira makes her own card with a photo', async () => {
    await world.openInApp(phone, '/pagesBlindBox/pages/home');
    await phone.getByText('Set your dating info first').waitFor(POLL);
    await publishDating(kira, 'Kira', 150);
    await phone.reload();
    await phone.getByTestId('blind-box-attempts').waitFor(POLL);
    await expect
      .poll(() => phone.getByTestId('blind-box-attempts').textContent())
      .toBe('Attempts left: 3 (opened today 0 of 3)');

    await phone.getByText('My card', { exact: true }).click();
    await phone.waitForURL('**/pagesBlindBox/pages/userInfo');
    await phone.getByRole('button', { name: 'Save' }).click();
    await phone.getByText('Add at least one photo (up to 9)').waitFor();
    await phone
      .getByTestId('blind-box-photo-input')
      .setInputFiles([{ name: 'kira.png', mimeType: 'image/png', buffer: await png(150, 120, 90) }]);
    await phone.getByRole('img', { name: 'Photo 1' }).waitFor(POLL);
    await phone.getByRole('textbox', { name: 'Name', exact: true }).fill('Kira');
    await phone.getByRole('spinbutton', { name: 'Age', exact: true }).fill('37');
    await phone.getByRole('spinbutton', { name: 'Height, cm', exact: true }).fill('165');
    await phone.getByRole('spinbutton', { name: 'Weight, kg', exact: true }).fill('52');
    await phone.getByRole('textbox', { name: 'Location', exact: true }).fill('Kazan');
    await phone.getByRole('textbox', { name: 'Goals', exact: true }).fill('Concerts');
    await phone.getByRole('textbox', { name: 'About me', exact: true }).fill('Plays the cello');
    // Her voice, recorded in the app: it counts the seconds up to the 30 s limit, then plays back.
    await phone.getByRole('button', { name: 'Record (up to 30 s)' }).click();
    await phone.getByRole('button', { name: /^Stop \d+\/30 s$/ }).waitFor(POLL);
    await phone.waitForTimeout(1_600);
    await phone.getByRole('button', { name: /^Stop \d+\/30 s$/ }).click();
    await phone.getByLabel('Play the voice').waitFor(POLL);
    await phone.getByRole('button', { name: 'Save' }).click();
    // The blind box is for ages 18 to 36.
    await phone.getByText('Age 18 to 36').waitFor();
    await phone.getByRole('spinbutton', { name: 'Age', exact: true }).fill('30');
    await phone.getByRole('button', { name: 'Save' }).click();
    await phone.waitForURL('**/pagesBlindBox/pages/home', POLL);
    const card = await world.call<{
      nickName: string;
      age: number;
      audioUrl: string;
      audioSeconds: number;
    } | null>('GET', '/app/blindBox/profile', undefined, kira);
    expect(card).toMatchObject({ nickName: 'Kira', age: 30 });
    expect(card!.audioSeconds).toBeGreaterThanOrEqual(1);
    const voice = await fetch(`${server.baseUrl}${card!.audioUrl}`);
    expect(voice.status).toBe(200);
    expect((await voice.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('opens the box until the daily limit, each opening paid once; then: no attempts left, new attempt tomorrow', async () => {
    for (let opened = 1; opened <= 3; opened++) {
      await phone.getByRole('button', { name: 'Open for 10.00 RUB' }).click();
      await expect
        .poll(() => phone.getByTestId('blind-box-attempts').textContent(), POLL)
        .toBe(`Attempts left: ${3 - opened} (opened today ${opened} of 3)`);
      await phone.getByTestId('blind-box-card').waitFor(POLL);
    }
    expect(await rubOf(kira)).toBe(70);
    await phone.getByText('No attempts left; a new attempt tomorrow').waitFor();
    await phone.getByRole('button', { name: 'Open for 10.00 RUB' }).click();
    await phone
      .locator('.adm-dialog')
      .getByText('No attempts left today; a new attempt tomorrow')
      .waitFor(POLL);
    await phone.locator('.adm-dialog').getByRole('button', { name: 'OK' }).click();
    expect(await rubOf(kira)).toBe(70);

    await phone.getByText('Bought cards', { exact: true }).click();
    await phone.waitForURL('**/pagesBlindBox/pages/buyList');
    await expect.poll(() => phone.getByRole('button', { name: 'Chat' }).count(), POLL).toBe(3);
    await phone
      .getByText(/^(Lada|Mira)/)
      .first()
      .click();
    await phone.waitForURL('**/pagesBlindBox/pages/buyUserInfo?id=*');
    await phone.getByText('Walks and coffee').waitFor(POLL);
    await phone.getByRole('button', { name: 'Chat' }).click();
    await phone.waitForURL('**/pages/chat/PersonalChat?*');
    expect(phone.url()).toContain('responsibleModule=1');
  });

  it('the next Moscow day brings new attempts', async () => {
    await moveServerClock(server, { advanceMs: 24 * 60 * 60 * 1000 });
    await world.openInApp(phone, '/pagesBlindBox/pages/home', 'blind-box-attempts');
    await expect
      .poll(() => phone.getByTestId('blind-box-attempts').textContent(), POLL)
      .toBe('Attempts left: 3 (opened today 0 of 3)');
    await phone.getByRole('button', { name: 'Open for 10.00 RUB' }).click();
    await expect
      .poll(() => phone.getByTestId('blind-box-attempts').textContent(), POLL)
      .toBe('Attempts left: 2 (opened today 1 of 3)');
    expect(await rubOf(kira)).toBe(60);
    expect(world.errorsOf()).toEqual([]);
  });
});

const PAGES = [
  ['/pagesBlindBox/pages/home', 'home.title'],
  ['/pagesBlindBox/pages/userInfo', 'form.title'],
  ['/pagesBlindBox/pages/buyList', 'bought.title'],
  ['/pagesBlindBox/pages/buyUserInfo?id=1', 'bought.card'],
  ['/pagesBlindBox/pages/inviteFriends', 'invite.title'],
  ['/pagesBlindBox/pages/operatingInstructions', 'instructions.title'],
] as const;

describe('every blind-box screen in four languages', () => {
  it.each(['ru', 'zh', 'en', 'ja'])('%s', async (lang) => {
    await expectScreensTitled(world, await world.phoneOf(kira, lang), {
      lang,
      ns: 'blindBox',
      screens: PAGES,
    });
  });
});
