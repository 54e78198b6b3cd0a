import {
  CASHBACK_MONTHLY_CAP_KEY,
  CurrencyId,
  ListingOrderState,
  listingPublishBody,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { fromUnits } from '../ledger/amounts.ts';
import { attempt, fundedTraders, ledgerUnits, staffAccount } from '../wallet/model.test-kit.ts';
import { expectLedgerSound, useWalletTestApp } from '../wallet/wallet.test-support.ts';

// Random sequences of order / pay / ship / confirm / cancel / appeal / staff decisions by random users on random-priced
// listings, checked step by step against a model written from the rules in docs ("Classifieds orders"), in exact
// integers (1/10000 units): no money made or lost (users + platform fees + cashback pool constant per currency), the
// frozen money is the open secure deals' prices, the cashback is paid exactly once per completed order.

const USERS = 4;
const START = 20_000_000n; // 2000.0000 roubles each
const RUB = CurrencyId.RUB;
const VLN = CurrencyId.VLN;
const PAY_PASSWORD = '135790';
const S = ListingOrderState;

type Step = 'pay' | 'ship' | 'confirm' | 'cancel' | 'appeal';
type Cmd =
  | { t: 'order'; user: number; listing: number; secure: boolean }
  | { t: Step; user: number; order: number }
  | { t: 'decide'; decision: 'refundBuyer' | 'paySeller'; order: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const order = fc.nat({ max: 7 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    arbitrary: fc.record({ t: fc.constant('order' as const), user, listing: user, secure: fc.boolean() }),
    weight: 3,
  },
  ...(['pay', 'ship', 'confirm', 'cancel', 'appeal'] as const).map((t) => ({
    arbitrary: fc.record({ t: fc.constant(t), user, order }),
    weight: 2,
  })),
  {
    arbitrary: fc.record({
      t: fc.constant('decide' as const),
      decision: fc.constantFrom('refundBuyer' as const, 'paySeller' as const),
      order,
    }),
    weight: 1,
  },
);
/** Listing prices in 1/10000 roubles: from 0.01 to 900, with odd last digits so the fee and cashback round. */
const prices = fc.array(fc.bigInt({ min: 100n, max: 9_000_000n }), { minLength: USERS, maxLength: USERS });

type ModelOrder = {
  id: number;
  buyer: number;
  seller: number;
  secure: boolean;
  price: bigint;
  state: number;
};

/** RUB fee of a secure deal: 2 % half-up; VLN cashback: 10 % truncated (RUB and VLN are both 1 rouble). */
const feeOf = (price: bigint) => (price * 2n + 50n) / 100n;
const cashbackOf = (price: bigint) => price / 10n;

class Model {
  available: bigint[] = [];
  frozen: bigint[] = [];
  vln: bigint[] = [];
  fees = 0n;
  cashbackPool = 0n;
  orders: ModelOrder[] = [];

  private complete(o: ModelOrder) {
    if (o.secure) {
      this.frozen[o.buyer]! -= o.price;
      this.available[o.seller]! += o.price - feeOf(o.price);
      this.fees += feeOf(o.price);
    }
    this.vln[o.buyer]! += cashbackOf(o.price);
    this.cashbackPool -= cashbackOf(o.price);
    o.state = S.completed;
  }
  private refund(o: ModelOrder) {
    this.frozen[o.buyer]! -= o.price;
    this.available[o.buyer]! += o.price;
    o.state = S.cancelled;
  }
  /** false when the step must be refused (and then nothing changes). */
  step(c: Exclude<Cmd, { t: 'order' }>, o: ModelOrder): boolean {
    const by = c.t === 'decide' ? -1 : c.user;
    const party = by === o.buyer || by === o.seller;
    switch (c.t) {
      case 'pay':
        if (o.state !== S.unpaid || by !== o.buyer || this.available[by]! < o.price) return false;
        this.available[by]! -= o.price;
        if (o.secure) this.frozen[by]! += o.price;
        else this.available[o.seller]! += o.price;
        o.state = S.paid;
        return true;
      case 'ship':
        if (o.state !== S.paid || by !== o.seller) return false;
        o.state = S.shipped;
        return true;
      case 'confirm':
        if (o.state !== S.shipped || by !== o.buyer) return false;
        this.complete(o);
        return true;
      case 'cancel':
        if (o.state === S.unpaid && party) {
          o.state = S.cancelled;
          return true;
        }
        if (o.state === S.paid && o.secure && by === o.seller) {
          this.refund(o);
          return true;
        }
        return false;
      case 'appeal':
        if (!o.secure || !party || (o.state !== S.paid && o.state !== S.shipped)) return false;
        o.state = S.appeal;
        return true;
      case 'decide':
        if (o.state !== S.appeal) return false;
        if (c.decision === 'paySeller') this.complete(o);
        else this.refund(o);
        return true;
    }
  }
}

const t = useWalletTestApp();

const goods = (price: bigint) =>
  listingPublishBody.parse({
    categoryPath: ['goods', 'electronics', 'phones'],
    country: 'RU',
    city: 'Model city',
    title: 'Model phone',
    price: fromUnits(price).replace(/\.?0+$/, ''),
    body: {
      kind: 'goods',
      condition: 'new',
      contactName: 'M',
      contactAreaCode: '+7',
      contactPhone: '9161234567',
    },
  });

describe('classifieds orders against a model', () => {
  it('random steps by random users: every answer, balance, fee and cashback as the model predicts', async () => {
    const { listings, listingOrders } = t.app.services;
    // The quote's price and fee as the buy sheet shows them (issue 28); a refused quote sends zeros.
    const shownOf = (buyer: number, listingId: number, secureDeal: boolean) =>
      listingOrders.quote(buyer, { listingId, secureDeal }).then(
        (q) => ({ price: q.price, fee: q.fee }),
        () => ({ price: '0', fee: '0' }),
      );
    const staff = await staffAccount(t, '9180000101', 2);
    // The model pays every completion in full (issue 28's budget and cap are listing-orders' cashback tests').
    await t.app.services.cashback.fund(staff.id, { amount: '100000000', reason: 'model' }, 'model-budget');
    await t.app.services.admin.config.update(staff.id, { key: CASHBACK_MONTHLY_CAP_KEY, value: '999999' });
    const ids = await fundedTraders(t, {
      phonePrefix: '918000011',
      count: USERS,
      payPassword: PAY_PASSWORD,
      funds: [[RUB, fromUnits(START)]],
    });
    const account = (userId: number, code: string, currencyId: number) =>
      ledgerUnits(t, userId, currencyId, code);
    let run = 0;

    await fc.assert(
      fc.asyncProperty(prices, fc.array(cmd, { minLength: 1, maxLength: 24 }), async (priced, cmds) => {
        run++;
        const model = new Model();
        for (let i = 0; i < USERS; i++) {
          const [available, frozen] = await account(ids[i]!, '', RUB);
          model.available[i] = available!;
          model.frozen[i] = frozen!;
          model.vln[i] = (await account(ids[i]!, '', VLN))[0]!;
        }
        model.fees = (await account(0, 'fees', RUB))[0]!;
        model.cashbackPool = (await account(0, 'cashback', VLN))[0]!;
        const total = () =>
          model.available.reduce((a, b) => a + b, 0n) + model.frozen.reduce((a, b) => a + b, 0n) + model.fees;
        const startRub = total();
        const startVln = model.vln.reduce((a, b) => a + b, 0n) + model.cashbackPool;
        // This run's listings: user i sells listing i at its random price.
        const listingIds: number[] = [];
        for (let i = 0; i < USERS; i++)
          listingIds.push((await listings.publish(ids[i]!, goods(priced[i]!), `model-${run}-${i}`)).id);

        for (const [n, c] of cmds.entries()) {
          if (c.t === 'order') {
            let id = 0;
            const answer = await attempt(async () => {
              id = (
                await listingOrders.create(
                  ids[c.user]!,
                  {
                    listingId: listingIds[c.listing]!,
                    secureDeal: c.secure,
                    ...(await shownOf(ids[c.user]!, listingIds[c.listing]!, c.secure)),
                  },
                  `model-${run}-${n}`,
                )
              ).id;
            });
            const own = c.user === c.listing;
            expect(answer).toBe(own ? 'listingOrderOwnListing' : 'ok');
            if (!own)
              model.orders.push({
                id,
                buyer: c.user,
                seller: c.listing,
                secure: c.secure,
                price: priced[c.listing]!,
                state: S.unpaid,
              });
            continue;
          }
          const o = model.orders[c.order % Math.max(model.orders.length, 1)];
          if (!o) continue;
          const by = c.t === 'decide' ? staff.id : ids[c.user]!;
          const answer = await attempt(() => {
            switch (c.t) {
              case 'pay':
                return listingOrders.pay(by, o.id, PAY_PASSWORD);
              case 'ship':
                return listingOrders.ship(by, { id: o.id, note: '' });
              case 'confirm':
                return listingOrders.confirmReceipt(by, o.id, PAY_PASSWORD);
              case 'cancel':
                return listingOrders.cancel(by, o.id);
              case 'appeal':
                return listingOrders.appeal(by, { id: o.id, reason: 'model', proofs: [] });
              case 'decide':
                return listingOrders.decide(by, { id: o.id, decision: c.decision, reason: 'model' });
            }
          });
          const who = c.t === 'decide' ? 'staff' : c.user;
          expect(answer === 'ok', `${c.t} by ${who} in ${o.state}: ${answer}`).toBe(model.step(c, o));
        }

        // Balances as the model says; nothing made or lost in either currency.
        for (let i = 0; i < USERS; i++) {
          expect(await account(ids[i]!, '', RUB)).toEqual([model.available[i], model.frozen[i]]);
          expect((await account(ids[i]!, '', VLN))[0]).toBe(model.vln[i]);
        }
        expect((await account(0, 'fees', RUB))[0]).toBe(model.fees);
        expect((await account(0, 'cashback', VLN))[0]).toBe(model.cashbackPool);
        expect(total()).toBe(startRub);
        expect(model.vln.reduce((a, b) => a + b, 0n) + model.cashbackPool).toBe(startVln);

        // Each order's state as the model says; cashback exactly once per completed order, never otherwise.
        for (const o of model.orders) {
          const [row] = await queryRows<{ state: number; cashbacks: number }>(
            t.db,
            sql`select o.state, (select count(*)::int from flows f
                  where f.related_type = 'reward:cashback' and f.related_id = o.id) as cashbacks
                from listing_orders o where o.id = ${o.id}`,
          );
          expect(row!.state).toBe(o.state);
          expect(row!.cashbacks).toBe(o.state === S.completed && cashbackOf(o.price) > 0n ? 1 : 0);
        }
      }),
      { numRuns: 12 },
    );
    await expectLedgerSound(t);
  }, 240_000);
});
