import {
  FlowStatus,
  FlowType,
  RED_PACKET_EVENT_TYPE,
  RED_PACKET_EXPIRY_MS,
  RED_PACKET_OBJECT_NAME,
  RedPacketStatus,
  ResultCode,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { eventsOf } from '../chat/chat.test-support.ts';
import { inviteAndJoin, makeGroup } from '../groups/groups.test-support.ts';
import { RED_PACKET_EXPIRY_TIMER } from './red-packet.service.ts';
import {
  claim,
  detail,
  footprint,
  type Person,
  person,
  rubOf,
  sendPacket,
} from './red-packet.test-support.ts';
import { expectLedgerSound } from '../wallet/wallet.test-support.ts';

const t = useTestApp();
afterEach(() => expectLedgerSound(t));

const units = (amount: string) => Math.round(Number(amount) * 10_000);
const cardsIn = async (userId: number) =>
  (await eventsOf(t, userId)).filter(
    (e) =>
      e.type === 'message' && (e.message as { objectName: string }).objectName === RED_PACKET_OBJECT_NAME,
  );

async function flowsOf(userId: number) {
  return queryRows<{ type: number; direction: number; status: number; amount: string }>(
    t.db,
    sql`select type, direction, status, amount::text from flows where user_id = ${userId} order by id`,
  );
}

/** A group of the owner and `others` members, its chat id as a targetId. */
async function groupOf(owner: Person, others: Person[]) {
  return String(await makeGroup(t, owner, { members: others }));
}

describe('red packets in a private chat', () => {
  it('holds the amount at send, posts the card to both, and the other person claims it all', async () => {
    const a = await person(t, '100');
    const b = await person(t);
    const sent = await sendPacket(t, a, { conversationType: 1, targetId: String(b.id), amount: '10.5' });
    expect(sent.status).toBe(200);
    const packet = sent.body.data;
    expect(packet).toMatchObject({
      amount: '10.5000',
      count: 1,
      status: RedPacketStatus.active,
      claimedCount: 0,
    });
    expect(packet.canClaim).toBe(false);
    expect(await rubOf(t, a.id)).toEqual({ available: units('89.5'), frozen: units('10.5') });
    const [card] = await cardsIn(b.id);
    expect(card?.message).toMatchObject({ senderUserId: a.id, targetId: String(a.id) });
    expect((card!.message as { content: object }).content).toMatchObject({
      redPacketId: packet.id,
      count: 1,
    });
    expect(await cardsIn(a.id)).toHaveLength(1);

    expect((await detail(t, b, packet.id)).body.data.canClaim).toBe(true);
    const claimed = await claim(t, b, packet.id);
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({
      status: RedPacketStatus.finished,
      claimedCount: 1,
      claimedAmount: '10.5000',
      myAmount: '10.5000',
      remainingAmount: '0.0000',
      canClaim: false,
    });
    expect(claimed.body.data.claims).toMatchObject([{ userId: b.id, amount: '10.5000' }]);
    expect(await rubOf(t, a.id)).toEqual({ available: units('89.5'), frozen: 0 });
    expect(await rubOf(t, b.id)).toEqual({ available: units('10.5'), frozen: 0 });
    expect(await flowsOf(a.id)).toContainEqual({
      type: FlowType.redPacketSend,
      direction: 2,
      status: FlowStatus.completed,
      amount: '10.5000',
    });
    expect(await flowsOf(b.id)).toEqual([
      { type: FlowType.redPacketClaim, direction: 1, status: FlowStatus.completed, amount: '10.5000' },
    ]);
    // Both hear the claim live.
    for (const who of [a, b])
      expect((await eventsOf(t, who.id)).filter((e) => e.type === RED_PACKET_EVENT_TYPE)).toContainEqual(
        expect.objectContaining({
          redPacketId: packet.id,
          claimedCount: 1,
          status: RedPacketStatus.finished,
        }),
      );
  });

  it('refuses a second claim, the sender, and anyone outside the chat; an outsider cannot even see it', async () => {
    const a = await person(t, '20');
    const b = await person(t);
    const c = await person(t, '5');
    const { id } = (await sendPacket(t, a, { conversationType: 1, targetId: String(b.id), amount: '3' })).body
      .data;
    const before = await footprint(t);
    expect((await claim(t, a, id)).body.code).toBe(ResultCode.redPacketOwnPrivate);
    expect((await claim(t, c, id)).body.code).toBe(ResultCode.redPacketNotMember);
    expect((await detail(t, c, id)).status).toBe(404);
    expect((await claim(t, b, 999_999)).status).toBe(404);
    expect(await footprint(t)).toEqual(before);
    expect((await claim(t, b, id)).status).toBe(200);
    const again = await claim(t, b, id);
    expect(again.body.code).toBe(ResultCode.redPacketAlreadyClaimed);
    expect(again.status).toBeLessThan(500);
    expect(await rubOf(t, b.id)).toEqual({ available: units('3'), frozen: 0 });
  });
});

describe('red packets in a group', () => {
  it('even: equal shares to the last 0.0001, summing exactly; the sender may claim too; then it is empty', async () => {
    const owner = await person(t, '50');
    const [m1, m2, m3] = [await person(t), await person(t), await person(t)];
    const groupId = await groupOf(owner, [m1!, m2!, m3!]);
    const sent = await sendPacket(t, owner, {
      conversationType: 3,
      targetId: groupId,
      amount: '10',
      count: 3,
    });
    expect(sent.status).toBe(200);
    const { id } = sent.body.data;
    for (const who of [m1!, m2!, m3!]) expect(await cardsIn(who.id)).toHaveLength(1);
    const amounts = [];
    for (const who of [m1!, owner, m2!]) {
      const res = await claim(t, who, id);
      expect(res.status).toBe(200);
      amounts.push(res.body.data.myAmount as string);
    }
    expect(amounts.sort()).toEqual(['3.3333', '3.3333', '3.3334']);
    const late = await claim(t, m3!, id);
    expect(late.body.code).toBe(ResultCode.redPacketEmpty);
    const seen = (await detail(t, m3!, id)).body.data;
    expect(seen).toMatchObject({
      status: RedPacketStatus.finished,
      claimedCount: 3,
      claimedAmount: '10.0000',
    });
    expect(seen.claims.every((c: { best: boolean }) => !c.best)).toBe(true);
    const ownShare = seen.claims.find((c: { userId: number }) => c.userId === owner.id).amount as string;
    expect(await rubOf(t, owner.id)).toEqual({ available: units('40') + units(ownShare), frozen: 0 });
  });

  it('lucky: random shares, each at least 0.01, summing exactly to the total; the luckiest is named at the end', async () => {
    const owner = await person(t, '100');
    const members = [await person(t), await person(t), await person(t), await person(t), await person(t)];
    const groupId = await groupOf(owner, members);
    const { id } = (
      await sendPacket(t, owner, {
        conversationType: 3,
        targetId: groupId,
        amount: '7.77',
        count: 5,
        split: 'lucky',
      })
    ).body.data;
    let total = 0;
    for (const who of members) {
      const mine = (await claim(t, who, id)).body.data.myAmount as string;
      expect(units(mine)).toBeGreaterThanOrEqual(100);
      total += units(mine);
      expect(await rubOf(t, who.id)).toEqual({ available: units(mine), frozen: 0 });
    }
    expect(total).toBe(units('7.77'));
    const end = (await detail(t, owner, id)).body.data;
    expect(end.claims.filter((c: { best: boolean }) => c.best)).toHaveLength(1);
    expect(await rubOf(t, owner.id)).toEqual({ available: units('92.23'), frozen: 0 });
  });

  it('concurrent claims of the last share by 10 members: exactly one gets it, nothing is over-claimed', async () => {
    const owner = await person(t, '10');
    const members: Person[] = [];
    for (let i = 0; i < 10; i++) members.push(await person(t));
    const groupId = await groupOf(owner, members);
    const { id } = (
      await sendPacket(t, owner, { conversationType: 3, targetId: groupId, amount: '2', count: 1 })
    ).body.data;
    const answers = await Promise.all(members.map((who) => claim(t, who, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ResultCode.redPacketEmpty)).toHaveLength(9);
    const [shares] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from red_packet_shares where red_packet_id = ${id} and claimer_user_id is not null`,
    );
    expect(shares!.n).toBe(1);
    expect(await rubOf(t, owner.id)).toEqual({ available: units('8'), frozen: 0 });
  });

  it('refuses more shares than members, a muted member, and a non-member, moving nothing', async () => {
    const owner = await person(t, '30');
    const member = await person(t, '30');
    const outsider = await person(t, '30');
    const groupId = await groupOf(owner, [member]);
    // Mute-all silences ordinary members; the owner may still send.
    await t.app.services.groups.setGagAll(owner.id, Number(groupId), true);
    const before = await footprint(t);
    const tooMany = await sendPacket(t, owner, {
      conversationType: 3,
      targetId: groupId,
      amount: '5',
      count: 3,
    });
    expect(tooMany.body.code).toBe(ResultCode.redPacketTooManyShares);
    expect(tooMany.body.msg).toContain('2');
    const notIn = await sendPacket(t, outsider, { conversationType: 3, targetId: groupId, amount: '5' });
    expect(notIn.body.code).toBe(ResultCode.notInGroup);
    const muted = await sendPacket(t, member, { conversationType: 3, targetId: groupId, amount: '5' });
    expect(muted.body.code).toBe(ResultCode.mutedInGroup);
    expect(await footprint(t)).toEqual(before);
    expect(await rubOf(t, owner.id)).toEqual({ available: units('30'), frozen: 0 });
  });
});

describe('red packets and members who joined later (issue 17)', () => {
  it('refuses a packet sent before the claimer joined, even with the history shown; later ones are his', async () => {
    const owner = await person(t, '50');
    const member = await person(t);
    const groupId = await groupOf(owner, [member]);
    const early = (
      await sendPacket(t, owner, { conversationType: 3, targetId: groupId, amount: '6', count: 2 })
    ).body.data;
    // the group shows its history to new members: the newcomer sees the card, and may look, but not take
    await t.app.services.groups.edit(owner.id, { groupId: Number(groupId), historyVisible: true });
    const newcomer = await person(t);
    await inviteAndJoin(t, Number(groupId), owner, newcomer);

    const before = await footprint(t);
    const refused = await claim(t, newcomer, early.id);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: ResultCode.redPacketJoinedAfter,
        msg: 'This red packet was sent before you joined the group',
      },
    });
    expect(await footprint(t)).toEqual(before);
    expect(await rubOf(t, newcomer.id)).toEqual({ available: 0, frozen: 0 });
    const seen = await detail(t, newcomer, early.id);
    expect(seen.body).toMatchObject({ code: 200, data: { canClaim: false, myAmount: null } });
    // those who were in claim as before
    expect((await claim(t, member, early.id)).body.code).toBe(200);

    const late = (
      await sendPacket(t, owner, { conversationType: 3, targetId: groupId, amount: '4', count: 2 })
    ).body.data;
    expect((await detail(t, newcomer, late.id)).body.data.canClaim).toBe(true);
    expect((await claim(t, newcomer, late.id)).body).toMatchObject({
      code: 200,
      data: { myAmount: '2.0000' },
    });
  });

  it('hides a pre-join packet from a newcomer who cannot see the history (the default)', async () => {
    const owner = await person(t, '20');
    const member = await person(t);
    const groupId = await groupOf(owner, [member]);
    const early = (
      await sendPacket(t, owner, { conversationType: 3, targetId: groupId, amount: '3', count: 1 })
    ).body.data;
    const newcomer = await person(t);
    await inviteAndJoin(t, Number(groupId), member, newcomer);
    expect((await claim(t, newcomer, early.id)).body.code).toBe(ResultCode.redPacketJoinedAfter);
    // its card is not in his history, and its details are not his to read
    expect((await detail(t, newcomer, early.id)).status).toBe(404);
    expect(await cardsIn(newcomer.id)).toEqual([]);
  });
});

describe('bad input changes nothing', () => {
  it('answers each with a clear code, never a 500, and moves no money', async () => {
    const a = await person(t, '10');
    const b = await person(t);
    const to = { conversationType: 1, targetId: String(b.id) };
    const before = await footprint(t);
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ ...to, amount: '0' }, ResultCode.amountInvalid],
      [{ ...to, amount: '-1' }, ResultCode.amountInvalid],
      [{ ...to, amount: '1.00001' }, ResultCode.amountInvalid],
      [{ ...to, amount: 'NaN' }, ResultCode.amountInvalid],
      [{ ...to, amount: 1e30 }, ResultCode.amountInvalid],
      [{ ...to, amount: '0.5' }, ResultCode.amountInvalid],
      [{ ...to, amount: '1', currencyId: 99 }, ResultCode.currencyUnknown],
      [{ ...to, amount: '1', currencyId: 2 }, ResultCode.currencyUnknown],
      [{ ...to, amount: '11' }, ResultCode.insufficientBalance],
      [{ ...to, amount: '1', payPassword: '000000' }, ResultCode.payPasswordWrong],
      [{ ...to, amount: '1', count: 2 }, ResultCode.badRequest],
      [{ ...to, amount: '1', count: 0 }, ResultCode.badRequest],
      [{ ...to, amount: '1', split: 'random' }, ResultCode.badRequest],
      [{ ...to, amount: '1', greeting: 'x'.repeat(141) }, ResultCode.badRequest],
      [{ ...to, amount: '1', greeting: 'a\u0000b' }, ResultCode.badRequest],
      [{ conversationType: 6, targetId: 'SYSTEM-MESSAGE', amount: '1' }, ResultCode.badRequest],
      [{ conversationType: 1, targetId: String(a.id), amount: '1' }, ResultCode.cannotTargetSelf],
      [{ conversationType: 1, targetId: '999999', amount: '1' }, ResultCode.userNotFound],
    ];
    for (const [body, code] of cases) {
      const res = await sendPacket(t, a, body);
      expect({ body, code: res.body.code }).toEqual({ body, code });
      expect(res.status).toBeLessThan(500);
    }
    const noKey = await t.call('POST', '/app/redPacket', {
      token: a.token,
      body: { ...to, currencyId: 1, amount: '1', count: 1, split: 'even', payPassword: '135790' },
    });
    expect(noKey.status).toBe(400);
    for (const id of ['abc', -1, 0, 1e20, null]) expect((await claim(t, b, id)).status).toBe(400);
    expect((await detail(t, b, 'x')).status).toBe(400);
    expect(await footprint(t)).toEqual(before);
    expect(await rubOf(t, a.id)).toEqual({ available: units('10'), frozen: 0 });
  });

  it('refuses a blocked sender either way', async () => {
    const a = await person(t, '10');
    const b = await person(t, '10');
    await t.app.services.users.block(b.id, a.id);
    const before = await footprint(t);
    expect(
      (await sendPacket(t, a, { conversationType: 1, targetId: String(b.id), amount: '1' })).body.code,
    ).toBe(ResultCode.blockedByUser);
    expect(
      (await sendPacket(t, b, { conversationType: 1, targetId: String(a.id), amount: '1' })).body.code,
    ).toBe(ResultCode.forbidden);
    expect(await footprint(t)).toEqual(before);
  });
});

describe('idempotency', () => {
  it('the same send retried 10 times at once makes one packet, one hold and one card', async () => {
    const a = await person(t, '50');
    const b = await person(t);
    const key = `retry-${Date.now()}`;
    const body = { conversationType: 1, targetId: String(b.id), amount: '4' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendPacket(t, a, body, key)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
    expect(await rubOf(t, a.id)).toEqual({ available: units('46'), frozen: units('4') });
    expect(await cardsIn(b.id)).toHaveLength(1);
    const other = await sendPacket(t, a, { ...body, amount: '5' }, key);
    expect(other.body.code).toBe(ResultCode.idempotencyKeyReused);
    expect(await rubOf(t, a.id)).toEqual({ available: units('46'), frozen: units('4') });
  });
});

describe('expiry (the durable timer)', () => {
  it('after 24 h the remainder goes back to the sender exactly once, even with two instances polling', async () => {
    const owner = await person(t, '100');
    const [m1, m2, m3] = [await person(t), await person(t), await person(t)];
    const groupId = await groupOf(owner, [m1!, m2!, m3!]);
    const { id } = (
      await sendPacket(t, owner, {
        conversationType: 3,
        targetId: groupId,
        amount: '9',
        count: 3,
        split: 'even',
      })
    ).body.data;
    expect((await claim(t, m1!, id)).status).toBe(200);
    const timer = await t.app.services.timers.find(RED_PACKET_EXPIRY_TIMER, String(id));
    expect(timer?.dueAt.getTime()).toBe(t.clock.now().getTime() + RED_PACKET_EXPIRY_MS);

    // Not due yet: nothing happens.
    await t.app.services.timers.runDue();
    expect((await detail(t, owner, id)).body.data.status).toBe(RedPacketStatus.active);

    const second = await createTestApp({}, { database: t.database, bus: t.bus });
    try {
      t.clock.advance(RED_PACKET_EXPIRY_MS + 1000);
      second.clock.set(t.clock.now());
      // Past its time a claim is refused even before the timer has run.
      expect((await claim(t, m2!, id)).body.code).toBe(ResultCode.redPacketExpired);
      await Promise.all([t.app.services.timers.runDue(), second.app.services.timers.runDue()]);
      await Promise.all([t.app.services.timers.runDue(), second.app.services.timers.runDue()]);
    } finally {
      await second.close();
    }
    // A failed run would be postponed (not run again in this test): its error says why.
    expect((await t.app.services.timers.find(RED_PACKET_EXPIRY_TIMER, String(id)))?.lastError).toBe('');
    const ended = (await detail(t, owner, id)).body.data;
    expect(ended).toMatchObject({
      status: RedPacketStatus.expired,
      claimedAmount: '3.0000',
      refundedAmount: '6.0000',
      remainingAmount: '0.0000',
    });
    expect(await rubOf(t, owner.id)).toEqual({ available: units('97'), frozen: 0 });
    const refunds = (await flowsOf(owner.id)).filter((f) => f.type === FlowType.redPacketRefund);
    expect(refunds).toEqual([
      { type: FlowType.redPacketRefund, direction: 1, status: FlowStatus.refund, amount: '6.0000' },
    ]);
    expect((await t.app.services.timers.find(RED_PACKET_EXPIRY_TIMER, String(id)))?.doneAt).not.toBeNull();
    expect((await claim(t, m3!, id)).body.code).toBe(ResultCode.redPacketExpired);
    expect((await eventsOf(t, m3!.id)).filter((e) => e.type === RED_PACKET_EVENT_TYPE)).toContainEqual(
      expect.objectContaining({ redPacketId: id, status: RedPacketStatus.expired }),
    );
  });

  it('a packet claimed in full before expiry has nothing to give back', async () => {
    const a = await person(t, '10');
    const b = await person(t);
    const { id } = (await sendPacket(t, a, { conversationType: 1, targetId: String(b.id), amount: '2' })).body
      .data;
    expect((await claim(t, b, id)).status).toBe(200);
    t.clock.advance(RED_PACKET_EXPIRY_MS + 1000);
    await t.app.services.timers.runDue();
    expect((await detail(t, a, id)).body.data).toMatchObject({
      status: RedPacketStatus.finished,
      refundedAmount: '0.0000',
    });
    expect(await rubOf(t, a.id)).toEqual({ available: units('8'), frozen: 0 });
  });
});
