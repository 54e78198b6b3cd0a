import { Privacy, ResultCode } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { befriend, eventsOf, friendIds, signUp } from './friends.test-support.ts';

const t = useTestApp();

describe('friend requests', () => {
  it('request → accept: both lists, the request in the agreement list, live events on the other side', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const sent = await t.call('POST', '/app/friend', {
      token: a.token,
      body: { userId: b.id, message: 'hi' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      friends: false,
      request: { fromUserId: a.id, toUserId: b.id, status: 0 },
    });
    expect(sent.body.data.request.user.userId).toBe(b.id);
    const requestId = sent.body.data.request.requestId;

    const incoming = await t.call('GET', '/app/friend/request/list', { token: b.token });
    expect(incoming.body.total).toBe(1);
    expect(incoming.body.rows[0]).toMatchObject({
      requestId,
      message: 'hi',
      status: 0,
      user: { userId: a.id },
    });
    const bEvents = await eventsOf(t, b.id);
    expect(bEvents).toContainEqual(expect.objectContaining({ type: 'friendRequest' }));
    expect(bEvents.find((e) => e.type === 'friendRequest')).toMatchObject({
      request: { requestId, user: { userId: a.id } },
    });
    expect(await friendIds(t, a)).toEqual([]);

    const accepted = await t.call('POST', '/app/friend/request/accept', {
      token: b.token,
      body: { requestId },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe(1);
    expect(await friendIds(t, a)).toEqual([b.id]);
    expect(await friendIds(t, b)).toEqual([a.id]);
    expect(await eventsOf(t, a.id)).toContainEqual({ type: 'friendAccepted', userId: b.id, requestId });

    // Accepting again answers the same; a new request now is refused.
    const again = await t.call('POST', '/app/friend/request/accept', { token: b.token, body: { requestId } });
    expect(again.status).toBe(200);
    const more = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    expect(more.body.code).toBe(ResultCode.alreadyFriends);
    expect(await friendIds(t, a)).toEqual([b.id]);
  });

  it('a second request while one is pending answers the pending one, no duplicate', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const first = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    const second = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    expect(second.status).toBe(200);
    expect(second.body.data.request.requestId).toBe(first.body.data.request.requestId);
    expect((await t.call('GET', '/app/friend/request/list', { token: b.token })).body.total).toBe(1);
    expect((await eventsOf(t, b.id)).filter((e) => e.type === 'friendRequest')).toHaveLength(1);
  });

  it('decline: no friendship, the request stays declined, the sender may ask again', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const sent = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    const requestId = sent.body.data.request.requestId;
    const declined = await t.call('POST', '/app/friend/request/decline', {
      token: b.token,
      body: { requestId },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe(2);
    expect(await friendIds(t, a)).toEqual([]);
    expect(await friendIds(t, b)).toEqual([]);
    const late = await t.call('POST', '/app/friend/request/accept', { token: b.token, body: { requestId } });
    expect(late.body.code).toBe(ResultCode.notFound);
    expect(await friendIds(t, b)).toEqual([]);
    const anew = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    expect(anew.status).toBe(200);
    expect(anew.body.data.request.requestId).not.toBe(requestId);
  });

  it('mutual requests: asking someone who already asked me makes us friends at once', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    const back = await t.call('POST', '/app/friend', { token: b.token, body: { userId: a.id } });
    expect(back.status).toBe(200);
    expect(back.body.data.friends).toBe(true);
    expect(await friendIds(t, a)).toEqual([b.id]);
    expect(await friendIds(t, b)).toEqual([a.id]);
    expect(await eventsOf(t, a.id)).toContainEqual(
      expect.objectContaining({ type: 'friendAccepted', userId: b.id }),
    );
    const pending = (await t.call('GET', '/app/friend/request/list', { token: b.token })).body.rows;
    expect(pending.every((r: { status: number }) => r.status !== 0)).toBe(true);
  });

  it('only the addressee accepts or declines: another user hears not found and nothing changes', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    const sent = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    const requestId = sent.body.data.request.requestId;
    for (const who of [c, a])
      for (const path of ['/app/friend/request/accept', '/app/friend/request/decline']) {
        const res = await t.call('POST', path, { token: who.token, body: { requestId } });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe(ResultCode.notFound);
      }
    const unknown = await t.call('POST', '/app/friend/request/accept', {
      token: b.token,
      body: { requestId: 2_000_000_000 },
    });
    expect(unknown.body.code).toBe(ResultCode.notFound);
    expect(await friendIds(t, a)).toEqual([]);
    expect(await friendIds(t, c)).toEqual([]);
    expect((await t.call('GET', '/app/friend/request/list', { token: b.token })).body.rows[0].status).toBe(0);
  });
});

