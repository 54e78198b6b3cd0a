import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { sendText } from '../chat/chat.test-support.ts';
import { signUp } from './users.test-support.ts';

const t = useTestApp();

const blockList = async (token: string, query: Record<string, string | number> = {}) =>
  (await t.call('GET', '/app/blockUser/list', { token, query })).body;

describe('blocks', () => {
  it('blocks, lists newest first with the time, checks both directions, and unblocks', async () => {
    const me = await signUp(t);
    const first = await signUp(t, { userName: 'firstBlocked' });
    const second = await signUp(t, { userName: 'secondBlocked' });
    // A chat between them: the block check tells only about someone one has a chat or contact relation with.
    await sendText(t, first.token, me.id, 'Hello');

    const res = await t.call('POST', '/app/blockUser', { token: me.token, body: { blockUserId: first.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200, data: null });
    t.clock.advance(1000);
    await t.call('POST', '/app/blockUser', { token: me.token, body: { blockUserId: `${second.id}` } });

    const list = await blockList(me.token);
    expect(list.total).toBe(2);
    expect(list.rows.map((r: { userId: number }) => r.userId)).toEqual([second.id, first.id]);
    expect(list.rows[0]).toMatchObject({ userName: 'secondBlocked', blockedAt: t.clock.now().toISOString() });
    expect((await blockList(me.token, { pageNum: 2, pageSize: 1 })).rows[0].userId).toBe(first.id);
    expect((await blockList(first.token)).total).toBe(0);

    const mine = await t.call('POST', '/app/blockUser/checkHaveBeenBlocked', {
      token: me.token,
      body: { userId: first.id },
    });
    expect(mine.body.data).toEqual({ blocked: false, blocking: true });
    const theirs = await t.call('POST', '/app/blockUser/checkHaveBeenBlocked', {
      token: first.token,
      body: { userId: me.id },
    });
    expect(theirs.body.data).toEqual({ blocked: true, blocking: false });
    expect(await t.app.services.users.isBlocked(me.id, first.id)).toBe(true);
    expect(await t.app.services.users.isBlocked(first.id, me.id)).toBe(false);
    expect(await t.app.services.users.eitherBlocked(first.id, me.id)).toBe(true);

    const removed = await t.call('DELETE', `/app/blockUser/${first.id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect((await blockList(me.token)).rows.map((r: { userId: number }) => r.userId)).toEqual([second.id]);
    expect(await t.app.services.users.eitherBlocked(first.id, me.id)).toBe(false);
  });

  it('refuses blocking myself (cannotTargetSelf), an unknown user (userNotFound) and a second time (alreadyBlocked)', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const self = await t.call('POST', '/app/blockUser', {
      token: me.token,
      lang: 'en',
      body: { blockUserId: me.id },
    });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      success: false,
      code: 10022,
      msg: 'You cannot do this to yourself',
      data: null,
    });

    const unknown = await t.call('POST', '/app/blockUser', {
      token: me.token,
      lang: 'zh',
      body: { blockUserId: 999999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: 10025, msg: '用户不存在', data: null });

    await t.call('POST', '/app/blockUser', { token: me.token, body: { blockUserId: other.id } });
    const twice = await t.call('POST', '/app/blockUser', {
      token: me.token,
      lang: 'ja',
      body: { blockUserId: other.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      success: false,
      code: 10026,
      msg: 'このユーザーは既にブロックされています',
      data: null,
    });
    const twiceRu = await t.call('POST', '/app/blockUser', {
      token: me.token,
      body: { blockUserId: other.id },
    });
    expect(twiceRu.body.msg).toBe('Пользователь уже в чёрном списке');

    const list = await blockList(me.token);
    expect(list.total).toBe(1);
    expect(list.rows[0].userId).toBe(other.id);
  });

  it('refuses unblocking someone not blocked (404) or unknown, and leaves the list as it was', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const kept = await signUp(t);
    await t.call('POST', '/app/blockUser', { token: me.token, body: { blockUserId: kept.id } });
    const notBlocked = await t.call('DELETE', `/app/blockUser/${other.id}`, { token: me.token, lang: 'en' });
    expect(notBlocked.status).toBe(404);
    expect(notBlocked.body).toMatchObject({ code: 404, msg: 'Not found' });
    const unknown = await t.call('DELETE', '/app/blockUser/999999', { token: me.token });
    expect(unknown.body.code).toBe(10025);
    const self = await t.call('DELETE', `/app/blockUser/${me.id}`, { token: me.token });
    expect(self.body.code).toBe(10022);
    // someone else's block cannot be lifted by me
    const theirs = await signUp(t);
    await t.call('POST', '/app/blockUser', { token: theirs.token, body: { blockUserId: other.id } });
    expect((await t.call('DELETE', `/app/blockUser/${other.id}`, { token: me.token })).status).toBe(404);
    expect(await t.app.services.users.isBlocked(theirs.id, other.id)).toBe(true);
    expect((await blockList(me.token)).rows.map((r: { userId: number }) => r.userId)).toEqual([kept.id]);
  });

  it.each([
    ['POST', '/app/blockUser', { blockUserId: 'abc' }],
    ['POST', '/app/blockUser', { blockUserId: -3 }],
    ['POST', '/app/blockUser', { blockUserId: 99999999999 }],
    ['POST', '/app/blockUser', {}],
    ['POST', '/app/blockUser/checkHaveBeenBlocked', { userId: 0 }],
    ['POST', '/app/blockUser/checkHaveBeenBlocked', { userId: '1 or 1=1' }],
    ['DELETE', '/app/blockUser/abc', undefined],
    ['DELETE', '/app/blockUser/-1', undefined],
  ] as const)('%s %s %j → 400', async (method, url, body) => {
    const me = await signUp(t);
    const res = await t.call(method, url, { token: me.token, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect((await blockList(me.token)).total).toBe(0);
  });

  it('refuses bad paging of the block list', async () => {
    const me = await signUp(t);
    const queries: Record<string, string | number>[] = [
      { pageNum: 0 },
      { pageSize: 1000 },
      { pageSize: -1 },
      { pageNum: 'x' },
    ];
    for (const query of queries)
      expect((await t.call('GET', '/app/blockUser/list', { token: me.token, query })).status).toBe(400);
  });

  it('checkHaveBeenBlocked answers an unknown user as any stranger, and every block route needs a login', async () => {
    const me = await signUp(t);
    const res = await t.call('POST', '/app/blockUser/checkHaveBeenBlocked', {
      token: me.token,
      body: { userId: 999999 },
    });
    expect(res.body).toMatchObject({ code: 200, data: { blocked: false, blocking: false } });
    expect((await t.call('GET', '/app/blockUser/list')).status).toBe(401);
    expect((await t.call('POST', '/app/blockUser', { body: { blockUserId: me.id } })).status).toBe(401);
    expect((await t.call('DELETE', `/app/blockUser/${me.id}`)).status).toBe(401);
  });
});
