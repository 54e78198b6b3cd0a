import { CurrencyId, P2pOrderState, type P2pStaffDecision } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';
import {
  attempt,
  decideStep,
  fundedTraders,
  ledgerUnits,
  publishStep,
  staffAccount,
  weightedSteps,
} from '../wallet/model.test-kit.ts';
import { expectLedgerSound, useWalletTestApp } from '../wallet/wallet.test-support.ts';

// Random sequences of publish / respond / proof / confirm / complain / cancel / staff decisions by random users,
// checked step by step against a model written from the spec's rules (not from the transition table), in exact
// integers (1/10000 units): no money made or lost, frozen money equals the open orders, every order ends in at most
// one terminal state, reached once.

const USERS = 4;
const START = 2_000_000n; // 200.0000 roubles each
const RUB = CurrencyId.RUB;
const PAY_PASSWORD = '135790';
const S = P2pOrderState;

type Cmd =
  | { t: 'publish'; user: number; amount: bigint }
  | { t: 'respond' | 'proof' | 'confirm' | 'complain' | 'cancel'; user: number; order: number }
  | { t: 'decide'; decision: P2pStaffDecision; order: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const order = fc.nat({ max: 7 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  publishStep(user, 900_000n, 3),
  ...weightedSteps(['respond', 'proof', 'confirm', 'complain', 'cancel'] as const, { user, order }, () => 2),
  decideStep(
    fc.constantFrom<P2pStaffDecision>('releaseToPayer', 'releaseToWithdrawer', 'staffCancel'),
    order,
  ),
);

type ModelOrder = { id: number; withdrawer: number; payer: number | null; state: number; amount: bigint };

/** What the spec says happens; answers false when the step must be refused (and then nothing changes). */
class Model {
  available: bigint[] = Array.from({ length: USERS }, () => START);
  frozen: bigint[] = Array.from({ length: USERS }, () => 0n);
  orders: ModelOrder[] = [];

  publish(u: number, amount: bigint) {
    if (this.available[u]! < amount) return false;
    this.available[u]! -= amount;
    this.frozen[u]! += amount;
    return true;
  }
  private release(o: ModelOrder) {
    this.frozen[o.withdrawer]! -= o.amount;
    this.available[o.withdrawer]! += o.amount;
    o.state = S.cancelled;
  }
  private capture(o: ModelOrder) {
    this.frozen[o.withdrawer]! -= o.amount;
    this.available[o.payer!]! += o.amount;
    o.state = S.complete;
  }
  step(c: Exclude<Cmd, { t: 'publish' }>, o: ModelOrder): boolean {
    const open = o.state !== S.complete && o.state !== S.cancelled;
    switch (c.t) {
      case 'respond':
        if (o.state !== S.selling || c.user === o.withdrawer) return false;
        o.payer = c.user;
        o.state = S.pendingPayment;
        return true;
      case 'proof':
        if (o.state !== S.pendingPayment || c.user !== o.payer) return false;
        o.state = S.alreadyPaid;
        return true;
      case 'confirm':
        if (o.state !== S.alreadyPaid || c.user !== o.withdrawer) return false;
        this.capture(o);
        return true;
      case 'complain':
        if (o.state !== S.pendingPayment && o.state !== S.alreadyPaid) return false;
        if (c.user !== o.withdrawer && c.user !== o.payer) return false;
        o.state = S.complaint;
        return true;
      case 'cancel':
        if (o.state !== S.selling || c.user !== o.withdrawer) return false;
        this.release(o);
        return true;
      case 'decide':
        if (c.decision === 'staffCancel') {
          if (!open) return false;
          this.release(o);
          return true;
        }
        if (o.state !== S.complaint) return false;
        if (c.decision === 'releaseToPayer') this.capture(o);
        else this.release(o);
        return true;
    }
  }
}

const t = useWalletTestApp();

describe('P2P orders against a model', () => {
  it('random steps by random users: every answer, balance and state as the model predicts', async () => {
    const { services } = t.app;
    // The request's amount and rate as the payer's screen shows them (issue 28: respond carries them).
    const termsOf = async (id: number) => {
      const [row] = await queryRows<{ payAmount: string; rate: string }>(
        t.db,
        sql`select pay_amount::text as "payAmount", rate from p2p_orders where id = ${id}`,
      );
      return row!;
    };
    const { p2p, files } = services;
    const staff = await staffAccount(t, '9180000001', 2);
    const ids = await fundedTraders(t, {
      phonePrefix: '918000001',
      count: USERS,
      payPassword: PAY_PASSWORD,
      funds: [[RUB, fromUnits(START)]],
    });
    const proofs: string[] = [];
    for (const id of ids)
      proofs.push((await files.upload(id, { data: Buffer.from(`%PDF proof ${id}`), kind: 'file' })).url);
    const balances = (i: number) => ledgerUnits(t, ids[i]!, RUB);
    let run = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 20 }), async (cmds) => {
        run++;
        // Each run starts where the last left off: its open orders were cancelled by staff at its end.
        const model = new Model();
        for (let i = 0; i < USERS; i++) {
          const [available, frozen] = await balances(i);
          expect(frozen).toBe(0n);
          model.available[i] = available!;
        }
        const start = model.available.reduce((a, b) => a + b, 0n);

        for (const c of cmds) {
          if (c.t === 'publish') {
            const amount = fromUnits(c.amount);
            let id = 0;
            const answer = await attempt(async () => {
              id = (
                await p2p.publish(
                  ids[c.user]!,
                  {
                    payCurrencyId: RUB,
                    payAmount: amount,
                    receiveCurrencyId: RUB,
                    receiveAmount: amount,
                    rate: '1',
                    cardNumber: '2200700123456789',
                    phone: '',
                    bank: 'Model bank',
                    name: 'Model',
                    comment: '',
                    payPassword: PAY_PASSWORD,
                  },
                  `model-${run}-${model.orders.length}-${c.amount}-${c.user}`,
                )
              ).id;
            });
            const expected = model.publish(c.user, c.amount);
            expect(answer).toBe(expected ? 'ok' : 'insufficientBalance');
            if (expected)
              model.orders.push({
                id,
                withdrawer: c.user,
                payer: null,
                state: S.selling,
                amount: c.amount,
              });
          } else {
            const o = model.orders[c.order % Math.max(model.orders.length, 1)];
            if (!o) continue;
            const by = c.t === 'decide' ? staff.id : ids[c.user]!;
            const answer = await attempt(() => {
              switch (c.t) {
                case 'respond':
                  return termsOf(o.id).then((shown) => p2p.respond(by, { id: o.id, ...shown }));
                case 'proof':
                  return p2p.submitProof(by, {
                    id: o.id,
                    cardNumber: '4276380012345678',
                    phone: '',
                    bank: 'Model bank',
                    name: 'Payer',
                    comment: '',
                    fileUrl: proofs[c.user]!,
                  });
                case 'confirm':
                  return p2p.confirm(by, { id: o.id, payPassword: PAY_PASSWORD });
                case 'complain':
                  return p2p.complain(by, { id: o.id, reason: 'model' });
                case 'cancel':
                  return p2p.cancel(by, o.id);
                case 'decide':
                  return p2p.decide(by, { id: o.id, decision: c.decision, reason: 'model' });
              }
            });
            // A payer's repeated respond answers his order as it is: a harmless retry, not a step.
            const retry = c.t === 'respond' && o.payer === c.user && o.state !== S.selling;
            const expected = retry || model.step(c, o);
            expect(
              answer === 'ok',
              `${c.t} by ${c.t === 'decide' ? 'staff' : c.user} in ${o.state}: ${answer}`,
            ).toBe(expected);
          }
        }

        // Balances as the model says: no money made or lost, frozen = the open orders' amounts.
        for (let i = 0; i < USERS; i++) {
          const [row] = await queryRows<{ available: string; frozen: string }>(
            t.db,
            sql`select available::text, frozen::text from ledger_accounts
                where user_id = ${ids[i]!} and platform_code = '' and currency_id = ${RUB}`,
          );
          expect([toUnits(row!.available), toUnits(row!.frozen)]).toEqual([
            model.available[i],
            model.frozen[i],
          ]);
          const openAmount = model.orders
            .filter((o) => o.withdrawer === i && o.state !== S.complete && o.state !== S.cancelled)
            .reduce((sum, o) => sum + o.amount, 0n);
          expect(model.frozen[i]).toBe(openAmount);
        }
        const total = model.available.reduce((a, b) => a + b, 0n) + model.frozen.reduce((a, b) => a + b, 0n);
        expect(total).toBe(start);

        // Each order's state as the model says; a terminal one got there once, its hold settled the same way.
        for (const o of model.orders) {
          const [row] = await queryRows<{ state: number; terminal: number; hold: string }>(
            t.db,
            sql`select o.state, h.status as hold,
                  (select count(*)::int from p2p_order_events e
                    where e.order_id = o.id and e.to_state in (20, 40)) as terminal
                from p2p_orders o join holds h on h.id = o.hold_id where o.id = ${o.id}`,
          );
          expect(row!.state).toBe(o.state);
          const settled = o.state === S.complete ? 'captured' : o.state === S.cancelled ? 'released' : 'open';
          expect(row!.hold).toBe(settled);
          expect(row!.terminal).toBe(settled === 'open' ? 0 : 1);
        }

        // Staff cancel what is still open (releasing it), so the next run starts with nothing frozen.
        for (const o of model.orders)
          if (o.state !== S.complete && o.state !== S.cancelled) {
            await p2p.decide(staff.id, { id: o.id, decision: 'staffCancel', reason: 'end of run' });
            expect(model.step({ t: 'decide', decision: 'staffCancel', order: 0 }, o)).toBe(true);
          }
        for (let i = 0; i < USERS; i++) expect(await balances(i)).toEqual([model.available[i], 0n]);
      }),
      { numRuns: 15 },
    );
    await expectLedgerSound(t);
  }, 120_000);
});
