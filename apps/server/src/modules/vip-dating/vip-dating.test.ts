import { FlowDirection, FlowStatus, FlowType, Gender, ResultCode, VipRequestState } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { send } from '../chat/chat.test-support.ts';
import { useWalletTestApp } from '../wallet/wallet.test-support.ts';
import { type Person, person, rubOf, staffMember, withKey } from './vip-dating.test-support.ts';

const t = useWalletTestApp();

const profileBody = {
  nickName: 'Ivan',
  sex: Gender.male,
  age: 30,
  city: 'Kazan',
  height: 180,
  weight: 80,
  brief: 'VIP',
};
const requirement = {
  sex: Gender.female,
  ageFrom: 20,
  ageTo: 30,
  city: 'Kazan',
  extraWishes: 'Likes books',
  candidateCount: 2,
  price: '200',
};

async function requester(rubles = '1000') {
  const who = await person(t, { rubles });
  const res = await t.call('PUT', '/app/vip/profile', { token: who.token, body: profileBody });
  expect(res.status).toBe(200);
  return who;
}

const submit = (who: Person, body: Record<string, unknown> = {}, key?: string) =>
  t.call('POST', '/app/vip/request', {
    token: who.token,
    lang: 'en',
    headers: withKey(key),
    body: { ...requirement, ...body },
  });

/** The caller's wallet history rows of VIP dating, oldest first, as the wallet's GET /app/flow/list answers them. */
async function vipFlowsOf(who: Person) {
  const res = await t.call('GET', '/app/flow/list', { token: who.token, query: { pageSize: 100 } });
  expect(res.status).toBe(200);
  return (
    res.body.rows as { type: number; direction: number; status: number; amount: string; relatedId: number }[]
  )
    .filter((f) => f.type === FlowType.vipDating || f.type === FlowType.vipDatingRefund)
    .map(({ type, direction, status, amount, relatedId }) => ({
      type,
      direction,
      status,
      amount: Number(amount),
      relatedId,
    }))
    .reverse();
}

