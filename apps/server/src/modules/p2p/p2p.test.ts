import {
  FlowStatus,
  FlowType,
  P2P_ORDER_OBJECT_NAME,
  P2P_PAY_MINUTES,
  P2pOrderState,
  ResultCode,
  StaffRole,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { auditOf, staffMember } from '../admin/admin.test-support.ts';
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
  publish,
  publishBody,
  published,
  screenshot,
} from './p2p.test-support.ts';

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

const cardsIn = async (userId: number) =>
  (await eventsOf(t, userId))
    // The first step posts the order's card, every later one edits it (issue 30): each reaches the log.
    .filter(
      (e) =>
        (e.type === 'message' || e.type === 'messageEdited') &&
        e.message.objectName === P2P_ORDER_OBJECT_NAME,
    )
    .map((e) => (e as { message: { content: { event: string; orderId: number } } }).message.content);

/** Refused with this code and nothing changed: no order, flow, posting or message. */
async function refused(res: Promise<{ status: number; body: any }>, code: number) {
  const tables = ['p2p_orders', 'flows', 'postings', 'messages'] as const;
  const before = [];
  for (const table of tables) before.push(await countOf(t, table));
  const answer = await res;
  expect(answer.body).toMatchObject({ success: false, code });
  expect(answer.status).toBeLessThan(500);
  const after = [];
  for (const table of tables) after.push(await countOf(t, table));
  expect(after).toEqual(before);
  return answer;
}

const flowsOf = (userId: number) =>
  queryRows<{ type: number; status: number; amount: string }>(
    t.db,
    sql`select type, status, amount::text from flows where user_id = ${userId} and related_type = 'p2p' order by id`,
  );

