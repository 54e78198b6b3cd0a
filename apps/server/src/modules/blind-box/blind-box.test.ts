import { FlowDirection, FlowStatus, FlowType, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { send, sendText } from '../chat/chat.test-support.ts';
import {
  person,
  picture,
  publishDatingProfile,
  RUB,
  rubOf,
  withKey,
} from '../vip-dating/vip-dating.test-support.ts';
import { fund, useWalletTestApp } from '../wallet/wallet.test-support.ts';

const t = useWalletTestApp();

const purchasesOf = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from blind_box_purchases where buyer_id = ${userId}`,
    )
  )[0]!.n;

/** The caller's blind-box rows in his wallet history, as the wallet's GET /app/flow/list answers them. */
async function openingFlowsOf(token: string) {
  const res = await t.call('GET', '/app/flow/list', { token, query: { pageSize: 100 } });
  expect(res.status).toBe(200);
  return (
    res.body.rows as { type: number; direction: number; status: number; amount: string; relatedId: number }[]
  )
    .filter((f) => f.type === FlowType.blindBoxOpen)
    .map(({ direction, status, amount, relatedId }) => ({
      direction,
      status,
      amount: Number(amount),
      relatedId,
    }));
}

/** A user with a dating profile and a blind-box card of his own. */
async function cardHolder(nickName = 'Card') {
  const who = await person(t, { dating: true });
  const media = [await picture(t, who.token)];
  const res = await t.call('PUT', '/app/blindBox/profile', {
    token: who.token,
    lang: 'en',
    body: {
      nickName,
      age: 25,
      height: 170,
      weight: 60,
      location: 'Moscow',
      goals: 'Walks',
      brief: 'Hi',
      media,
    },
  });
  expect(res.status).toBe(200);
  return who;
}

/** An opening at the price the home screen shows (issue 28). */
const open = async (token: string, key?: string) => {
  const price = (await t.call('GET', '/app/blindBox/status', { token })).body.data.price as string;
  return t.call('POST', '/app/blindBox/open', { token, lang: 'en', headers: withKey(key), body: { price } });
};

describe('blind-box card', () => {
  it('needs a dating profile first, and refuses bad fields in the caller’s language, changing nothing', async () => {
    const who = await person(t);
    const media = [await picture(t, who.token)];
    const body = {
      nickName: 'Ann',
      age: 25,
      height: 170,
      weight: 60,
      location: 'Kazan',
      goals: 'Talk',
      brief: 'Hi',
      media,
    };
    const noDating = await t.call('PUT', '/app/blindBox/profile', { token: who.token, lang: 'en', body });
    expect(noDating.body.code).toBe(13006);
    expect(noDating.body.msg).toMatch(/dating/i);

    await publishDatingProfile(t, who.id);
    for (const bad of [
      { age: 17 },
      { age: 37 },
      { media: [] },
      { audioUrl: media[0], audioSeconds: 31 },
      { nickName: '' },
    ]) {
      const res = await t.call('PUT', '/app/blindBox/profile', {
        token: who.token,
        lang: 'ru',
        body: { ...body, ...bad },
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const other = await person(t);
    const foreign = await picture(t, other.token);
    const notOwn = await t.call('PUT', '/app/blindBox/profile', {
      token: who.token,
      lang: 'en',
      body: { ...body, media: [foreign] },
    });
    expect(notOwn.body.code).toBe(14022);
    expect((await t.call('GET', '/app/blindBox/profile', { token: who.token })).body.data).toBeNull();

    const saved = await t.call('PUT', '/app/blindBox/profile', {
      token: who.token,
      body: { ...body, audioUrl: media[0], audioSeconds: 30 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ nickName: 'Ann', age: 25, audioSeconds: 30 });
  });
});

describe('opening the box', () => {
  it('needs a dating profile; charges the price once per opening; never draws oneself or a blocked user; no repeats until all are drawn', async () => {
    const [a, b, c] = [await cardHolder('A'), await cardHolder('B'), await cardHolder('C')];
    const blocked = await cardHolder('Blocked');
    const noDating = await person(t, { rubles: '100' });
    expect((await open(noDating.token)).body.code).toBe(13006);

    const me = await cardHolder('Me');
    await fund(t, me.id, RUB, '100');
    const block = await t.call('POST', '/app/blockUser', {
      token: blocked.token,
      body: { blockUserId: me.id },
    });
    expect(block.status).toBe(200);

    const drawn: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await open(me.token);
      expect(res.status).toBe(200);
      drawn.push(res.body.data.purchase.profile.userId);
    }
    // Earlier tests of this file made cards too: the pool is every card but mine and the blocked user's.
    const pool = (
      await queryRows<{ userId: number }>(t.db, sql`select user_id as "userId" from blind_box_profiles`)
    )
      .map((r) => r.userId)
      .filter((id) => id !== me.id && id !== blocked.id);
    expect(pool).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(new Set(drawn).size).toBe(3);
    for (const id of drawn) expect(pool).toContain(id);
    expect(await rubOf(t, me.id)).toEqual({ available: '70', frozen: '0' });
    const status = (await t.call('GET', '/app/blindBox/status', { token: me.token })).body.data;
    expect(status).toMatchObject({ dailyLimit: 3, openedToday: 3, attemptsLeft: 0, price: '10' });

    const none = await open(me.token);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe(14020);
    expect(none.body.msg).toBe('No attempts left today; a new attempt tomorrow');
    expect(await rubOf(t, me.id)).toEqual({ available: '70', frozen: '0' });

    // The next Moscow day brings new attempts; the card not drawn yet comes before any repeat.
    t.clock.advance(24 * 60 * 60 * 1000);
    const next = await open(me.token);
    expect(next.status).toBe(200);
    const undrawn = pool.filter((id) => !drawn.includes(id));
    expect(undrawn.length ? undrawn : pool).toContain(next.body.data.purchase.profile.userId);
    expect(next.body.data.status.openedToday).toBe(1);

    const list = await t.call('GET', '/app/blindBox/bought', { token: me.token });
    expect(list.body.total).toBe(4);
    // Each opening is one spent row in the wallet history, pointing at its purchase.
    expect(await openingFlowsOf(me.token)).toEqual(
      list.body.rows.map((r: { id: number }) => ({
        direction: FlowDirection.out,
        status: FlowStatus.completed,
        amount: 10,
        relatedId: r.id,
      })),
    );
    expect(list.body.rows[0].profile.userId).toBe(next.body.data.purchase.profile.userId);
    const one = await t.call('GET', `/app/blindBox/bought/${list.body.rows[0].id}`, { token: me.token });
    expect(one.status).toBe(200);
    const theirs = await t.call('GET', `/app/blindBox/bought/${list.body.rows[0].id}`, {
      token: a.token,
      lang: 'en',
    });
    expect(theirs.status).toBe(404);

    // A drawn card's owner is written to from the buy list even when his dating chat is paid; a card not drawn is not.
    const priced = (await cardHolder('Priced')).id;
    await t.db.execute(
      sql`update dating_profiles set chat_price = 5 where user_id in (${drawn[0]}, ${priced})`,
    );
    await sendText(t, me.token, drawn[0]!, 'Hello from the blind box');
    const refused = await send(t, { token: me.token }, { targetId: priced, content: { content: 'Hi' } });
    expect(refused.body.code).toBe(ResultCode.datingChatNotPaid);
  });

  it('20 parallel openings stay within the daily limit and charge each opening once; a retried key charges nothing more', async () => {
    await cardHolder('X');
    const me = await person(t, { rubles: '1000', dating: true });
    const results = await Promise.all(Array.from({ length: 20 }, () => open(me.token)));
    const opened = results.filter((r) => r.status === 200);
    expect(opened).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 14020)).toHaveLength(17);
    expect(await rubOf(t, me.id)).toEqual({ available: '970', frozen: '0' });
    expect(await purchasesOf(me.id)).toBe(3);

    const other = await person(t, { rubles: '1000', dating: true });
    const same = await Promise.all(Array.from({ length: 20 }, () => open(other.token, 'one-key-for-all')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.data.purchase.id)).size).toBe(1);
    expect(await rubOf(t, other.id)).toEqual({ available: '990', frozen: '0' });
    expect(await openingFlowsOf(me.token)).toHaveLength(3);
    expect(await openingFlowsOf(other.token)).toHaveLength(1);
  });

  it('without money nothing is drawn and no attempt is used', async () => {
    await cardHolder('Y');
    const me = await person(t, { rubles: '5', dating: true });
    const res = await open(me.token);
    expect(res.body.code).toBe(11001);
    expect(await purchasesOf(me.id)).toBe(0);
    expect(await openingFlowsOf(me.token)).toEqual([]);
    expect((await t.call('GET', '/app/blindBox/status', { token: me.token })).body.data.attemptsLeft).toBe(3);
  });

  it('each invited friend adds one attempt, once', async () => {
    await cardHolder('Z');
    const me = await person(t, { rubles: '100', dating: true });
    for (const friend of [await person(t), await person(t)])
      await t.app.services.invites.bind(friend.id, { inviterId: me.id, type: 1 });
    for (let i = 0; i < 5; i++) expect((await open(me.token)).status).toBe(200);
    const status = (await t.call('GET', '/app/blindBox/status', { token: me.token })).body.data;
    expect(status).toMatchObject({ openedToday: 3, bonusLeft: 0, attemptsLeft: 0 });
    expect((await open(me.token)).body.code).toBe(14020);
    t.clock.advance(24 * 60 * 60 * 1000);
    const tomorrow = (await t.call('GET', '/app/blindBox/status', { token: me.token })).body.data;
    expect(tomorrow).toMatchObject({ openedToday: 0, bonusLeft: 0, attemptsLeft: 3 });
  });

  it('asks for login and refuses a missing key', async () => {
    expect((await t.call('POST', '/app/blindBox/open')).status).toBe(401);
    const me = await person(t, { dating: true });
    const res = await t.call('POST', '/app/blindBox/open', { token: me.token, lang: 'en' });
    expect(res.status).toBe(400);
  });
});
