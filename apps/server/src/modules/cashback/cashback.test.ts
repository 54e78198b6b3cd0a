import {
  CASHBACK_ROUTES,
  CurrencyId,
  IDEMPOTENCY_HEADER,
  LISTING_ORDER_CONFIRM_DAYS,
  ListingOrderState,
  StaffRole,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import {
  act,
  admin,
  balanceOf,
  decide,
  expectLedgerIntact,
  member,
  setCashbackCap,
  type Who,
} from '../listing-orders/listing-orders.test-support.ts';
import { publish, publishBody } from '../p2p/p2p.test-support.ts';
import { newKey } from '../transfers/transfer.test-support.ts';
import {
  budgetOf,
  confirmed,
  deal,
  mergeVlnToRub,
  setBudget,
  shippedOrder,
} from './cashback.test-support.ts';

// Whole deals with pay passwords, several per test: slow on a loaded machine, and a test cut by its timeout goes on
// spending the shared budget under the next one.
vi.setConfig({ testTimeout: 120_000 });

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

const { RUB, VLN } = CurrencyId;
let staff: Who;
beforeAll(async () => {
  staff = await admin(t);
});

const rub = async (who: Who) => (await balanceOf(t, who.id, RUB)).available;
const vln = async (who: Who) => (await balanceOf(t, who.id, VLN)).available;

const flags = (who: Who) =>
  t.call('GET', CASHBACK_ROUTES.flags, { token: who.token, lang: 'en', query: { pageSize: 100 } });
const flagOf = async (orderId: number) => {
  const res = await flags(staff);
  expect(res.body).toMatchObject({ code: 200 });
  return (res.body.rows as Array<{ orderId: number; reasons: string[] }>).find((r) => r.orderId === orderId);
};

describe('the farming script of issue 28', () => {
  it('two fresh accounts, 3 rounds of 10,000 RUB with VLN → RUB merges: each gains at most the monthly cap', async () => {
    await setBudget(t, staff, '100000');
    await setCashbackCap(t, staff, '500');
    const a = await member(t, '10000');
    const b = await member(t);
    const budget = await budgetOf(t);
    // Round 1: A buys from B; round 2: B buys from A; round 3: A buys from B. The buyer merges his VLN between.
    const outcomes = [];
    for (const [seller, buyer] of [
      [b, a],
      [a, b],
      [b, a],
    ] as const) {
      outcomes.push(await deal(t, seller, buyer, '10000'));
      await mergeVlnToRub(t, buyer);
    }
    expect(outcomes.map((o) => [o.state, o.cashback, o.cashbackGranted, o.cashbackOutcome])).toEqual([
      [ListingOrderState.completed, '1000', '500', 'capped'],
      [ListingOrderState.completed, '1000', '500', 'capped'],
      [ListingOrderState.completed, '1000', '0', 'capped'],
    ]);
    // 10,000 roubles became 11,000 between the two (not 13,000): 500 for each account this month, no more.
    expect((await rub(a)) + (await rub(b))).toBe(11000);
    expect([await vln(a), await vln(b)]).toEqual([0, 0]);
    expect(await budgetOf(t)).toBe(budget - 1000);
  });

  it('20 completions of one buyer at once: never over the cap', { timeout: 120_000 }, async () => {
    await setBudget(t, staff, '100000');
    await setCashbackCap(t, staff, '500');
    const seller = await member(t);
    const buyer = await member(t, '20000');
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await shippedOrder(t, seller, buyer, '1000'));
    const done = await Promise.all(ids.map((id) => act(t, buyer, 'confirm', { id })));
    expect(done.map((r) => r.body.code)).toEqual(ids.map(() => 200));
    const granted = done.map((r) => Number(r.body.data.cashbackGranted));
    // 100 VLN due on each: five paid in full, the rest refused by the cap (in whatever order they ran).
    expect(granted.reduce((x, y) => x + y, 0)).toBe(500);
    expect(granted.filter((g) => g === 100)).toHaveLength(5);
    expect(await vln(buyer)).toBe(500);
    expect(await budgetOf(t)).toBe(100000 - 500);
  });

  it('20 buyers completing at once against a budget of 1,050 VLN: it reaches exactly 0, never below', {
    timeout: 120_000,
  }, async () => {
    await setCashbackCap(t, staff, '500');
    const seller = await member(t);
    const buyers: Who[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = await member(t, '1000');
      buyers.push(buyer);
      ids.push(await shippedOrder(t, seller, buyer, '1000'));
    }
    await setBudget(t, staff, '1050');
    const done = await Promise.all(ids.map((id, i) => act(t, buyers[i]!, 'confirm', { id })));
    expect(done.map((r) => r.body.code)).toEqual(ids.map(() => 200));
    const granted = done.map((r) => Number(r.body.data.cashbackGranted)).sort((x, y) => y - x);
    expect(granted).toEqual([...Array(10).fill(100), 50, ...Array(9).fill(0)]);
    expect(done.filter((r) => r.body.data.cashbackOutcome === 'budgetEmpty')).toHaveLength(10);
    expect(await budgetOf(t)).toBe(0);
    let paid = 0;
    for (const buyer of buyers) paid += await vln(buyer);
    expect(paid).toBe(1050);
  });
});