describe('P2P withdrawal, the whole flow', () => {
  it('publish freezes, respond opens a chat with the card, proof, confirm credits the payer at once', async () => {
    const withdrawer = await member(t, '500');
    const payer = await member(t);

    const check = await act(t, withdrawer, 'checkMoney', { payCurrencyId: 1, payAmount: '100' });
    expect(check.body).toMatchObject({ code: 200, data: { available: '500', enough: true, fee: '0' } });

    const res = await publish(t, withdrawer);
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        state: P2pOrderState.selling,
        role: 'withdrawer',
        actions: ['cancel'],
        payAmount: '100',
        receiveAmount: '8',
        receiveCurrencyCode: 'CNY',
        fee: '0',
        payee: { cardNumber: '2200700123456789', bank: 'Tinkoff', name: 'Ivan P.' },
      },
    });
    const id = res.body.data.id as number;
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 400, frozen: 100 });
    expect(await flowsOf(withdrawer.id)).toEqual([
      { type: FlowType.p2pWithdrawal, status: FlowStatus.inProgress, amount: '100.0000' },
    ]);

    // A stranger sees the open request in "all", without the payee's card or name.
    const list = await t.call('GET', '/app/recharge/rechargeList', {
      token: payer.token,
      query: { tab: 'all' },
    });
    const listed = list.body.rows.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({
      role: 'stranger',
      actions: ['respond'],
      payee: null,
      payeeBank: 'Tinkoff',
    });

    const responded = await act(t, payer, 'respond', { id });
    expect(responded.body).toMatchObject({
      code: 200,
      data: { state: P2pOrderState.pendingPayment, role: 'payer', payer: { userId: payer.id } },
    });
    expect(responded.body.data.actions).toEqual(['submitProof', 'complain']);
    expect(responded.body.data.payee.cardNumber).toBe('2200700123456789');
    expect(await cardsIn(withdrawer.id)).toEqual([
      expect.objectContaining({ orderId: id, event: 'responded' }),
    ]);

    const url = await screenshot(t, payer);
    const proved = await act(t, payer, 'proof', proofBody(id, url));
    expect(proved.body).toMatchObject({
      code: 200,
      data: {
        state: P2pOrderState.alreadyPaid,
        proof: { bank: 'Sber', cardNumber: '4276380012345678', fileUrl: url },
      },
    });

    // The payer cannot confirm for the withdrawer; a wrong pay password changes nothing.
    await refused(act(t, payer, 'confirm', { id, payPassword: PAY_PASSWORD }), ResultCode.p2pNotParty);
    await refused(act(t, withdrawer, 'confirm', { id, payPassword: '000000' }), ResultCode.payPasswordWrong);

    const confirmed = await act(t, withdrawer, 'confirm', { id, payPassword: PAY_PASSWORD });
    expect(confirmed.body).toMatchObject({ code: 200, data: { state: P2pOrderState.complete, actions: [] } });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 400, frozen: 0 });
    expect(await balanceOf(t, payer.id)).toEqual({ available: 100, frozen: 0 });
    expect(await flowsOf(withdrawer.id)).toEqual([
      { type: FlowType.p2pWithdrawal, status: FlowStatus.completed, amount: '100.0000' },
    ]);
    expect(await flowsOf(payer.id)).toEqual([
      { type: FlowType.p2pTopUp, status: FlowStatus.completed, amount: '100.0000' },
    ]);
    expect((await cardsIn(payer.id)).map((c) => c.event)).toEqual([
      'responded',
      'proofSubmitted',
      'completed',
    ]);
    // One card for the order, edited in place at each step, a status line per step (issue 30).
    const cards = await queryRows<{ content: { event: string; steps: { event: string }[] } }>(
      t.db,
      sql`select content from messages where object_name = ${P2P_ORDER_OBJECT_NAME} and content->>'orderId' = ${String(id)}`,
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]!.content.event).toBe('completed');
    expect(cards[0]!.content.steps.map((step) => step.event)).toEqual([
      'responded',
      'proofSubmitted',
      'completed',
    ]);

    // Confirming again moves nothing.
    await refused(act(t, withdrawer, 'confirm', { id, payPassword: PAY_PASSWORD }), ResultCode.p2pWrongState);
    const mine = await t.call('GET', '/app/recharge/rechargeList', {
      token: payer.token,
      query: { tab: 'mine' },
    });
    expect(mine.body.rows.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('a retried publish makes one request; the same key with other amounts is refused', async () => {
    const withdrawer = await member(t, '500');
    const first = await publish(t, withdrawer, publishBody('50'), 'same-key-1');
    const again = await publish(t, withdrawer, publishBody('50'), 'same-key-1');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 450, frozen: 50 });
    await refused(publish(t, withdrawer, publishBody('60'), 'same-key-1'), ResultCode.idempotencyKeyReused);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const withdrawer = await member(t, '100');
    const tooPrecise = await refused(
      publish(t, withdrawer, publishBody('100', { payAmount: '1.00001' })),
      ResultCode.amountInvalid,
    );
    expect(tooPrecise.body.msg).toBeTruthy();
    await refused(publish(t, withdrawer, publishBody('100', { cardNumber: '12' })), ResultCode.badRequest);
    await refused(publish(t, withdrawer, publishBody('0.5')), ResultCode.amountInvalid);
    await refused(publish(t, withdrawer, publishBody('100', { payAmount: 'abc' })), ResultCode.amountInvalid);
    await refused(
      publish(t, withdrawer, publishBody('100', { cardNumber: '', phone: '' })),
      ResultCode.p2pPayeeRequired,
    );
    const disagree = await refused(
      publish(t, withdrawer, publishBody('100', { receiveAmount: '9' })),
      ResultCode.p2pAmountsDisagree,
    );
    expect(disagree.body.msg).toContain('8');
    await refused(
      publish(t, withdrawer, publishBody('100', { receiveCurrencyId: 2 })),
      ResultCode.currencyUnknown,
    );
    await refused(publish(t, withdrawer, publishBody('101')), ResultCode.insufficientBalance);
    await refused(
      publish(t, withdrawer, publishBody('100', { payPassword: '111111' })),
      ResultCode.payPasswordWrong,
    );
    await refused(
      act(t, withdrawer, 'checkMoney', { payCurrencyId: 1, payAmount: '100.5' }),
      ResultCode.insufficientBalance,
    );
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 100, frozen: 0 });
  });

  it('lets the withdrawer cancel only while nobody has responded, and never respond to his own request', async () => {
    const withdrawer = await member(t, '300');
    const payer = await member(t);
    const open = await published(t, withdrawer, '100');
    await refused(act(t, withdrawer, 'respond', { id: open }), ResultCode.p2pOwnRequest);
    await refused(act(t, payer, 'cancel', { id: open }), ResultCode.p2pNotParty);
    const cancelled = await act(t, withdrawer, 'cancel', { id: open });
    expect(cancelled.body).toMatchObject({ code: 200, data: { state: P2pOrderState.cancelled } });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 300, frozen: 0 });
    await refused(act(t, payer, 'respond', { id: open }), ResultCode.p2pWrongState);

    const taken = await published(t, withdrawer, '100');
    await act(t, payer, 'respond', { id: taken });
    await refused(act(t, withdrawer, 'cancel', { id: taken }), ResultCode.p2pWrongState);
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 200, frozen: 100 });
  });

  it('keeps strangers out of a taken order and takes only the payer’s own upload as proof', async () => {
    const withdrawer = await member(t, '100');
    const payer = await member(t);
    const stranger = await member(t);
    const id = await published(t, withdrawer, '100');
    await act(t, payer, 'respond', { id });
    await refused(act(t, stranger, 'respond', { id }), ResultCode.p2pAlreadyTaken);
    expect((await t.call('GET', `/app/recharge/${id}`, { token: stranger.token })).body.code).toBe(
      ResultCode.notFound,
    );
    await refused(act(t, stranger, 'complaint', { id, reason: 'x' }), ResultCode.notFound);
    const strangersFile = await screenshot(t, stranger);
    await refused(act(t, payer, 'proof', proofBody(id, strangersFile)), ResultCode.p2pProofFileInvalid);
    await refused(
      act(t, stranger, 'proof', proofBody(id, await screenshot(t, stranger))),
      ResultCode.notFound,
    );
    // The payer's repeated respond answers his order as it is.
    expect((await act(t, payer, 'respond', { id })).body).toMatchObject({
      code: 200,
      data: { role: 'payer' },
    });
  });
  it('in the app a staff member is a user like any other: he sees an open request as a stranger and may take it', async () => {
    const withdrawer = await member(t, '100');
    const boss = await admin(t);
    const id = await published(t, withdrawer, '100');
    const seen = await t.call('GET', `/app/recharge/${id}`, { token: boss.token });
    expect(seen.body.data).toMatchObject({ role: 'stranger', actions: ['respond'], payee: null });
    const taken = await act(t, boss, 'respond', { id });
    expect(taken.body.data).toMatchObject({ role: 'payer', state: P2pOrderState.pendingPayment });
    const desk = await t.call('GET', `/admin/api/p2p/order/${id}`, { token: boss.token });
    expect(desk.body.data.order).toMatchObject({ role: 'payer' });
  });
});

