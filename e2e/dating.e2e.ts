import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, clientHeaders, launchBrowser, launchBrowserWithMicrophone } from './harness.ts';
import { phoneContext, type RunningServer, sharedServer } from './harness.ts';
import { type Session, type TestWorld, testWorld } from './world.ts';
import { colourPng, confirmAvatarCrop } from './pictures.ts';

// The dating side of issue 12 in phones against the real server: Anna fills her dating profile with photos (two of
// them paid) and a voice intro recorded in the app, a guest is sent to login to like it, Boris finds her through the
// feed's filters, likes her, pays for her album and sees the paid photos, pays for the chat and writes to her.
// Anna's phone is a Chromium of its own with a fake microphone (the shared one has none, which chat-media expects).

const PASSWORD = 'dating-e2e-pass';
const PAY_PASSWORD = '246810';
const RUB = 1;
const POLL = { timeout: 15_000 };
/** A city nobody else on the shared server uses, so the feed filtered by it holds Anna alone. */
const CITY = `Zelenodolsk${randomInt(100_000, 999_999)}`;

type Profile = {
  id: number;
  voiceUrl: string;
  voiceSeconds: number;
  likeCount: number;
  userImageList: { isPaid: boolean; locked: boolean; imageUrl: string | null }[];
};

let server: RunningServer;
let browser: Browser;
let micBrowser: Browser;
let world: TestWorld;
let micWorld: TestWorld;
let anna: Session;
let boris: Session;
let annaPhone: Page;
let borisPhone: Page;
let profileId: number;

/** A small PNG of one colour. */
const png = colourPng;

/** Boris's profile, published the way the app does: an upload, then POST /app/jy/userPersonals. */
async function publishThroughApi(who: Session, bond: { currencyId: number }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await png(90, 90, 90))], { type: 'image/png' }), 'boris.png');
  const upload = await fetch(`${server.baseUrl}/app/file/upload`, {
    method: 'POST',
    headers: { ...clientHeaders, Authorization: `Bearer ${who.token}` },
    body: form,
  });
  const { data: file } = (await upload.json()) as { data: { url: string; urlCompress: string } };
  const labels = await world.call<{ id: number }[]>('GET', '/app/jy/label/list');
  await world.call(
    'POST',
    '/app/jy/userPersonals',
    {
      nickName: 'Boris',
      gender: 1,
      age: 31,
      height: 182,
      weight: 80,
      location: `${CITY}-north`,
      labelIds: [labels[0]!.id],
      brief: 'Sailor',
      currencyId: bond.currencyId,
      userImageList: [{ imageUrl: file.url, imageUrlCompress: file.urlCompress }],
    },
    who,
  );
}

const myProfile = (who: Session) =>
  world.call<Profile | null>('GET', '/app/jy/userPersonals/user', undefined, who);

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  micBrowser = await launchBrowserWithMicrophone();
  world = testWorld(server, browser, { password: PASSWORD, idempotencyKeyPrefix: 'dating-e2e' });
  micWorld = testWorld(server, micBrowser, { password: PASSWORD });
  anna = await world.signUp(`anna.${CITY}@dating-e2e.example.com`, 'anna');
  boris = await world.signUp(`boris.${CITY}@dating-e2e.example.com`, 'boris');
  // The deposit (its amount and currency are the server's config) for Anna; the album and chat prices for Boris.
  const bond = await world.call<{ amount: string; currencyId: number }>(
    'GET',
    '/app/jy/userPersonals/bond',
    undefined,
    anna,
  );
  await world.credit(anna, bond.currencyId, bond.amount, 'anna-bond');
  await world.credit(boris, RUB, '1000', 'boris-rub');
  // Liking needs a dating profile of one's own: Boris publishes his through the API (with the deposit on top).
  await world.credit(boris, bond.currencyId, bond.amount, 'boris-bond');
  await publishThroughApi(boris, bond);
  await world.setPayPassword(boris, PAY_PASSWORD);
  annaPhone = await micWorld.phoneOf(anna, 'en');
  borisPhone = await world.phoneOf(boris, 'en');
});

afterAll(async () => {
  if (annaPhone)
    await annaPhone.screenshot({ path: `${artifactsDir}/dating-anna.png` }).catch(() => undefined);
  if (borisPhone)
    await borisPhone.screenshot({ path: `${artifactsDir}/dating-boris.png` }).catch(() => undefined);
  await browser?.close();
  await micBrowser?.close();
});

