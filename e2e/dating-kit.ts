import sharp from 'sharp';
import { clientHeaders, type RunningServer } from './harness.ts';
import type { Session, TestWorld } from './world.ts';

/**
 * A dating profile published as the app does (its deposit credited first, a photo uploaded): the three longest
 * purposes, a long city and the given name, so the feed and the profile page show cards at their widest; `chatPrice`
 * makes its chat paid (in roubles).
 */
export async function publishDatingProfile(
  server: RunningServer,
  world: TestWorld,
  who: Session,
  nickName: string,
  shade: number,
  options: { chatPrice?: string } = {},
) {
  const bond = await world.call<{ amount: string; currencyId: number }>(
    'GET',
    '/app/jy/userPersonals/bond',
    undefined,
    who,
  );
  await world.credit(who, bond.currencyId, bond.amount, `bond-${who.userId}`);
  const photo = await sharp({
    create: { width: 60, height: 80, channels: 3, background: { r: shade, g: 120, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${server.baseUrl}/app/file/upload`, {
    method: 'POST',
    headers: { ...clientHeaders, Authorization: `Bearer ${who.token}` },
    body: form,
  });
  const { data: file } = (await upload.json()) as { data: { url: string; urlCompress: string } };
  const labels = await world.call<{ id: number; name: string }[]>('GET', '/app/jy/label/list');
  const longest = [...labels].sort((a, b) => b.name.length - a.name.length).slice(0, 3);
  return world.call<{ id: number }>(
    'POST',
    '/app/jy/userPersonals',
    {
      nickName,
      gender: 1,
      age: 29,
      height: 180,
      weight: 75,
      location: 'Санкт-Петербург, Петроградская сторона',
      labelIds: longest.map((label) => label.id),
      brief: 'Люблю долгие поездки',
      currencyId: bond.currencyId,
      ...(options.chatPrice ? { chatPrice: options.chatPrice } : {}),
      userImageList: [{ imageUrl: file.url, imageUrlCompress: file.urlCompress }],
    },
    who,
  );
}
