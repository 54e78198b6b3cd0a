import { BATCH_INFO_MAX_IDS } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { nextPhone, signUp } from './users.test-support.ts';

const t = useTestApp();
let viewer: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  viewer = await signUp(t);
});

const search = (keyword: string, query: Record<string, string | number> = {}, token = viewer.token) =>
  t.call('GET', '/app/user/search', { token, query: { keyword, ...query } });
const idsOf = (res: { body: { rows: { userId: number }[] } }) => res.body.rows.map((r) => r.userId);

/** A user with the given name and everything findable by anybody. */
async function publicUser(userName: string, account: Parameters<typeof signUp>[1] = {}) {
  const made = await signUp(t, { userName, ...account });
  await t.call('PUT', '/app/user', {
    token: made.token,
    body: { phonePrivacy: 2, emailPrivacy: 2, codePrivacy: 2 },
  });
  return made;
}

describe('GET /app/user/search', () => {
  it('finds by exact phone with or without the +7 prefix, and a +86 number with its prefix', async () => {
    const phone = nextPhone();
    const { id } = await publicUser('phoneFound', { areaCode: '+7', phone });
    for (const keyword of [phone, `+7${phone}`, `+7 ${phone.slice(0, 3)} ${phone.slice(3)}`, `7${phone}`])
      expect(idsOf(await search(keyword))).toEqual([id]);
    const cn = await publicUser('chinaFound', { areaCode: '+86', phone: '13912345678' });
    expect(idsOf(await search('+8613912345678'))).toEqual([cn.id]);
    expect(idsOf(await search('13912345678'))).toEqual([cn.id]);
    expect(idsOf(await search(phone.slice(0, 6)))).toEqual([]);
  });

  it('finds by exact e-mail (any case) and exact user code, not by parts of them', async () => {
    const { id, user } = await publicUser('mailFound', { email: 'Found.Me@Example.com' });
    expect(idsOf(await search('found.me@example.COM'))).toEqual([id]);
    expect(idsOf(await search('found.me@'))).toEqual([]);
    expect(idsOf(await search(user.userCode))).toEqual([id]);
    expect(idsOf(await search(user.userCode.toLowerCase()))).toEqual([id]);
    expect(idsOf(await search(user.userCode.slice(0, 7)))).toEqual([]);
  });

  it('does not find by a field the owner hides from this viewer, nor by a number he is not findable by', async () => {
    const phone = nextPhone();
    const { id, token, user } = await signUp(t, {
      areaCode: '+7',
      phone,
      email: 'hidden.search@example.com',
    });
    await t.call('PUT', '/app/user', {
      token,
      body: { phonePrivacy: 1, findByPhonePrivacy: 0, emailPrivacy: 0, codePrivacy: 0, userName: 'zzhidden' },
    });
    for (const keyword of [phone, `+7${phone}`, 'hidden.search@example.com', user.userCode]) {
      const res = await search(keyword);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rows: [], total: 0 });
    }
    expect(idsOf(await search('ZZHIDDEN'))).toEqual([id]);
  });

  it('finds names containing the keyword, case-insensitively, also in Cyrillic', async () => {
    const a = await publicUser('Маргарита');
    const b = await signUp(t, { userName: 'plain' });
    await t.call('PUT', '/app/user', {
      token: b.token,
      body: { firstName: 'Анна', lastName: 'МАРГАРИТОВА' },
    });
    expect(idsOf(await search('маргарит')).sort()).toEqual([a.id, b.id].sort());
    expect(idsOf(await search('Анна Маргаритова'))).toEqual([b.id]);
  });

  it('takes %, _ and \\ literally', async () => {
    const under = await publicUser('a_b');
    const other = await publicUser('axb');
    const pct = await publicUser('100%sure');
    const slash = await publicUser('back\\slash');
    expect(idsOf(await search('a_b'))).toEqual([under.id]);
    expect(idsOf(await search('_'))).toEqual([under.id]);
    expect(idsOf(await search('%'))).toEqual([pct.id]);
    expect(idsOf(await search('\\'))).toEqual([slash.id]);
    expect(idsOf(await search('axb'))).toEqual([other.id]);
  });

  it.each([
    "'",
    "' or '1'='1",
    '"; drop table users; --',
    '.*',
    '[a-z]+',
    '(?<x>)',
    '^$|\\d{2}',
    '\\\\%_',
    '😀',
    '\u0000x',
  ])('answers normally to %j', async (keyword) => {
    const res = await search(keyword);
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) expect(res.body).toMatchObject({ success: true, code: 200, total: 0, rows: [] });
    else expect(res.body.code).toBe(400);
  });

  it.each([
    [{ keyword: '' }],
    [{ keyword: '   ' }],
    [{ keyword: 'x'.repeat(65) }],
    [{ keyword: 'a', pageNum: 0 }],
    [{ keyword: 'a', pageNum: -1 }],
    [{ keyword: 'a', pageNum: 'one' }],
    [{ keyword: 'a', pageNum: 10_000_000 }],
    [{ keyword: 'a', pageSize: 0 }],
    [{ keyword: 'a', pageSize: -5 }],
    [{ keyword: 'a', pageSize: 1e20 }],
    [{ keyword: 'a', pageSize: 2.5 }],
  ])('refuses %j with 400 naming the field', async (query) => {
    const res = await t.call('GET', '/app/user/search', { token: viewer.token, query, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: null });
    expect(res.body.msg).toMatch(/^Invalid value of field \w+/);
  });

  it('pages exact matches first, then name matches, with the total of both', async () => {
    const code = await publicUser('pagerzz');
    const named = [];
    for (const n of [1, 2, 3]) named.push(await publicUser(`x${code.user.userCode}${n}`));
    const keyword = code.user.userCode;
    const first = await search(keyword, { pageNum: 1, pageSize: 2 });
    expect(first.body.total).toBe(4);
    expect(idsOf(first)).toEqual([code.id, named[2]!.id]);
    const second = await search(keyword, { pageNum: 2, pageSize: 2 });
    expect(idsOf(second)).toEqual([named[1]!.id, named[0]!.id]);
    expect(idsOf(await search(keyword, { pageNum: 3, pageSize: 2 }))).toEqual([]);
  });

  it('leaves out me and users on either side of a block', async () => {
    const mine = await publicUser('blockzone me');
    const blockedByMe = await publicUser('blockzone one');
    const blockingMe = await publicUser('blockzone two');
    const free = await publicUser('blockzone three');
    await t.call('POST', '/app/blockUser', { token: mine.token, body: { blockUserId: blockedByMe.id } });
    await t.call('POST', '/app/blockUser', { token: blockingMe.token, body: { blockUserId: mine.id } });
    expect(idsOf(await search('blockzone', {}, mine.token))).toEqual([free.id]);
    expect(idsOf(await search(blockedByMe.user.userCode, {}, mine.token))).toEqual([]);
    const list = (keyword: string) =>
      t.call('GET', '/app/user/list', { token: mine.token, query: { keyword } });
    expect(idsOf(await list(free.user.userCode))).toEqual([free.id]);
    expect(idsOf(await list(blockedByMe.user.userCode))).toEqual([]);
    expect(idsOf(await list(blockingMe.user.userCode))).toEqual([]);
    // still viewable one by one
    expect((await t.call('GET', `/app/user/${blockingMe.id}`, { token: mine.token })).body.data.userId).toBe(
      blockingMe.id,
    );
  });
});

