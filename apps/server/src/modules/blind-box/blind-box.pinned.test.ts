import { ResultCode, StaffRole } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { staffMember } from '../admin/admin.test-support.ts';
import { expectPriceChanged, expectTermsMissing, moneyRows } from '../ledger/shown-terms.test-support.ts';
import { expectLedgerIntact } from '../transfers/transfer.test-support.ts';
import { person, picture, rubOf, withKey } from '../vip-dating/vip-dating.test-support.ts';
import { useWalletTestApp } from '../wallet/wallet.test-support.ts';

// Issue 28 §2: an opening is charged only at the price the home screen showed, even when staff change it meanwhile.

const t = useWalletTestApp();
afterAll(() => expectLedgerIntact(t));

const setPrice = async (token: string, value: string) => {
  const res = await t.call('PUT', '/admin/api/config', { token, body: { key: 'blindBox.price', value } });
  expect(res.status).toBe(200);
};
const open = (token: string, body?: Record<string, unknown>) =>
  t.call('POST', '/app/blindBox/open', { token, lang: 'en', headers: withKey(), ...(body ? { body } : {}) });
const shownPrice = async (token: string) =>
  (await t.call('GET', '/app/blindBox/status', { token })).body.data.price as string;
const paidBy = async (userId: number) =>
  (
    await queryRows<{ n: number; paid: string | null }>(
      t.db,
      sql`select count(*)::int as n, sum(price)::text as paid from blind_box_purchases where buyer_id = ${userId}`,
    )
  )[0]!;

/** A card someone can draw. */
async function cardHolder() {
  const who = await person(t, { dating: true });
  const res = await t.call('PUT', '/app/blindBox/profile', {
    token: who.token,
    body: {
      nickName: 'Card',
      age: 25,
      height: 170,
      weight: 60,
      location: 'Moscow',
      goals: 'Talk',
      brief: 'Hi',
      media: [await picture(t, who.token)],
    },
  });
  expect(res.status).toBe(200);
}

describe('blind box: the price the opener saw', () => {
  it('shown 10, raised by staff to 1000: refused with the new price, nothing charged; the next tap pays 1000', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    await cardHolder();
    const me = await person(t, { dating: true, rubles: '2000' });
    const shown = await shownPrice(me.token);
    expect(shown).toBe('10');
    await setPrice(admin.token, '1000');

    const before = await moneyRows(t);
    expectPriceChanged(await open(me.token, { price: shown }), '1000 RUB');
    // The old app posts no body at all: a plain validation refusal.
    const bare = await open(me.token);
    expect([bare.status, bare.body.code]).toEqual([400, ResultCode.badRequest]);
    expectTermsMissing(await open(me.token, {}));
    expectTermsMissing(await open(me.token, { price: 10 }));
    expect(await moneyRows(t)).toEqual(before);
    expect(await rubOf(t, me.id)).toEqual({ available: '2000', frozen: '0' });
    expect((await paidBy(me.id)).n).toBe(0);

    const again = await open(me.token, { price: await shownPrice(me.token) });
    expect(again.body.code).toBe(200);
    expect(await rubOf(t, me.id)).toEqual({ available: '1000', frozen: '0' });
    expect(await paidBy(me.id)).toEqual({ n: 1, paid: '1000.0000' });
    await setPrice(admin.token, '10');
  });

  it('20 openers tap at once while staff raise the price: each success paid the shown 10, each refusal nothing', async () => {
    const admin = await staffMember(t, StaffRole.platformAdmin);
    await cardHolder();
    const openers = await Promise.all(
      Array.from({ length: 20 }, () => person(t, { dating: true, rubles: '2000' })),
    );
    // Ten taps race the change; ten more come while they are in flight, after it.
    const early = openers.slice(0, 10).map((o) => open(o.token, { price: '10' }));
    await setPrice(admin.token, '1000');
    const answers = await Promise.all([
      ...early,
      ...openers.slice(10).map((o) => open(o.token, { price: '10' })),
    ]);
    for (const late of answers.slice(10)) expectPriceChanged(late, '1000 RUB');
    for (const [i, answer] of answers.entries()) {
      const who = openers[i]!;
      if (answer.body.code === 200) {
        expect(await rubOf(t, who.id)).toEqual({ available: '1990', frozen: '0' });
        expect(await paidBy(who.id)).toEqual({ n: 1, paid: '10.0000' });
      } else {
        expectPriceChanged(answer, '1000 RUB');
        expect(await rubOf(t, who.id)).toEqual({ available: '2000', frozen: '0' });
        expect((await paidBy(who.id)).n).toBe(0);
      }
    }
    await setPrice(admin.token, '10');
    // Twenty accounts with dating profiles are slow to make on a busy 2-core machine.
  }, 120_000);
});