describe('when the cashback is decided', () => {
  it('not at pay or ship, only when the deal completes', async () => {
    await setBudget(t, staff, '10000');
    const seller = await member(t);
    const buyer = await member(t, '1000');
    const id = await shippedOrder(t, seller, buyer, '1000', true);
    expect(await vln(buyer)).toBe(0);
    const detail = await t.call('GET', `/app/listing-orders/${id}`, { token: buyer.token });
    expect(detail.body.data).toMatchObject({
      cashbackPaid: false,
      cashbackGranted: '0',
      cashbackOutcome: '',
    });
    expect(await confirmed(t, buyer, id)).toMatchObject({ cashbackGranted: '100', cashbackOutcome: 'paid' });
    expect(await vln(buyer)).toBe(100);
  });

  it('an appeal refunded by staff pays no cashback and leaves the budget as it was', async () => {
    await setBudget(t, staff, '10000');
    const seller = await member(t);
    const buyer = await member(t, '1000');
    const id = await shippedOrder(t, seller, buyer, '1000', true);
    expect((await act(t, buyer, 'appeal', { id, reason: 'never arrived' })).body).toMatchObject({
      code: 200,
    });
    const res = await decide(t, staff, id, 'refundBuyer');
    expect(res.body.data).toMatchObject({
      state: ListingOrderState.cancelled,
      cashbackPaid: false,
      cashbackGranted: '0',
      cashbackOutcome: '',
    });
    expect(await rub(buyer)).toBe(1000);
    expect(await vln(buyer)).toBe(0);
    expect(await budgetOf(t)).toBe(10000);
  });

  it('an empty budget pays none and the order says so', async () => {
    await setBudget(t, staff, '0');
    const seller = await member(t);
    const buyer = await member(t, '1000');
    const done = await deal(t, seller, buyer, '1000');
    expect(done).toMatchObject({
      state: ListingOrderState.completed,
      cashback: '100',
      cashbackGranted: '0',
      cashbackOutcome: 'budgetEmpty',
    });
    expect(await vln(buyer)).toBe(0);
    expect(await budgetOf(t)).toBe(0);
  });
});

