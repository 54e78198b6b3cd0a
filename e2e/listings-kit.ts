import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { clientHeaders, type RunningServer } from './harness.ts';
import type { Session, TestWorld } from './world.ts';

/** A goods phone listing's fields with its photo's URL, as the form sends them. */
const phoneListing = (url: string, price: string) => ({
  categoryPath: ['goods', 'electronics', 'phones'],
  country: 'RU',
  city: 'Санкт-Петербург',
  title: 'Смартфон почти новый, с длинным описанием в заголовке 手机',
  description: 'Полный комплект, чек, коробка.',
  price,
  currencyId: 1,
  photos: [url],
  body: {
    kind: 'goods',
    condition: 'used',
    address: 'Невский проспект, 1',
    contactName: 'Олег',
    contactAreaCode: '+7',
    contactPhone: '9161234567',
  },
});

/**
 * A goods listing with a photo, published as the app does (an upload, then POST /app/listings with an
 * Idempotency-Key): the page walks open the market and a listing's page with content, not only their empty states.
 */
export async function publishListing(server: RunningServer, world: TestWorld, owner: Session) {
  return (await publishPhoneListing(server, world, owner)).id;
}

/** publishListing at `price`, answering also the photo's URL (an edit sends it again). */
export async function publishPhoneListing(
  server: RunningServer,
  world: TestWorld,
  owner: Session,
  price = '23999.5',
) {
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 60, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const url = await world.upload(owner, photo, 'phone.png');
  const response = await fetch(`${server.baseUrl}/app/listings`, {
    method: 'POST',
    headers: {
      ...clientHeaders,
      'Content-Type': 'application/json',
      'Idempotency-Key': `walk-${randomUUID()}`,
      Authorization: `Bearer ${owner.token}`,
    },
    body: JSON.stringify(phoneListing(url, price)),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { id: number } };
  if (body.code !== 200) throw new Error(`publish listing: ${body.code} ${body.msg}`);
  return { id: body.data.id, url };
}

/** The owner edits the listing's price (PUT /app/listings), everything else as published. */
export const repricePhoneListing = (
  world: TestWorld,
  owner: Session,
  listing: { id: number; url: string },
  price: string,
) => world.call('PUT', '/app/listings', { id: listing.id, ...phoneListing(listing.url, price) }, owner);
