import { CurrencyId } from '@volna/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUp } from '../users/users.test-support.ts';
import { expectLedgerSound, fund, useWalletTestApp } from '../wallet/wallet.test-support.ts';

// Random sequences of ledger operations by several users against a model in exact integers (1/10000 units).

const USERS = 4;
const CURRENCIES = [CurrencyId.RUB, CurrencyId.USD, CurrencyId.CNY] as const;
/** Seeded rouble prices × 10^8, as migration 0006 stores them. */
const PRICE: Record<number, bigint> = {
  [CurrencyId.RUB]: 100_000_000n,
  [CurrencyId.USD]: 9_200_000_000n,
  [CurrencyId.CNY]: 1_250_000_000n,
};
const START = 1_000_000n; // 100.0000 of each currency

const fmt = (units: bigint) => {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, '0')}`;
};
/** PostgreSQL's round(pf / pt, 8) for positive numbers (half away from zero), × 10^8. */
const rate = (from: number, to: number) =>
  (PRICE[from]! * 100_000_000n * 2n + PRICE[to]!) / (2n * PRICE[to]!);

type Cmd =
  | { t: 'transfer'; from: number; to: number; cur: number; amount: bigint; fee: bigint }
  | { t: 'hold'; user: number; cur: number; amount: bigint }
  | { t: 'capture'; hold: number; to: number; amount: bigint; fee: bigint; rest: boolean }
  | { t: 'release'; hold: number }
  | { t: 'convert'; user: number; from: number; to: number; amount: bigint };

const user = fc.integer({ min: 0, max: USERS - 1 });
const cur = fc.constantFrom(...CURRENCIES);
const units = fc.bigInt({ min: 1n, max: 600_000n });
const fee = fc.bigInt({ min: 0n, max: 500n });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({
    t: fc.constant('transfer' as const),
    from: user,
    to: fc.integer({ min: 1, max: USERS - 1 }),
    cur,
    amount: units,
    fee,
  }),
  fc.record({ t: fc.constant('hold' as const), user, cur, amount: units }),
  fc.record({
    t: fc.constant('capture' as const),
    hold: fc.nat(),
    to: user,
    amount: units,
    fee,
    rest: fc.boolean(),
  }),
  fc.record({ t: fc.constant('release' as const), hold: fc.nat() }),
  fc.record({
    t: fc.constant('convert' as const),
    user,
    from: cur,
    to: fc.integer({ min: 1, max: 2 }),
    amount: units,
  }),
);

type ModelHold = { id: number; user: number; cur: number; remaining: bigint; open: boolean };

/** Balances per user and currency, plus what the platform fee accounts gained. */
class Model {
  available = new Map<string, bigint>();
  frozen = new Map<string, bigint>();
  holds: ModelHold[] = [];
  get = (m: Map<string, bigint>, u: number, c: number) => m.get(`${u}:${c}`) ?? 0n;
  add = (m: Map<string, bigint>, u: number, c: number, v: bigint) =>
    m.set(`${u}:${c}`, this.get(m, u, c) + v);
  clone() {
    const copy = new Model();
    copy.available = new Map(this.available);
    copy.frozen = new Map(this.frozen);
    copy.holds = this.holds.map((h) => ({ ...h }));
    return copy;
  }
}

const t = useWalletTestApp();

const toUnits = (s: string) => BigInt(s.replace('.', ''));

let shared: Awaited<ReturnType<typeof makeWorld>> | undefined;
/** The same users for every run (signing up is slow); each run's model starts from their current balances. */
async function world() {
  shared ??= await makeWorld();
  const model = new Model();
  for (let i = 0; i < USERS; i++) {
    for (const row of await t.app.services.wallet.accounts.list(shared.people[i]!.id)) {
      model.available.set(`${i}:${row.currencyId}`, toUnits(row.balance));
      model.frozen.set(`${i}:${row.currencyId}`, toUnits(row.frozenAmount));
    }
  }
  return { ...shared, model };
}

async function makeWorld() {
  const people = [];
  const accounts: Array<Record<number, number>> = [];
  for (let i = 0; i < USERS; i++) {
    const p = await signUp(t);
    people.push(p);
    const byCur: Record<number, number> = {};
    for (const c of CURRENCIES) {
      byCur[c] = await fund(t, p.id, c, fmt(START));
    }
    accounts.push(byCur);
  }
  const fees: Record<number, number> = {};
  for (const c of CURRENCIES) fees[c] = await t.app.services.wallet.ledger.platformAccount('fees', c);
  return { people, accounts, fees };
}

type World = Awaited<ReturnType<typeof world>>;
const ok = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: { codeName?: string }) => {
      if (!error.codeName) throw error;
      return { ok: false as const, code: error.codeName };
    },
  );

/** Runs one command against the ledger; answers whether it was accepted and the id of a new hold. */
async function run(w: World, c: Cmd, holdIds: number[]) {
  const { ledger } = t.app.services.wallet;
  switch (c.t) {
    case 'transfer': {
      const to = (c.from + c.to) % USERS;
      const legs = [
        { account: w.accounts[c.from]![c.cur]!, amount: fmt(-(c.amount + c.fee)) },
        { account: w.accounts[to]![c.cur]!, amount: fmt(c.amount) },
      ];
      if (c.fee > 0n) legs.push({ account: w.fees[c.cur]!, amount: fmt(c.fee) });
      return ok(ledger.post({ legs }));
    }
    case 'hold':
      return ok(ledger.hold({ account: w.accounts[c.user]![c.cur]!, amount: fmt(c.amount) }));
    case 'capture': {
      const h = w.model.holds[c.hold % Math.max(1, w.model.holds.length)];
      if (!h) return { ok: false as const, code: 'none' };
      const to = [{ account: w.accounts[c.to]![h.cur]!, amount: fmt(c.amount) }];
      if (c.fee > 0n) to.push({ account: w.fees[h.cur]!, amount: fmt(c.fee) });
      return ok(ledger.capture({ holdId: holdIds[h.id]!, to, releaseRest: c.rest }));
    }
    case 'release': {
      const h = w.model.holds[c.hold % Math.max(1, w.model.holds.length)];
      if (!h) return { ok: false as const, code: 'none' };
      return ok(ledger.release({ holdId: holdIds[h.id]! }));
    }
    case 'convert': {
      const to = CURRENCIES[(CURRENCIES.indexOf(c.from as never) + c.to) % CURRENCIES.length]!;
      return ok(
        ledger.convert({
          userId: w.people[c.user]!.id,
          sources: [{ currencyId: c.from, amount: fmt(c.amount) }],
          targetCurrencyId: to,
        }),
      );
    }
  }
}

/** What the model expects of a command (accepted or not), applying it when accepted. */
function predictAndApply(m: Model, c: Cmd, accepted?: boolean): boolean {
  const { available: av, frozen: fr } = m;
  switch (c.t) {
    case 'transfer': {
      const to = (c.from + c.to) % USERS;
      const can = m.get(av, c.from, c.cur) >= c.amount + c.fee;
      if (!(accepted ?? can)) return false;
      m.add(av, c.from, c.cur, -(c.amount + c.fee));
      m.add(av, to, c.cur, c.amount);
      return true;
    }
    case 'hold': {
      if (!(accepted ?? m.get(av, c.user, c.cur) >= c.amount)) return false;
      m.add(av, c.user, c.cur, -c.amount);
      m.add(fr, c.user, c.cur, c.amount);
      m.holds.push({ id: m.holds.length, user: c.user, cur: c.cur, remaining: c.amount, open: true });
      return true;
    }
    case 'capture': {
      const h = m.holds[c.hold % Math.max(1, m.holds.length)];
      const total = c.amount + c.fee;
      if (!(accepted ?? (h?.open && total <= h.remaining))) return false;
      const rest = c.rest ? h!.remaining - total : 0n;
      m.add(fr, h!.user, h!.cur, -(total + rest));
      m.add(av, h!.user, h!.cur, rest);
      m.add(av, c.to, h!.cur, c.amount);
      h!.remaining -= total + rest;
      h!.open = h!.remaining > 0n;
      return true;
    }
    case 'release': {
      const h = m.holds[c.hold % Math.max(1, m.holds.length)];
      if (!(accepted ?? h?.open)) return false;
      m.add(fr, h!.user, h!.cur, -h!.remaining);
      m.add(av, h!.user, h!.cur, h!.remaining);
      h!.remaining = 0n;
      h!.open = false;
      return true;
    }
    case 'convert': {
      const to = CURRENCIES[(CURRENCIES.indexOf(c.from as never) + c.to) % CURRENCIES.length]!;
      const converted = (c.amount * rate(c.from, to)) / 100_000_000n;
      if (!(accepted ?? (m.get(av, c.user, c.from) >= c.amount && converted > 0n))) return false;
      m.add(av, c.user, c.from, -c.amount);
      m.add(av, c.user, to, converted);
      return true;
    }
  }
}

async function expectBalances(w: World) {
  for (let i = 0; i < USERS; i++) {
    const rows = await t.app.services.wallet.accounts.list(w.people[i]!.id);
    for (const c of CURRENCIES) {
      const row = rows.find((r) => r.currencyId === c)!;
      expect({ user: i, c, available: row.balance, frozen: row.frozenAmount }).toEqual({
        user: i,
        c,
        available: fmt(w.model.get(w.model.available, i, c)),
        frozen: fmt(w.model.get(w.model.frozen, i, c)),
      });
    }
  }
}

describe('ledger against a model', () => {
  it('one operation at a time: every result and balance as the model predicts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 30 }), async (cmds) => {
        const w = await world();
        const holdIds: number[] = [];
        for (const c of cmds) {
          const expected = predictAndApply(w.model.clone(), c);
          const result = await run(w, c, holdIds);
          expect(
            result.ok,
            JSON.stringify(c, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
          ).toBe(expected);
          predictAndApply(w.model, c, result.ok);
          if (result.ok && c.t === 'hold')
            holdIds.push((result.value as unknown as { holdId: number }).holdId);
        }
        await expectBalances(w);
        await expectLedgerSound(t);
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('many users at once: the accepted operations explain every balance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cmd, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          const w = await world();
          const holdIds: number[] = [];
          for (const batch of batches) {
            // One command per hold in a batch: two closes of one hold race, and the model applies in array order.
            // Holds are picked when the batch starts, so the model's later pushes do not shift which one is meant.
            const seen = new Set<number>();
            const cmds = batch.flatMap((c): Cmd[] => {
              if (c.t !== 'capture' && c.t !== 'release') return [c];
              const key = c.hold % Math.max(1, w.model.holds.length);
              if (seen.has(key)) return [];
              seen.add(key);
              return [{ ...c, hold: key }];
            });
            const results = await Promise.all(cmds.map((c) => run(w, c, holdIds)));
            cmds.forEach((c, i) => {
              const r = results[i]!;
              predictAndApply(w.model, c, r.ok);
              if (r.ok && c.t === 'hold') holdIds.push((r.value as unknown as { holdId: number }).holdId);
            });
          }
          await expectBalances(w);
          await expectLedgerSound(t);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
