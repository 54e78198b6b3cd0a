import { randomUUID } from 'node:crypto';
import {
  FlowStatus,
  FlowType,
  IDEMPOTENCY_HEADER,
  P2pKind,
  P2pOrderState,
  ResultCode,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { eventsOf } from '../chat/chat.test-support.ts';
import {
  act,
  admin,
  balanceOf,
  countOf,
  expectLedgerIntact,
  member,
  PAY_PASSWORD,
  proofBody,
  RUB,
  screenshot,
  type Who,
} from './p2p.test-support.ts';

// A P2P top-up request of one's own (issue 32): the payer publishes "I want 100 RUB credited, I pay 8 CNY by card";
// a withdrawer with the balance takes it (his 100 frozen then); proof, confirm and dispute run as on a withdrawal.

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

const topUpBody = (payAmount = '100', patch: Record<string, unknown> = {}) => ({
  payCurrencyId: RUB,
  payAmount,
  receiveCurrencyId: 4,
  receiveAmount: String(Number(payAmount) * 0.08),
  rate: '0.08',
  ...patch,
});
const publishTopUp = (who: Who, body: Record<string, unknown> = topUpBody(), key = randomUUID()) =>
  t.call('POST', '/app/recharge/topUp/insert', {
    token: who.token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: key },
    body,
  });
const takeBody = (id: number, patch: Record<string, unknown> = {}) => ({
  id,
  cardNumber: '2200700123456789',
  bank: 'Tinkoff',
  name: 'Wanda T.',
  payPassword: PAY_PASSWORD,
  ...patch,
});
/** The request's amount and rate as the taker's screen shows them, unless the body names its own. */
async function shownTerms(id: number) {
  const [row] = await queryRows<{ payAmount: string; rate: string }>(
    t.db,
    sql`select pay_amount::text as "payAmount", rate::text as rate from p2p_orders where id = ${id}`,
  );
  return row ?? {};
}
const take = async (who: Who, body: Record<string, unknown>) =>
  t.call('POST', '/app/recharge/topUp/take', {
    token: who.token,
    lang: 'en',
    body: { ...(await shownTerms(body.id as number)), ...body },
  });

