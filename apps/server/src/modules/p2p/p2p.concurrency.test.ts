import { P2pOrderState, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { act, balanceOf, expectLedgerIntact, member, published, shownTerms } from './p2p.test-support.ts';

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

/** A user with a live session, made through the services (50 sign-ups through the API would take long). */
async function quickUser(n: number) {
  const { users, sessions } = t.app.services;
  const user = await users.createAccount({
    areaCode: '+7',
    phone: `917${String(2_000_000 + n).padStart(7, '0')}`,
    password: 'correct-horse-1',
  });
  const session = await sessions.start(user.id, { userAgent: 'p2p-race', ip: '127.0.0.1' });
  return { id: user.id, token: session.token };
}

describe('P2P: many responders at once', () => {
  it('50 users respond to one request at the same time: exactly one wins, the others hear "already taken"', async () => {
    const withdrawer = await member(t, '100');
    const id = await published(t, withdrawer, '100');
    const crowd = [];
    for (let i = 0; i < 50; i++) crowd.push(await quickUser(i));

    // Every responder's screen shows the same terms (issue 28: respond carries them).
    const shown = await shownTerms(t, crowd[0]!, id);
    const answers = await Promise.all(crowd.map((who) => act(t, who, 'respond', { id, ...shown })));

    const winners = answers.filter((a) => a.body.code === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((a) => a.body.code !== 200);
    expect(losers.map((a) => [a.status, a.body.code])).toEqual(
      losers.map(() => [409, ResultCode.p2pAlreadyTaken]),
    );
    expect(losers[0]!.body.msg).toBe('Someone else has already taken this request');

    const [row] = await queryRows<{ state: number; payer_id: number }>(
      t.db,
      sql`select state, payer_id from p2p_orders where id = ${id}`,
    );
    expect(row).toEqual({
      state: P2pOrderState.pendingPayment,
      payer_id: winners[0]!.body.data.payer.userId,
    });
    const [events] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from p2p_order_events where order_id = ${id} and action = 'respond'`,
    );
    expect(events!.n).toBe(1);
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 0, frozen: 100 });
  });

  it('a confirm and a complaint racing on one paid order: one of them happens, never both', async () => {
    const withdrawer = await member(t, '100');
    const payer = await member(t);
    const id = await published(t, withdrawer, '100');
    await act(t, payer, 'respond', { id });
    const file = await t.app.services.files.upload(payer.id, {
      data: Buffer.from('%PDF-1.4 proof'),
      filename: 'proof.pdf',
      kind: 'file',
    });
    await t.app.services.p2p.submitProof(payer.id, {
      id,
      cardNumber: '4276380012345678',
      phone: '',
      bank: 'Sber',
      name: 'P',
      comment: '',
      fileUrl: file.url,
    });
    const [confirm, complaint] = await Promise.all([
      act(t, withdrawer, 'confirm', { id, payPassword: '246810' }),
      act(t, payer, 'complaint', { id, reason: 'race' }),
    ]);
    const codes = [confirm.body.code, complaint.body.code].sort();
    expect(codes).toEqual([200, ResultCode.p2pWrongState].sort());
    const paidOut = confirm.body.code === 200;
    expect(await balanceOf(t, payer.id)).toEqual({ available: paidOut ? 100 : 0, frozen: 0 });
    expect(await balanceOf(t, withdrawer.id)).toEqual({ available: 0, frozen: paidOut ? 0 : 100 });
  });
});
