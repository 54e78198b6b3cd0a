import { CurrencyId } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../users/users.test-support.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';
import { balancesOf, expectLedgerSound, fund } from '../wallet/wallet.test-support.ts';

const { RUB } = CurrencyId;

const t = useTestApp();
beforeAll(async () => {
  batchedLedger = createLedgerService({ database: t.database }, { groupCommit: true });
});
afterAll(async () => {
  await expectLedgerSound(t);
});

// Group commit on, whichever database the suite runs on (the app turns it on for the embedded one only).
let batchedLedger: LedgerService;
const ledger = () => batchedLedger;
/** A call's answer with its ids made relative, or the refusal's code name. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: value }),
    (e: { codeName?: string }) => ({ refused: e.codeName ?? String(e) }),
  );

/**
 * Two users and their accounts, and one operation of each kind of answer: successes and every refusal a batch can
 * give. `db` (when given) makes every call take the single-operation path inside that handle.
 */
async function scenario(l: LedgerService, db?: typeof t.db) {
  const a = await signUp(t);
  const b = await signUp(t);
  const accA = await fund(t, a.id, RUB, '100');
  const accB = await l.accountFor(b.id, RUB);
  const fees = await l.platformAccount('fees', RUB);
  const open = await l.hold({ account: accA, amount: '20' });
  const closed = await l.hold({ account: accA, amount: '5' });
  await l.release({ holdId: closed.holdId });
  const key = `k-${a.id}`;
  const pay = (amount: string, k?: string) =>
    l.post(
      {
        kind: 'transfer',
        legs: [
          { account: accA, amount: `-${amount}` },
          { account: accB, amount },
        ],
        idempotency: k ? { scope: `transfer:${a.id}`, key: k } : undefined,
      },
      db,
    );
  const calls: Array<() => Promise<unknown>> = [
    () => pay('10', key),
    () => pay('1000'), // insufficientBalance
    () => pay('11', key), // same key, other parameters: idempotencyKeyReused
    () => l.post({ legs: [{ account: accA, amount: '-1' }] }, db), // unbalanced: amountInvalid
    () => l.hold({ account: accA, amount: '30' }, db),
    () => l.hold({ account: accA, amount: '1000' }, db), // insufficientBalance
    () => l.capture({ holdId: open.holdId, to: [{ account: accB, amount: '25' }] }, db), // exceeds: amountInvalid
    () =>
      l.capture(
        {
          holdId: open.holdId,
          to: [
            { account: accB, amount: '5' },
            { account: fees, amount: '0.5' },
          ],
        },
        db,
      ),
    () => l.release({ holdId: closed.holdId }, db), // holdClosed
    () => l.capture({ holdId: closed.holdId, to: [{ account: accB, amount: '1' }] }, db), // holdClosed
    () => l.release({ holdId: open.holdId, ownerUserId: b.id }, db), // another user's hold: notFound
    () => l.release({ holdId: 2_000_000_000 }, db), // no such hold: notFound
    () => l.release({ holdId: open.holdId, ownerUserId: a.id }, db),
    () => pay('10', key), // a retry: the first result, replayed
    () => l.post({ legs: [{ account: accA, amount: '-1.00001' }] }, db), // refused before the database
  ];
  // Without `db` all start in one tick, arrive together and go by group commit; with it, one after the other.
  const outcomes: Array<{ ok: unknown } | { refused: string }> = [];
  if (db) for (const call of calls) outcomes.push(await outcome(call()));
  else outcomes.push(...(await Promise.all(calls.map((call) => outcome(call())))));
  // Ids differ between runs (and refusals use up sequence numbers); their order and equality do not.
  type Ids = { txId: number; holdId?: number };
  const rank = (values: number[]) => {
    const sorted = [...new Set(values)].sort((x, y) => x - y);
    return (v: number) => sorted.indexOf(v);
  };
  const oks = outcomes.flatMap((o) => ('ok' in o ? [o.ok as Ids] : []));
  const txRank = rank(oks.map((o) => o.txId));
  const holdRank = rank([open.holdId, closed.holdId, ...oks.flatMap((o) => (o.holdId ? [o.holdId] : []))]);
  const relative = outcomes.map((o) => {
    if (!('ok' in o)) return o;
    const ids = o.ok as Ids;
    return {
      ok: { ...ids, txId: txRank(ids.txId), ...(ids.holdId ? { holdId: holdRank(ids.holdId) } : {}) },
    };
  });
  return { relative, balances: [await balancesOf(t, a.id), await balancesOf(t, b.id)] };
}

