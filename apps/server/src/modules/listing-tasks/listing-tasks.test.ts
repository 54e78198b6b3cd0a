import {
  CurrencyId,
  FlowType,
  StaffRole,
  ListingState,
  ResultCode,
  TaskApplicationState,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import { bodies, publish } from '../listings/listings.test-support.ts';
import {
  balanceOf,
  expectLedgerIntact,
  feesOf,
  member,
  type Who,
} from '../listing-orders/listing-orders.test-support.ts';

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

const RUB = CurrencyId.RUB;
/** A paid task in roubles paying 30 per referral, 2 places: 60 held beside the 100 deposit. */
const task = (places = 2, reward = '30') => ({
  ...bodies.task,
  currencyId: RUB,
  body: { ...bodies.task.body, referralAllowed: true, referralReward: reward, referralPlaces: places },
});

const call = (who: Who, method: 'GET' | 'POST', path: string, data: Record<string, string | number>) =>
  t.call(method, `/app/listings/task/${path}`, {
    token: who.token,
    lang: 'en',
    ...(method === 'GET' ? { query: data } : { body: data }),
  });
const apply = (who: Who, listingId: number, referrer = '') =>
  call(who, 'POST', 'apply', { listingId, referrer });
const decide = (who: Who, action: 'accept' | 'reject', id: number) => call(who, 'POST', action, { id });

async function posted(poster: Who, body = task()) {
  const res = await publish(t, poster as never, body);
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.id as number;
}

const countOf = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

/** Refused with this code and nothing changed: no application, flow or posting. */
async function refused(res: Promise<{ body: any }>, code: number) {
  const tables = ['listing_task_applications', 'flows', 'postings'];
  const before = await Promise.all(tables.map(countOf));
  expect((await res).body.code).toBe(code);
  expect(await Promise.all(tables.map(countOf))).toEqual(before);
}

/** The English texts of the system-chat notices `who` got. */
const noticesOf = async (who: Who) =>
  (await t.app.services.delivery.since(who.id, 0, 10_000))
    .map(
      (d) =>
        d.event as { type: string; message?: { objectName: string; content: { content: { en: string } } } },
    )
    .filter((e) => e.type === 'message' && e.message?.objectName === 'RC-SYSTEM')
    .map((e) => e.message!.content.content.en);

const rewardFlows = async (who: Who) =>
  (
    (await t.call('GET', '/app/flow/list', { token: who.token, query: { pageSize: 50 } })).body.rows as {
      type: number;
      remark: string;
      amount: string;
    }[]
  ).filter((f) => f.type === FlowType.reward && f.remark === 'taskReferral');

describe('paid-task referrals: the budget', () => {
  it('holds reward × places with the row, releases the rest on removal, holds anew on re-list', async () => {
    const poster = await member(t, '1000');
    const id = await posted(poster);
    expect(await balanceOf(t, poster.id)).toEqual({ available: 840, frozen: 160 });
    expect((await call(poster, 'GET', 'referral', { listingId: id })).body.data).toMatchObject({
      referralAllowed: true,
      reward: '30',
      places: 2,
      placesLeft: 2,
      isPoster: true,
    });
    await t.call('POST', '/app/listings/remove', { token: poster.token, body: { id } });
    expect(await balanceOf(t, poster.id)).toEqual({ available: 1000, frozen: 0 });
    await t.call('POST', '/app/listings/relist', { token: poster.token, body: { id } });
    expect(await balanceOf(t, poster.id)).toEqual({ available: 840, frozen: 160 });
  });

  it('keeps the held terms while listed: another reward, places or currency is refused; removed, the edit holds anew on re-list', async () => {
    const poster = await member(t, '1000');
    const id = await posted(poster);
    const edit = (body: Record<string, unknown>) =>
      t.call('PUT', '/app/listings', { token: poster.token, lang: 'en', body: { ...body, id } });
    for (const changed of [task(3), task(2, '40'), { ...task(), currencyId: CurrencyId.CNY }])
      expect((await edit(changed)).body.code).toBe(ResultCode.taskReferralTermsLocked);
    const off = { ...task(), body: { ...bodies.task.body, referralAllowed: false } };
    expect((await edit(off)).body.code).toBe(ResultCode.taskReferralTermsLocked);
    // The same terms with another title are an ordinary edit.
    expect((await edit({ ...task(), title: 'Another title' })).body.code).toBe(200);
    expect(await balanceOf(t, poster.id)).toEqual({ available: 840, frozen: 160 });
    await t.call('POST', '/app/listings/remove', { token: poster.token, body: { id } });
    expect((await edit(task(3))).body.code).toBe(200);
    await t.call('POST', '/app/listings/relist', { token: poster.token, body: { id } });
    expect(await balanceOf(t, poster.id)).toEqual({ available: 810, frozen: 190 });
    expect((await call(poster, 'GET', 'referral', { listingId: id })).body.data).toMatchObject({
      reward: '30',
      places: 3,
    });
  });

  it('refuses a task whose budget the balance cannot cover, leaving no row', async () => {
    const poor = await member(t, '150');
    await refused(publish(t, poor as never, task()), ResultCode.insufficientBalance);
    expect(await balanceOf(t, poor.id)).toEqual({ available: 150, frozen: 0 });
  });

  it('forfeits what is left to the platform on a staff revoke, as the deposit', async () => {
    const poster = await member(t, '1000');
    const id = await posted(poster);
    const moderator = await staffMember(t, StaffRole.customerService);
    const fees = await feesOf(t);
    const res = await t.call('POST', '/admin/api/listings/revoke', {
      token: moderator.token,
      body: { id, reason: 'spam' },
    });
    expect(res.body.data.state).toBe(ListingState.revoked);
    expect(await feesOf(t)).toBe(fees + 160);
    expect(await balanceOf(t, poster.id)).toEqual({ available: 840, frozen: 0 });
  });
});

describe('paid-task referrals: applications', () => {
  it('a referred applicant accepted pays his referrer once, from the held budget; 20 racing accepts pay once', async () => {
    const [poster, referrer, applicant] = [await member(t, '1000'), await member(t), await member(t)];
    const id = await posted(poster);
    const code = (await t.call('GET', '/app/user/info', { token: referrer.token })).body.data?.userCode;
    const applied = await apply(applicant, id, code ?? String(referrer.id));
    expect(applied.body.data).toMatchObject({
      state: TaskApplicationState.applied,
      referrer: { userId: referrer.id },
    });

    const list = await call(poster, 'GET', 'applications', { listingId: id });
    expect(list.body.rows).toMatchObject([
      { applicant: { userId: applicant.id }, actions: ['accept', 'reject'] },
    ]);

    const accepts = await Promise.all(
      Array.from({ length: 20 }, () => decide(poster, 'accept', applied.body.data.id)),
    );
    expect(accepts.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(accepts.filter((r) => r.body.code === ResultCode.taskApplicationDecided)).toHaveLength(19);
    expect(accepts.find((r) => r.body.code === 200)!.body.data.referralOutcome).toBe('paid');
    expect(await balanceOf(t, referrer.id)).toEqual({ available: 30, frozen: 0 });
    expect(await balanceOf(t, poster.id)).toEqual({ available: 840, frozen: 130 });
    expect(await rewardFlows(referrer)).toMatchObject([{ amount: expect.stringMatching(/^30/) }]);
    expect((await call(poster, 'GET', 'referral', { listingId: id })).body.data.placesLeft).toBe(1);
    // Each is told in his system chat: the poster of the application, the applicant and the referrer of the accept.
    expect(await noticesOf(poster)).toEqual([expect.stringContaining('applied to your task')]);
    expect(await noticesOf(applicant)).toEqual([expect.stringContaining('was accepted')]);
    expect(await noticesOf(referrer)).toEqual([expect.stringMatching(/you got 30\.00\u00a0RUB\.$/)]);

    // Removal gives back only what was not paid.
    await t.call('POST', '/app/listings/remove', { token: poster.token, body: { id } });
    expect(await balanceOf(t, poster.id)).toEqual({ available: 970, frozen: 0 });
  });

  it('once the places are paid, naming a referrer is refused; an accept that finds them taken says no reward is left', async () => {
    const [poster, referrer] = [await member(t, '1000'), await member(t)];
    const id = await posted(poster, task(1));
    const first = await apply(await member(t), id, String(referrer.id));
    const second = await apply(await member(t), id, String(referrer.id));
    expect((await decide(poster, 'accept', first.body.data.id)).body.data.referralOutcome).toBe('paid');
    const late = await decide(poster, 'accept', second.body.data.id);
    expect(late.body.data).toMatchObject({
      state: TaskApplicationState.accepted,
      referralOutcome: 'noBudget',
    });
    await refused(apply(await member(t), id, String(referrer.id)), ResultCode.taskReferralBudgetSpent);
    expect(await balanceOf(t, referrer.id)).toEqual({ available: 30, frozen: 0 });
    // Without a referrer anyone may still apply.
    expect((await apply(await member(t), id)).body.code).toBe(200);
  });

  it('refuses bad input with nothing changed', async () => {
    const [poster, other, applicant] = [await member(t, '1000'), await member(t, '1000'), await member(t)];
    const id = await posted(poster);
    await refused(apply(poster, id), ResultCode.taskOwnListing);
    await refused(apply(applicant, id, String(applicant.id)), ResultCode.taskReferrerInvalid);
    await refused(apply(applicant, id, String(poster.id)), ResultCode.taskReferrerInvalid);
    await refused(apply(applicant, id, 'NOSUCHCODE'), ResultCode.taskReferrerInvalid);
    await refused(apply(applicant, 999_999), ResultCode.notFound);
    const plain = await posted(poster, bodies.task as never);
    await refused(apply(applicant, plain, String(other.id)), ResultCode.taskReferrerInvalid);

    const applied = await apply(applicant, id);
    expect(applied.body.code).toBe(200);
    await refused(apply(applicant, id), ResultCode.taskAlreadyApplied);
    await refused(decide(other, 'accept', applied.body.data.id), ResultCode.notFound);
    await refused(decide(applicant, 'accept', applied.body.data.id), ResultCode.notFound);
    expect((await call(other, 'GET', 'applications', { listingId: id })).body.code).toBe(ResultCode.notFound);
    expect((await decide(poster, 'reject', applied.body.data.id)).body.data.state).toBe(
      TaskApplicationState.rejected,
    );
    await refused(decide(poster, 'accept', applied.body.data.id), ResultCode.taskApplicationDecided);

    const goods = await posted(other, bodies.goods as never);
    await refused(apply(applicant, goods), ResultCode.notFound);
    await t.call('POST', '/app/listings/remove', { token: poster.token, body: { id } });
    await refused(apply(await member(t), id), ResultCode.taskNotOpen);
  });
});
