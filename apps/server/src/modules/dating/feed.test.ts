import { ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { expectLedgerIntact } from '../transfers/transfer.test-support.ts';
import { labelIds, member, profileBody } from './dating.test-support.ts';

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

type Patch = Record<string, unknown>;
async function publishAs(patch: Patch) {
  const user = await member(t);
  const body = { ...(await profileBody(t, user.token, { paid: true })), ...patch };
  const answer = await t.call('POST', '/app/jy/userPersonals', { token: user.token, lang: 'en', body });
  expect(answer.status).toBe(200);
  return { ...user, profile: answer.body.data };
}
const feed = (query: Record<string, string | number>, token?: string) =>
  t.call('GET', '/app/jy/userPersonals/list', { token, lang: 'en', query });
const idsOf = (answer: { body: { rows: { id: number }[] } }) => answer.body.rows.map((r) => r.id);

describe('the dating feed', () => {
  it('labels come in the caller’s language', async () => {
    const en = await t.call('GET', '/app/jy/label/list', { lang: 'en' });
    const zh = await t.call('GET', '/app/jy/label/list', { lang: 'zh' });
    expect(en.body.data.length).toBeGreaterThanOrEqual(5);
    expect(en.body.data[0].name).not.toBe(zh.body.data[0].name);
  });

  it('pages newest first by cursor for a guest, with filters, and paid items locked', async () => {
    const [, second] = await labelIds(t);
    const made = [];
    for (const [i, gender] of [1, 2, 1, 2, 2].entries())
      made.push(
        await publishAs({
          gender,
          age: 20 + i * 10,
          location: i % 2 ? ' Kazan ' : 'Moscow',
          labelIds: [second],
        }),
      );
    const first = await feed({ pageSize: 2 });
    expect(first.status).toBe(200);
    const newest = made.map((m) => m.profile.id).reverse();
    expect(idsOf(first)).toEqual(newest.slice(0, 2));
    const next = await feed({ pageSize: 2, cursor: first.body.nextCursor });
    expect(idsOf(next)).toEqual(newest.slice(2, 4));
    const card = first.body.rows[0];
    expect(card.userImageList[0].imageUrl).toBe(card.avatar);
    expect(card.userImageList.find((i: any) => i.isPaid)).toMatchObject({ locked: true, imageUrl: null });

    const women = await feed({ gender: 2, pageSize: 50 });
    expect(women.body.rows.every((r: any) => r.gender === 2)).toBe(true);
    const aged = await feed({ ageMin: 30, ageMax: 40, pageSize: 50 });
    expect(aged.body.rows.every((r: any) => r.age >= 30 && r.age <= 40)).toBe(true);
    expect(aged.body.rows.length).toBeGreaterThanOrEqual(2);
    const kazan = await feed({ location: 'kazan', pageSize: 50 });
    expect(idsOf(kazan).sort()).toEqual([made[1]!.profile.id, made[3]!.profile.id].sort());
    const tagged = await feed({ labelId: second!, pageSize: 50 });
    expect(idsOf(tagged)).toEqual(expect.arrayContaining(newest));
  });

  it('hides my own profile, profiles I hid, and users blocked either way', async () => {
    const me = await publishAs({});
    const hidden = await publishAs({});
    const blockedByMe = await publishAs({});
    const blocksMe = await publishAs({});
    await t.app.services.users.block(me.id, blockedByMe.id);
    await t.app.services.users.block(blocksMe.id, me.id);
    const hide = await t.call('POST', '/app/jy/userPersonals/blocking', {
      token: me.token,
      body: { personalId: hidden.profile.id },
    });
    expect(hide.status).toBe(200);
    const seen = idsOf(await feed({ pageSize: 50 }, me.token));
    for (const gone of [me, hidden, blockedByMe, blocksMe]) expect(seen).not.toContain(gone.profile.id);
    const guestSees = idsOf(await feed({ pageSize: 50 }));
    expect(guestSees).toEqual(expect.arrayContaining([hidden.profile.id, blockedByMe.profile.id]));
    const direct = await t.call('GET', `/app/jy/userPersonals/${blocksMe.profile.id}`, { token: me.token });
    expect(direct.status).toBe(404);
    const own = await t.call('POST', '/app/jy/userPersonals/blocking', {
      token: me.token,
      body: { personalId: me.profile.id },
    });
    expect(own.body.code).toBe(ResultCode.cannotTargetSelf);
  });

  it('refuses bad filters and reads profiles by id and by user', async () => {
    expect((await feed({ ageMin: 17 })).status).toBe(400);
    expect((await feed({ ageMin: 40, ageMax: 30 })).status).toBe(400);
    expect((await feed({ pageSize: 51 })).status).toBe(400);
    const someone = await publishAs({});
    const byId = await t.call('GET', `/app/jy/userPersonals/${someone.profile.id}`);
    const byUser = await t.call('GET', `/app/jy/userPersonals/user/${someone.id}`);
    expect(byId.body.data.id).toBe(someone.profile.id);
    expect(byUser.body.data.id).toBe(someone.profile.id);
    const missing = await t.call('GET', '/app/jy/userPersonals/999999', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(ResultCode.datingProfileNotFound);
  });
});

describe('likes', () => {
  it('needs my profile, refuses myself, and a mutual like opens a free dating chat', async () => {
    const anna = await publishAs({});
    const boris = await member(t);
    const before = await t.call('POST', '/app/jy/like', {
      token: boris.token,
      lang: 'en',
      body: { personalId: anna.profile.id },
    });
    expect(before.body.code).toBe(ResultCode.datingProfileRequired);
    expect(before.body.msg).toBe('Set your dating info first');
    const b = await publishAs({});
    const self = await t.call('POST', '/app/jy/like', {
      token: anna.token,
      body: { personalId: anna.profile.id },
    });
    expect(self.body.code).toBe(ResultCode.cannotTargetSelf);

    const one = await t.call('POST', '/app/jy/like', {
      token: b.token,
      body: { personalId: anna.profile.id },
    });
    expect(one.body.data).toEqual({ mutual: false, targetId: null });
    const twice = await t.call('POST', '/app/jy/like', {
      token: b.token,
      body: { personalId: anna.profile.id },
    });
    expect(twice.status).toBe(200);
    const likedMe = await t.call('GET', '/app/jy/like/list', {
      token: anna.token,
      query: { type: 'likedMe' },
    });
    expect(likedMe.body.total).toBe(1);
    expect(likedMe.body.rows[0].profile.id).toBe(b.profile.id);
    const seen = await t.call('GET', `/app/jy/userPersonals/${anna.profile.id}`, { token: b.token });
    expect(seen.body.data).toMatchObject({ liked: true, likedMe: false, likeCount: 1, chatUnlocked: false });

    const back = await t.call('POST', '/app/jy/like', {
      token: anna.token,
      body: { personalId: b.profile.id },
    });
    expect(back.body.data).toEqual({ mutual: true, targetId: String(b.id) });
    const now = await t.call('GET', `/app/jy/userPersonals/${anna.profile.id}`, { token: b.token });
    expect(now.body.data).toMatchObject({ mutual: true, chatUnlocked: true });
    const members = await queryRows<{ user_id: number; module_type: number }>(
      t.db,
      sql`select user_id, module_type from conversation_members where target_id in (${String(anna.id)}, ${String(b.id)})
          and user_id in (${anna.id}, ${b.id}) order by user_id`,
    );
    expect(members.map((m) => m.module_type)).toEqual([1, 1]);
    const check = await t.call('GET', '/app/jy/userAlbum/checkMoneyForChat', {
      token: b.token,
      query: { personalId: anna.profile.id },
    });
    expect(check.body.data.unlocked).toBe(true);

    const iLiked = await t.call('GET', '/app/jy/like/list', { token: b.token, query: { type: 'iLiked' } });
    expect(iLiked.body.rows[0]).toMatchObject({ mutual: true });
    await t.call('DELETE', '/app/jy/like', { token: b.token, query: { personalId: anna.profile.id } });
    const after = await t.call('GET', '/app/jy/like/list', { token: anna.token, query: { type: 'likedMe' } });
    expect(after.body.total).toBe(0);
  });
});
