import { Privacy, ResultCode, USER_DIRECTORY_PAGE_SIZE_MAX } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { befriend } from '../friends/friends.test-support.ts';
import { nextPhone, signUp } from './users.test-support.ts';

// Issue 17: GET /app/user/list?pageSize=999 answered every account. The directory now lists only whom the viewer may
// see (his contacts, or anyone an exact phone/e-mail/code names), a page is capped, and finding someone by his exact
// number follows his "who can find me by my number" (Everybody by default) apart from "who sees my number".

const t = useTestApp();

type Person = Awaited<ReturnType<typeof signUp>>;
type Page = {
  status: number;
  body: { code: number; msg: string; rows: Record<string, unknown>[]; total: number };
};
const idsOf = (res: Page) => res.body.rows.map((r) => r.userId);
const list = (who: Person, query: Record<string, string | number> = {}): Promise<Page> =>
  t.call('GET', '/app/user/list', { token: who.token, query, lang: 'en' });
const search = (who: Person, keyword: string): Promise<Page> =>
  t.call('GET', '/app/user/search', { token: who.token, query: { keyword } });
const phoneOf = (who: Person) => `+7${who.user.phone}`;

describe('GET /app/user/list: only whom the viewer may see', () => {
  it('lists my contacts, newest first, and never a stranger, whatever the page size', async () => {
    const me = await signUp(t);
    const first = await signUp(t, { userName: 'dirfriend one' });
    const second = await signUp(t, { userName: 'dirfriend two' });
    const stranger = await signUp(t, { userName: 'dirstranger' });
    await befriend(t, me, first);
    await befriend(t, second, me);

    const res = await list(me, { pageSize: USER_DIRECTORY_PAGE_SIZE_MAX });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([second.id, first.id]);
    expect(res.body.total).toBe(2);
    expect(idsOf(await list(me, { pageSize: 1, pageNum: 2 }))).toEqual([first.id]);

    // A stranger's name lists nobody; a contact's name lists the contact.
    expect(idsOf(await list(me, { keyword: 'dirstranger' }))).toEqual([]);
    expect(idsOf(await list(me, { keyword: 'DIRFRIEND' }))).toEqual([second.id, first.id]);
    // Someone with no contacts lists nobody at all.
    const lonely = await list(stranger);
    expect(lonely.body).toMatchObject({ rows: [], total: 0 });
  });

  it('lists a stranger named exactly by his code, e-mail or number when he lets the viewer use it', async () => {
    const me = await signUp(t);
    const stranger = await signUp(t, { areaCode: '+7', phone: nextPhone(), userName: 'exactstranger' });
    await t.app.services.users.changeEmail(stranger.id, `exact${stranger.id}@example.com`);
    // Defaults: code Everybody, e-mail Nobody, number seen by contacts only but findable by everybody.
    expect(idsOf(await list(me, { keyword: stranger.user.userCode }))).toEqual([stranger.id]);
    expect(idsOf(await list(me, { keyword: `exact${stranger.id}@example.com` }))).toEqual([]);
    const byPhone = await list(me, { keyword: phoneOf(stranger) });
    expect(idsOf(byPhone)).toEqual([stranger.id]);
    expect(byPhone.body.rows[0]).not.toHaveProperty('userPhone');
  });

  it(`refuses a page over ${USER_DIRECTORY_PAGE_SIZE_MAX} on the list and the search with a message naming the cap`, async () => {
    const me = await signUp(t);
    for (const url of ['/app/user/list', '/app/user/search'])
      for (const pageSize of [USER_DIRECTORY_PAGE_SIZE_MAX + 1, 999, 100_000]) {
        const res = await t.call('GET', url, {
          token: me.token,
          query: { keyword: 'a', pageSize },
          lang: 'en',
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          code: ResultCode.userPageTooLarge,
          msg: `At most ${USER_DIRECTORY_PAGE_SIZE_MAX} users a page (pageSize)`,
          data: null,
        });
      }
    const atCap = await list(me, { pageSize: USER_DIRECTORY_PAGE_SIZE_MAX });
    expect(atCap.status).toBe(200);
  });
});

describe('"who can find me by my number", apart from "who sees my number"', () => {
  it('a stranger with the default settings is found by his exact number, his number still not shown', async () => {
    const me = await signUp(t);
    const stranger = await signUp(t, { areaCode: '+7', phone: nextPhone(), userName: 'findable' });
    const info = (await t.call('GET', '/app/user/info', { token: stranger.token })).body.data;
    expect(info).toMatchObject({ phonePrivacy: Privacy.contacts, findByPhonePrivacy: Privacy.everybody });

    for (const keyword of [phoneOf(stranger), stranger.user.phone!]) {
      const res = await search(me, keyword);
      expect(idsOf(res)).toEqual([stranger.id]);
      expect(res.body.rows[0]).not.toHaveProperty('userPhone');
      expect(res.body.rows[0]).not.toHaveProperty('internationalAreaCode');
      expect(JSON.stringify(res.body)).not.toContain(stranger.user.phone!);
    }
    // Part of the number finds nobody: finding is by the whole number only.
    expect(idsOf(await search(me, stranger.user.phone!.slice(0, 7)))).toEqual([]);
  });

  it('at Nobody he is found by nobody, by search or directory; his name still finds him in the search', async () => {
    const me = await signUp(t);
    const hidden = await signUp(t, { areaCode: '+7', phone: nextPhone(), userName: 'unfindable' });
    const saved = await t.call('PUT', '/app/user', {
      token: hidden.token,
      body: { findByPhonePrivacy: Privacy.nobody },
    });
    expect(saved.body.data.findByPhonePrivacy).toBe(Privacy.nobody);
    expect(idsOf(await search(me, phoneOf(hidden)))).toEqual([]);
    expect(idsOf(await list(me, { keyword: phoneOf(hidden) }))).toEqual([]);
    expect(idsOf(await search(me, 'unfindable'))).toEqual([hidden.id]);
  });

  it('at My Contacts his friends find him by his number, strangers do not', async () => {
    const owner = await signUp(t, { areaCode: '+7', phone: nextPhone() });
    const friend = await signUp(t);
    const stranger = await signUp(t);
    await befriend(t, friend, owner);
    await t.call('PUT', '/app/user', { token: owner.token, body: { findByPhonePrivacy: Privacy.contacts } });
    expect(idsOf(await search(friend, phoneOf(owner)))).toEqual([owner.id]);
    expect(idsOf(await search(stranger, phoneOf(owner)))).toEqual([]);
  });

  it('seeing the number does not make one findable by it: the two settings are independent', async () => {
    const me = await signUp(t);
    const owner = await signUp(t, { areaCode: '+7', phone: nextPhone(), userName: 'seenbutunfindable' });
    await t.call('PUT', '/app/user', {
      token: owner.token,
      body: { phonePrivacy: Privacy.everybody, findByPhonePrivacy: Privacy.nobody },
    });
    expect(idsOf(await search(me, phoneOf(owner)))).toEqual([]);
    const seen = (await t.call('GET', `/app/user/${owner.id}`, { token: me.token })).body.data;
    expect(seen.userPhone).toBe(owner.user.phone);
  });

  it.each([[-1], [3], ['everybody'], [null]])('refuses findByPhonePrivacy %j with 400', async (value) => {
    const me = await signUp(t);
    const res = await t.call('PUT', '/app/user', { token: me.token, body: { findByPhonePrivacy: value } });
    expect(res.status).toBe(400);
    expect((await t.call('GET', '/app/user/info', { token: me.token })).body.data.findByPhonePrivacy).toBe(
      Privacy.everybody,
    );
  });
});
