import { randomUUID } from 'node:crypto';
import { CurrencyId, IDEMPOTENCY_HEADER, StaffRole } from '@volna/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { plainAmount } from '../ledger/amounts.ts';
import { signUp } from '../users/users.test-support.ts';
import { balancesOf, fund } from '../wallet/wallet.test-support.ts';

export type Person = Awaited<ReturnType<typeof signUp>>;
export const RUB = CurrencyId.RUB;

export async function person(t: TestApp, rubles?: string) {
  const user = await signUp(t);
  if (rubles) await fund(t, user.id, RUB, rubles);
  return user;
}

export async function staffMember(t: TestApp) {
  const user = await signUp(t);
  await t.app.services.users.setStaffRole(user.id, StaffRole.customerService);
  return user;
}

/** Available and frozen roubles, without trailing zeros. */
export async function rubOf(t: TestApp, userId: number) {
  const rub = (await balancesOf(t, userId)).get(RUB);
  const plain = (v: string | undefined) => plainAmount(v ?? '0');
  return { available: plain(rub?.available), frozen: plain(rub?.frozen) };
}

/** An upload of the user's own: a small JPG (or PNG) picture; answers its URL. */
export async function photo(t: TestApp, token: string, format: 'jpeg' | 'png' = 'jpeg') {
  const bytes = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#3a6' } })
    [format]()
    .toBuffer();
  const res = await t.upload(bytes, format === 'png' ? 'photo.png' : 'photo.jpg', { token });
  expect(res.status).toBe(200);
  return res.body.data.url as string;
}

export const withKey = (key: string = randomUUID()) => ({ [IDEMPOTENCY_HEADER]: key });

const contact = { contactName: 'Иван', contactAreaCode: '+7', contactPhone: '9161234567' };

/** A valid publish body of each kind, to spread and change. */
export const bodies = {
  goods: {
    categoryPath: ['goods', 'vehicles', 'bicycles'],
    country: 'RU',
    city: 'Казань',
    title: 'Продаю велосипед Stels',
    description: 'Почти новый, горный',
    price: '12000',
    body: { kind: 'goods', condition: 'used', address: 'ул. Баумана', ...contact },
  },
  event: {
    categoryPath: ['events', 'culture', 'concerts'],
    country: 'RU',
    city: 'Moscow',
    title: 'Jazz evening',
    price: '0',
    body: {
      kind: 'event',
      eventName: 'Jazz evening',
      organizer: 'Blue Club',
      date: '2026-12-12',
      time: '19:30',
      place: 'Blue Club hall',
    },
  },
  task: {
    categoryPath: ['tasks', 'online-tasks'],
    country: 'CN',
    city: '广州',
    title: '翻译俄语产品说明书',
    description: '需要俄语母语者',
    price: '800',
    currencyId: CurrencyId.CNY,
    body: {
      kind: 'task',
      location: '线上',
      negotiable: false,
      deadline: '2026-12-20',
      requirements: '俄语母语，有翻译经验',
      // The deposit tests hold the deposit alone; listing-tasks.test.ts posts tasks that pay referrals.
      referralAllowed: false,
      referralReward: '0',
    },
  },
  information: {
    categoryPath: ['information', 'news'],
    country: 'RU',
    city: 'Владивосток',
    title: 'Новый рейс Владивосток — Харбин',
    description: 'С декабря два раза в неделю',
    price: '0',
    body: { kind: 'information', place: 'Аэропорт Кневичи' },
  },
} as const;

export const publish = (t: TestApp, who: Person, body: unknown, key?: string, lang = 'en') =>
  t.call('POST', '/app/listings', { token: who.token, lang, headers: withKey(key), body });