describe('P2P payment timer and trader record (issue 30)', () => {
  it('a payer who has not paid within the window loses the order: it opens again, the card says so', async () => {
    const withdrawer = await member(t, '500');
    const late = await member(t);
    const id = await published(t, withdrawer);
    const responded = await act(t, late, 'respond', { id });
    expect(Date.parse(responded.body.data.payBy) - t.clock.now().getTime()).toBe(P2P_PAY_MINUTES * 60_000);

    t.clock.advance(P2P_PAY_MINUTES * 60_000 - 1000);
    await t.app.services.timers.runDue();
    const still = await t.call('GET', `/app/recharge/${id}`, { token: late.token });
    expect(still.body.data).toMatchObject({ state: P2pOrderState.pendingPayment, role: 'payer' });

    t.clock.advance(2000);
    await t.app.services.timers.runDue();
    const reopened = await t.call('GET', `/app/recharge/${id}`, { token: withdrawer.token });
    expect(reopened.body.data).toMatchObject({ state: P2pOrderState.selling, payer: null, payBy: null });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 400, frozen: 100 });
    expect((await cardsIn(late.id)).map((c) => c.event)).toEqual(['responded', 'expired']);
    // The lapsed payer is a stranger again and cannot hand in a proof.
    await refused(act(t, late, 'proof', proofBody(id, await screenshot(t, late))), ResultCode.p2pNotParty);

    // Someone else takes it; the old timer never ends his round, and he gets his own card.
    const next = await member(t);
    await act(t, next, 'respond', { id });
    await t.app.services.timers.runDue();
    expect((await t.call('GET', `/app/recharge/${id}`, { token: next.token })).body.data.state).toBe(
      P2pOrderState.pendingPayment,
    );
    expect((await cardsIn(next.id)).map((c) => c.event)).toEqual(['responded']);
  });

  it('a payer who handed in his proof in time is left alone when the window ends', async () => {
    const withdrawer = await member(t, '500');
    const payer = await member(t);
    const id = await published(t, withdrawer);
    await act(t, payer, 'respond', { id });
    await act(t, payer, 'proof', proofBody(id, await screenshot(t, payer)));
    t.clock.advance(P2P_PAY_MINUTES * 60_000 + 1000);
    await t.app.services.timers.runDue();
    const order = await t.call('GET', `/app/recharge/${id}`, { token: payer.token });
    expect(order.body.data).toMatchObject({ state: P2pOrderState.alreadyPaid, payBy: null });
  });

  it('a trader record counts completed deals and the share of ended deals that completed', async () => {
    const withdrawer = await member(t, '500');
    const payer = await member(t);
    const viewer = await member(t);
    const empty = await t.call('GET', '/app/recharge/trader', {
      token: viewer.token,
      query: { userId: withdrawer.id },
    });
    expect(empty.body.data).toEqual({
      userId: withdrawer.id,
      completedDeals: 0,
      endedDeals: 0,
      completionRate: null,
    });

    const done = await published(t, withdrawer);
    await act(t, payer, 'respond', { id: done });
    await act(t, payer, 'proof', proofBody(done, await screenshot(t, payer)));
    await act(t, withdrawer, 'confirm', { id: done, payPassword: PAY_PASSWORD });
    // A request cancelled before anyone responded is no deal at all.
    const untaken = await published(t, withdrawer);
    await act(t, withdrawer, 'cancel', { id: untaken });
    const disputed = await published(t, withdrawer);
    await act(t, payer, 'respond', { id: disputed });
    await act(t, payer, 'complaint', { id: disputed, reason: 'no money' });
    const staff = await admin(t);
    await t.call('POST', '/admin/api/p2p/decide', {
      token: staff.token,
      body: { id: disputed, decision: 'staffCancel', reason: 'unclear' },
    });

    for (const who of [withdrawer, payer]) {
      const record = await t.call('GET', '/app/recharge/trader', {
        token: viewer.token,
        query: { userId: who.id },
      });
      expect(record.body.data).toEqual({
        userId: who.id,
        completedDeals: 1,
        endedDeals: 2,
        completionRate: 50,
      });
    }
    const nobody = await t.call('GET', '/app/recharge/trader', {
      token: viewer.token,
      query: { userId: 99999999 },
    });
    expect(nobody.body).toMatchObject({ success: false });
    expect(nobody.status).toBeLessThan(500);
    const bad = await t.call('GET', '/app/recharge/trader', { token: viewer.token, query: { userId: 'x' } });
    expect(bad.body).toMatchObject({ success: false, code: ResultCode.badRequest });
  });
});

