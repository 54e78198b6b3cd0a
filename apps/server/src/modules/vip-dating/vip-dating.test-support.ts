import { randomUUID } from 'node:crypto';
import { CurrencyId, Gender, IDEMPOTENCY_HEADER, StaffRole } from '@volna/contracts';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { datingProfiles } from '../dating/dating.tables.ts';
import { signUp } from '../users/users.test-support.ts';
import { plainAmount } from '../ledger/amounts.ts';
import { balancesOf, fund } from '../wallet/wallet.test-support.ts';

export type Person = Awaited<ReturnType<typeof signUp>>;
export const RUB = CurrencyId.RUB;

/**
 * A published dating profile, written straight into the dating module's table: these tests are about VIP dating and
 * the blind box, which only read it (the dating module's own tests cover publishing).
 */
export async function publishDatingProfile(
  t: TestApp,
  userId: number,
  profile: { gender?: number; age?: number; location?: string; nickName?: string } = {},
) {
  const location = profile.location ?? 'Moscow';
  await t.db.insert(datingProfiles).values({
    userId,
    nickName: profile.nickName ?? `Person ${userId}`,
    avatar: '/files/demo.png',
    avatarCompress: '/files/demo.png',
    gender: profile.gender ?? Gender.female,
    age: profile.age ?? 25,
    height: 170,
    weight: 60,
    location,
    locationKey: location.trim().toLowerCase(),
    labelIds: [],
    brief: 'Hello',
    currencyId: RUB,
  });
}

/** A signed-up user, with roubles when asked and a dating profile when asked. */
export async function person(
  t: TestApp,
  options: { rubles?: string; dating?: Parameters<typeof publishDatingProfile>[2] | true } = {},
) {
  const user = await signUp(t);
  if (options.rubles) await fund(t, user.id, RUB, options.rubles);
  if (options.dating) await publishDatingProfile(t, user.id, options.dating === true ? {} : options.dating);
  return user;
}

export async function staffMember(t: TestApp) {
  const user = await signUp(t);
  await t.app.services.users.setStaffRole(user.id, StaffRole.customerService);
  return user;
}

/** Available and frozen roubles as strings without trailing zeros. */
export async function rubOf(t: TestApp, userId: number) {
  const rub = (await balancesOf(t, userId)).get(RUB);
  const plain = (v: string | undefined) => plainAmount(v ?? '0');
  return { available: plain(rub?.available), frozen: plain(rub?.frozen) };
}

/** An upload of the user's own: a small picture. */
export async function picture(t: TestApp, token: string) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a36' } })
    .png()
    .toBuffer();
  const res = await t.upload(png, 'me.png', { token, type: 'image/png' });
  expect(res.status).toBe(200);
  return res.body.data.url as string;
}

export const withKey = (key: string = randomUUID()) => ({ [IDEMPOTENCY_HEADER]: key });