describe('linked accounts', () => {
  /** A deal between two accounts after `link` ties them: nothing paid, the order flagged with the reason. */
  async function linkedDeal(link: (seller: Who, buyer: Who) => Promise<void>, reason: string) {
    await setBudget(t, staff, '10000');
    const seller = await member(t, '2000');
    const buyer = await member(t, '2000');
    await link(seller, buyer);
    const id = await shippedOrder(t, seller, buyer, '1000');
    expect(await confirmed(t, buyer, id)).toMatchObject({ cashbackGranted: '0', cashbackOutcome: 'linked' });
    expect(await vln(buyer)).toBe(0);
    expect(await budgetOf(t)).toBe(10000);
    expect(await flagOf(id)).toMatchObject({ buyerId: buyer.id, sellerId: seller.id, cashback: '100' });
    expect((await flagOf(id))!.reasons).toContain(reason);
    return id;
  }

  it('a login from the same address within 30 days', async () => {
    await linkedDeal(async (seller, buyer) => {
      // A new login ends the old session (login elsewhere): the accounts go on with the new tokens.
      for (const who of [seller, buyer])
        who.token = (
          await t.app.services.sessions.start(who.id, { userAgent: 'phone', ip: '203.0.113.7' })
        ).token;
    }, 'sameAddress');
  });

  it('the same device id on page visits', async () => {
    await linkedDeal(async (seller, buyer) => {
      for (const who of [seller, buyer]) {
        const res = await t.call('POST', '/im/userVisit/add', {
          token: who.token,
          body: { pageName: 'home', deviceId: 'device-7f3a' },
        });
        expect(res.status).toBe(200);
      }
    }, 'sameDevice');
  });

  it('one bank card named on both sides’ P2P withdrawals', async () => {
    await linkedDeal(async (seller, buyer) => {
      for (const who of [seller, buyer])
        expect((await publish(t, who, publishBody('100'))).body).toMatchObject({ code: 200 });
    }, 'sharedPaymentAccount');
  });

  it('an invite link between them', async () => {
    await linkedDeal(async (seller, buyer) => {
      const res = await t.call('POST', '/app/invite/record/bind', {
        token: buyer.token,
        lang: 'en',
        body: { inviterId: seller.id, type: 2 },
      });
      expect(res.body).toMatchObject({ code: 200 });
    }, 'invite');
  });

  it('a shared private or loopback address links nobody: it is the platform’s own network, not a person’s', async () => {
    await setBudget(t, staff, '10000');
    const seller = await member(t);
    const buyer = await member(t, '2000');
    for (const ip of ['10.1.2.3', '::ffff:127.0.0.1'])
      for (const who of [seller, buyer])
        who.token = (await t.app.services.sessions.start(who.id, { userAgent: 'phone', ip })).token;
    expect(await deal(t, seller, buyer, '1000')).toMatchObject({
      cashbackGranted: '100',
      cashbackOutcome: 'paid',
    });
  });

  it('a login from the same address 31 days ago links nobody', async () => {
    await setBudget(t, staff, '10000');
    const seller = await member(t);
    const buyer = await member(t, '1000');
    for (const who of [seller, buyer])
      who.token = (
        await t.app.services.sessions.start(who.id, { userAgent: 'phone', ip: '198.51.100.9' })
      ).token;
    await queryRows(
      t.db,
      sql`update sessions set created_at = created_at - interval '31 days' where ip = '198.51.100.9'`,
    );
    expect(await deal(t, seller, buyer, '1000')).toMatchObject({
      cashbackGranted: '100',
      cashbackOutcome: 'paid',
    });
  });

  it('the flag list is staff’s: customer service reads it, a user is refused', async () => {
    const agent = await staffMember(t, StaffRole.customerService);
    expect((await flags(agent)).body).toMatchObject({ code: 200 });
    const user = await member(t);
    expect((await flags(user)).status).toBe(403);
  });
});

