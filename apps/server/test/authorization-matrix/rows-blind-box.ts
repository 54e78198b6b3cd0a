import { BLIND_BOX_CURRENCY_ID, IDEMPOTENCY_HEADER, platformDayOf, ResultCode as C } from '@volna/contracts';
import { blindBoxProfiles, blindBoxPurchases } from '../../src/modules/blind-box/blind-box.tables.ts';
import { type Fixtures, newKey } from './fixtures.ts';
import { business, type Cell, denied, na, ok, own, type Row, unauth, ownRow } from './matrix.ts';

// The blind box (issue 12). Whether a role has a dating profile depends on the dating rows that ran before (S and
// staff publish once there), so the card and opening rows accept "set dating info first" beside success. A's bought
// card is a fixture: a card of a fresh user, and A's purchase of it paid by a real ledger post.

const purchases = new WeakMap<Fixtures, Promise<number>>();

function purchaseOfA(c: Cell) {
  let found = purchases.get(c.f);
  if (!found) {
    found = (async () => {
      const { ledger } = c.t.app.services.wallet;
      const owner = await c.f.person();
      await c.t.db.insert(blindBoxProfiles).values({
        userId: owner.id,
        nickName: 'Matrix card',
        age: 25,
        height: 170,
        weight: 60,
        location: 'Moscow',
        goals: 'matrix',
        brief: 'matrix',
        media: [await c.f.upload(owner)],
      });
      const key = newKey();
      const { txId } = await ledger.post({
        kind: 'blindBoxOpen',
        legs: [
          { account: await ledger.accountFor(c.f.A.id, BLIND_BOX_CURRENCY_ID), amount: '-10' },
          { account: await ledger.platformAccount('fees', BLIND_BOX_CURRENCY_ID), amount: '10' },
        ],
      });
      const [row] = await c.t.db
        .insert(blindBoxPurchases)
        .values({
          buyerId: c.f.A.id,
          profileUserId: owner.id,
          day: platformDayOf(c.t.clock.now()),
          bonus: false,
          price: '10',
          currencyId: BLIND_BOX_CURRENCY_ID,
          txId,
          idemKey: key,
        })
        .returning();
      return row!.id;
    })();
    purchases.set(c.f, found);
  }
  return found;
}

const mayLackDating = 'without a dating profile the box asks to set dating info first';

export const blindBoxRows: Row[] = [
  ownRow('GET', '/app/blindBox/profile'),
  {
    method: 'PUT',
    path: '/app/blindBox/profile',
    scenario: 'the caller’s card with his own upload',
    request: async (c) => ({
      url: '/app/blindBox/profile',
      body: {
        nickName: 'Matrix',
        age: 25,
        height: 170,
        weight: 60,
        location: 'Moscow',
        goals: 'matrix',
        brief: 'matrix',
        media: [await c.f.upload(c.me)],
      },
    }),
    expect: own({
      stranger: business(mayLackDating, C.datingProfileRequired),
      owner: business(mayLackDating, C.datingProfileRequired),
      staff: business(mayLackDating, C.datingProfileRequired),
    }),
  },
  ownRow('GET', '/app/blindBox/status'),
  {
    method: 'POST',
    path: '/app/blindBox/open',
    request: async (c) => ({
      url: '/app/blindBox/open',
      headers: { [IDEMPOTENCY_HEADER]: newKey() },
      body: { price: await c.t.app.services.system.setting('blindBox.price') },
    }),
    expect: own({
      stranger: business(
        mayLackDating,
        C.datingProfileRequired,
        C.blindBoxNoAttempts,
        C.blindBoxNothingToDraw,
      ),
      owner: business(mayLackDating, C.datingProfileRequired, C.blindBoxNoAttempts, C.blindBoxNothingToDraw),
      staff: business(mayLackDating, C.datingProfileRequired, C.blindBoxNoAttempts, C.blindBoxNothingToDraw),
    }),
  },
  ownRow('GET', '/app/blindBox/bought'),
  {
    method: 'GET',
    path: '/app/blindBox/bought/:id',
    request: async (c) => ({ url: `/app/blindBox/bought/${await purchaseOfA(c)}` }),
    expect: {
      guest: unauth,
      stranger: denied(C.notFound),
      member: na('a bought card is its buyer’s alone'),
      owner: ok,
      staff: denied(C.notFound),
    },
  },
];
