import { randomUUID } from 'node:crypto';
import { CurrencyId, IDEMPOTENCY_HEADER } from '@volna/contracts';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness.ts';
import { PAY_PASSWORD, payer } from '../transfers/transfer.test-support.ts';

export { PAY_PASSWORD };
export const RUB = CurrencyId.RUB;

/** A small picture of its own colour per call, so every upload is a distinct file. */
let hue = 0;
export async function picture() {
  hue = (hue + 37) % 360;
  return sharp({ create: { width: 16, height: 16, channels: 3, background: `hsl(${hue}, 60%, 50%)` } })
    .png()
    .toBuffer();
}

/** The caller's own upload through POST /app/file/upload: its issued URL. */
export async function uploadPicture(t: TestApp, token: string) {
  const answer = await t.upload(await picture(), 'photo.png', { token, type: 'image/png' });
  return answer.body.data.url as string;
}

/** A user with a pay password and roubles (enough for the deposit unless told otherwise). */
export const member = (t: TestApp, rubles = '1000') => payer(t, rubles);

export async function labelIds(t: TestApp) {
  const answer = await t.call('GET', '/app/jy/label/list', { lang: 'en' });
  return (answer.body.data as { id: number }[]).map((l) => l.id);
}

/** A full valid profile body: a free avatar and, when asked, a paid photo; prices 5 (chat) and 7 (album). */
export async function profileBody(t: TestApp, token: string, options: { paid?: boolean } = {}) {
  const [first] = await labelIds(t);
  const images = [{ imageUrl: await uploadPicture(t, token), mediaType: 1, isPaid: false }];
  if (options.paid) images.push({ imageUrl: await uploadPicture(t, token), mediaType: 1, isPaid: true });
  return {
    nickName: 'Anna',
    gender: 2,
    age: 28,
    height: 168,
    weight: 55,
    location: 'Moscow',
    labelIds: [first],
    brief: 'Likes long walks',
    chatPrice: '5',
    albumPrice: options.paid ? '7' : null,
    currencyId: RUB,
    userImageList: images,
  };
}

export async function publish(t: TestApp, token: string, options: { paid?: boolean } = {}) {
  const answer = await t.call('POST', '/app/jy/userPersonals', {
    token,
    lang: 'en',
    body: await profileBody(t, token, options),
  });
  if (answer.status !== 200) throw new Error(`publish failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Pays at the checkMoney price and fee the app would show (issue 28), unless the test names the shown terms. */
export async function pay(
  t: TestApp,
  token: string,
  path: 'album' | 'chat',
  personalId: number,
  key: string = randomUUID(),
  shown?: { price: string; fee: string },
) {
  return t.call(
    'POST',
    path === 'album' ? '/app/jy/userAlbum/payment' : '/app/jy/userPersonals/chat/payment',
    {
      token,
      lang: 'en',
      headers: { [IDEMPOTENCY_HEADER]: key },
      body: {
        personalId,
        ...(shown ?? (await quoted(t, token, path, personalId))),
        payPassword: PAY_PASSWORD,
      },
    },
  );
}

/** checkMoney's price and fee; '0' when it refuses, so the payment's own refusal shows. */
export async function quoted(t: TestApp, token: string, path: 'album' | 'chat', personalId: number) {
  const res = await t.call(
    'GET',
    path === 'album' ? '/app/jy/userAlbum/checkMoney' : '/app/jy/userAlbum/checkMoneyForChat',
    { token, lang: 'en', query: { personalId } },
  );
  const data = res.body.data as { price: string; fee: string } | null;
  return data ? { price: data.price, fee: data.fee } : { price: '0', fee: '0' };
}