describe('refusals change nothing', () => {
  it('self, unknown user', async () => {
    const a = await signUp(t);
    const self = await t.call('POST', '/app/friend', { token: a.token, body: { userId: a.id } });
    expect(self.body.code).toBe(ResultCode.cannotTargetSelf);
    const unknown = await t.call('POST', '/app/friend', { token: a.token, body: { userId: 2_000_000_000 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ResultCode.userNotFound);
    for (const res of [
      await t.call('DELETE', `/app/friend/${a.id}`, { token: a.token }),
      await t.call('PUT', '/app/friend', { token: a.token, body: { userId: a.id, commentName: 'Me' } }),
    ])
      expect(res.body.code).toBe(ResultCode.cannotTargetSelf);
    expect(await friendIds(t, a)).toEqual([]);
    expect((await t.call('GET', '/app/friend/request/list', { token: a.token })).body.total).toBe(0);
  });

  it('a block either way refuses the request and the acceptance', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.call('POST', '/app/blockUser', { token: b.token, body: { blockUserId: a.id } });
    const blocked = await t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } });
    expect(blocked.body.code).toBe(ResultCode.blockedByUser);
    const blocking = await t.call('POST', '/app/friend', { token: b.token, body: { userId: a.id } });
    expect(blocking.body.code).toBe(ResultCode.youBlockedUser);
    expect((await t.call('GET', '/app/friend/request/list', { token: a.token })).body.total).toBe(0);
    expect((await t.call('GET', '/app/friend/request/list', { token: b.token })).body.total).toBe(0);
    expect(await friendIds(t, a)).toEqual([]);
  });

  it('remark and removal only for a friend', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const remark = await t.call('PUT', '/app/friend', {
      token: a.token,
      body: { userId: b.id, commentName: 'X' },
    });
    expect(remark.body.code).toBe(ResultCode.notFriends);
    const removal = await t.call('DELETE', `/app/friend/${b.id}`, { token: a.token });
    expect(removal.body.code).toBe(ResultCode.notFriends);
    const unknown = await t.call('DELETE', '/app/friend/2000000000', { token: a.token });
    expect(unknown.body.code).toBe(ResultCode.userNotFound);
    expect(
      (await t.call('GET', `/app/user/${b.id}`, { token: a.token })).body.data.commentName,
    ).toBeUndefined();
  });
});

describe('friends list, remarks, removal', () => {
  it('newest friendship first, paged, with the total', async () => {
    const me = await signUp(t);
    const [x, y, z] = [await signUp(t), await signUp(t), await signUp(t)];
    await befriend(t, me, x);
    await befriend(t, y, me);
    await befriend(t, me, z);
    expect(await friendIds(t, me)).toEqual([z.id, y.id, x.id]);
    const second = await t.call('GET', '/app/friend/list', {
      token: me.token,
      query: { pageNum: 2, pageSize: 2 },
    });
    expect(second.body.total).toBe(3);
    expect(second.body.rows.map((r: { userId: number }) => r.userId)).toEqual([x.id]);
    expect(second.body.rows[0]).toMatchObject({ commentName: '', commentLast: '' });
    expect(typeof second.body.rows[0].createTime).toBe('string');
  });

  it("a remark is the viewer's own: shown in his list, in GET /app/user/{id} and batchInfo, not to the other", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    const set = await t.call('PUT', '/app/friend', {
      token: a.token,
      body: { userId: b.id, commentName: ' Boris ', commentLast: 'Smith' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      userId: b.id,
      commentName: 'Boris',
      commentLast: 'Smith',
      nickName: 'Boris Smith',
    });
    const row = (await t.call('GET', '/app/friend/list', { token: a.token })).body.rows[0];
    expect(row).toMatchObject({
      userId: b.id,
      commentName: 'Boris',
      commentLast: 'Smith',
      nickName: 'Boris Smith',
    });
    const viewed = (await t.call('GET', `/app/user/${b.id}`, { token: a.token })).body.data;
    expect(viewed).toMatchObject({ commentName: 'Boris', commentLast: 'Smith', nickName: 'Boris Smith' });
    const batch = (
      await t.call('GET', '/app/user/batchInfo', { token: a.token, query: { userIds: `${b.id}` } })
    ).body.data[0];
    expect(batch.commentName).toBe('Boris');
    expect((await t.call('GET', '/app/friend/list', { token: b.token })).body.rows[0].commentName).toBe('');
    // By `id`, and cleared.
    const cleared = await t.call('PUT', '/app/friend', {
      token: a.token,
      body: { id: b.id, commentName: '', commentLast: '' },
    });
    expect(cleared.body.data.commentName).toBe('');
  });

  it('DELETE ends it for both, the other hears of it, and the remark goes with it', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await befriend(t, a, b);
    await t.call('PUT', '/app/friend', { token: a.token, body: { userId: b.id, commentName: 'B' } });
    const removed = await t.call('DELETE', `/app/friend/${b.id}`, { token: a.token });
    expect(removed.status).toBe(200);
    expect(await friendIds(t, a)).toEqual([]);
    expect(await friendIds(t, b)).toEqual([]);
    expect(await eventsOf(t, b.id)).toContainEqual({ type: 'friendRemoved', userId: a.id });
    expect(
      (await t.call('GET', `/app/user/${b.id}`, { token: a.token })).body.data.commentName,
    ).toBeUndefined();
    expect((await t.call('DELETE', `/app/friend/${b.id}`, { token: a.token })).body.code).toBe(
      ResultCode.notFriends,
    );
  });

  it('a block ends the friendship and the pending requests both ways', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const c = await signUp(t);
    await befriend(t, a, b);
    await t.call('POST', '/app/friend', { token: c.token, body: { userId: a.id } });
    expect(
      (await t.call('POST', '/app/blockUser', { token: a.token, body: { blockUserId: b.id } })).status,
    ).toBe(200);
    expect(
      (await t.call('POST', '/app/blockUser', { token: a.token, body: { blockUserId: c.id } })).status,
    ).toBe(200);
    expect(await friendIds(t, a)).toEqual([]);
    expect(await friendIds(t, b)).toEqual([]);
    expect(await eventsOf(t, b.id)).toContainEqual({ type: 'friendRemoved', userId: a.id });
    const incoming = (await t.call('GET', '/app/friend/request/list', { token: a.token })).body.rows;
    expect(incoming.map((r: { status: number }) => r.status)).toEqual([2]);
    // Unblocking does not bring the friendship back.
    await t.call('DELETE', `/app/blockUser/${b.id}`, { token: a.token });
    expect(await friendIds(t, a)).toEqual([]);
  });
});