describe('the appeal window', () => {
  it('a shipped order nobody confirms completes by itself after 7 days, and only then pays the cashback', async () => {
    await setBudget(t, staff, '10000');
    await setCashbackCap(t, staff, '500');
    const seller = await member(t);
    const buyer = await member(t, '2000');
    const id = await shippedOrder(t, seller, buyer, '1000', true);
    const appealed = await shippedOrder(t, seller, buyer, '1000', true);
    expect((await act(t, buyer, 'appeal', { id: appealed, reason: 'wrong colour' })).body).toMatchObject({
      code: 200,
    });
    // Every timer due by then (the file's earlier orders have theirs too), in as many passes as it takes.
    const runAllDue = async () => {
      while ((await t.app.services.timers.runDue()) > 0);
    };
    t.clock.advance(LISTING_ORDER_CONFIRM_DAYS * 86_400_000 - 60_000);
    await runAllDue();
    expect(await vln(buyer)).toBe(0);
    t.clock.advance(120_000);
    // On PostgreSQL the app's own timer poller may hold this timer's lease while runDue finds nothing: wait for it.
    const orderNow = async () => {
      await runAllDue();
      return t.call('GET', `/app/listing-orders/${id}`, { token: buyer.token });
    };
    await expect
      .poll(async () => (await orderNow()).body.data.state, { timeout: 15_000, interval: 100 })
      .toBe(ListingOrderState.completed);
    const done = await orderNow();
    expect(done.body.data).toMatchObject({
      state: ListingOrderState.completed,
      cashbackGranted: '100',
      cashbackOutcome: 'paid',
    });
    expect(done.body.data.history.at(-1)).toMatchObject({ action: 'autoConfirm', actorRole: 'system' });
    expect(await rub(seller)).toBe(980);
    expect(await vln(buyer)).toBe(100);
    // The order under appeal waits for staff: the window does not decide it.
    const waiting = await t.call('GET', `/app/listing-orders/${appealed}`, { token: buyer.token });
    expect(waiting.body.data.state).toBe(ListingOrderState.appeal);
  });
});

describe('the budget in the console', () => {
  it('the administrator funds it once per key, audited; customer service and users cannot', async () => {
    await setBudget(t, staff, '0');
    const key = newKey();
    const fund = (who: Who, body: Record<string, unknown>, k = key) =>
      t.call('POST', CASHBACK_ROUTES.fund, {
        token: who.token,
        lang: 'en',
        headers: { [IDEMPOTENCY_HEADER]: k },
        body,
      });
    const first = await fund(staff, { amount: '2500.5', reason: 'December promotion' });
    expect(first.body.data).toMatchObject({ balance: '2500.5', currencyId: VLN, monthlyCap: '500' });
    expect((await fund(staff, { amount: '2500.5', reason: 'December promotion' })).body.data.balance).toBe(
      '2500.5',
    );
    expect((await fund(staff, { amount: '9', reason: 'other' })).body).toMatchObject({ success: false });
    expect(await budgetOf(t)).toBe(2500.5);
    const [audit] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from staff_audit where action = 'cashback.fund' and after->>'amount' = '2500.5'`,
    );
    expect(audit!.n).toBe(1);

    const agent = await staffMember(t, StaffRole.customerService);
    expect((await fund(agent, { amount: '1', reason: 'x' }, newKey())).status).toBe(403);
    for (const amount of ['0', '-5', 'abc', '1e3'])
      expect((await fund(staff, { amount, reason: 'x' }, newKey())).status).toBe(400);
    for (const reason of ['', '   ', 'a\u0000b', 'x'.repeat(201)])
      expect((await fund(staff, { amount: '1', reason }, newKey())).status).toBe(400);
    expect(await budgetOf(t)).toBe(2500.5);
    const seen = await t.call('GET', CASHBACK_ROUTES.budget, { token: staff.token });
    expect(seen.body.data).toMatchObject({ balance: '2500.5', monthlyCap: '500' });
  });

  it('the cap is a system setting: a bad value is refused; the month is Moscow’s', async () => {
    const bad = await t.call('PUT', '/admin/api/config', {
      token: staff.token,
      lang: 'ru',
      body: { key: 'listings.cashbackMonthlyCap', value: '-1' },
    });
    expect(bad.body).toMatchObject({ success: false });
    await setCashbackCap(t, staff, '150');
    await setBudget(t, staff, '10000');
    // 23:59 on 30 November in Moscow, then 00:00 on 1 December: two calendar months, a cap each.
    t.clock.set(new Date('2026-11-30T20:59:00Z'));
    const seller = await member(t);
    const buyer = await member(t, '3000');
    expect((await deal(t, seller, buyer, '1000')).cashbackGranted).toBe('100');
    expect((await deal(t, seller, buyer, '1000')).cashbackGranted).toBe('50');
    t.clock.set(new Date('2026-11-30T21:00:00Z'));
    expect((await deal(t, seller, buyer, '1000')).cashbackGranted).toBe('100');
    expect(await vln(buyer)).toBe(250);
    await setCashbackCap(t, staff, '500');
  });
});
