import { DISCOVER_OBJECT_NAME, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { eventsOf, historyOf, send, sendText } from '../chat/chat.test-support.ts';
import { makeGroup } from '../groups/groups.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import { bodies, photo, publish } from './listings.test-support.ts';

// Issue 32: "Share to chat" on a listing posts its card (OL:Discover) from the sharer into the chat he picked.

const t = useTestApp();

const share = (token: string, id: number | string, body: Record<string, unknown>, lang = 'en') =>
  t.call('POST', `/app/listings/${id}/share`, { token, lang, body });

async function listingOf(owner: Awaited<ReturnType<typeof signUp>>) {
  const photos = [await photo(t, owner.token)];
  const res = await publish(t, owner, { ...bodies.goods, photos });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; photos: { url: string; urlCompress: string }[] };
}

describe('sharing a listing into a chat', () => {
  it('posts the listing card (title, price, first photo) into a private chat, seen by both sides', async () => {
    const [owner, sharer, friend] = [await signUp(t), await signUp(t), await signUp(t)];
    const listing = await listingOf(owner);
    const res = await share(sharer.token, listing.id, { conversationType: 1, targetId: String(friend.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const card = {
      kind: 'listing',
      listingId: listing.id,
      title: bodies.goods.title,
      price: '12000',
      currencyCode: 'RUB',
      photo: listing.photos[0]!.urlCompress || listing.photos[0]!.url,
      city: bodies.goods.city,
    };
    expect(res.body.data).toMatchObject({
      objectName: DISCOVER_OBJECT_NAME,
      senderUserId: sharer.id,
      targetId: String(friend.id),
      content: card,
    });
    const [seen] = await historyOf(t, friend.token, { targetId: sharer.id });
    expect(seen).toMatchObject({ objectName: DISCOVER_OBJECT_NAME, content: card });
    expect((await eventsOf(t, friend.id)).some((e) => e.message?.objectName === DISCOVER_OBJECT_NAME)).toBe(
      true,
    );
  });

  it('a retried share (same clientMsgId, several at once) posts one card and answers it to every try', async () => {
    const [owner, sharer, friend] = [await signUp(t), await signUp(t), await signUp(t)];
    const listing = await listingOf(owner);
    const body = { conversationType: 1, targetId: String(friend.id), clientMsgId: 'share-retry-0001' };
    const tries = await Promise.all([1, 2, 3].map(() => share(sharer.token, listing.id, body)));
    expect(tries.map((res) => res.status)).toEqual([200, 200, 200]);
    const ok = tries;
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((res) => res.body.data.msgUid)).size).toBe(1);
    const again = await share(sharer.token, listing.id, body);
    expect(again.body.data.msgUid).toBe(ok[0]!.body.data.msgUid);
    const cards = (await historyOf(t, friend.token, { targetId: sharer.id })).filter(
      (m: { objectName: string }) => m.objectName === DISCOVER_OBJECT_NAME,
    );
    expect(cards).toHaveLength(1);
  });

  it('posts into a group the sharer is in, and refuses a group he is not in', async () => {
    const [owner, member, outsider] = [await signUp(t), await signUp(t), await signUp(t)];
    const listing = await listingOf(owner);
    const groupId = await makeGroup(t, member, { members: [owner, await signUp(t)] });
    const ok = await share(member.token, listing.id, { conversationType: 3, targetId: String(groupId) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ conversationType: 3, objectName: DISCOVER_OBJECT_NAME });
    const refused = await share(outsider.token, listing.id, {
      conversationType: 3,
      targetId: String(groupId),
    });
    expect(refused.body.code).toBe(ResultCode.notInGroup);
  });

  it('refuses a listing that does not exist or is off the shelf with a translated error and posts nothing', async () => {
    const [owner, friend] = [await signUp(t), await signUp(t)];
    const listing = await listingOf(owner);
    const removed = await t.call('POST', '/app/listings/remove', {
      token: owner.token,
      body: { id: listing.id },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    for (const id of [listing.id, 99_999_999]) {
      const res = await share(owner.token, id, { conversationType: 1, targetId: String(friend.id) });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: ResultCode.listingNotShareable,
        msg: 'This listing cannot be shared: it does not exist or is not published',
      });
    }
    const ru = await share(
      owner.token,
      99_999_999,
      { conversationType: 1, targetId: String(friend.id) },
      'ru',
    );
    expect(ru.body.msg).toContain('Это объявление нельзя отправить в чат');
    expect(await historyOf(t, friend.token, { targetId: owner.id })).toEqual([]);
  });

  it('refuses bad input and the rules of a send: system chat, bad ids, oneself, a user who blocked me', async () => {
    const [owner, me, blocker] = [await signUp(t), await signUp(t), await signUp(t)];
    const listing = await listingOf(owner);
    await t.app.services.users.block(blocker.id, me.id);
    for (const body of [
      {},
      { conversationType: 6, targetId: 'SYSTEM-MESSAGE' },
      { conversationType: 1, targetId: 'no spaces' },
      { conversationType: 'x', targetId: String(owner.id) },
    ]) {
      const res = await share(me.token, listing.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await share(me.token, 'abc', { conversationType: 1, targetId: String(owner.id) })).status).toBe(
      400,
    );
    const self = await share(me.token, listing.id, { conversationType: 1, targetId: String(me.id) });
    expect(self.body.code).toBe(ResultCode.cannotTargetSelf);
    const blocked = await share(me.token, listing.id, { conversationType: 1, targetId: String(blocker.id) });
    expect(blocked.body).toMatchObject({ code: ResultCode.blockedByUser, msg: 'This user has blocked you' });
    expect(await eventsOf(t, blocker.id)).toEqual([]);
  });

  it('previews a link to the app’s own listing page from the database; other links and gone listings get none', async () => {
    const [owner, me, peer] = [await signUp(t), await signUp(t), await signUp(t)];
    const listing = await listingOf(owner);
    const gone = await listingOf(owner);
    await t.call('POST', '/app/listings/remove', { token: owner.token, body: { id: gone.id } });
    const page = (id: number) => `https://volna.example/h5/pagesCategory/pages/categoryDetails?id=${id}`;
    await sendText(t, me.token, peer.id, 'see https://example.com/whatever and ok');
    await sendText(t, me.token, peer.id, `gone: ${page(gone.id)}`);
    await sendText(t, me.token, peer.id, 'no link at all');
    const text = await sendText(t, me.token, peer.id, `look ${page(listing.id)} nice`);
    // Posted after the text's commit, not in its answer: it arrives a moment later.
    const previews = async () =>
      (await historyOf(t, peer.token, { targetId: me.id })).filter((m) => m.objectName === 'OL:Prerender');
    await expect.poll(async () => (await previews()).length, { timeout: 5000 }).toBe(1);
    const [preview] = await previews();
    expect(preview).toMatchObject({
      senderUserId: me.id,
      content: {
        url: page(listing.id),
        title: bodies.goods.title,
        description: bodies.goods.description,
        image: listing.photos[0]!.urlCompress || listing.photos[0]!.url,
        siteName: 'Volna',
        msgUid: text.msgUid,
        listingId: listing.id,
      },
    });
  });

  it('never lets a client send or forward a product card itself', async () => {
    const [me, peer] = [await signUp(t), await signUp(t)];
    const forged = {
      'OL:Discover': {
        kind: 'listing',
        listingId: 1,
        title: 'Fake',
        price: '1',
        currencyCode: 'RUB',
        photo: '',
        city: '',
      },
      'OL:WorkTickets': { ticketId: 1, subject: 'Fake', status: 1, event: 'answered' },
      'OL:ToPrivateChat': { anonChatId: 1, nickNames: {} },
      'OL:stranger': { text: 'hi' },
      'OL:Prerender': {
        url: 'https://example.com',
        title: 'x',
        description: '',
        image: '',
        siteName: '',
        msgUid: '',
      },
    };
    for (const [objectName, content] of Object.entries(forged)) {
      const res = await send(t, { token: me.token }, { targetId: peer.id, objectName, content });
      expect(res.status, objectName).toBe(400);
    }
    expect(await historyOf(t, peer.token, { targetId: me.id })).toEqual([]);
  });
});