const requestsOf = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from vip_requests where user_id = ${userId}`,
    )
  )[0]!.n;

describe('VIP request: submit', () => {
  it('needs the own VIP profile, refuses bad requirements and a stale price, and changes nothing', async () => {
    const who = await person(t, { rubles: '1000' });
    expect((await submit(who)).body.code).toBe(14001);
    await t.call('PUT', '/app/vip/profile', { token: who.token, body: profileBody });
    for (const bad of [
      { ageFrom: 31, ageTo: 30 },
      { ageFrom: 17 },
      { ageTo: 76 },
      { candidateCount: 0 },
      { candidateCount: 16 },
      { sex: 0 },
      { price: '-1' },
      { price: '1e3' },
    ]) {
      const res = await submit(who, bad);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const stale = await submit(who, { price: '150' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(14003);
    expect(stale.body.msg).toContain('200');
    expect(await requestsOf(who.id)).toBe(0);
    expect(await rubOf(t, who.id)).toEqual({ available: '1000', frozen: '0' });
  });

  it('without enough money: insufficient balance, no request', async () => {
    const who = await requester('100');
    const res = await submit(who);
    expect(res.body.code).toBe(11001);
    expect(await requestsOf(who.id)).toBe(0);
  });

  it('holds the price once per Idempotency-Key and proposes matching live dating profiles only', async () => {
    const match1 = await person(t, { dating: { gender: Gender.female, age: 25, location: 'kazan ' } });
    const match2 = await person(t, { dating: { gender: Gender.female, age: 30, location: 'Kazan' } });
    await person(t, { dating: { gender: Gender.male, age: 25, location: 'Kazan' } });
    await person(t, { dating: { gender: Gender.female, age: 35, location: 'Kazan' } });
    await person(t, { dating: { gender: Gender.female, age: 25, location: 'Omsk' } });
    const blocker = await person(t, { dating: { gender: Gender.female, age: 25, location: 'Kazan' } });
    const who = await requester();
    await t.call('POST', '/app/blockUser', { token: blocker.token, body: { blockUserId: who.id } });

    const same = await Promise.all(Array.from({ length: 10 }, () => submit(who, {}, 'vip-key-1')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
    expect(await rubOf(t, who.id)).toEqual({ available: '800', frozen: '200' });
    const reused = await submit(who, { extraWishes: 'other' }, 'vip-key-1');
    expect(reused.body.code).toBe(11005);

    const request = same[0]!.body.data;
    // One history row for the one hold, however many retries.
    expect(await vipFlowsOf(who)).toEqual([
      {
        type: FlowType.vipDating,
        direction: FlowDirection.out,
        status: FlowStatus.inProgress,
        amount: 200,
        relatedId: request.id,
      },
    ]);
    expect(request).toMatchObject({
      state: VipRequestState.submitted,
      price: '200',
      pricePerCandidate: '100',
    });
    expect(request.candidates.map((c: { userId: number }) => c.userId).sort()).toEqual(
      [match1.id, match2.id].sort(),
    );
  });
});

describe('VIP request: pick, cancel, staff', () => {
  /** A submitted request in a city of its own, so profiles of other tests do not fill its proposals. */
  let cities = 0;
  async function submitted() {
    const city = `Tver ${++cities}`;
    const a = await person(t, { dating: { gender: Gender.female, age: 22, location: city } });
    const b = await person(t, { dating: { gender: Gender.female, age: 23, location: city } });
    const who = await requester();
    const res = await submit(who, { city });
    expect(res.status).toBe(200);
    expect(res.body.data.candidates).toHaveLength(2);
    return { who, id: res.body.data.id as number, a, b, city };
  }

  it('picking captures the price of the picked and releases the rest, exactly once; other steps are refused', async () => {
    const { who, id, a, city } = await submitted();
    const other = await requester();
    const pick = (by: Person, userIds: number[]) =>
      t.call('POST', '/app/vip/request/pick', { token: by.token, lang: 'en', body: { id, userIds } });

    expect((await pick(other, [a.id])).status).toBe(404);
    expect((await t.call('GET', `/app/vip/request/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (await t.call('POST', '/app/vip/request/cancel', { token: other.token, body: { id } })).status,
    ).toBe(404);
    const stranger = await person(t);
    expect((await pick(who, [stranger.id])).body.code).toBe(14005);
    expect((await pick(who, [a.id, a.id])).status).toBe(400);
    // A profile published after the submit joins the proposals.
    const extra = await person(t, { dating: { gender: Gender.female, age: 24, location: city } });
    const listed = (await t.call('GET', `/app/vip/request/${id}`, { token: who.token })).body.data.candidates;
    expect(listed.map((c: { userId: number }) => c.userId)).toContain(extra.id);
    const three = listed.slice(0, 3).map((c: { userId: number }) => c.userId);
    const tooMany = await pick(who, three);
    expect(tooMany.body.code).toBe(14004);
    expect(await rubOf(t, who.id)).toEqual({ available: '800', frozen: '200' });

    const [first, second] = await Promise.all([
      pick(who, [a.id]),
      t.call('POST', '/app/vip/request/cancel', { token: who.token, lang: 'en', body: { id } }),
    ]);
    const winners = [first, second].filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect([first, second].find((r) => r.status !== 200)!.body.code).toBe(14002);
    const balance = await rubOf(t, who.id);
    if (first.status === 200) {
      expect(first.body.data).toMatchObject({
        state: VipRequestState.picked,
        captured: '100',
        released: '100',
      });
      expect(balance).toEqual({ available: '900', frozen: '0' });
    } else {
      expect(second.body.data).toMatchObject({
        state: VipRequestState.cancelled,
        captured: '0',
        released: '200',
      });
      expect(balance).toEqual({ available: '1000', frozen: '0' });
    }
    expect((await pick(who, [a.id])).body.code).toBe(14002);
    expect(await rubOf(t, who.id)).toEqual(balance);

    // A picked candidate is written to even when her dating chat is paid; one not picked is not.
    await t.db.execute(
      sql`update dating_profiles set chat_price = 5 where user_id in (${a.id}, ${extra.id})`,
    );
    const toA = await send(t, { token: who.token }, { targetId: a.id, content: { content: 'Hello' } });
    expect(toA.body.code).toBe(first.status === 200 ? 200 : ResultCode.datingChatNotPaid);
    const toExtra = await send(t, { token: who.token }, { targetId: extra.id, content: { content: 'Hi' } });
    expect(toExtra.body.code).toBe(ResultCode.datingChatNotPaid);
  });

  it('staff list requests, contact the requester (customer-service chat), add candidates by hand; audited; users may not', async () => {
    const { who, id } = await submitted();
    const staff = await staffMember(t);
    const manual = await person(t, { dating: { gender: Gender.male, age: 50, location: 'Omsk' } });
    const noProfile = await person(t);

    expect((await t.call('GET', '/admin/api/vip-dating/requests', { token: who.token })).status).toBe(403);
    expect(
      (await t.call('POST', '/admin/api/vip-dating/contact', { token: who.token, body: { id } })).status,
    ).toBe(403);

    const list = await t.call('GET', '/admin/api/vip-dating/requests', {
      token: staff.token,
      query: { state: 1 },
    });
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r: { id: number }) => r.id)).toContain(id);

    const contact = await t.call('POST', '/admin/api/vip-dating/contact', {
      token: staff.token,
      body: { id },
    });
    expect(contact.status).toBe(200);
    expect(contact.body.data.request).toMatchObject({ state: VipRequestState.contacted });
    expect(contact.body.data.groupId).toBeGreaterThan(0);
    const again = await t.call('POST', '/admin/api/vip-dating/contact', { token: staff.token, body: { id } });
    expect(again.body.data.groupId).toBe(contact.body.data.groupId);
    const groups = await t.call('GET', '/app/group/groupModuleList', { token: who.token });
    expect(JSON.stringify(groups.body)).toContain(String(contact.body.data.groupId));

    const add = (userId: number) =>
      t.call('POST', '/admin/api/vip-dating/candidates', {
        token: staff.token,
        lang: 'en',
        body: { id, userId },
      });
    expect((await add(noProfile.id)).body.code).toBe(14006);
    expect((await add(who.id)).body.code).toBe(14006);
    const added = await add(manual.id);
    expect(added.status).toBe(200);
    expect(added.body.data.candidates).toContainEqual(
      expect.objectContaining({ userId: manual.id, source: 'staff' }),
    );
    expect((await add(manual.id)).body.code).toBe(14006);

    const picked = await t.call('POST', '/app/vip/request/pick', {
      token: who.token,
      body: { id, userIds: [manual.id] },
    });
    expect(picked.body.data).toMatchObject({ state: VipRequestState.picked, captured: '100' });
    expect((await add(manual.id)).body.code).toBe(14002);

    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from staff_audit where object_type = 'vipRequest' and object_id = ${String(id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'vipRequest.contact',
      'vipRequest.contact',
      'vipRequest.addCandidate',
    ]);
  });

  it('cancelling releases the whole hold; my requests list shows it', async () => {
    const { who, id } = await submitted();
    const res = await t.call('POST', '/app/vip/request/cancel', { token: who.token, body: { id } });
    expect(res.body.data).toMatchObject({ state: VipRequestState.cancelled, released: '200' });
    expect(await rubOf(t, who.id)).toEqual({ available: '1000', frozen: '0' });
    expect(await vipFlowsOf(who)).toEqual([
      {
        type: FlowType.vipDating,
        direction: FlowDirection.out,
        status: FlowStatus.cancelled,
        amount: 200,
        relatedId: id,
      },
    ]);
    const mine = await t.call('GET', '/app/vip/request/list', { token: who.token });
    expect(mine.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
  });

  it('wallet history: the held price completes on the pick and the unpicked rest comes back as a refund row', async () => {
    const { who, id, a } = await submitted();
    const res = await t.call('POST', '/app/vip/request/pick', {
      token: who.token,
      body: { id, userIds: [a.id] },
    });
    expect(res.body.data).toMatchObject({ captured: '100', released: '100' });
    const expected = [
      {
        type: FlowType.vipDating,
        direction: FlowDirection.out,
        status: FlowStatus.completed,
        amount: 200,
        relatedId: id,
      },
      {
        type: FlowType.vipDatingRefund,
        direction: FlowDirection.in,
        status: FlowStatus.refund,
        amount: 100,
        relatedId: id,
      },
    ];
    expect(await vipFlowsOf(who)).toEqual(expected);
    // A repeated pick is refused and writes no second row.
    await t.call('POST', '/app/vip/request/pick', { token: who.token, body: { id, userIds: [a.id] } });
    expect(await vipFlowsOf(who)).toEqual(expected);
  });
});
