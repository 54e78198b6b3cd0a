import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { groupCall, makeFriends, signUp, type TestUser } from './groups.test-support.ts';

const t = useTestApp();
let me: TestUser;
let other: TestUser;
const ids: Record<string, number> = {};

/** A group named `name` owned by `owner` with `members` in it. */
async function named(owner: TestUser, name: string, members: TestUser[] = []) {
  t.clock.advance(1000);
  const group = await t.app.services.groups.create(owner.id, {
    groupName: name,
    memberIds: members.map((u) => u.id),
  });
  return group.groupId;
}

beforeAll(async () => {
  me = await signUp(t, { userName: 'Grouper' });
  other = await signUp(t, { userName: 'Outsider' });
  const third = await signUp(t, { userName: 'Third' });
  // friends, so each is put into the other's groups at once (strangers would only be invited)
  await makeFriends(t, me, other);
  await makeFriends(t, other, third);
  ids.family = await named(me, 'Семья Петровых', [other]);
  ids.percent = await named(other, '100% club_\\x', [me]);
  ids.regex = await named(me, 'Regex .*( fans', [other]);
  ids.foreign = await named(other, 'Семья чужая', [third]);
  ids.gone = await named(me, 'Семья распущенная', [other]);
  await t.app.services.groups.dismiss(me.id, ids.gone);
});

const search = (keyword: string, query: Record<string, string | number> = {}, who = me) =>
  groupCall(t, 'GET', '/app/group/search', who, { keyword, ...query });
const idsOf = (res: { body: { rows: Array<{ groupId: number }> } }) => res.body.rows.map((r) => r.groupId);

describe('GET /app/group/search', () => {
  it("finds only my active groups by name, any case, newest joined first; not another's, not a dissolved one", async () => {
    const res = await search('СЕМЬЯ');
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.family]);
    expect(res.body.total).toBe(1);
    expect(res.body.rows[0]).toMatchObject({ groupId: ids.family, groupName: 'Семья Петровых' });
    expect(idsOf(await search('петров'))).toEqual([ids.family]);
    expect(idsOf(await search('Семья', {}, other))).toEqual([ids.foreign, ids.family]);
  });

  it('takes %, _, \\ and regex characters literally', async () => {
    expect(idsOf(await search('%'))).toEqual([ids.percent]);
    expect(idsOf(await search('_'))).toEqual([ids.percent]);
    expect(idsOf(await search('\\'))).toEqual([ids.percent]);
    expect(idsOf(await search('.*('))).toEqual([ids.regex]);
    const sqlText = await search("'; drop table users; --");
    expect(sqlText.status).toBe(200);
    expect(sqlText.body.rows).toEqual([]);
    expect(idsOf(await search('семья'))).toEqual([ids.family]);
  });

  it('pages with a stable total', async () => {
    const first = await search('семья', { pageNum: 1, pageSize: 1 }, other);
    const second = await search('семья', { pageNum: 2, pageSize: 1 }, other);
    expect(idsOf(first)).toEqual([ids.foreign]);
    expect(idsOf(second)).toEqual([ids.family]);
    expect([first.body.total, second.body.total]).toEqual([2, 2]);
    const beyond = await search('e', { pageNum: 1_000_000 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.rows).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, never a 500', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ keyword: 'x'.repeat(10 * 1024) }, 'keyword'],
      [{ keyword: '' }, 'keyword'],
      [{ keyword: 'a\u0000' }, 'keyword'],
      [{ keyword: 'a', pageNum: -1 }, 'pageNum'],
      [{ keyword: 'a', pageNum: 10_000_000_000 }, 'pageNum'],
      [{ keyword: 'a', pageSize: -1 }, 'pageSize'],
      [{ keyword: 'a', pageSize: 1e9 }, 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const res = await groupCall(t, 'GET', '/app/group/search', me, query);
      expect(res.status, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400 });
      expect(res.body.msg).toContain(field);
    }
    expect((await groupCall(t, 'GET', '/app/group/search', undefined, { keyword: 'a' })).status).toBe(401);
  });
});