describe('"My Contacts" privacy: friends are contacts', () => {
  it('a field at My Contacts shows to a friend, not to a stranger, and no longer once unfriended', async () => {
    const owner = await signUp(t);
    await t.app.services.users.changeEmail(owner.id, `friend-owner${owner.id}@example.com`);
    await t.call('PUT', '/app/user', {
      token: owner.token,
      body: { phonePrivacy: Privacy.contacts, emailPrivacy: Privacy.contacts, codePrivacy: Privacy.nobody },
    });
    const friend = await signUp(t);
    const stranger = await signUp(t);
    await befriend(t, friend, owner);
    const seenByFriend = (await t.call('GET', `/app/user/${owner.id}`, { token: friend.token })).body.data;
    expect(seenByFriend.userPhone).toBe(owner.user.phone);
    expect(seenByFriend.email).toBe(`friend-owner${owner.id}@example.com`);
    expect(seenByFriend.userCode).toBeUndefined();
    const listed = (await t.call('GET', '/app/friend/list', { token: friend.token })).body.rows[0];
    expect(listed.userPhone).toBe(owner.user.phone);
    const batch = (
      await t.call('GET', '/app/user/batchInfo', { token: friend.token, query: { userIds: `${owner.id}` } })
    ).body.data[0];
    expect(batch.email).toBeDefined();
    const seenByStranger = (await t.call('GET', `/app/user/${owner.id}`, { token: stranger.token })).body
      .data;
    expect(seenByStranger.userPhone).toBeUndefined();
    expect(seenByStranger.email).toBeUndefined();
    await t.call('DELETE', `/app/friend/${owner.id}`, { token: friend.token });
    const afterwards = (await t.call('GET', `/app/user/${owner.id}`, { token: friend.token })).body.data;
    expect(afterwards.userPhone).toBeUndefined();
  });
});

describe('concurrency', () => {
  it('crossing and repeated requests at once make one friendship, never a 500', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const answers = await Promise.all([
      t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } }),
      t.call('POST', '/app/friend', { token: b.token, body: { userId: a.id } }),
      t.call('POST', '/app/friend', { token: a.token, body: { userId: b.id } }),
      t.call('POST', '/app/friend', { token: b.token, body: { userId: a.id } }),
    ]);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(answers.some((res) => res.body.data?.friends === true)).toBe(true);
    expect(await friendIds(t, a)).toEqual([b.id]);
    expect(await friendIds(t, b)).toEqual([a.id]);
    const pending = [
      ...(await t.call('GET', '/app/friend/request/list', { token: a.token })).body.rows,
      ...(await t.call('GET', '/app/friend/request/list', { token: b.token })).body.rows,
    ].filter((r: { status: number }) => r.status === 0);
    expect(pending).toEqual([]);
  });
});