async function publishedTopUp(who: Who) {
  const res = await publishTopUp(who);
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

/** Refused with this code, and no order, flow, posting or message came of it. */
async function refused(res: Promise<{ status: number; body: any }>, code: number) {
  const tables = ['p2p_orders', 'flows', 'postings', 'messages'] as const;
  const before = await Promise.all(tables.map((table) => countOf(t, table)));
  const answer = await res;
  expect(answer.body).toMatchObject({ success: false, code });
  expect(answer.status).toBeLessThan(500);
  expect(await Promise.all(tables.map((table) => countOf(t, table)))).toEqual(before);
  return answer;
}

const orderRow = async (id: number) =>
  (
    await queryRows<{ state: number; withdrawer_id: number | null; hold_id: number | null }>(
      t.db,
      sql`select state, withdrawer_id, hold_id from p2p_orders where id = ${id}`,
    )
  )[0]!;

const cardsIn = async (userId: number) =>
  (await eventsOf(t, userId))
    .filter((e) => e.type === 'message' && e.message.objectName === 'OL:P2POrder')
    .map((e) => (e as { message: { content: { event: string } } }).message.content.event);

describe('P2P top-up request', () => {
  it('publish (nothing frozen), take (the taker frozen), proof, confirm: the publisher is credited at once', async () => {
    const payer = await member(t);
    const withdrawer = await member(t, '500');
    const res = await publishTopUp(payer);
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        kind: P2pKind.topUp,
        state: P2pOrderState.selling,
        role: 'payer',
        actions: ['cancel'],
        withdrawer: null,
        payer: { userId: payer.id },
        payAmount: '100',
        receiveAmount: '8',
        payee: { cardNumber: '', bank: '' },
      },
    });
    const id = res.body.data.id as number;
    expect(await balanceOf(t, payer.id)).toEqual({ available: 0, frozen: 0 });

    // Listed to everyone else as a request they may take.
    const list = await t.call('GET', '/app/recharge/rechargeList', {
      token: withdrawer.token,
      query: { tab: 'all' },
    });
    expect(list.body.rows.find((r: { id: number }) => r.id === id)).toMatchObject({
      kind: P2pKind.topUp,
      role: 'stranger',
      actions: ['respond'],
    });

    const taken = await take(withdrawer, takeBody(id));
    expect(taken.body).toMatchObject({
      code: 200,
      data: {
        state: P2pOrderState.pendingPayment,
        role: 'withdrawer',
        withdrawer: { userId: withdrawer.id },
      },
    });
    expect(taken.body.data.actions).toEqual(['complain']);
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 400, frozen: 100 });
    // His retry answers the order as it is and freezes nothing more.
    expect((await take(withdrawer, takeBody(id))).body).toMatchObject({ code: 200, data: { state: 2 } });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 400, frozen: 100 });
    expect(await cardsIn(payer.id)).toEqual(['responded']);

    // The publisher sees where to pay, pays outside, hands in the proof; the taker confirms.
    const detail = await t.call('GET', `/app/recharge/${id}`, { token: payer.token });
    expect(detail.body.data).toMatchObject({
      actions: ['submitProof', 'complain'],
      payee: { bank: 'Tinkoff' },
    });
    const proof = proofBody(id, await screenshot(t, payer));
    expect((await act(t, payer, 'proof', proof)).body).toMatchObject({ code: 200, data: { state: 10 } });
    await refused(act(t, withdrawer, 'confirm', { id, payPassword: '000000' }), ResultCode.payPasswordWrong);
    const done = await act(t, withdrawer, 'confirm', { id, payPassword: PAY_PASSWORD });
    expect(done.body).toMatchObject({ code: 200, data: { state: P2pOrderState.complete } });
    expect(await balanceOf(t, payer.id)).toEqual({ available: 100, frozen: 0 });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 400, frozen: 0 });
    const flows = await queryRows<{ user_id: number; type: number; status: number }>(
      t.db,
      sql`select user_id, type, status from flows where related_type = 'p2p' and related_id = ${id} order by id`,
    );
    expect(flows).toEqual([
      { user_id: withdrawer.id, type: FlowType.p2pWithdrawal, status: FlowStatus.completed },
      { user_id: payer.id, type: FlowType.p2pTopUp, status: FlowStatus.completed },
    ]);
  });

  it('refuses bad requests and wrong takers, changing nothing', async () => {
    const payer = await member(t);
    const withdrawer = await member(t, '500');
    const poor = await member(t, '50');
    await refused(
      publishTopUp(payer, topUpBody('100', { receiveAmount: '9' })),
      ResultCode.p2pAmountsDisagree,
    );
    await refused(publishTopUp(payer, topUpBody('100', { payAmount: '-1' })), ResultCode.amountInvalid);
    await refused(
      publishTopUp(payer, topUpBody('100', { receiveCurrencyId: 999 })),
      ResultCode.currencyUnknown,
    );
    const key = randomUUID();
    const first = await publishTopUp(payer, topUpBody(), key);
    expect((await publishTopUp(payer, topUpBody(), key)).body.data.id).toBe(first.body.data.id);
    await refused(publishTopUp(payer, topUpBody('200'), key), ResultCode.idempotencyKeyReused);
    const id = first.body.data.id as number;

    await refused(take(payer, takeBody(id)), ResultCode.p2pOwnRequest);
    await refused(take(withdrawer, takeBody(id, { payPassword: '000000' })), ResultCode.payPasswordWrong);
    // Pinned terms (issue 28): an amount or rate other than the request's, or none, freezes nothing.
    await refused(take(withdrawer, takeBody(id, { payAmount: '1' })), ResultCode.priceChanged);
    await refused(take(withdrawer, takeBody(id, { rate: '0.5' })), ResultCode.priceChanged);
    await refused(take(withdrawer, takeBody(id, { payAmount: undefined })), ResultCode.shownTermsMissing);
    await refused(take(withdrawer, takeBody(id, { cardNumber: '', phone: '' })), ResultCode.p2pPayeeRequired);
    await refused(take(poor, takeBody(id)), ResultCode.insufficientBalance);
    await refused(act(t, withdrawer, 'respond', { id }), ResultCode.p2pWrongState);
    expect(await orderRow(id)).toEqual({ state: P2pOrderState.selling, withdrawer_id: null, hold_id: null });
    expect(await balanceOf(t, poor.id)).toEqual({ available: 50, frozen: 0 });

    // The publisher withdraws it before anyone took it: nothing was frozen, nothing moves.
    const cancelled = await act(t, payer, 'cancel', { id });
    expect(cancelled.body).toMatchObject({ code: 200, data: { state: P2pOrderState.cancelled } });
    await refused(take(withdrawer, takeBody(id)), ResultCode.p2pWrongState);
  });

  it('a dispute stops it; staff release the frozen amount back to the taker', async () => {
    const payer = await member(t);
    const withdrawer = await member(t, '100');
    const staff = await admin(t);
    const id = await publishedTopUp(payer);
    expect((await take(withdrawer, takeBody(id))).body.code).toBe(200);
    // The taker may not walk away from a taken order: only a complaint stops it.
    await refused(act(t, withdrawer, 'cancel', { id }), ResultCode.p2pWrongState);
    const complaint = await act(t, withdrawer, 'complaint', { id, reason: 'no money came' });
    expect(complaint.body).toMatchObject({ code: 200, data: { state: P2pOrderState.complaint } });
    const decided = await t.call('POST', '/admin/api/p2p/decide', {
      token: staff.token,
      body: { id, decision: 'releaseToWithdrawer', reason: 'no proof' },
    });
    expect(decided.body).toMatchObject({ code: 200, data: { state: P2pOrderState.cancelled } });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 100, frozen: 0 });
    expect(await balanceOf(t, payer.id)).toEqual({ available: 0, frozen: 0 });
  });

  it('20 takers at once: exactly one wins and only his amount is frozen', async () => {
    const payer = await member(t);
    const id = await publishedTopUp(payer);
    const crowd: Who[] = [];
    for (let i = 0; i < 20; i++) crowd.push(await member(t, '100'));
    const answers = await Promise.all(crowd.map((who) => take(who, takeBody(id))));
    const winners = answers.filter((a) => a.body.code === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 200).map((a) => a.body.code)).toEqual(
      Array(19).fill(ResultCode.p2pAlreadyTaken),
    );
    const winnerId = winners[0]!.body.data.withdrawer.userId as number;
    expect((await orderRow(id)).withdrawer_id).toBe(winnerId);
    for (const who of crowd)
      expect(await balanceOf(t, who.id)).toEqual(
        who.id === winnerId ? { available: 0, frozen: 100 } : { available: 100, frozen: 0 },
      );
    const [holds] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from flows where related_type = 'p2p' and related_id = ${id}`,
    );
    expect(holds!.n).toBe(1);
    // 20 users with pay passwords (40 password hashes) and 20 pay-password checks at once: slow on a shared 2-core box.
  }, 120_000);
});