describe('ledger group commit', () => {
  it('a batch mixing successes and every refusal answers each call as the single-operation path does', async () => {
    const batched = await scenario(ledger());
    const single = await scenario(ledger(), t.db);
    expect(batched.relative).toEqual(single.relative);
    expect(batched.balances).toEqual(single.balances);
    expect(batched.relative.map((o) => ('ok' in o ? 'ok' : o.refused))).toEqual([
      'ok',
      'insufficientBalance',
      'idempotencyKeyReused',
      'amountInvalid',
      'ok',
      'insufficientBalance',
      'amountInvalid',
      'ok',
      'holdClosed',
      'holdClosed',
      'notFound',
      'notFound',
      'ok',
      'ok',
      'amountInvalid',
    ]);
    expect(batched.relative[13]).toEqual({
      ok: { ...(batched.relative[0] as { ok: object }).ok, replayed: true },
    });
    // 100 - 10 - 30 (held) - 5.5 (captured); the released 14.5 is back.
    expect(batched.balances[0]!.get(RUB)).toEqual({ available: '54.5000', frozen: '30.0000' });
    await expectLedgerSound(t);
  });

  it('the same key twice in one batch is one effect: the second replays the first', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const accA = await fund(t, a.id, RUB, '10');
    const accB = await ledger().accountFor(b.id, RUB);
    const op = {
      op: 'post',
      kind: 'transfer',
      ref: null,
      scope: `transfer:${a.id}`,
      key: 'twice',
      hash: 'h1',
      legs: [
        { account: accA, bucket: 'available', amount: '-3' },
        { account: accB, bucket: 'available', amount: '3' },
      ],
    };
    const hold = {
      op: 'hold',
      kind: 'hold',
      ref: null,
      scope: 'h',
      key: `hold-${a.id}`,
      hash: 'h2',
      account: accA,
      amount: '2',
    };
    const [row] = await queryRows<{ r: unknown[] }>(
      t.db,
      sql`select ledger_batch(${JSON.stringify([op, hold, op, hold, { ...op, hash: 'other' }])}::jsonb) as r`,
    );
    const [first, held, again, heldAgain, reused] = row!.r as Array<{
      ok?: Record<string, unknown>;
      code?: string;
    }>;
    expect(again).toEqual({ ok: { ...first!.ok, replayed: true } });
    expect(heldAgain).toEqual({ ok: { ...held!.ok, replayed: true } });
    expect(first!.ok!.replayed).toBe(false);
    expect(reused).toEqual({ code: 'VL002' });
    expect((await balancesOf(t, a.id)).get(RUB)).toEqual({ available: '5.0000', frozen: '2.0000' });
    expect((await balancesOf(t, b.id)).get(RUB)?.available).toBe('3.0000');
    await expectLedgerSound(t);
  });

  it('concurrent batches of several instances over overlapping accounts neither deadlock nor break the books', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
    const accounts = await Promise.all(users.map((u) => fund(t, u.id, RUB, '50')));
    const fees = await ledger().platformAccount('fees', RUB);
    const instances = [
      ledger(),
      createLedgerService({ database: t.database }, { groupCommit: true }),
      createLedgerService({ database: t.database }, { groupCommit: true }),
    ];
    const feesBefore = await queryRows<{ v: string }>(
      t.db,
      sql`select available::text as v from ledger_accounts where id = ${fees}`,
    );
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % n;
    };
    const refusals = new Map<string, number>();
    const count = (e: { codeName?: string }) => {
      const code = e.codeName ?? String(e);
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    };
    async function client(l: LedgerService, n: number) {
      for (let i = 0; i < n; i++) {
        const from = accounts[random(accounts.length)]!;
        const to = accounts[random(accounts.length)]!;
        if (random(3) === 0) {
          // A hold captured to another account (with a fee) or released: holds and accounts both in the batch.
          const held = await l.hold({ account: from, amount: '2' }).catch(count);
          if (!held) continue;
          const done = random(2)
            ? l.capture({
                holdId: held.holdId,
                to: [
                  { account: to, amount: '1.5' },
                  { account: fees, amount: '0.5' },
                ],
              })
            : l.release({ holdId: held.holdId });
          await done.catch(count);
        } else {
          await l
            .post({
              legs: [
                { account: from, amount: '-3' },
                { account: from === to ? fees : to, amount: '3' },
              ],
              idempotency: { scope: 'load', key: `${n}-${i}-${random(5)}` },
            })
            .catch(count);
        }
      }
    }
    await Promise.all(instances.flatMap((l) => Array.from({ length: 8 }, (_, c) => client(l, 15 + c))));
    // Only refusals of the ledger's own: money short, or a load key reused with another transfer.
    for (const code of refusals.keys())
      expect(['insufficientBalance', 'idempotencyKeyReused']).toContain(code);
    const [sum] = await queryRows<{ total: string }>(
      t.db,
      sql`select (sum(available + frozen) - ${feesBefore[0]!.v}::numeric)::text as total from ledger_accounts
          where id in (${sql.join([...accounts, fees], sql`, `)})`,
    );
    expect(sum!.total).toBe('300.0000');
    await expectLedgerSound(t);
  });
});
