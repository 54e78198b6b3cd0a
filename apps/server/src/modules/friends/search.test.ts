import { SEARCH_TEXT_MAX_LENGTH } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { nextPhone } from '../users/users.test-support.ts';
import { befriend, type Person, signUp } from './friends.test-support.ts';

const t = useTestApp();
let me: Person;
let anna: Person;
let special: Person;
let regexy: Person;
let hiddenPhone: Person;
let stranger: Person;
let olgaOne: Person;
let olgaTwo: Person;
const annaPhone = nextPhone();
const hiddenPhoneNumber = nextPhone();

beforeAll(async () => {
  me = await signUp(t, { userName: 'Searcher' });
  anna = await signUp(t, { userName: 'Анна Кузнецова', areaCode: '+7', phone: annaPhone });
  special = await signUp(t, { userName: 'a%b_c\\d' });
  regexy = await signUp(t, { userName: 'x.*(y' });
  hiddenPhone = await signUp(t, { userName: 'Quiet', areaCode: '+7', phone: hiddenPhoneNumber });
  await t.call('PUT', '/app/user', { token: hiddenPhone.token, body: { phonePrivacy: 0 } });
  // Not a friend: found by the user search, never by the friends search.
  stranger = await signUp(t, { userName: 'Анна Strangerova' });
  olgaOne = await signUp(t, { userName: 'Olga One' });
  olgaTwo = await signUp(t, { userName: 'Olga Two' });
  for (const friend of [anna, special, regexy, hiddenPhone, olgaOne, olgaTwo]) await befriend(t, me, friend);
});

type Row = { userId: number; nickName: string; commentName: string; commentLast: string };
const search = (keyword: string, query: Record<string, string | number> = {}, who = me) =>
  t.call('GET', '/app/friend/search', { token: who.token, lang: 'en', query: { keyword, ...query } });
const idsOf = (res: { body: { rows: Row[] } }) => res.body.rows.map((r) => r.userId);

