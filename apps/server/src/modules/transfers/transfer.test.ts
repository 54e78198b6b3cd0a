import {
  FlowDirection,
  FlowStatus,
  PLATFORM_TAX_RATE_CONFIG_KEY,
  Privacy,
  ResultCode,
  SafeTransferState,
  TRANSFER_OBJECT_NAME,
} from '@volna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { eventsOf } from '../chat/chat.test-support.ts';
import { befriend } from '../friends/friends.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import {
  balanceOf,
  countOf,
  expectLedgerIntact,
  newKey,
  PAY_PASSWORD,
  payer,
  RUB,
  transfer,
} from './transfer.test-support.ts';

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

const cardsIn = async (userId: number) =>
  (await eventsOf(t, userId)).filter(
    (e) => e.type === 'message' && e.message.objectName === TRANSFER_OBJECT_NAME,
  );

/** The request is refused with this code and nothing changes: no transfer, flow, posting or message. */
async function refused(res: Promise<{ status: number; body: any }>, code: number) {
  const before = await Promise.all([countOf(t, 'transfers'), countOf(t, 'flows'), countOf(t, 'postings')]);
  const answer = await res;
  expect(answer.body).toMatchObject({ success: false, code });
  expect(answer.status).toBeLessThan(500);
  expect(await Promise.all([countOf(t, 'transfers'), countOf(t, 'flows'), countOf(t, 'postings')])).toEqual(
    before,
  );
  return answer;
}

describe('GET /app/transfer/searchUserInfo', () => {
  it('finds the recipient by area code and phone when his privacy lets the caller see his phone', async () => {
    const me = await payer(t);
    const other = await signUp(t);
    await t.call('PUT', '/app/user', { token: other.token, body: { phonePrivacy: Privacy.everybody } });
    const res = await t.call('GET', '/app/transfer/searchUserInfo', {
      token: me.token,
      query: { areaCode: '+7', phone: other.user.phone! },
    });
    expect(res.body).toMatchObject({ code: 200, data: { userId: other.id, userPhone: other.user.phone } });
  });

  it('finds a stranger with the default privacy by his number without showing it, and he can be paid', async () => {
    const me = await payer(t, '50');
    const stranger = await signUp(t, { userName: 'default privacy' });
    const res = await t.call('GET', '/app/transfer/searchUserInfo', {
      token: me.token,
      query: { areaCode: '+7', phone: stranger.user.phone! },
    });
    expect(res.body).toMatchObject({ code: 200, data: { userId: stranger.id, nickName: 'default privacy' } });
    expect(res.body.data).not.toHaveProperty('userPhone');
    expect(JSON.stringify(res.body)).not.toContain(stranger.user.phone!);
    const paid = await transfer(t, me.token, { userId: res.body.data.userId, amount: '10' });
    expect(paid.body).toMatchObject({ code: 200, data: { receiver: { userId: stranger.id } } });
    expect(await balanceOf(t, stranger.id)).toEqual({ available: 10, frozen: 0 });
  });

  it('refuses oneself, a malformed phone, and someone not findable by his number by the caller or who blocked him', async () => {
    const me = await payer(t);
    const ask = (phone: string, who = me) =>
      t.call('GET', '/app/transfer/searchUserInfo', { token: who.token, query: { areaCode: '+7', phone } });
    expect((await ask(me.user.phone!)).body.code).toBe(ResultCode.cannotTargetSelf);
    expect((await ask('12')).body.code).toBe(ResultCode.phoneFormat);

    const hidden = await signUp(t);
    await t.call('PUT', '/app/user', { token: hidden.token, body: { findByPhonePrivacy: Privacy.nobody } });
    expect((await ask(hidden.user.phone!)).body.code).toBe(ResultCode.userNotFound);
    // Seeing the number is not finding by it.
    await t.call('PUT', '/app/user', { token: hidden.token, body: { phonePrivacy: Privacy.everybody } });
    expect((await ask(hidden.user.phone!)).body.code).toBe(ResultCode.userNotFound);

    const contactsOnly = await signUp(t);
    await t.call('PUT', '/app/user', {
      token: contactsOnly.token,
      body: { findByPhonePrivacy: Privacy.contacts },
    });
    expect((await ask(contactsOnly.user.phone!)).body.code).toBe(ResultCode.userNotFound);
    const friend = await payer(t);
    await befriend(t, friend, contactsOnly);
    expect((await ask(contactsOnly.user.phone!, friend)).body).toMatchObject({
      code: 200,
      data: { userId: contactsOnly.id },
    });

    const blocker = await signUp(t);
    await t.call('PUT', '/app/user', { token: blocker.token, body: { phonePrivacy: Privacy.everybody } });
    await t.call('POST', '/app/blockUser', { token: blocker.token, body: { blockUserId: me.id } });
    expect((await ask(blocker.user.phone!)).body.code).toBe(ResultCode.userNotFound);
  });
});