describe('P2P complaints decided by staff', () => {
  async function disputed(payAmount = '100') {
    const withdrawer = await member(t, payAmount);
    const payer = await member(t);
    const id = await published(t, withdrawer, payAmount);
    await act(t, payer, 'respond', { id });
    await act(t, payer, 'proof', proofBody(id, await screenshot(t, payer)));
    const complained = await act(t, withdrawer, 'complaint', { id, reason: 'No money arrived' });
    expect(complained.body).toMatchObject({ code: 200, data: { state: P2pOrderState.complaint } });
    return { withdrawer, payer, id };
  }

  it('freezes the deal: neither party can confirm or cancel, staff see it in the queue with chat, proof and history', async () => {
    const { withdrawer, payer, id } = await disputed();
    await refused(act(t, withdrawer, 'confirm', { id, payPassword: PAY_PASSWORD }), ResultCode.p2pWrongState);
    await refused(act(t, payer, 'complaint', { id, reason: 'again' }), ResultCode.p2pWrongState);
    const staff = await staffMember(t, StaffRole.customerService);
    const queue = await t.call('GET', '/admin/api/p2p/orders', { token: staff.token });
    expect(queue.body.rows.map((r: { id: number }) => r.id)).toContain(id);
    const detail = await t.call('GET', `/admin/api/p2p/order/${id}`, { token: staff.token });
    expect(detail.body.data.order).toMatchObject({
      role: 'staff',
      actions: ['releaseToPayer', 'releaseToWithdrawer', 'staffCancel'],
      complaintReason: 'No money arrived',
      proof: { bank: 'Sber' },
    });
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      'publish',
      'respond',
      'submitProof',
      'complain',
    ]);
    // The order's one card, as of its latest step (issue 30); the history above keeps every step.
    expect(detail.body.data.messages.map((m: { text: string }) => m.text)).toEqual(['complained']);
    // Customer service reads the queue; only an administrator moves the money.
    const decide = { id, decision: 'releaseToPayer', reason: 'bank statement checked' };
    await refused(
      t.call('POST', '/admin/api/p2p/decide', { token: staff.token, body: decide }),
      ResultCode.forbidden,
    );
  });

  it('release to the payer captures the hold to him; release to the withdrawer gives it back; each audited once', async () => {
    const boss = await admin(t);
    const one = await disputed('70');
    const paid = await t.call('POST', '/admin/api/p2p/decide', {
      token: boss.token,
      body: { id: one.id, decision: 'releaseToPayer', reason: 'bank statement checked' },
    });
    expect(paid.body).toMatchObject({
      code: 200,
      data: { state: P2pOrderState.complete, resolution: 'releaseToPayer' },
    });
    expect(await balanceOf(t, one.payer.id)).toEqual({ available: 70, frozen: 0 });
    expect(await balanceOf(t, one.withdrawer.id)).toEqual({ available: 0, frozen: 0 });
    const audit = await auditOf(t, boss.token, 'p2pOrder', one.id);
    expect(audit).toMatchObject([{ action: 'p2pOrder.releaseToPayer', staffId: boss.id }]);
    await refused(
      t.call('POST', '/admin/api/p2p/decide', {
        token: boss.token,
        body: { id: one.id, decision: 'staffCancel', reason: 'twice' },
      }),
      ResultCode.p2pWrongState,
    );

    const two = await disputed('30');
    const back = await t.call('POST', '/admin/api/p2p/decide', {
      token: boss.token,
      body: { id: two.id, decision: 'releaseToWithdrawer', reason: 'no transfer seen' },
    });
    expect(back.body).toMatchObject({ code: 200, data: { state: P2pOrderState.cancelled } });
    expect(await balanceOf(t, two.withdrawer.id)).toEqual({ available: 30, frozen: 0 });
    expect(await balanceOf(t, two.payer.id)).toEqual({ available: 0, frozen: 0 });
    expect((await cardsIn(two.payer.id)).at(-1)).toMatchObject({ event: 'releasedToWithdrawer' });
  });

  it('staff may cancel an open request too, releasing the hold', async () => {
    const boss = await admin(t);
    const withdrawer = await member(t, '40');
    const id = await published(t, withdrawer, '40');
    const res = await t.call('POST', '/admin/api/p2p/decide', {
      token: boss.token,
      body: { id, decision: 'staffCancel', reason: 'fraud report' },
    });
    expect(res.body).toMatchObject({ code: 200, data: { state: P2pOrderState.cancelled } });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 40, frozen: 0 });
    await refused(
      t.call('POST', '/admin/api/p2p/decide', {
        token: boss.token,
        body: { id, decision: 'releaseToPayer', reason: 'x' },
      }),
      ResultCode.p2pWrongState,
    );
  });
});
