import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { expectPriceChanged, expectTermsMissing, moneyRows } from '../ledger/shown-terms.test-support.ts';
import { balanceOf, expectLedgerIntact } from '../transfers/transfer.test-support.ts';
import { member, PAY_PASSWORD, pay, profileBody, publish, quoted } from './dating.test-support.ts';

// Issue 28 §2: the owner cannot raise the album or chat price between the buyer's quote and his tap.

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

/** The owner edits his profile: the album and chat prices he names, everything else kept. */
async function reprice(token: string, profile: any, prices: { albumPrice?: string; chatPrice?: string }) {
  const body = await profileBody(t, token, { paid: true });
  const res = await t.call('PUT', '/app/jy/userPersonals', {
    token,
    lang: 'en',
    body: {
      ...body,
      albumPrice: prices.albumPrice ?? profile.albumPrice,
      chatPrice: prices.chatPrice ?? profile.chatPrice,
      userImageList: profile.userImageList.map((i: any) => ({
        id: i.id,
        mediaType: i.mediaType,
        isPaid: i.isPaid,
      })),
    },
  });
  expect(res.status).toBe(200);
}

const purchasesOf = async (buyerId: number) =>
  (
    await queryRows<{ n: number; paid: string | null }>(
      t.db,
      sql`select count(*)::int as n, sum(price)::text as paid from dating_purchases where buyer_id = ${buyerId}`,
    )
  )[0]!;

describe('paid album: the price the buyer saw', () => {
  it('quoted 7, raised to 1000 before the tap: refused with the new price, nothing charged; confirmed again, 1000 once', async () => {
    const owner = await member(t, '1000');
    const profile = await publish(t, owner.token, { paid: true });
    const buyer = await member(t, '2000');
    const shown = await quoted(t, buyer.token, 'album', profile.id);
    expect(shown).toEqual({ price: '7', fee: '0.7' });

    await reprice(owner.token, profile, { albumPrice: '1000' });
    const before = await moneyRows(t);
    expectPriceChanged(await pay(t, buyer.token, 'album', profile.id, randomUUID(), shown), '1000 RUB');
    expect(await moneyRows(t)).toEqual(before);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 2000, frozen: 0 });
    expect((await purchasesOf(buyer.id)).n).toBe(0);

    // A shown fee that is not today's is refused too.
    expectPriceChanged(
      await pay(t, buyer.token, 'album', profile.id, randomUUID(), { price: '1000', fee: '0' }),
      '1000 RUB',
    );
    const again = await quoted(t, buyer.token, 'album', profile.id);
    expect(again).toEqual({ price: '1000', fee: '100' });
    const paid = await pay(t, buyer.token, 'album', profile.id, randomUUID(), again);
    expect(paid.body).toMatchObject({ code: 200, data: { price: '1000', fee: '100' } });
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 1000, frozen: 0 });
    expect(await purchasesOf(buyer.id)).toEqual({ n: 1, paid: '1000.0000' });
  });

  it('an old client without the price is refused (validation), never charged at today’s price', async () => {
    const owner = await member(t, '1000');
    const profile = await publish(t, owner.token, { paid: true });
    const buyer = await member(t, '100');
    const before = await moneyRows(t);
    for (const body of [
      { personalId: profile.id, payPassword: PAY_PASSWORD },
      { personalId: profile.id, price: '7', payPassword: PAY_PASSWORD },
      { personalId: profile.id, price: 7, fee: 0.7, payPassword: PAY_PASSWORD },
    ])
      expectTermsMissing(
        await t.call('POST', '/app/jy/userAlbum/payment', {
          token: buyer.token,
          lang: 'en',
          headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
          body,
        }),
      );
    expect(await moneyRows(t)).toEqual(before);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 100, frozen: 0 });
  });

  it('20 buyers tap at once while the owner raises the price: each success paid the shown 7, each refusal nothing', async () => {
    const owner = await member(t, '1000');
    const profile = await publish(t, owner.token, { paid: true });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => member(t, '2000')));
    const shown = { price: '7', fee: '0.7' };
    // Ten taps race the edit; ten more come while they are in flight, after it.
    const tap = (b: (typeof buyers)[number]) => pay(t, b.token, 'album', profile.id, randomUUID(), shown);
    const early = buyers.slice(0, 10).map(tap);
    await reprice(owner.token, profile, { albumPrice: '1000' });
    const answers = await Promise.all([...early, ...buyers.slice(10).map(tap)]);
    for (const late of answers.slice(10)) expectPriceChanged(late, '1000 RUB');
    let won = 0;
    for (const [i, answer] of answers.entries()) {
      const balance = await balanceOf(t, buyers[i]!.id);
      if (answer.body.code === 200) {
        won++;
        expect(answer.body.data.price).toBe('7');
        expect(balance).toEqual({ available: 1993, frozen: 0 });
        expect(await purchasesOf(buyers[i]!.id)).toEqual({ n: 1, paid: '7.0000' });
      } else {
        expectPriceChanged(answer, '1000 RUB');
        expect(balance).toEqual({ available: 2000, frozen: 0 });
        expect((await purchasesOf(buyers[i]!.id)).n).toBe(0);
      }
    }
    // The owner got 6.3 per success and nothing else.
    const earned = await balanceOf(t, owner.id);
    expect(earned.available).toBeCloseTo(900 + won * 6.3, 4);
    expect(earned.frozen).toBe(100);
    // Twenty funded accounts with pay passwords are slow to make on a busy 2-core machine.
  }, 120_000);
});

describe('paid chat: the price the buyer saw', () => {
  it('quoted 5, raised to 800: refused, nothing charged; the new quote pays 800 once', async () => {
    const owner = await member(t, '1000');
    const profile = await publish(t, owner.token);
    const buyer = await member(t, '2000');
    await publish(t, buyer.token);
    const shown = await quoted(t, buyer.token, 'chat', profile.id);
    expect(shown).toEqual({ price: '5', fee: '0.5' });
    await reprice(owner.token, profile, { chatPrice: '800' });

    const before = await moneyRows(t);
    expectPriceChanged(await pay(t, buyer.token, 'chat', profile.id, randomUUID(), shown), '800 RUB');
    expect(await moneyRows(t)).toEqual(before);
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 1900, frozen: 100 });
    expectTermsMissing(
      await t.call('POST', '/app/jy/userPersonals/chat/payment', {
        token: buyer.token,
        lang: 'en',
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        body: { personalId: profile.id, payPassword: PAY_PASSWORD },
      }),
    );

    const paid = await pay(t, buyer.token, 'chat', profile.id);
    expect(paid.body).toMatchObject({ code: 200, data: { price: '800', fee: '80' } });
    expect(await balanceOf(t, buyer.id)).toEqual({ available: 1100, frozen: 100 });
    expect(await purchasesOf(buyer.id)).toEqual({ n: 1, paid: '800.0000' });
  });
});