describe('POST /app/transfer (ordinary)', () => {
  it('moves the money at once and free, records both flows, and posts a card both sides receive live', async () => {
    const sender = await payer(t, '500');
    const receiver = await payer(t);
    const res = await transfer(t, sender.token, { userId: receiver.id, amount: '123.45', remark: 'за обед' });
    expect(res.body).toMatchObject({
      code: 200,
      data: {
        safe: false,
        state: SafeTransferState.completed,
        role: 'sender',
        amount: '123.45',
        fee: '0',
        receiveAmount: '123.45',
        remark: 'за обед',
        currencyCode: 'RUB',
        sender: { userId: sender.id },
        receiver: { userId: receiver.id },
      },
    });
    expect(await balanceOf(t, sender.id)).toEqual({ available: 376.55, frozen: 0 });
    expect(await balanceOf(t, receiver.id)).toEqual({ available: 123.45, frozen: 0 });

    const sent = (await t.call('GET', '/app/flow/list', { token: sender.token })).body.rows;
    const got = (await t.call('GET', '/app/flow/list', { token: receiver.token })).body.rows;
    expect(sent[0]).toMatchObject({
      direction: FlowDirection.out,
      status: FlowStatus.completed,
      relatedId: res.body.data.id,
    });
    expect(got[0]).toMatchObject({
      direction: FlowDirection.in,
      status: FlowStatus.completed,
      counterpartyId: sender.id,
    });

    const [mine] = await cardsIn(sender.id);
    const [theirs] = await cardsIn(receiver.id);
    expect(mine.message).toMatchObject({
      senderUserId: sender.id,
      targetId: String(receiver.id),
      content: { transferId: res.body.data.id, event: 'sent', amount: '123.45', safe: false },
    });
    expect(theirs.message).toMatchObject({ targetId: String(sender.id), content: mine.message.content });

    // The card is a record of money: neither recalled nor forwarded.
    const recall = await t.call('POST', '/app/chat/message/recall', {
      token: sender.token,
      body: { msgUid: mine.message.msgUid },
    });
    expect(recall.body.code).toBe(ResultCode.forbidden);
    const forward = await t.call('POST', '/app/chat/message/forward', {
      token: sender.token,
      body: {
        msgUid: mine.message.msgUid,
        conversationType: 1,
        targetId: String(receiver.id),
        clientMsgId: 'fw-card-1',
      },
    });
    expect(forward.body.code).toBe(ResultCode.badRequest);

    const detail = await t.call('GET', `/app/transfer/${res.body.data.id}`, { token: receiver.token });
    expect(detail.body.data).toMatchObject({ role: 'receiver', amount: '123.45' });
    const stranger = await signUp(t);
    expect(
      (await t.call('GET', `/app/transfer/${res.body.data.id}`, { token: stranger.token })).body.code,
    ).toBe(ResultCode.notFound);
  });

  it('answers the same request sent 10 times at once with one transfer, one movement and one card', async () => {
    const sender = await payer(t, '100');
    const receiver = await payer(t);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfer(t, sender.token, { userId: receiver.id, amount: '10' }, key)),
    );
    const ids = new Set(answers.map((a) => a.body.data?.id));
    expect(answers.map((a) => a.body.code)).toEqual(Array(10).fill(200));
    expect(ids.size).toBe(1);
    expect(await balanceOf(t, sender.id)).toEqual({ available: 90, frozen: 0 });
    expect(await cardsIn(receiver.id)).toHaveLength(1);

    // The same key with other parameters is refused.
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '11' }, key),
      ResultCode.idempotencyKeyReused,
    );
  });

  it('refuses bad amounts, oneself, an unknown recipient or currency, and a missing key, changing nothing', async () => {
    const sender = await payer(t, '100');
    const receiver = await payer(t);
    for (const amount of ['-5', '0', '0.5', '1.00001', 'NaN', 1e30, '1e3', ' 5', '', null])
      await refused(transfer(t, sender.token, { userId: receiver.id, amount }), ResultCode.amountInvalid);
    await refused(transfer(t, sender.token, { userId: sender.id, amount: '5' }), ResultCode.cannotTargetSelf);
    await refused(transfer(t, sender.token, { userId: 2_000_000_000, amount: '5' }), ResultCode.userNotFound);
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '5', currencyId: 2 }),
      ResultCode.currencyUnknown,
    );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '5', currencyId: 999 }),
      ResultCode.currencyUnknown,
    );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '5', remark: 'x'.repeat(141) }),
      ResultCode.badRequest,
    );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '5', remark: 'a\u0000b' }),
      ResultCode.badRequest,
    );
    await refused(
      t.call('POST', '/app/transfer', {
        token: sender.token,
        body: { userId: receiver.id, amount: '5', currencyId: RUB, payPassword: PAY_PASSWORD },
      }),
      ResultCode.badRequest,
    );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '5' }, 'bad key with spaces'),
      ResultCode.badRequest,
    );
    expect(await balanceOf(t, sender.id)).toEqual({ available: 100, frozen: 0 });
  });

  it('refuses more than the balance with the top-up prompt code, and a wrong pay password', async () => {
    const sender = await payer(t, '10');
    const receiver = await payer(t);
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '10.0001' }),
      ResultCode.insufficientBalance,
    );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '5', payPassword: '000000' }),
      ResultCode.payPasswordWrong,
    );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '5', payPassword: '12' }),
      ResultCode.payPasswordFormat,
    );
    expect(await balanceOf(t, sender.id)).toEqual({ available: 10, frozen: 0 });
  });

  it('locks payments after 5 wrong pay passwords, so even the right one is refused for 15 minutes', async () => {
    const sender = await payer(t, '10');
    const receiver = await payer(t);
    for (let i = 0; i < 4; i++)
      await refused(
        transfer(t, sender.token, { userId: receiver.id, amount: '1', payPassword: '000000' }),
        ResultCode.payPasswordWrong,
      );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '1', payPassword: '000000' }),
      ResultCode.payPasswordLocked,
    );
    await refused(
      transfer(t, sender.token, { userId: receiver.id, amount: '1' }),
      ResultCode.payPasswordLocked,
    );
    t.clock.advance(15 * 60_000 + 1);
    expect((await transfer(t, sender.token, { userId: receiver.id, amount: '1' })).body.code).toBe(200);
  });

  it('refuses a transfer across a block either way', async () => {
    const sender = await payer(t, '10');
    const receiver = await payer(t);
    await t.call('POST', '/app/blockUser', { token: receiver.token, body: { blockUserId: sender.id } });
    await refused(transfer(t, sender.token, { userId: receiver.id, amount: '5' }), ResultCode.blockedByUser);
  });
});

describe('GET /app/recharge/getPlatformTaxRate', () => {
  it('answers the configured rate, or the default when staff set none', async () => {
    const me = await signUp(t);
    const res = await t.call('GET', '/app/recharge/getPlatformTaxRate', { token: me.token });
    expect(res.body).toMatchObject({ code: 200, data: { rate: '0.01' } });

    await t.app.services.system.addMissingConfig([
      { key: PLATFORM_TAX_RATE_CONFIG_KEY, value: '0.025', description: 'safe-transfer fee' },
    ]);
    const configured = await t.call('GET', '/app/recharge/getPlatformTaxRate', { token: me.token });
    expect(configured.body.data).toEqual({ rate: '0.025' });
    const sender = await payer(t, '100');
    const safe = await transfer(t, sender.token, { userId: me.id, amount: '10.01', safe: true });
    // 10.01 × 0.025 = 0.25025 → 0.2503 (half up at 4 decimals).
    expect(safe.body.data).toMatchObject({ fee: '0.2503', receiveAmount: '9.7597' });
  });
});
