import { ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { balanceOf, expectLedgerIntact, feesOf } from '../transfers/transfer.test-support.ts';
import { member, pay, picture, profileBody, publish } from './dating.test-support.ts';

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

const purchases = async (buyerId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from dating_purchases where buyer_id = ${buyerId}`,
    )
  )[0]!.n;

describe('the paid album', () => {
  it('charges the price once, the fee to the platform and the rest to the owner, and unlocks the media', async () => {
    const owner = await member(t, '1000');
    const profile = await publish(t, owner.token, { paid: true });
    const buyer = await member(t, '100');
    const paid = profile.userImageList.find((i: any) => i.isPaid);

    const locked = await t.call('GET', `/app/jy/media/${paid.id}`, { token: buyer.token, lang: 'en' });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe(ResultCode.datingMediaLocked);
    expect(locked.body.msg).toContain('unlock the album');
    const guest = await t.call('GET', `/app/jy/media/${paid.id}`);
    expect(guest.status).toBe(401);

    const check = await t.call('GET', '/app/jy/userAlbum/checkMoney', {
      token: buyer.token,
      query: { personalId: profile.id },
    });
    expect(check.body.data).toMatchObject({
      price: '7',
      fee: '0.7',
      ownerAmount: '6.3',
      total: '7',
      enough: true,
      unlocked: false,
    });

    const fees = await feesOf(t);
    const answer = await pay(t, buyer.token, 'album', profile.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ kind: 1, price: '7', fee: '0.7' });
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 93, frozen: 0 });
    expect(await balanceOf(t, owner.id)).toEqual({ available: 906.3, frozen: 100 });
    expect(await feesOf(t)).toBeCloseTo(fees + 0.7, 4);

    const open = await t.call('GET', `/app/jy/media/${paid.id}`, { token: buyer.token });
    expect(open.status).toBe(200);
    expect(open.raw.headers['content-type']).toBe('image/png');
    expect(open.raw.headers['cache-control']).toBe('private, no-store');
    expect(open.raw.rawPayload.length).toBeGreaterThan(0);
    const seen = await t.call('GET', `/app/jy/userPersonals/${profile.id}`, { token: buyer.token });
    expect(seen.body.data.albumUnlocked).toBe(true);
    expect(seen.body.data.userImageList.find((i: any) => i.isPaid)).toMatchObject({ locked: false });

    // Both users' histories show it.
    const buyerFlows = await t.call('GET', '/app/flow/list', { token: buyer.token, query: { type: 14 } });
    const ownerFlows = await t.call('GET', '/app/flow/list', { token: owner.token, query: { type: 14 } });
    expect(buyerFlows.body.rows[0]).toMatchObject({ direction: 2, amount: '7.0000' });
    expect(ownerFlows.body.rows[0]).toMatchObject({ direction: 1, amount: '6.3000', fee: '0.7000' });
  });

  it('the paid file has no public address: /files/ refuses the private key', async () => {
    const owner = await member(t);
    await publish(t, owner.token, { paid: true });
    const [row] = await queryRows<{ store_key: string }>(
      t.db,
      sql`select store_key from dating_media where owner_id = ${owner.id} and is_paid`,
    );
    expect(row!.store_key.startsWith('private/')).toBe(true);
    expect((await t.call('GET', `/files/${row!.store_key}`)).status).toBe(404);
  });

  it('20 parallel purchases by one buyer, with different keys, are one charge', async () => {
    const owner = await member(t);
    const profile = await publish(t, owner.token, { paid: true });
    const buyer = await member(t, '100');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(t, buyer.token, 'album', profile.id)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await purchases(buyer.id)).toBe(1);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 93, frozen: 0 });
  });

  it('a retry with the same key answers the first purchase; the key on another profile is refused', async () => {
    const owner = await member(t);
    const first = await publish(t, owner.token, { paid: true });
    const other = await member(t);
    const second = await publish(t, other.token, { paid: true });
    const buyer = await member(t, '100');
    const a = await pay(t, buyer.token, 'album', first.id, 'same-key');
    const b = await pay(t, buyer.token, 'album', first.id, 'same-key');
    expect(b.body.data.id).toBe(a.body.data.id);
    const reused = await pay(t, buyer.token, 'album', second.id, 'same-key');
    expect(reused.body.code).toBe(ResultCode.idempotencyKeyReused);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 93, frozen: 0 });
  });

  it('refuses myself, an album without paid items, a short balance and a bad pay password', async () => {
    const owner = await member(t);
    const profile = await publish(t, owner.token, { paid: true });
    const self = await pay(t, owner.token, 'album', profile.id);
    expect(self.body.code).toBe(ResultCode.cannotTargetSelf);
    const freeOwner = await member(t);
    const free = await publish(t, freeOwner.token);
    const buyer = await member(t, '5');
    expect((await pay(t, buyer.token, 'album', free.id)).body.code).toBe(ResultCode.datingNothingToBuy);
    const poor = await pay(t, buyer.token, 'album', profile.id);
    expect(poor.body.code).toBe(ResultCode.insufficientBalance);
    expect(await purchases(buyer.id)).toBe(0);
    const wrong = await t.call('POST', '/app/jy/userAlbum/payment', {
      token: buyer.token,
      headers: { 'idempotency-key': 'k1' },
      body: { personalId: profile.id, payPassword: '12345' },
    });
    expect(wrong.status).toBe(400);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 5, frozen: 0 });
  });

  it('once sold, the album keeps at least one paid photo', async () => {
    const owner = await member(t);
    const profile = await publish(t, owner.token, { paid: true });
    const buyer = await member(t, '100');
    await pay(t, buyer.token, 'album', profile.id);
    const free = profile.userImageList.filter((i: any) => !i.isPaid);
    const put = await t.call('PUT', '/app/jy/userPersonals', {
      token: owner.token,
      lang: 'en',
      body: {
        nickName: 'Anna',
        gender: 2,
        age: 28,
        height: 168,
        weight: 55,
        location: 'Moscow',
        labelIds: profile.labelIds,
        brief: 'x',
        currencyId: 1,
        albumPrice: '7',
        userImageList: free.map((i: any) => ({ id: i.id, mediaType: 1, isPaid: false })),
      },
    });
    expect(put.body.code).toBe(ResultCode.datingPaidPhotoRequired);
  });
});

describe('the paid chat', () => {
  it('needs my profile, charges once and opens a dating chat', async () => {
    const owner = await member(t);
    const profile = await publish(t, owner.token);
    const buyer = await member(t, '1000');
    // Said at the quote, before any price sheet or pay password (issue 30), and again at paying.
    const quote = await t.call('GET', '/app/jy/userAlbum/checkMoneyForChat', {
      token: buyer.token,
      query: { personalId: profile.id },
    });
    expect(quote.status).toBe(409);
    expect(quote.body.code).toBe(ResultCode.datingProfileRequired);
    const noProfile = await pay(t, buyer.token, 'chat', profile.id);
    expect(noProfile.body.code).toBe(ResultCode.datingProfileRequired);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 1000, frozen: 0 });
    await publish(t, buyer.token);
    const answer = await pay(t, buyer.token, 'chat', profile.id);
    expect(answer.body.data).toMatchObject({ kind: 2, price: '5', targetId: String(owner.id) });
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 895, frozen: 100 });
    const seen = await t.call('GET', `/app/jy/userPersonals/${profile.id}`, { token: buyer.token });
    expect(seen.body.data.chatUnlocked).toBe(true);
    const again = await pay(t, buyer.token, 'chat', profile.id);
    expect(again.body.data.id).toBe(answer.body.data.id);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 895, frozen: 100 });
    const [chat] = await queryRows<{ module_type: number }>(
      t.db,
      sql`select module_type from conversation_members where user_id = ${buyer.id} and target_id = ${String(owner.id)}`,
    );
    expect(chat!.module_type).toBe(1);
  });
});

describe('voice intro', () => {
  it('must be the caller’s own upload', async () => {
    const user = await member(t);
    const other = await member(t);
    const voice = await t.upload(await picture(), 'voice.m4a', { token: other.token });
    const body = { ...(await profileBody(t, user.token)), voiceUrl: voice.body.data.url, voiceSeconds: 12 };
    const answer = await t.call('POST', '/app/jy/userPersonals', { token: user.token, lang: 'en', body });
    expect(answer.body.code).toBe(ResultCode.datingFileNotOwn);
  });
});
