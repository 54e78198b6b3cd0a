import { P2pOrderState } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { expectPriceChanged, expectTermsMissing, moneyRows } from '../ledger/shown-terms.test-support.ts';
import { act, balanceOf, expectLedgerIntact, member, published, shownTerms } from './p2p.test-support.ts';

// Issue 28 §2: a payer responds to a withdrawal request only at the amount and rate his screen showed. A request's
// terms cannot be edited after publishing, so the terms a responder carries are checked against the request's own.

const t = useTestApp();
afterAll(() => expectLedgerIntact(t));

const orderOf = async (id: number) =>
  (
    await queryRows<{ state: number; payer_id: number | null }>(
      t.db,
      sql`select state, payer_id from p2p_orders where id = ${id}`,
    )
  )[0]!;

describe('P2P respond: the terms the payer saw', () => {
  it('other terms than the request’s are refused with its own, nothing changes; no terms is a validation error', async () => {
    const withdrawer = await member(t, '100');
    const payer = await member(t);
    const id = await published(t, withdrawer, '100');
    const shown = await shownTerms(t, payer, id);
    expect(shown).toEqual({ payAmount: '100', rate: '0.08' });

    const before = await moneyRows(t);
    for (const stale of [
      { payAmount: '1', rate: '0.08' },
      { payAmount: '100', rate: '8' },
    ])
      expectPriceChanged(await act(t, payer, 'respond', { id, ...stale }), '100 RUB → 8 CNY');
    expectTermsMissing(
      await t.call('POST', '/app/recharge/respond', { token: payer.token, lang: 'en', body: { id } }),
    );
    expect(await moneyRows(t)).toEqual(before);
    expect(await orderOf(id)).toEqual({ state: P2pOrderState.selling, payer_id: null });

    const taken = await act(t, payer, 'respond', { id, ...shown });
    expect(taken.body.code).toBe(200);
    expect(await orderOf(id)).toEqual({ state: P2pOrderState.pendingPayment, payer_id: payer.id });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 0, frozen: 100 });
  });

  it('20 responders at once, the first ten with stale terms: one responder with the request’s terms wins', async () => {
    const withdrawer = await member(t, '100');
    const id = await published(t, withdrawer, '100');
    const crowd = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    const answers = await Promise.all(
      // The stale ones are sent first: unchecked, one of them would win.
      crowd.map((who, i) => act(t, who, 'respond', { id, payAmount: i < 10 ? '1' : '100', rate: '0.08' })),
    );
    const winners = answers.flatMap((a, i) => (a.body.code === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(winners[0]!).toBeGreaterThanOrEqual(10);
    // Refused as stale, or as taken when a right one came first.
    for (const stale of answers.slice(0, 10)) expect(stale.status).toBe(409);
    expect(await orderOf(id)).toEqual({
      state: P2pOrderState.pendingPayment,
      payer_id: crowd[winners[0]!]!.id,
    });
    // Twenty accounts with pay passwords are slow to make on a busy 2-core machine.
  }, 120_000);
});
