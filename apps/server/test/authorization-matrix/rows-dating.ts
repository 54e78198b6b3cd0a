import { CurrencyId, IDEMPOTENCY_HEADER, ResultCode as C } from '@volna/contracts';
import { expect } from 'vitest';
import { type Fixtures, newKey, PAY_PASSWORD, type Person } from './fixtures.ts';
import { type Cell, denied, business, ok, open, own, type Row, unauth, ownRow } from './matrix.ts';
import { datingTerms } from './shown-terms.ts';

// Dating (issue 12). A and M publish profiles; M bought A's album; P is a third publisher whose paid album and chat
// every signed-in role may buy. Deleting uses a fresh publisher's profile and token for the owner cell.

type DatingFixtures = { ownerP: number; profileA: number; profileP: number; paidItemA: number };
const cache = new WeakMap<Fixtures, Promise<DatingFixtures>>();

async function publish(c: Cell, p: Person, paid: boolean) {
  const { dating } = c.t.app.services;
  const [avatar, extra] = [await c.f.upload(p), await c.f.upload(p)];
  const labels = await dating.profiles.labels('en');
  const profile = await dating.profiles.create(
    p.id,
    {
      nickName: 'Matrix',
      gender: 2,
      age: 30,
      height: 170,
      weight: 60,
      location: 'Moscow',
      labelIds: [labels[0]!.id],
      brief: 'matrix profile',
      voiceUrl: '',
      voiceSeconds: 0,
      chatPrice: paid ? '5' : null,
      albumPrice: paid ? '7' : null,
      currencyId: CurrencyId.RUB,
      userImageList: [
        { imageUrl: avatar, mediaType: 1, isPaid: false },
        { imageUrl: extra, mediaType: 1, isPaid: paid },
      ],
    },
    'en',
  );
  return profile;
}

function datingOf(c: Cell) {
  let found = cache.get(c.f);
  if (!found) {
    found = (async () => {
      const a = await publish(c, c.f.A, true);
      await publish(c, c.f.M, false);
      const p = await c.f.person({ payPassword: true, rub: '1000' });
      const profileP = await publish(c, p, true);
      await c.t.app.services.dating.purchases.pay(
        c.f.M.id,
        { personalId: a.id, ...(await datingTerms(c, c.f.A.id, a.id, 1)), payPassword: PAY_PASSWORD },
        1,
        newKey(),
      );
      return {
        ownerP: p.id,
        profileA: a.id,
        profileP: profileP.id,
        paidItemA: a.userImageList.find((i) => i.isPaid)!.id,
      };
    })();
    cache.set(c.f, found);
  }
  return found;
}

const idempotent = () => ({ [IDEMPOTENCY_HEADER]: newKey() });

/** A payment for P's album (1) or chat (2) at the price its checkMoney shows. */
async function paymentBody(c: Cell, kind: 1 | 2) {
  const { ownerP, profileP } = await datingOf(c);
  return {
    personalId: profileP,
    ...(await datingTerms(c, ownerP, profileP, kind)),
    payPassword: PAY_PASSWORD,
  };
}

async function profileBody(c: Cell) {
  const labels = await c.t.app.services.dating.profiles.labels('en');
  const mine = await c.t.app.services.dating.profiles.mine(c.me.id, 'en');
  return {
    nickName: 'Matrix edit',
    gender: 2,
    age: 31,
    height: 171,
    weight: 61,
    location: 'Moscow',
    labelIds: [labels[1]!.id],
    brief: 'matrix edit',
    chatPrice: '5',
    albumPrice: '7',
    currencyId: CurrencyId.RUB,
    // A published profile keeps its album by id (A's album is sold: a paid item must remain).
    userImageList: mine
      ? mine.userImageList.map((i) => ({ id: i.id, mediaType: i.mediaType, isPaid: i.isPaid }))
      : [{ imageUrl: await c.f.upload(c.me), mediaType: 1, isPaid: false }],
  };
}

/** A's profile as seen by someone who did not buy the album: the paid item is locked and has no address. */
const lockedForOthers = (body: any) => {
  const paid = body.data.userImageList.filter((i: any) => i.isPaid);
  expect(paid.length).toBeGreaterThan(0);
  for (const item of paid)
    expect(item).toMatchObject({ locked: true, imageUrl: null, imageUrlCompress: null });
};

const noProfile = 'S and staff have no dating profile: set dating info first';

