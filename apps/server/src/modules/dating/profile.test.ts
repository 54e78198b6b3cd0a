import { ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { balanceOf, expectLedgerIntact } from '../transfers/transfer.test-support.ts';
import { member, profileBody, publish, uploadPicture } from './dating.test-support.ts';

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

const post = (token: string, body: unknown, lang = 'en') =>
  t.call('POST', '/app/jy/userPersonals', { token, lang, body });
const profileCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from dating_profiles`))[0]!.n;

describe('publishing a dating profile', () => {
  it('holds the deposit with the row, puts the avatar first and refuses a second profile', async () => {
    const anna = await member(t, '1000');
    const profile = await publish(t, anna.token, { paid: true });
    expect(profile.avatar).toBe(profile.userImageList[0].imageUrl);
    expect(profile.userImageList[0]).toMatchObject({ isPaid: false, locked: false });
    // The owner sees her own paid item through the checked route, never a /files address.
    expect(profile.userImageList[1]).toMatchObject({ isPaid: true, locked: false });
    expect(profile.userImageList[1].imageUrl).toMatch(/^\/app\/jy\/media\/\d+$/);
    expect(await balanceOf(t, anna.id)).toEqual({ available: 900, frozen: 100 });

    const bond = await t.call('GET', '/app/jy/userPersonals/bond', { token: anna.token, lang: 'en' });
    expect(bond.body.data).toMatchObject({ amount: '100', currencyCode: 'RUB', held: true, enough: true });

    const again = await post(anna.token, await profileBody(t, anna.token));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ResultCode.datingProfileExists);
    expect(await balanceOf(t, anna.id)).toEqual({ available: 900, frozen: 100 });
  });

  it('5 publishes at once make one profile and hold one deposit', async () => {
    const user = await member(t, '1000');
    const bodies = await Promise.all(Array.from({ length: 5 }, () => profileBody(t, user.token)));
    const answers = await Promise.all(bodies.map((body) => post(user.token, body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.body.code === ResultCode.datingProfileExists),
    ).toBe(true);
    expect(await balanceOf(t, user.id)).toEqual({ available: 900, frozen: 100 });
  });

  it('without the deposit on the balance answers insufficient balance and stores nothing', async () => {
    const poor = await member(t, '50');
    const before = await profileCount();
    const answer = await post(poor.token, await profileBody(t, poor.token));
    expect(answer.body.code).toBe(ResultCode.insufficientBalance);
    expect(await profileCount()).toBe(before);
    expect(await balanceOf(t, poor.id)).toEqual({ available: 50, frozen: 0 });
  });

  it.each([
    ['age 17', { age: 17 }, ResultCode.datingAgeInvalid, 'Must be over 18 years old!'],
    ['age 76', { age: 76 }, ResultCode.datingAgeInvalid, 'Must be over 18 years old!'],
    ['album price 0', { albumPrice: '0' }, ResultCode.datingPriceInvalid, 'greater than 0'],
    ['chat price 1000.01', { chatPrice: '1000.01' }, ResultCode.datingPriceInvalid, 'at most 1000'],
    ['no photo', { userImageList: [] }, ResultCode.datingMediaRequired, 'at least one photo'],
  ])('refuses %s with a clear error and changes nothing', async (_name, patch, code, words) => {
    const user = await member(t);
    const before = await profileCount();
    const answer = await post(user.token, { ...(await profileBody(t, user.token)), ...patch });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
    expect(answer.body.msg).toContain(words);
    expect(await profileCount()).toBe(before);
    expect(await balanceOf(t, user.id)).toEqual({ available: 1000, frozen: 0 });
  });

  it('accepts the limits themselves: age 18 and 75, price 1000', async () => {
    for (const age of [18, 75]) {
      const user = await member(t);
      const answer = await post(user.token, {
        ...(await profileBody(t, user.token)),
        age,
        chatPrice: '1000',
      });
      expect(answer.status).toBe(200);
    }
  });

  it('refuses 10 photos, a paid avatar, a foreign upload and an unknown label', async () => {
    const user = await member(t);
    const other = await member(t);
    const body = await profileBody(t, user.token);
    const photo = body.userImageList[0]!;
    const ten = { ...body, userImageList: Array.from({ length: 10 }, () => photo) };
    expect((await post(user.token, ten)).body.code).toBe(ResultCode.datingTooManyPhotos);
    const paidFirst = { ...body, albumPrice: '5', userImageList: [{ ...photo, isPaid: true }] };
    expect((await post(user.token, paidFirst)).body.code).toBe(ResultCode.datingAvatarMustBeFree);
    const foreign = { ...body, userImageList: [{ ...photo, imageUrl: await uploadPicture(t, other.token) }] };
    expect((await post(user.token, foreign)).body.code).toBe(ResultCode.datingFileNotOwn);
    expect((await post(user.token, { ...body, labelIds: [99_999] })).body.code).toBe(
      ResultCode.datingLabelUnknown,
    );
    const noPrice = { ...body, userImageList: [photo, { ...photo, isPaid: true }] };
    expect((await post(user.token, noPrice)).body.code).toBe(ResultCode.datingAlbumPriceRequired);
  });

  it('answers errors in the caller’s language', async () => {
    const user = await member(t);
    const answer = await post(user.token, { ...(await profileBody(t, user.token)), age: 17 }, 'ru');
    expect(answer.body.msg).toContain('18');
    expect(answer.body.msg).toMatch(/[а-я]/);
  });
});

describe('editing and deleting', () => {
  it('keeps the gender, even after the profile was deleted and published again', async () => {
    const user = await member(t);
    const profile = await publish(t, user.token);
    const body = await profileBody(t, user.token);
    const put = await t.call('PUT', '/app/jy/userPersonals', {
      token: user.token,
      lang: 'en',
      body: { ...body, gender: 1 },
    });
    expect(put.body.code).toBe(ResultCode.datingGenderLocked);

    await t.call('DELETE', '/app/jy/userPersonals/del', { token: user.token, query: { id: profile.id } });
    const again = await post(user.token, { ...(await profileBody(t, user.token)), gender: 1 });
    expect(again.body.code).toBe(ResultCode.datingGenderLocked);
  });

  it('edits fields and the album, keeping items by id', async () => {
    const user = await member(t);
    const profile = await publish(t, user.token, { paid: true });
    const body = await profileBody(t, user.token);
    const kept = profile.userImageList.map((i: any) => ({
      id: i.id,
      mediaType: i.mediaType,
      isPaid: i.isPaid,
    }));
    const put = await t.call('PUT', '/app/jy/userPersonals', {
      token: user.token,
      lang: 'en',
      body: { ...body, nickName: 'Anya', albumPrice: '9', userImageList: [...kept, body.userImageList[0]] },
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ nickName: 'Anya', albumPrice: '9' });
    expect(put.body.data.userImageList.map((i: any) => i.id).slice(0, 2)).toEqual(kept.map((k: any) => k.id));
    expect(put.body.data.userImageList).toHaveLength(3);
  });

  it('refuses an item of someone else’s profile', async () => {
    const owner = await member(t);
    const theirs = await publish(t, owner.token);
    const user = await member(t);
    await publish(t, user.token);
    const body = await profileBody(t, user.token);
    const put = await t.call('PUT', '/app/jy/userPersonals', {
      token: user.token,
      lang: 'en',
      body: { ...body, userImageList: [{ id: theirs.userImageList[0].id, mediaType: 1, isPaid: false }] },
    });
    expect(put.status).toBe(400);
    expect(put.body.code).toBe(ResultCode.badRequest);
  });

  it('deletes only one’s own profile and releases the deposit exactly once', async () => {
    const user = await member(t, '1000');
    const profile = await publish(t, user.token);
    const stranger = await member(t);
    const foreign = await t.call('DELETE', '/app/jy/userPersonals/del', {
      token: stranger.token,
      lang: 'en',
      query: { id: profile.id },
    });
    expect(foreign.status).toBe(403);
    expect(await balanceOf(t, user.id)).toEqual({ available: 900, frozen: 100 });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('DELETE', '/app/jy/userPersonals/del', { token: user.token, query: { id: profile.id } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, user.id)).toEqual({ available: 1000, frozen: 0 });
    const mine = await t.call('GET', '/app/jy/userPersonals/user', { token: user.token });
    expect(mine.body.data).toBeNull();
    const bond = await t.call('GET', '/app/jy/userPersonals/bond', { token: user.token });
    expect(bond.body.data.held).toBe(false);
    const flows = await t.call('GET', '/app/flow/list', { token: user.token, query: { type: 13 } });
    expect(flows.body.rows?.[0] ?? flows.body.data?.rows?.[0]).toMatchObject({ status: 4 });
  });
});
