import { FlowStatus, FlowType, ListingState, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { useWalletTestApp } from '../wallet/wallet.test-support.ts';
import { bodies, type Person, person, photo, publish, rubOf, staffMember } from './listings.test-support.ts';

const t = useWalletTestApp();

const countOf = async (ownerId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from listings where owner_id = ${ownerId}`,
    )
  )[0]!.n;

const detail = (who: Person, id: number) =>
  t.call('GET', `/app/listings/${id}`, { token: who.token, lang: 'en' });
const act = (who: Person, action: 'remove' | 'relist', id: number) =>
  t.call('POST', `/app/listings/${action}`, { token: who.token, lang: 'en', body: { id } });

describe('listings: publish, edit, remove, re-list', () => {
  it('publishes an ad with photos and their compressed copies, edits it, takes it off and puts it back', async () => {
    const anna = await person(t);
    const photos = [await photo(t, anna.token), await photo(t, anna.token, 'png')];
    const res = await publish(t, anna, { ...bodies.goods, photos });
    expect(res.status).toBe(200);
    const listing = res.body.data;
    expect(listing).toMatchObject({
      kind: 'goods',
      categoryPath: ['goods', 'vehicles', 'bicycles'],
      price: '12000',
      state: ListingState.onShelf,
      deposit: null,
      body: { condition: 'used' },
    });
    expect(listing.photos).toHaveLength(2);
    expect(listing.photos[0].url).toBe(photos[0]);
    expect(listing.photos[0].urlCompress).not.toBe(photos[0]);

    const edited = await t.call('PUT', '/app/listings', {
      token: anna.token,
      body: { ...bodies.goods, id: listing.id, price: '11000', photos: [photos[1]] },
    });
    expect(edited.body.data).toMatchObject({ price: '11000', photos: [{ url: photos[1] }] });

    expect((await act(anna, 'remove', listing.id)).body.data.state).toBe(ListingState.removed);
    expect((await act(anna, 'relist', listing.id)).body.data.state).toBe(ListingState.onShelf);
    const history = await queryRows<{ action: string }>(
      t.db,
      sql`select action from listing_events where listing_id = ${listing.id} order by id`,
    );
    expect(history.map((h) => h.action)).toEqual(['publish', 'edit', 'remove', 'relist']);
  });

  it('takes price 0 as a free event and a retried publish as the same listing', async () => {
    const ben = await person(t);
    const first = await publish(t, ben, bodies.event, 'same-key');
    const again = await publish(t, ben, bodies.event, 'same-key');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(first.body.data.price).toBe('0');
    expect((await publish(t, ben, { ...bodies.event, title: 'Other' }, 'same-key')).body.code).toBe(
      ResultCode.idempotencyKeyReused,
    );
    expect(await countOf(ben.id)).toBe(1);
  });
});

describe('listings: bad input changes nothing', () => {
  it('refuses 11 photos, a renamed .exe, price −1, a bad phone and a wrong category, in the user’s language', async () => {
    const carl = await person(t);
    const url = await photo(t, carl.token);
    const many = Array.from({ length: 11 }, (_, i) => `${url}?${i}`);
    const tooMany = await publish(t, carl, { ...bodies.goods, photos: many }, undefined, 'ru');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      code: ResultCode.listingTooManyPhotos,
      msg: 'Не более 10 фотографий',
    });

    const exe = await t.upload(Buffer.from('MZ\x90\x00 this is a program'), 'virus.jpg', {
      token: carl.token,
    });
    const renamed = await publish(t, carl, { ...bodies.goods, photos: [exe.body.data.url] });
    expect(renamed.body.code).toBe(ResultCode.listingPhotoInvalid);

    const dave = await person(t);
    const notMine = await publish(t, dave, { ...bodies.goods, photos: [url] });
    expect(notMine.body.code).toBe(ResultCode.listingPhotoInvalid);

    const negative = await publish(t, carl, { ...bodies.goods, price: '-1' }, undefined, 'zh');
    expect(negative.body).toMatchObject({ code: ResultCode.listingPriceInvalid });
    expect(negative.body.msg).toContain('价格');
    const phone = await publish(t, carl, {
      ...bodies.goods,
      body: { ...bodies.goods.body, contactPhone: '12' },
    });
    expect(phone.body.msg).toBe('The phone number format of the contact person is incorrect');
    const category = await publish(t, carl, { ...bodies.goods, categoryPath: ['rentals', 'flats'] });
    expect(category.body.code).toBe(ResultCode.listingCategoryInvalid);
    expect(await countOf(carl.id)).toBe(0);
    expect(await countOf(dave.id)).toBe(0);
  });

  it('answers someone else’s listing id as not found and a state jump as refused, leaving the row as it was', async () => {
    const owner = await person(t);
    const other = await person(t);
    const { id } = (await publish(t, owner, bodies.goods)).body.data;
    const before = await detail(owner, id);

    expect((await act(other, 'remove', id)).body.code).toBe(ResultCode.notFound);
    const edit = await t.call('PUT', '/app/listings', {
      token: other.token,
      body: { ...bodies.goods, id, price: '1' },
    });
    expect(edit.status).toBe(404);
    expect((await act(owner, 'relist', id)).body.code).toBe(ResultCode.listingWrongState);
    const kind = await t.call('PUT', '/app/listings', { token: owner.token, body: { ...bodies.event, id } });
    expect(kind.body.code).toBe(ResultCode.listingKindLocked);
    expect((await detail(owner, id)).body.data).toEqual(before.body.data);

    await act(owner, 'remove', id);
    expect((await detail(other, id)).status).toBe(404);
    expect((await act(owner, 'remove', id)).body.code).toBe(ResultCode.listingWrongState);
    expect((await detail(owner, id)).body.data.state).toBe(ListingState.removed);
  });
});

describe('listings: deposits of the boards', () => {
  const depositFlows = async (who: Person) =>
    (
      (await t.call('GET', '/app/flow/list', { token: who.token, query: { pageSize: 50 } })).body.rows as {
        type: number;
        status: number;
        amount: string;
      }[]
    ).filter((f) => f.type === FlowType.listingDeposit);

  it('holds the deposit with the row, releases it on removal, holds it again on re-list', async () => {
    const poster = await person(t, '250');
    const res = await publish(t, poster, bodies.task);
    expect(res.body.data.deposit).toBe('100');
    expect(await rubOf(t, poster.id)).toEqual({ available: '150', frozen: '100' });
    expect(await depositFlows(poster)).toMatchObject([{ status: FlowStatus.inProgress }]);

    await act(poster, 'remove', res.body.data.id);
    expect(await rubOf(t, poster.id)).toEqual({ available: '250', frozen: '0' });
    expect(await depositFlows(poster)).toMatchObject([{ status: FlowStatus.refund }]);

    expect((await act(poster, 'relist', res.body.data.id)).body.data.deposit).toBe('100');
    expect(await rubOf(t, poster.id)).toEqual({ available: '150', frozen: '100' });
  });

  it('refuses a board post the balance cannot cover, with no row; goods need no deposit', async () => {
    const poor = await person(t, '99');
    expect((await publish(t, poor, bodies.task)).body.code).toBe(ResultCode.insufficientBalance);
    expect(await countOf(poor.id)).toBe(0);
    expect((await publish(t, poor, bodies.goods)).body.data.deposit).toBeNull();
    expect(await rubOf(t, poor.id)).toEqual({ available: '99', frozen: '0' });
  });

  it('moves the money once when the same remove, publish or re-list is sent many times at once', async () => {
    const racer = await person(t, '150');
    const sameKey = await Promise.all(
      Array.from({ length: 5 }, () => publish(t, racer, bodies.task, 'race-key')),
    );
    expect(new Set(sameKey.map((r) => r.body.data.id)).size).toBe(1);
    expect(await rubOf(t, racer.id)).toEqual({ available: '50', frozen: '100' });
    const otherKeys = await Promise.all(Array.from({ length: 4 }, () => publish(t, racer, bodies.task)));
    expect(otherKeys.every((r) => r.body.code === ResultCode.insufficientBalance)).toBe(true);

    const id = sameKey[0]!.body.data.id;
    const removes = await Promise.all(Array.from({ length: 5 }, () => act(racer, 'remove', id)));
    expect(removes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(removes.filter((r) => r.body.code === ResultCode.listingWrongState)).toHaveLength(4);
    expect(await rubOf(t, racer.id)).toEqual({ available: '150', frozen: '0' });

    const relists = await Promise.all(Array.from({ length: 5 }, () => act(racer, 'relist', id)));
    expect(relists.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await rubOf(t, racer.id)).toEqual({ available: '50', frozen: '100' });
    expect(await countOf(racer.id)).toBe(1);
  });
});

describe('listings: staff revoke', () => {
  it('lets only staff revoke, with a reason: the deposit is forfeited, audited, and the owner cannot bring it back', async () => {
    const poster = await person(t, '500');
    const moderator = await staffMember(t);
    const photoUrl = await photo(t, poster.token);
    const { id } = (await publish(t, poster, { ...bodies.information, photos: [photoUrl] })).body.data;
    const revoke = (who: Person, body: unknown) =>
      t.call('POST', '/admin/api/listings/revoke', { token: who.token, lang: 'en', body });

    expect((await revoke(poster, { id, reason: 'spam' })).status).toBe(403);
    expect((await revoke(moderator, { id, reason: '' })).status).toBe(400);
    const done = await revoke(moderator, { id, reason: 'Advertises a banned service' });
    expect(done.body.data).toMatchObject({
      state: ListingState.revoked,
      revokeReason: 'Advertises a banned service',
    });
    expect(await rubOf(t, poster.id)).toEqual({ available: '400', frozen: '0' });
    const [audit] = await queryRows<{ action: string; staff_id: number }>(
      t.db,
      sql`select action, staff_id from staff_audit where object_type = 'listing' and object_id = ${String(id)}`,
    );
    expect(audit).toMatchObject({ action: 'listing.revoke', staff_id: moderator.id });
    // The owner is told in his system chat, in every language, with the reason and the forfeited deposit.
    const notices = (await t.app.services.delivery.since(poster.id, 0, 10_000))
      .map(
        (d) =>
          d.event as {
            type: string;
            message?: { objectName: string; content: { content: Record<string, string> } };
          },
      )
      .filter((e) => e.type === 'message' && e.message?.objectName === 'RC-SYSTEM')
      .map((e) => e.message!.content.content);
    expect(notices).toEqual([
      expect.objectContaining({
        en: 'Your listing "Новый рейс Владивосток — Харбин" was revoked by a moderator. Reason: Advertises a banned service. The deposit of 100 RUB is not returned.',
        ru: expect.stringContaining('Причина: Advertises a banned service'),
      }),
    ]);
    expect((await act(poster, 'relist', id)).body.code).toBe(ResultCode.listingWrongState);
    expect((await revoke(moderator, { id, reason: 'again' })).body.code).toBe(ResultCode.listingWrongState);
    expect((await detail(poster, id)).body.data.state).toBe(ListingState.revoked);
  });
});

describe('listings: collections and my releases', () => {
  it('keeps favourites once, lists them and my releases, and refuses a listing off the shelf', async () => {
    const seller = await person(t);
    const buyer = await person(t);
    const { id } = (await publish(t, seller, bodies.goods)).body.data;
    for (let i = 0; i < 3; i++)
      expect(
        (await t.call('POST', '/app/listings/favourite', { token: buyer.token, body: { id } })).status,
      ).toBe(200);
    const kept = await t.call('GET', '/app/listings/favourites', { token: buyer.token });
    expect(kept.body).toMatchObject({ total: 1, rows: [{ id, favourite: true, favouriteCount: 1 }] });
    const mine = await t.call('GET', '/app/listings/mine', { token: seller.token });
    expect(mine.body).toMatchObject({ total: 1, rows: [{ id, ownerId: seller.id }] });
    expect((await t.call('GET', '/app/listings/mine', { token: buyer.token })).body.total).toBe(0);

    await t.call('DELETE', '/app/listings/favourite', { token: buyer.token, query: { id } });
    expect((await t.call('GET', '/app/listings/favourites', { token: buyer.token })).body.total).toBe(0);
    await act(seller, 'remove', id);
    const off = await t.call('POST', '/app/listings/favourite', { token: buyer.token, body: { id } });
    expect(off.body.code).toBe(ResultCode.notFound);
  });
});