describe('dating in phones (375×667)', () => {
  it('Anna fills her dating profile with photos, two of them paid, and a voice intro recorded in the app', async () => {
    const page = annaPhone;
    await micWorld.openInApp(page, '/pagesDiscover/EditData', 'dating-edit-data');
    await page.getByTestId('dating-photo-input').setInputFiles([
      { name: 'face.png', mimeType: 'image/png', buffer: await png(220, 120, 120) },
      { name: 'sea.png', mimeType: 'image/png', buffer: await png(40, 120, 220) },
      { name: 'forest.png', mimeType: 'image/png', buffer: await png(40, 160, 60) },
    ]);
    // The first photo becomes the dating avatar: it is cropped to its circle first.
    await confirmAvatarCrop(page);
    await expect.poll(() => page.getByTestId('dating-album-item').locator('img').count(), POLL).toBe(3);
    // The first photo is the avatar and stays free; the other two are made paid.
    const paidToggles = page.getByRole('switch', { name: 'Paid item' });
    await expect.poll(() => paidToggles.count()).toBe(2);
    await paidToggles.nth(0).click();
    await paidToggles.nth(1).click();

    // Publishing an empty form is refused in place, field by field.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Check the highlighted fields').waitFor();
    await page.getByText('Set the album price: the album has paid photos').waitFor();

    await page.getByRole('textbox', { name: 'Name' }).fill('Anna');
    await page.getByText('Woman', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Age' }).fill('17');
    await page.getByRole('textbox', { name: 'Height' }).fill('168');
    await page.getByRole('textbox', { name: 'Weight' }).fill('55');
    await page.getByRole('textbox', { name: 'City' }).fill(CITY);
    await page
      .getByTestId('dating-edit-data')
      .locator('.adm-selector')
      .nth(1)
      .locator('.adm-selector-item')
      .first()
      .click();
    await page.getByPlaceholder('A few words about yourself').fill('I like the sea and long walks.');
    await page.getByText('RUB', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Price of the paid photos' }).fill('50');

    // Under 18 is refused with the spec's words.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Must be over 18 years old!', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: 'Age' }).fill('27');

    await page.getByRole('button', { name: 'Record' }).click();
    await page.getByText(/Recording/).waitFor(POLL);
    await page.waitForTimeout(1_600);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByTestId('dating-voice').waitFor(POLL);

    await page.screenshot({ path: `${artifactsDir}/dating-edit-data.png`, fullPage: true });
    await page.getByRole('button', { name: 'Publish' }).click();
    // The deposit is confirmed first.
    await page.getByText(/Publishing holds a deposit of/).waitFor(POLL);
    await page.getByRole('button', { name: 'Publish' }).last().click();
    await page.waitForURL('**/pagesDiscover/DatingUserInfoAndMenuList', POLL);
    await page.getByTestId('dating-menu').waitFor(POLL);

    const saved = await myProfile(anna);
    expect(saved).not.toBeNull();
    profileId = saved!.id;
    expect(saved!.userImageList.map((image) => image.isPaid)).toEqual([false, true, true]);
    expect(saved!.voiceUrl).not.toBe('');
    expect(saved!.voiceSeconds).toBeGreaterThanOrEqual(1);
    const voice = await fetch(`${server.baseUrl}${saved!.voiceUrl}`);
    expect(voice.ok).toBe(true);
    expect((await voice.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // A paid chat price from the menu.
    await page.getByText('Paid chat', { exact: true }).click();
    await page.waitForURL('**/pagesDiscover/EditChat');
    await page.getByRole('switch', { name: 'Charge for chatting with me' }).click();
    await page.getByRole('textbox', { name: 'Price' }).fill('20');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/pagesDiscover/DatingUserInfoAndMenuList', POLL);
    await expect.poll(async () => (await myProfile(anna))?.userImageList.length, POLL).toBe(3);
    expect(world.errorsOf()).toEqual([]);
    expect(micWorld.errorsOf()).toEqual([]);
  });

  it('a guest sees her in the feed and is sent to login to like her', async () => {
    const context = await phoneContext(browser);
    await context.addInitScript(() => localStorage.setItem('volna.lang', 'en'));
    const guest = world.watch(await context.newPage());
    await guest.goto(`${server.baseUrl}/h5/pages/dating/index?location=${CITY}`);
    await guest.getByText('Log in to like, chat and unlock albums').waitFor(POLL);
    await guest.getByTestId('dating-card').first().waitFor(POLL);
    expect(await guest.getByTestId('dating-card').count()).toBe(1);
    await guest.getByTestId('dating-card').first().click();
    await guest.waitForURL('**/pages/dating/PersonalHomepage?id=*');
    // Paid photos reach a guest locked, without their address.
    await expect.poll(() => guest.getByTestId('dating-media-locked').count(), POLL).toBe(2);
    await guest.getByRole('button', { name: 'Like' }).click();
    await guest.getByText('Log in to like this profile.').waitFor(POLL);
    await guest.getByRole('button', { name: 'Log in' }).click();
    await guest.waitForURL('**/pages/login/Login?redirect=*', POLL);
    expect(world.errorsOf(guest)).toEqual([]);
    await context.close();
  });

  it('from the dating tab Boris reaches VIP dating and the blind box by tapping', async () => {
    const page = borisPhone;
    await world.openInApp(page, '/pages/dating/index', 'dating-card');
    await page.getByRole('button', { name: 'VIP dating', exact: true }).click();
    await page.waitForURL('**/pages/vipDating/index', POLL);
    await page.goBack();
    await page.waitForURL('**/pages/dating/index', POLL);
    await page.getByRole('button', { name: 'Blind box', exact: true }).click();
    await page.waitForURL('**/pagesBlindBox/pages/home', POLL);
    await page.getByTestId('blind-box-attempts').waitFor(POLL);
    expect(world.errorsOf(page)).toEqual([]);
  });

  it('Boris finds her with the filters, likes her, buys the album and sees the paid photos', async () => {
    const page = borisPhone;
    await world.openInApp(page, '/pages/dating/index', 'dating-card');
    // City filter: Anna alone.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('textbox', { name: 'City' }).fill(CITY);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('dating-card').count(), POLL).toBe(1);
    // Men only in her city: nobody.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByTestId('dating-filter').getByText('Man', { exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Nobody matches these filters').waitFor(POLL);
    // Women in her city: Anna.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByTestId('dating-filter').getByText('Woman', { exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByTestId('dating-card').count(), POLL).toBe(1);
    expect(page.url()).toContain('gender=2');
    // The age range travels in the address as the slider sets it: Anna (27) is not among the 28-year-olds and up.
    await world.navigateInApp(page, `/pages/dating/index?location=${CITY}&ageMin=28`);
    await page.getByText('Nobody matches these filters').waitFor(POLL);
    await world.navigateInApp(page, `/pages/dating/index?location=${CITY}&ageMin=20&ageMax=27`);
    await expect.poll(() => page.getByTestId('dating-card').count(), POLL).toBe(1);
    await page.screenshot({ path: `${artifactsDir}/dating-feed.png` });

    await page.getByTestId('dating-card').first().click();
    await page.waitForURL(`**/pages/dating/PersonalHomepage?id=${profileId}`);
    await page.getByTestId('dating-voice').waitFor(POLL);
    await page.getByRole('button', { name: 'Like' }).click();
    await page.getByText('Liked', { exact: true }).first().waitFor(POLL);
    await expect.poll(async () => (await myProfile(anna))?.likeCount, POLL).toBe(1);

    await expect.poll(() => page.getByTestId('dating-media-locked').count(), POLL).toBe(2);
    await page.getByRole('button', { name: /Unlock the album for 50/ }).click();
    const quote = page.getByTestId('dating-quote');
    await quote.waitFor(POLL);
    expect(await quote.textContent()).toContain('Total');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('pay-password').click();
    await page.keyboard.type(PAY_PASSWORD);
    await page.getByText('Payment successful').first().waitFor(POLL);
    await page.getByRole('button', { name: 'View the album' }).click();
    await page.waitForURL(`**/pages/dating/PersonalHomepage?id=${profileId}`);
    await expect.poll(() => page.getByTestId('dating-media-locked').count(), POLL).toBe(0);
    // The paid photos are fetched from the checked route and shown from the phone's own copy.
    await expect
      .poll(() => page.getByTestId('dating-media-paid').locator('img[src^="blob:"]').count(), POLL)
      .toBe(2);
    expect(world.errorsOf(page)).toEqual([]);
  });

  it('Boris cannot write to her before paying: the chat sends him to her profile, he pays and writes on the dating tab', async () => {
    const page = borisPhone;
    // Straight into a private chat with her (as from a contact card): the send is refused and says where to pay.
    await world.navigateInApp(page, `/pages/chat/PersonalChat?targetId=${anna.userId}&conversationType=1`);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hi Anna');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Chatting with this person is paid.', { exact: false }).waitFor(POLL);
    expect(
      (
        await world.call<unknown[]>(
          'GET',
          `/app/chat/message/history?conversationType=1&targetId=${boris.userId}`,
          undefined,
          anna,
        )
      ).length,
    ).toBe(0);
    await page.getByRole('button', { name: 'Open profile' }).click();
    await page.waitForURL(`**/pages/dating/PersonalHomepage?userId=${anna.userId}`, POLL);
    await page.getByRole('button', { name: /Chat for 20/ }).click();
    await page.getByTestId('dating-quote').waitFor(POLL);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('pay-password').click();
    await page.keyboard.type(PAY_PASSWORD);
    await page.waitForURL(`**/pages/chat/PersonalChat?targetId=${anna.userId}*responsibleModule=1`, POLL);
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello Anna, I love the sea too');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Hello Anna, I love the sea too').first().waitFor(POLL);

    // Anna's chat list counts it under the dating tab (module type 1).
    await expect
      .poll(
        async () => (await world.call<{ dating: number }>('GET', '/app/chat/unread', undefined, anna)).dating,
        POLL,
      )
      .toBe(1);
    const rub = (
      await world.call<{ currencyId: number; balance: string }[]>(
        'GET',
        '/app/account/list',
        undefined,
        boris,
      )
    ).find((account) => account.currencyId === RUB);
    expect(Number(rub?.balance)).toBe(1000 - 50 - 20);
    expect(world.errorsOf(page)).toEqual([]);
  });

  it('Anna sees the like live, likes Boris back from her list, and the mutual like opens a chat', async () => {
    const page = annaPhone;
    // Her dating home counts the like and the two purchases (the server's events refresh it).
    await micWorld.navigateInApp(page, '/pagesDiscover/DatingUserInfoAndMenuList');
    await page.getByText('Likes: 1 · Purchases: 2').waitFor(POLL);
    await page.getByText('Likes', { exact: true }).click();
    await page.waitForURL('**/pages/dating/likeList');
    const likedMe = page.getByTestId('dating-likes-likedMe');
    await likedMe.getByText('Boris, 31').waitFor(POLL);
    expect(await likedMe.textContent()).toContain('Waiting');
    await likedMe.getByText('Boris, 31').click();
    await page.waitForURL('**/pages/dating/PersonalHomepage?id=*');
    await page.getByRole('button', { name: 'Like' }).click();
    await page.getByText("It's mutual!").waitFor(POLL);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.waitForURL(`**/pages/chat/PersonalChat?targetId=${boris.userId}*responsibleModule=1`, POLL);
    await page.getByText('Hello Anna, I love the sea too').first().waitFor(POLL);
    expect(micWorld.errorsOf()).toEqual([]);
  });

  it('Anna deletes her profile after a confirmation: it leaves the feed and the deposit comes back', async () => {
    const page = annaPhone;
    const bond = () =>
      world.call<{ held: boolean; balance: string }>('GET', '/app/jy/userPersonals/bond', undefined, anna);
    const before = await bond();
    expect(before.held).toBe(true);
    // My dating menu leads to VIP dating and the blind box too.
    await micWorld.navigateInApp(page, '/pagesDiscover/DatingUserInfoAndMenuList');
    await page.getByTestId('dating-menu').getByText('VIP dating', { exact: true }).click();
    await page.waitForURL('**/pages/vipDating/index', POLL);
    await micWorld.navigateInApp(page, '/pagesDiscover/DatingUserInfoAndMenuList');
    await page.getByTestId('dating-menu').getByText('Blind box', { exact: true }).click();
    await page.waitForURL('**/pagesBlindBox/pages/home', POLL);
    await micWorld.navigateInApp(page, '/pagesDiscover/DatingUserInfoAndMenuList');
    await page.getByRole('button', { name: 'Delete my dating profile' }).click();
    await page.getByText('Delete the profile?').waitFor(POLL);
    await page.getByRole('button', { name: 'Delete my dating profile' }).last().click();
    await page.waitForURL('**/pages/dating/index', POLL);
    await page.getByText('You have no dating profile yet').waitFor(POLL);
    const after = await bond();
    expect(after.held).toBe(false);
    expect(Number(after.balance)).toBeGreaterThan(Number(before.balance));
    expect(await myProfile(anna)).toBeNull();
    expect(micWorld.errorsOf()).toEqual([]);
  });
});