export const datingRows: Row[] = [
  {
    method: 'GET',
    path: '/app/jy/label/list',
    request: () => ({ url: '/app/jy/label/list' }),
    expect: open(),
  },
  {
    method: 'GET',
    path: '/app/jy/userPersonals/list',
    request: async (c) => {
      await datingOf(c);
      return { url: '/app/jy/userPersonals/list', query: { pageSize: 5 } };
    },
    expect: open(),
  },
  {
    method: 'POST',
    path: '/app/jy/userPersonals',
    scenario: 'publish with an own upload; those who already published hear datingProfileExists',
    request: async (c) => {
      await datingOf(c);
      return { url: '/app/jy/userPersonals', body: await profileBody(c) };
    },
    expect: own({
      stranger: business('S publishes once, later cells meet his profile', C.datingProfileExists),
      owner: business('A already published', C.datingProfileExists),
      staff: business('staff publishes once', C.datingProfileExists),
    }),
  },
  {
    method: 'PUT',
    path: '/app/jy/userPersonals',
    scenario: 'edit one’s own profile with an own upload',
    request: async (c) => {
      await datingOf(c);
      return { url: '/app/jy/userPersonals', body: await profileBody(c) };
    },
    expect: own({
      stranger: business(noProfile, C.datingProfileRequired),
      member: ok,
      staff: business(noProfile, C.datingProfileRequired),
    }),
  },
  ownRow('GET', '/app/jy/userPersonals/user'),
  {
    method: 'GET',
    path: '/app/jy/userPersonals/user/:id',
    request: async (c) => {
      await datingOf(c);
      return { url: `/app/jy/userPersonals/user/${c.f.A.id}` };
    },
    expect: open({ member: ok }),
    verify: { guest: lockedForOthers, stranger: lockedForOthers, staff: lockedForOthers },
  },
  {
    method: 'GET',
    path: '/app/jy/userPersonals/:id',
    request: async (c) => ({ url: `/app/jy/userPersonals/${(await datingOf(c)).profileA}` }),
    expect: open({ member: ok }),
    verify: { guest: lockedForOthers, stranger: lockedForOthers, staff: lockedForOthers },
  },
  {
    method: 'POST',
    path: '/app/jy/userPersonals/:id/share',
    scenario: 'A’s live profile, into the caller’s private chat with someone new',
    request: async (c) => ({
      url: `/app/jy/userPersonals/${(await datingOf(c)).profileA}/share`,
      body: { conversationType: 1, targetId: String((await c.f.person()).id) },
    }),
    expect: own({ member: ok }),
  },
  ownRow('GET', '/app/jy/userPersonals/bond'),
  {
    method: 'DELETE',
    path: '/app/jy/userPersonals/del',
    scenario:
      'A’s profile for the others; the owner cell deletes a fresh publisher’s own profile with his token',
    request: async (c) => {
      const { profileA } = await datingOf(c);
      if (c.role !== 'owner') return { url: '/app/jy/userPersonals/del', query: { id: profileA } };
      const fresh = await c.f.person({ rub: '1000' });
      const profile = await publish(c, fresh, false);
      return { url: '/app/jy/userPersonals/del', query: { id: profile.id }, token: fresh.token };
    },
    expect: {
      guest: unauth,
      stranger: denied(C.forbidden),
      member: denied(C.forbidden),
      owner: ok,
      staff: denied(C.forbidden),
    },
  },
  {
    method: 'POST',
    path: '/app/jy/userPersonals/blocking',
    scenario: 'show A’s profile again (blocked: false) so the feed of later cells is unchanged',
    request: async (c) => ({
      url: '/app/jy/userPersonals/blocking',
      body: { personalId: (await datingOf(c)).profileA, blocked: false },
    }),
    expect: own({ member: ok, owner: denied(C.cannotTargetSelf) }),
  },
  {
    method: 'POST',
    path: '/app/jy/userAlbum/payment',
    scenario: 'P’s paid album: every signed-in role is a buyer; a repeat answers the first purchase',
    request: async (c) => ({
      url: '/app/jy/userAlbum/payment',
      headers: idempotent(),
      body: await paymentBody(c, 1),
    }),
    expect: own({ member: ok }),
  },
  {
    method: 'POST',
    path: '/app/jy/userPersonals/chat/payment',
    scenario: 'P’s paid chat: a buyer needs his own dating profile',
    request: async (c) => ({
      url: '/app/jy/userPersonals/chat/payment',
      headers: idempotent(),
      body: await paymentBody(c, 2),
    }),
    expect: own({
      stranger: business(noProfile, C.datingProfileRequired),
      member: ok,
      staff: business(noProfile, C.datingProfileRequired),
    }),
  },
  {
    method: 'GET',
    path: '/app/jy/userAlbum/checkMoney',
    request: async (c) => ({
      url: '/app/jy/userAlbum/checkMoney',
      query: { personalId: (await datingOf(c)).profileP },
    }),
    expect: own({ member: ok }),
  },
  {
    method: 'GET',
    path: '/app/jy/userAlbum/checkMoneyForChat',
    request: async (c) => ({
      url: '/app/jy/userAlbum/checkMoneyForChat',
      query: { personalId: (await datingOf(c)).profileP },
    }),
    expect: own({ member: ok }),
  },
  {
    method: 'POST',
    path: '/app/jy/like',
    scenario: 'like A’s profile',
    request: async (c) => ({ url: '/app/jy/like', body: { personalId: (await datingOf(c)).profileA } }),
    expect: own({
      stranger: business(noProfile, C.datingProfileRequired),
      member: ok,
      owner: denied(C.cannotTargetSelf),
      staff: business(noProfile, C.datingProfileRequired),
    }),
  },
  {
    method: 'DELETE',
    path: '/app/jy/like',
    scenario: 'take back a like of P’s profile (none is a no-op)',
    request: async (c) => ({ url: '/app/jy/like', query: { personalId: (await datingOf(c)).profileP } }),
    expect: own({ member: ok }),
  },
  ownRow('GET', '/app/jy/like/list', () => ({ query: { type: 'likedMe' } })),
  ownRow('GET', '/app/jy/inviteFriends/list'),
  {
    method: 'GET',
    path: '/app/jy/media/:id',
    scenario: 'A’s paid item: A and M (who bought the album) get the bytes',
    request: async (c) => ({ url: `/app/jy/media/${(await datingOf(c)).paidItemA}` }),
    expect: {
      guest: unauth,
      stranger: denied(C.datingMediaLocked),
      member: ok,
      owner: ok,
      staff: denied(C.datingMediaLocked),
    },
  },
];
