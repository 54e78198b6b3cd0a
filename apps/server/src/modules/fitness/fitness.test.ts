import { CurrencyId, FlowType, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { befriend, signUp } from '../friends/friends.test-support.ts';
import { balancesOf, useWalletTestApp } from '../wallet/wallet.test-support.ts';

const t = useWalletTestApp();

const enter = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.call('POST', '/app/fitness/steps', { token, body, lang });
const walk = { content: 'Morning walk in the park', region: 'Moscow' };
const entryCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from fitness_entries`))[0]!.n;
const vln = async (userId: number) => (await balancesOf(t, userId)).get(CurrencyId.VLN)?.available ?? '0';

describe('fitness steps', () => {
  it('records today once and pays 1 VLN per 1,000 steps, at most 5, visible in the wallet flows', async () => {
    const me = await signUp(t);
    const res = await enter(me.token, { ...walk, steps: 7_450 });
    expect(res.body).toMatchObject({
      code: 200,
      data: { steps: 7_450, coins: '5', region: 'Moscow', day: '2026-11-23', source: 1 },
    });
    expect(await vln(me.id)).toBe('5.0000');
    const flows = await t.app.services.wallet.flows.list(me.id, { pageNum: 1, pageSize: 20, status: 0 });
    expect(flows.rows).toHaveLength(1);
    expect(flows.rows[0]).toMatchObject({ type: FlowType.reward, remark: 'fitness' });

    const today = await t.call('GET', '/app/fitness/today', { token: me.token });
    expect(today.body.data).toMatchObject({ day: '2026-11-23', entry: { steps: 7_450, coins: '5' } });

    const small = await signUp(t);
    const few = await enter(small.token, { ...walk, steps: 2_999 });
    expect(few.body.data.coins).toBe('2');
    const none = await signUp(t);
    expect((await enter(none.token, { ...walk, steps: 999 })).body.data.coins).toBe('0');
    expect(await vln(none.id)).toBe('0.0000');
  });

  it('refuses 101,000 steps, a second entry today and missing fields in the user’s language, storing nothing', async () => {
    const me = await signUp(t);
    const before = await entryCount();
    const tooMany = await enter(me.token, { ...walk, steps: 101_000 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      code: ResultCode.fitnessStepsTooMany,
      msg: 'At most 100,000 steps a day',
    });
    const noRegion = await enter(me.token, { content: walk.content, steps: 5000 }, 'ru');
    expect(noRegion.body).toMatchObject({ code: ResultCode.fitnessRegionRequired, msg: 'Укажите регион' });
    const blankRegion = await enter(me.token, { ...walk, region: '   ', steps: 5000 }, 'zh');
    expect(blankRegion.body).toMatchObject({ code: ResultCode.fitnessRegionRequired, msg: '请填写地区' });
    const noContent = await enter(me.token, { region: 'Moscow', steps: 5000 }, 'ja');
    expect(noContent.body).toMatchObject({ code: ResultCode.fitnessContentRequired });
    for (const steps of [0, -5, 1.5, 'many']) {
      expect((await enter(me.token, { ...walk, steps })).body.code).toBe(ResultCode.fitnessStepsInvalid);
    }
    expect(await entryCount()).toBe(before);
    expect(await vln(me.id)).toBe('0.0000');

    expect((await enter(me.token, { ...walk, steps: 100_000 })).body.code).toBe(200);
    const again = await enter(me.token, { ...walk, steps: 3_000 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: ResultCode.fitnessAlreadyEntered });
    expect(await entryCount()).toBe(before + 1);
    expect(await vln(me.id)).toBe('5.0000');
    expect((await t.call('POST', '/app/fitness/steps', { body: { ...walk, steps: 10 } })).status).toBe(401);
  });

  it('keeps one entry and one reward when the same day is posted 20 times at once', async () => {
    const me = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => enter(me.token, { ...walk, steps: 4_000 + i })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === ResultCode.fitnessAlreadyEntered)).toHaveLength(19);
    const history = await t.call('GET', '/app/fitness/history', { token: me.token });
    expect(history.body.data.entries).toHaveLength(1);
    expect(await vln(me.id)).toBe('4.0000');
    const flows = await t.app.services.wallet.flows.list(me.id, { pageNum: 1, pageSize: 50, status: 0 });
    expect(flows.rows).toHaveLength(1);
  });

  it('starts a new day at midnight Moscow time, and counts streaks and the 30-day chart', async () => {
    const me = await signUp(t);
    // 23:59 in Moscow on the 23rd is 20:59 UTC.
    t.clock.set(new Date('2026-11-23T20:59:00Z'));
    expect((await enter(me.token, { ...walk, steps: 1_000 })).body.data.day).toBe('2026-11-23');
    expect((await enter(me.token, { ...walk, steps: 1_000 })).body.code).toBe(
      ResultCode.fitnessAlreadyEntered,
    );
    t.clock.set(new Date('2026-11-23T21:00:00Z'));
    const next = await enter(me.token, { ...walk, steps: 12_000 });
    expect(next.body.data).toMatchObject({ day: '2026-11-24', coins: '5' });
    // A gap on the 25th, then the 26th.
    t.clock.set(new Date('2026-11-26T09:00:00Z'));
    await enter(me.token, { ...walk, steps: 3_500 });

    const { data } = (await t.call('GET', '/app/fitness/history', { token: me.token })).body;
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ day: '2026-11-26', steps: 3_500, coins: '3' });
    expect(data.days.at(-2)).toEqual({ day: '2026-11-25', steps: 0, coins: '0' });
    expect(data.days.at(-3)).toEqual({ day: '2026-11-24', steps: 12_000, coins: '5' });
    expect(data.days[0].day).toBe('2026-10-28');
    expect(data).toMatchObject({ currentStreak: 1, bestStreak: 2, totalSteps: 16_500, totalCoins: '9' });
    expect(await vln(me.id)).toBe('9.0000');
    // Tomorrow without an entry yet: the run ending yesterday still counts.
    t.clock.set(new Date('2026-11-27T09:00:00Z'));
    expect((await t.call('GET', '/app/fitness/history', { token: me.token })).body.data.currentStreak).toBe(
      1,
    );
    t.clock.set(new Date('2026-11-23T09:00:00Z'));
  });

  it('ranks me among my friends by today’s steps, strangers left out', async () => {
    const me = await signUp(t);
    const friend = await signUp(t);
    const lazy = await signUp(t);
    const stranger = await signUp(t);
    await befriend(t, me, friend);
    await befriend(t, lazy, me);
    await enter(me.token, { ...walk, steps: 5_000 });
    await enter(friend.token, { ...walk, steps: 9_000 });
    await enter(stranger.token, { ...walk, steps: 50_000 });
    const { data } = (await t.call('GET', '/app/fitness/ranking', { token: me.token })).body;
    expect(
      data.rows.map((r: { userId: number; steps: number; rank: number; me: boolean }) => [
        r.rank,
        r.userId,
        r.steps,
        r.me,
      ]),
    ).toEqual([
      [1, friend.id, 9_000, false],
      [2, me.id, 5_000, true],
      [3, lazy.id, 0, false],
    ]);
  });
});