describe('GET /app/user/{id} and batchInfo', () => {
  it('answers 404 userNotFound for an unknown id, 400 for a malformed one', async () => {
    const missing = await t.call('GET', '/app/user/999999', { token: viewer.token, lang: 'ja' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      code: 10025,
      msg: 'ユーザーが見つかりません',
      data: null,
    });
    for (const id of ['abc', '-1', '0', '1.5', '99999999999'])
      expect((await t.call('GET', `/app/user/${id}`, { token: viewer.token })).status).toBe(400);
  });

  it('answers users in the order asked, leaving unknown ids out', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await t.call('GET', '/app/user/batchInfo', {
      token: viewer.token,
      query: { userIds: `${b.id},999999,${a.id},${b.id}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { userId: number }) => u.userId)).toEqual([b.id, a.id]);
  });

  it.each([
    '',
    'a',
    '1,,2',
    '1,',
    ',1',
    '1;2',
    '-1',
    '1 2',
    '0',
    '12345678901',
    Array.from({ length: BATCH_INFO_MAX_IDS + 1 }, (_, i) => i + 1).join(','),
  ])('refuses userIds=%j with 400', async (userIds) => {
    const res = await t.call('GET', '/app/user/batchInfo', {
      token: viewer.token,
      query: { userIds },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: 'Invalid value of field userIds' });
  });

  it('accepts exactly the maximum number of ids', async () => {
    const userIds = Array.from({ length: BATCH_INFO_MAX_IDS }, (_, i) => i + 1).join(',');
    const res = await t.call('GET', '/app/user/batchInfo', { token: viewer.token, query: { userIds } });
    expect(res.status).toBe(200);
  });
});
