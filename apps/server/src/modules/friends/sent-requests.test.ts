import { FriendRequestStatus, Privacy, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { eventsOf, friendIds, type Person, signUp } from './friends.test-support.ts';

const t = useTestApp();

/** A sends B a request; its id. The clock moves a second so requests get distinct times. */
async function ask(from: Person, to: Person, message?: string) {
  t.clock.advance(1000);
  const res = await t.call('POST', '/app/friend', { token: from.token, body: { userId: to.id, message } });
  expect(res.status).toBe(200);
  expect(res.body.data.friends).toBe(false);
  return res.body.data.request.requestId as number;
}

async function sentBy(who: Person, query: Record<string, string | number> = {}) {
  const res = await t.call('GET', '/app/friend/request/sent', { token: who.token, query });
  expect(res.status).toBe(200);
  return res.body as {
    rows: Array<{ requestId: number; toUserId: number; user: Record<string, unknown> }>;
  } & {
    total: number;
  };
}

const sentIds = async (who: Person) => (await sentBy(who)).rows.map((r) => r.requestId);

const incomingIds = async (who: Person) =>
  (await t.call('GET', '/app/friend/request/list', { token: who.token })).body.rows.map(
    (r: { requestId: number }) => r.requestId,
  );

const cancel = (who: Person, body: Record<string, unknown>) =>
  t.call('POST', '/app/friend/request/cancel', { token: who.token, body });

describe('GET /app/friend/request/sent', () => {
  it('my pending requests only, newest first, paged, each with the addressee as I may see him', async () => {
    const me = await signUp(t);
    const [x, y, z] = [await signUp(t), await signUp(t), await signUp(t)];
    await t.call('PUT', '/app/user', { token: x.token, body: { phonePrivacy: Privacy.everybody } });
    await t.call('PUT', '/app/user', { token: y.token, body: { phonePrivacy: Privacy.nobody } });
    const toX = await ask(me, x, 'hello x');
    const toY = await ask(me, y);
    const toZ = await ask(me, z);
    // Requests to me and requests already answered are not "sent and waiting".
    await ask(await signUp(t), me);
    await t.call('POST', '/app/friend/request/accept', { token: z.token, body: { requestId: toZ } });

    const all = await sentBy(me);
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.requestId)).toEqual([toY, toX]);
    expect(all.rows[1]).toMatchObject({
      fromUserId: me.id,
      toUserId: x.id,
      message: 'hello x',
      status: FriendRequestStatus.pending,
      user: { userId: x.id, userPhone: x.user.phone },
    });
    // The addressee's privacy holds here as everywhere: y hides his phone.
    expect(all.rows[0]?.user.userId).toBe(y.id);
    expect(all.rows[0]?.user).not.toHaveProperty('userPhone');

    const second = await sentBy(me, { pageNum: 2, pageSize: 1 });
    expect(second.total).toBe(2);
    expect(second.rows.map((r) => r.requestId)).toEqual([toX]);
    // The profile asks for the one to a given user.
    const toOne = await sentBy(me, { userId: y.id });
    expect(toOne.rows.map((r) => r.requestId)).toEqual([toY]);
    expect((await sentBy(me, { userId: z.id })).total).toBe(0);
    // The addressee does not see them as his.
    expect((await sentBy(x)).total).toBe(0);
  });

  it('bad pages and user ids: 400, never 500; no session: 401', async () => {
    const me = await signUp(t);
    for (const query of <Array<Record<string, string | number>>>[
      { pageNum: 0 },
      { pageNum: -1 },
      { pageNum: 'x' },
      { pageSize: 1000 },
      { userId: 0 },
      { userId: -1 },
      { userId: 'x' },
      { userId: '1e20' },
    ]) {
      const res = await t.call('GET', '/app/friend/request/sent', { token: me.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe(ResultCode.badRequest);
    }
    expect((await t.call('GET', '/app/friend/request/sent', {})).status).toBe(401);
  });
});

describe('POST /app/friend/request/cancel', () => {
  it('the sender withdraws it: gone from both lists, the addressee hears of it, a new request works', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const requestId = await ask(a, b);
    expect(await incomingIds(b)).toEqual([requestId]);

    const cancelled = await cancel(a, { requestId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      requestId,
      status: FriendRequestStatus.cancelled,
      user: { userId: b.id },
    });
    expect(cancelled.body.data.decideTime).toEqual(expect.any(String));
    expect(await sentIds(a)).toEqual([]);
    expect(await incomingIds(b)).toEqual([]);
    expect(await eventsOf(t, b.id)).toContainEqual({
      type: 'friendRequestCancelled',
      userId: a.id,
      requestId,
    });
    // The sender is not told of his own act.
    expect((await eventsOf(t, a.id)).map((e) => e.type)).not.toContain('friendRequestCancelled');
    // Too late for the addressee to accept it.
    const late = await t.call('POST', '/app/friend/request/accept', { token: b.token, body: { requestId } });
    expect(late.body.code).toBe(ResultCode.notFound);
    expect(await friendIds(t, b)).toEqual([]);

    // Cancelling twice answers the same and tells nobody again.
    const again = await cancel(a, { id: requestId });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe(FriendRequestStatus.cancelled);
    expect((await eventsOf(t, b.id)).filter((e) => e.type === 'friendRequestCancelled')).toHaveLength(1);

    const anew = await ask(a, b);
    expect(anew).not.toBe(requestId);
    expect(await sentIds(a)).toEqual([anew]);
    expect(await incomingIds(b)).toEqual([anew]);
    await t.call('POST', '/app/friend/request/accept', { token: b.token, body: { requestId: anew } });
    expect(await friendIds(t, a)).toEqual([b.id]);
  });

  it("someone else's request is not found for the addressee and for a third user, and stays pending", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    const requestId = await ask(a, b);
    for (const who of [b, c]) {
      const res = await cancel(who, { requestId });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(ResultCode.notFound);
    }
    expect(await sentIds(a)).toEqual([requestId]);
    expect(await incomingIds(b)).toEqual([requestId]);
    expect((await eventsOf(t, b.id)).map((e) => e.type)).not.toContain('friendRequestCancelled');
    const unknown = await cancel(a, { requestId: 2_000_000_000 });
    expect(unknown.body.code).toBe(ResultCode.notFound);
  });

  it('an accepted or declined request cannot be withdrawn: 409, the friendship and the answer stay', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    const toB = await ask(a, b);
    const toC = await ask(a, c);
    await t.call('POST', '/app/friend/request/accept', { token: b.token, body: { requestId: toB } });
    await t.call('POST', '/app/friend/request/decline', { token: c.token, body: { requestId: toC } });
    for (const requestId of [toB, toC]) {
      const res = await cancel(a, { requestId });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(ResultCode.friendRequestAnswered);
    }
    expect(await friendIds(t, a)).toEqual([b.id]);
    const cSees = (await t.call('GET', '/app/friend/request/list', { token: c.token })).body.rows;
    expect(cSees).toMatchObject([{ requestId: toC, status: FriendRequestStatus.declined }]);
    for (const who of [b, c])
      expect((await eventsOf(t, who.id)).map((e) => e.type)).not.toContain('friendRequestCancelled');
  });

  it('a request a block closed cannot be withdrawn either', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const requestId = await ask(a, b);
    await t.call('POST', '/app/blockUser', { token: b.token, body: { blockUserId: a.id } });
    expect((await cancel(a, { requestId })).body.code).toBe(ResultCode.friendRequestAnswered);
    expect(await sentIds(a)).toEqual([]);
  });

  it('bad ids: 400 with the envelope, never 500, nothing changed', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const requestId = await ask(a, b);
    for (const body of <Array<Record<string, unknown>>>[
      {},
      { requestId: 0 },
      { requestId: -1 },
      { requestId: 'x' },
      { requestId: 1e20 },
      { requestId: '1e20' },
      { requestId: 1.5 },
      { id: 0 },
      { id: -1 },
      { id: 'x' },
      { id: 1e20 },
      { requestId: 'a\u0000b' },
    ]) {
      const res = await cancel(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(ResultCode.badRequest);
    }
    expect((await t.call('POST', '/app/friend/request/cancel', { body: { requestId } })).status).toBe(401);
    expect(await sentIds(a)).toEqual([requestId]);
    expect(await incomingIds(b)).toEqual([requestId]);
  });

  it('cancelling while the addressee accepts at once: one of them wins, never a 500, never both', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const requestId = await ask(a, b);
    const [cancelled, accepted] = await Promise.all([
      cancel(a, { requestId }),
      t.call('POST', '/app/friend/request/accept', { token: b.token, body: { requestId } }),
    ]);
    expect([200, 409]).toContain(cancelled.status);
    expect([200, 404]).toContain(accepted.status);
    expect((cancelled.status === 200) !== (accepted.status === 200)).toBe(true);
    expect(await friendIds(t, a)).toEqual(accepted.status === 200 ? [b.id] : []);
  });
});
