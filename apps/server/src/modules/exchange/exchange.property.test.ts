import { CurrencyId, ExchangeType } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';
import {
  attempt,
  decideStep,
  fundedTraders,
  publishStep,
  staffAccount,
  weightedSteps,
} from '../wallet/model.test-kit.ts';
import { expectLedgerSound, useWalletTestApp } from '../wallet/wallet.test-support.ts';

// Random sequences of publish / take / shelve / cancel / confirm / upload / confirm receipt / complain / withdraw /
// staff decisions by random users, checked step by step against a model written from the spec's rules (not from the
// transition tables), in exact integers (1/10000 units): no money made or lost, frozen money equals the open ads,
// every order ends in exactly one terminal state, reached once, and the ledger check is green.

const USERS = 4;
const START_RUB = 3_000_000n; // 300.0000 each
const START_CNY = 200_000n; // 20.0000 each
const RUB = CurrencyId.RUB;
const CNY = CurrencyId.CNY;
const PAY_PASSWORD = '135790';
/** Rates as hundredths: 0.08, 0.5 and 12.5 CNY per rouble. */
const RATES = [8n, 50n, 1250n];

type Cmd =
  | { t: 'publish'; user: number; amount: bigint; otc: boolean; rate: number }
  | { t: 'take' | 'shelfOff' | 'shelfOn' | 'cancelAd'; user: number; ad: number }
  | { t: 'confirm' | 'upload' | 'receipt' | 'complain' | 'withdraw'; user: number; order: number }
  | { t: 'decide'; decision: 'releaseToBuyer' | 'releaseToSeller' | 'cancel'; order: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const pick = fc.nat({ max: 7 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  publishStep(user, 1_500_000n, 4, { otc: fc.boolean(), rate: fc.nat({ max: RATES.length - 1 }) }),
  ...weightedSteps(['take', 'shelfOff', 'shelfOn', 'cancelAd'] as const, { user, ad: pick }, (t) =>
    t === 'take' ? 4 : 1,
  ),
  ...weightedSteps(
    ['confirm', 'upload', 'receipt', 'complain', 'withdraw'] as const,
    { user, order: pick },
    () => 2,
  ),
  decideStep(fc.constantFrom('releaseToBuyer' as const, 'releaseToSeller' as const, 'cancel' as const), pick),
);

const AD = { onShelf: 1, offShelf: 2, inDeal: 3, sold: 4, cancelled: 5 };
type ModelAd = {
  id: number;
  seller: number;
  otc: boolean;
  pay: bigint;
  fee: bigint;
  receive: bigint;
  status: number;
};
type ModelOrder = { id: number; ad: ModelAd; buyer: number; state: number; disputeBy: number | null };

/** The spec's rules in plain code; each method answers false when the step must be refused (nothing changes). */
class Model {
  rub = {
    available: Array.from({ length: USERS }, () => 0n),
    frozen: Array.from({ length: USERS }, () => 0n),
  };
  cny = Array.from({ length: USERS }, () => 0n);
  fees = 0n;
  ads: ModelAd[] = [];
  orders: ModelOrder[] = [];

  /** fee = round(pay × 0.002, 4) half up; receive = trunc(pay × rate, 4). */
  quote(pay: bigint, rate: bigint) {
    return { fee: (pay * 2n + 500n) / 1000n, receive: (pay * rate) / 100n };
  }
  publish(u: number, pay: bigint, rate: bigint) {
    const { fee, receive } = this.quote(pay, rate);
    if (receive < 10_000n || this.rub.available[u]! < pay + fee) return undefined;
    this.rub.available[u]! -= pay + fee;
    this.rub.frozen[u]! += pay + fee;
    return { fee, receive };
  }
  private release(ad: ModelAd) {
    this.rub.frozen[ad.seller]! -= ad.pay + ad.fee;
    this.rub.available[ad.seller]! += ad.pay + ad.fee;
  }
  private payBuyer(ad: ModelAd, buyer: number) {
    this.rub.frozen[ad.seller]! -= ad.pay + ad.fee;
    this.rub.available[buyer]! += ad.pay;
    this.fees += ad.fee;
  }
  take(u: number, ad: ModelAd): ModelOrder | undefined {
    if (u === ad.seller || ad.status !== AD.onShelf) return undefined;
    if (!ad.otc) {
      if (this.cny[u]! < ad.receive) return undefined;
      this.cny[u]! -= ad.receive;
      this.cny[ad.seller]! += ad.receive;
      this.payBuyer(ad, u);
      ad.status = AD.sold;
      return { id: 0, ad, buyer: u, state: 5, disputeBy: null };
    }
    ad.status = AD.inDeal;
    return { id: 0, ad, buyer: u, state: 1, disputeBy: null };
  }
  shelf(u: number, ad: ModelAd, on: boolean) {
    if (u !== ad.seller) return false;
    const wanted = on ? AD.onShelf : AD.offShelf;
    if (ad.status === wanted) return true;
    if (ad.status !== AD.onShelf && ad.status !== AD.offShelf) return false;
    ad.status = wanted;
    return true;
  }
  cancelAd(u: number, ad: ModelAd) {
    if (u !== ad.seller) return false;
    if (ad.status === AD.cancelled) return true;
    if (ad.status !== AD.onShelf && ad.status !== AD.offShelf) return false;
    this.release(ad);
    ad.status = AD.cancelled;
    return true;
  }
  step(c: Extract<Cmd, { order: number }>, o: ModelOrder) {
    const open = o.state >= 1 && o.state <= 3;
    const party = c.t !== 'decide' && (c.user === o.buyer || c.user === o.ad.seller);
    switch (c.t) {
      case 'confirm':
        if (c.user !== o.buyer || o.state !== 1 || o.disputeBy !== null) return false;
        o.state = 2;
        return true;
      case 'upload':
        if (c.user !== o.buyer || !open || o.disputeBy !== null) return false;
        o.state = 3;
        return true;
      case 'receipt':
        if (c.user !== o.ad.seller || o.state !== 3 || o.disputeBy !== null) return false;
        this.payBuyer(o.ad, o.buyer);
        o.ad.status = AD.sold;
        o.state = 5;
        return true;
      case 'complain':
        if (!party || !open || o.disputeBy !== null) return false;
        o.disputeBy = c.user;
        return true;
      case 'withdraw':
        if (!open || o.disputeBy !== c.user) return false;
        o.disputeBy = null;
        return true;
      case 'decide':
        if (!open) return false;
        if (c.decision === 'releaseToBuyer') {
          this.payBuyer(o.ad, o.buyer);
          o.ad.status = AD.sold;
          o.state = 5;
        } else if (c.decision === 'releaseToSeller') {
          this.release(o.ad);
          o.ad.status = AD.cancelled;
          o.state = 6;
        } else {
          o.ad.status = AD.onShelf;
          o.state = 6;
        }
        return true;
    }
  }
}

const t = useWalletTestApp();

describe('exchange ads and orders against a model', () => {
  it('random steps by random users: every answer, balance and state as the model predicts', async () => {
    const { files, exchange, exchangeOrders } = t.app.services;
    // The ad's amount and rate as its popup shows them (issue 28: a take carries them).
    const termsOf = async (id: number) => {
      const [row] = await queryRows<{ payAmount: string; rate: string }>(
        t.db,
        sql`select pay_amount::text as "payAmount", rate::text as rate from exchange_ads where id = ${id}`,
      );
      return row!;
    };
    const staff = await staffAccount(t, '9180000101', 1);
    const ids = await fundedTraders(t, {
      phonePrefix: '918000011',
      count: USERS,
      payPassword: PAY_PASSWORD,
      funds: [
        [RUB, fromUnits(START_RUB)],
        [CNY, fromUnits(START_CNY)],
      ],
    });
    const vouchers: string[] = [];
    const addresses: number[] = [];
    for (const id of ids) {
      vouchers.push((await files.upload(id, { data: Buffer.from(`%PDF voucher ${id}`), kind: 'file' })).url);
      addresses.push(
        (
          await exchange.saveAddress(id, {
            country: 'CN',
            bankName: 'Model bank',
            accountNumber: '6222021234567890',
            holderName: 'Model',
            remark: '',
          })
        ).id,
      );
    }
    const read = async () => {
      const rows = await queryRows<{
        user_id: number;
        currency_id: number;
        available: string;
        frozen: string;
      }>(
        t.db,
        sql`select user_id, currency_id, available::text, frozen::text from ledger_accounts
            where platform_code = '' and user_id = any(${sql.raw(`array[${ids.join(',')}]`)}::int[])`,
      );
      const of = (i: number, currency: number) =>
        rows.find((r) => r.user_id === ids[i] && r.currency_id === currency);
      return ids.map((_, i) => ({
        rub: [toUnits(of(i, RUB)?.available ?? '0'), toUnits(of(i, RUB)?.frozen ?? '0')],
        cny: toUnits(of(i, CNY)?.available ?? '0'),
      }));
    };
    const feesNow = async () =>
      toUnits(
        (
          await queryRows<{ available: string }>(
            t.db,
            sql`select available::text from ledger_accounts where platform_code = 'fees' and currency_id = ${RUB}`,
          )
        )[0]?.available ?? '0',
      );
    let run = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 24 }), async (cmds) => {
        run++;
        // Each run starts where the last ended: everything still open was cancelled at its end.
        const model = new Model();
        // A failed run (while fast-check shrinks) leaves things open: close them first, as the end of a run does.
        for (const { id } of await queryRows<{ id: number }>(
          t.db,
          sql`select id from exchange_orders where state between 1 and 3`,
        ))
          await exchangeOrders.staffDecide(staff.id, { id, decision: 'cancel', note: 'start of run' });
        for (const a of await queryRows<{ id: number; seller_id: number }>(
          t.db,
          sql`select id, seller_id from exchange_ads where status in (1, 2)`,
        ))
          await exchange.cancel(a.seller_id, a.id);
        const start = await read();
        start.forEach((b, i) => {
          expect(b.rub[1]).toBe(0n);
          model.rub.available[i] = b.rub[0]!;
          model.cny[i] = b.cny;
        });
        model.fees = await feesNow();
        const totalRub = model.rub.available.reduce((a, b) => a + b, 0n) + model.fees;
        const totalCny = model.cny.reduce((a, b) => a + b, 0n);

        for (const [n, c] of cmds.entries()) {
          if (c.t === 'publish') {
            const rate = RATES[c.rate]!;
            let id = 0;
            const answer = await attempt(async () => {
              id = (
                await exchange.publish(
                  ids[c.user]!,
                  {
                    type: c.otc ? ExchangeType.otc : ExchangeType.platform,
                    payCurrencyId: RUB,
                    payAmount: fromUnits(c.amount),
                    receiveCurrencyId: CNY,
                    rate: (Number(rate) / 100).toString(),
                    remark: '',
                    ...(c.otc ? { addressId: addresses[c.user]! } : {}),
                    payPassword: PAY_PASSWORD,
                  },
                  `model-${run}-${n}`,
                )
              ).id;
            });
            const quoted = model.publish(c.user, c.amount, rate);
            expect(answer === 'ok', `publish: ${answer}`).toBe(quoted !== undefined);
            if (quoted)
              model.ads.push({
                id,
                seller: c.user,
                otc: c.otc,
                pay: c.amount,
                ...quoted,
                status: AD.onShelf,
              });
          } else if ('ad' in c) {
            const ad = model.ads[c.ad % Math.max(model.ads.length, 1)];
            if (!ad) continue;
            const by = ids[c.user]!;
            if (c.t === 'take') {
              let orderId = 0;
              const answer = await attempt(async () => {
                orderId = (
                  await exchangeOrders.create(
                    by,
                    { exchangeId: ad.id, ...(await termsOf(ad.id)), payPassword: PAY_PASSWORD },
                    `take-${run}-${n}`,
                  )
                ).id;
              });
              const order = model.take(c.user, ad);
              expect(answer === 'ok', `take by ${c.user} of ad ${ad.id} in ${ad.status}: ${answer}`).toBe(
                !!order,
              );
              if (order) model.orders.push({ ...order, id: orderId });
            } else {
              const answer = await attempt(() =>
                c.t === 'cancelAd'
                  ? exchange.cancel(by, ad.id)
                  : exchange.setShelf(by, ad.id, c.t === 'shelfOn'),
              );
              const expected =
                c.t === 'cancelAd' ? model.cancelAd(c.user, ad) : model.shelf(c.user, ad, c.t === 'shelfOn');
              expect(answer === 'ok', `${c.t} by ${c.user} in ${ad.status}: ${answer}`).toBe(expected);
            }
          } else {
            const o = model.orders[c.order % Math.max(model.orders.length, 1)];
            if (!o) continue;
            const by = c.t === 'decide' ? staff.id : ids[c.user]!;
            const certificate = {
              id: o.id,
              senderName: 'Buyer',
              senderAccount: '4276380012345678',
              senderBank: 'Model bank',
              remark: '',
            };
            const answer = await attempt(() => {
              switch (c.t) {
                case 'confirm':
                  return exchangeOrders.certificateA(by, certificate);
                case 'upload':
                  return exchangeOrders.certificateA(by, {
                    ...certificate,
                    certificateUrl: vouchers[c.user]!,
                  });
                case 'receipt':
                  return exchangeOrders.certificateB(by, { id: o.id, remark: '' });
                case 'complain':
                  return exchangeOrders.dispute(by, o.id, 'complaint', 'model');
                case 'withdraw':
                  return exchangeOrders.withdrawDispute(by, o.id);
                case 'decide':
                  return exchangeOrders.staffDecide(by, { id: o.id, decision: c.decision, note: '' });
              }
            });
            const before = o.state;
            const expected = model.step(c, o);
            expect(
              answer === 'ok',
              `${c.t} by ${c.t === 'decide' ? 'staff' : c.user} in ${before}: ${answer}`,
            ).toBe(expected);
          }
        }

        // Balances as the model says; nothing made or lost; frozen = the ads still holding money.
        const now = await read();
        now.forEach((b, i) => {
          expect(b.rub).toEqual([model.rub.available[i], model.rub.frozen[i]]);
          expect(b.cny).toBe(model.cny[i]);
          const holding = model.ads
            .filter((a) => a.seller === i && [AD.onShelf, AD.offShelf, AD.inDeal].includes(a.status))
            .reduce((sum, a) => sum + a.pay + a.fee, 0n);
          expect(model.rub.frozen[i]).toBe(holding);
        });
        expect(await feesNow()).toBe(model.fees);
        const rubNow =
          model.rub.available.reduce((a, b) => a + b, 0n) + model.rub.frozen.reduce((a, b) => a + b, 0n);
        expect(rubNow + model.fees).toBe(totalRub);
        expect(model.cny.reduce((a, b) => a + b, 0n)).toBe(totalCny);

        // Each order's state as the model says; a terminal one reached exactly one terminal state, once.
        for (const o of model.orders) {
          const [row] = await queryRows<{ state: number; terminal: number }>(
            t.db,
            sql`select o.state, (select count(*)::int from exchange_order_events e
                  where e.order_id = o.id and e.to_state in (5, 6)) as terminal
                from exchange_orders o where o.id = ${o.id}`,
          );
          expect(row!.state).toBe(o.state);
          expect(row!.terminal).toBe(o.state >= 5 ? 1 : 0);
        }
        for (const a of model.ads) {
          const [row] = await queryRows<{ status: number; hold: string }>(
            t.db,
            sql`select a.status, h.status as hold from exchange_ads a join holds h on h.id = a.hold_id
                where a.id = ${a.id}`,
          );
          expect(row!.status).toBe(a.status);
          expect(row!.hold).toBe(
            a.status === AD.sold ? 'captured' : a.status === AD.cancelled ? 'released' : 'open',
          );
        }

        // Close the run: staff cancel open deals, sellers cancel their ads, so nothing stays frozen.
        for (const o of model.orders)
          if (o.state >= 1 && o.state <= 3) {
            await exchangeOrders.staffDecide(staff.id, { id: o.id, decision: 'cancel', note: 'end of run' });
            model.step({ t: 'decide', decision: 'cancel', order: 0 }, o);
          }
        for (const a of model.ads)
          if (a.status === AD.onShelf || a.status === AD.offShelf) {
            await exchange.cancel(ids[a.seller]!, a.id);
            model.cancelAd(a.seller, a);
          }
        for (const b of await read()) expect(b.rub[1]).toBe(0n);
      }),
      { numRuns: 15 },
    );
    await expectLedgerSound(t);
  }, 180_000);
});