describe('GET /app/friend/search', () => {
  it('finds my friends by name, any case, as a substring, newest friendship first; never a stranger', async () => {
    const res = await search('анна');
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([anna.id]);
    expect(res.body.total).toBe(1);
    expect(idsOf(await search('КУЗНЕ'))).toEqual([anna.id]);
    expect(idsOf(await search('Strangerova'))).toEqual([]);
    expect(idsOf(await search('zzz-nobody'))).toEqual([]);
    // Several matches: newest friendship first (befriend moves the clock each time).
    expect(idsOf(await search('olga'))).toEqual([olgaTwo.id, olgaOne.id]);
  });

  it('finds a friend by my remark, and shows the remark and the name it makes', async () => {
    const remark = await t.call('PUT', '/app/friend', {
      token: me.token,
      body: { userId: regexy.id, commentName: 'Бухгалтер', commentLast: 'Иванов' },
    });
    expect(remark.status).toBe(200);
    const res = await search('бухгалТЕР');
    expect(idsOf(res)).toEqual([regexy.id]);
    expect(res.body.rows[0]).toMatchObject({ commentName: 'Бухгалтер', commentLast: 'Иванов' });
    expect(idsOf(await search('Бухгалтер Иванов'))).toEqual([regexy.id]);
    // The remark is mine: the friend's other friends do not find him by it.
    expect(idsOf(await search('Бухгалтер', {}, anna))).toEqual([]);
  });

  it('finds a friend by a part of a phone he lets friends see, not by one he hides', async () => {
    expect(idsOf(await search(annaPhone.slice(1)))).toEqual([anna.id]);
    expect(idsOf(await search(`+7${annaPhone}`))).toEqual([anna.id]);
    expect(idsOf(await search(hiddenPhoneNumber))).toEqual([]);
    expect(idsOf(await search('Quiet'))).toEqual([hiddenPhone.id]);
  });

  it('takes %, _, \\ and regex characters literally', async () => {
    expect(idsOf(await search('%'))).toEqual([special.id]);
    expect(idsOf(await search('_'))).toEqual([special.id]);
    expect(idsOf(await search('\\'))).toEqual([special.id]);
    expect(idsOf(await search('b_c\\d'))).toEqual([special.id]);
    expect(idsOf(await search('.*('))).toEqual([regexy.id]);
    expect(idsOf(await search('.*'))).toEqual([regexy.id]);
  });

  it("treats SQL as text: '; drop table users; -- finds nobody and drops nothing", async () => {
    const res = await search("'; drop table users; --");
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
    expect(idsOf(await search('Quiet'))).toEqual([hiddenPhone.id]);
  });

  it('pages: pageSize 1 walks the matches one by one with the same total', async () => {
    const first = await search('olga', { pageNum: 1, pageSize: 1 });
    const second = await search('olga', { pageNum: 2, pageSize: 1 });
    expect(idsOf(first)).toEqual([olgaTwo.id]);
    expect(idsOf(second)).toEqual([olgaOne.id]);
    expect([first.body.total, second.body.total]).toEqual([2, 2]);
    const beyond = await search('a', { pageNum: 1_000_000, pageSize: 10 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.rows).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, never a 500', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ keyword: 'x'.repeat(10 * 1024) }, 'keyword'],
      [{ keyword: 'x'.repeat(SEARCH_TEXT_MAX_LENGTH + 1) }, 'keyword'],
      [{ keyword: '' }, 'keyword'],
      [{ keyword: '   ' }, 'keyword'],
      [{ keyword: 'a\u0000b' }, 'keyword'],
      [{ keyword: 'a', pageNum: -1 }, 'pageNum'],
      [{ keyword: 'a', pageNum: 0 }, 'pageNum'],
      [{ keyword: 'a', pageNum: 10_000_000_000 }, 'pageNum'],
      [{ keyword: 'a', pageSize: -5 }, 'pageSize'],
      [{ keyword: 'a', pageSize: 1e9 }, 'pageSize'],
      [{ keyword: 'a', pageNum: 'two' }, 'pageNum'],
    ];
    for (const [query, field] of cases) {
      const res = await t.call('GET', '/app/friend/search', { token: me.token, lang: 'en', query });
      expect(res.status, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400 });
      expect(res.body.msg).toContain(field);
    }
    const missing = await t.call('GET', '/app/friend/search', { token: me.token, lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('keyword');
  });

  it('needs a login', async () => {
    const res = await t.call('GET', '/app/friend/search', { query: { keyword: 'a' } });
    expect(res.status).toBe(401);
  });
});

describe("the viewer's remark in the user search and the user list", () => {
  it('GET /app/user/search and GET /app/user/list carry my remark for a friend, and only mine', async () => {
    await t.call('PUT', '/app/friend', {
      token: me.token,
      body: { userId: anna.id, commentName: 'Сестра', commentLast: 'Моя' },
    });
    const found = await t.call('GET', '/app/user/search', {
      token: me.token,
      query: { keyword: 'Кузнецова' },
    });
    const annaRow = (found.body.rows as Row[]).find((r) => r.userId === anna.id);
    expect(annaRow).toMatchObject({ commentName: 'Сестра', commentLast: 'Моя' });
    expect(annaRow!.nickName).toContain('Сестра');
    const strangerRow = (found.body.rows as Row[]).find((r) => r.userId === stranger.id);
    expect(strangerRow?.commentName ?? '').toBe('');

    const listed = await t.call('GET', '/app/user/list', {
      token: me.token,
      query: { keyword: 'Кузнецова' },
    });
    expect((listed.body.rows as Row[]).find((r) => r.userId === anna.id)).toMatchObject({
      commentName: 'Сестра',
      commentLast: 'Моя',
    });

    // Another viewer sees no remark of mine.
    const theirs = await t.call('GET', '/app/user/search', {
      token: stranger.token,
      query: { keyword: 'Кузнецова' },
    });
    expect((theirs.body.rows as Row[]).find((r) => r.userId === anna.id)?.commentName ?? '').toBe('');
  });
});
