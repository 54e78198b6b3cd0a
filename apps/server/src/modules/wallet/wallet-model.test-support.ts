// The model the wallet's property test (wallet.property.test.ts) checks the real wallet against: the commands, their
// random generators, every user's available and frozen balance in exact 0.0001 units, and what each batch may and
// must do (split out of the test, issue 33: no hand-written file over 600 lines).
import { CurrencyId, RED_PACKET_EXPIRY_MS, RedPacketStatus, ResultCode } from '@volna/contracts';
import { SAFE_TRANSFER_OPEN_STATES, SAFE_TRANSFER_UPLOAD_STATES, SafeTransferState } from '@volna/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';

export const USERS = 4;
export const { RUB, USD, CNY } = CurrencyId;
export const CURRENCIES = [RUB, USD, CNY] as const;
/** Seeded rouble prices × 10^8, as migration 0006 stores them. */
export const PRICE: Record<number, bigint> = {
  [RUB]: 100_000_000n,
  [USD]: 9_200_000_000n,
  [CNY]: 1_250_000_000n,
};
/** Every user gets this much of each currency at the start of each run. */
export const TOP_UP = 3_000_000n; // 300.0000
export const TICK_MS = 13 * 60 * 60 * 1000; // two ticks pass a packet's 24 h, never landing on it exactly
export const SHARE_MIN = 100n; // RED_PACKET_SHARE_MIN, 0.01

export const fmt = (u: bigint) => `${u / 10_000n}.${String(u % 10_000n).padStart(4, '0')}`;
export const units = (s: string) => {
  const [whole, frac = ''] = s.split('.');
  return BigInt(whole!) * 10_000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
};
/** PostgreSQL's round(pf / pt, 8) for positive numbers (half away from zero), × 10^8. */
export const rate = (from: number, to: number) =>
  (PRICE[from]! * 100_000_000n * 2n + PRICE[to]!) / (2n * PRICE[to]!);
/** The default safe-transfer fee, 1 %, rounded half up to 0.0001. */
export const feeOf = (amount: bigint) => (amount + 50n) / 100n;

export type Cmd =
  | { t: 'transfer'; from: number; to: number; cur: number; amount: bigint }
  | { t: 'safe'; from: number; to: number; cur: number; amount: bigint }
  | { t: 'doc' | 'reject' | 'confirm' | 'cancel'; pick: number }
  /** The step that moves this safe transfer along: the document, then the confirmation (or staff's cancel). */
  | { t: 'advance'; pick: number }
  | { t: 'askCancel'; pick: number; bySender: boolean }
  | {
      t: 'send';
      from: number;
      to: number;
      group: boolean;
      cur: number;
      amount: bigint;
      count: number;
      lucky: boolean;
    }
  | { t: 'claim'; pick: number; who: number }
  | { t: 'merge'; user: number; target: number };

export const user = fc.integer({ min: 0, max: USERS - 1 });
export const other = fc.integer({ min: 1, max: USERS - 1 }); // an offset, so the other side is never oneself
export const cur = fc.constantFrom(...CURRENCIES);
export const amount = fc.bigInt({ min: 10_000n, max: 2_500_000n }); // 1 … 250, four decimals
export const pick = fc.nat();
export const safeStepCmd = fc.record({
  t: fc.constantFrom(
    'doc' as const,
    'doc' as const,
    'reject' as const,
    'confirm' as const,
    'confirm' as const,
    'cancel' as const,
  ),
  pick,
});
export const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('transfer' as const), from: user, to: other, cur, amount }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('safe' as const), from: user, to: other, cur, amount }),
  },
  { weight: 3, arbitrary: safeStepCmd },
  { weight: 5, arbitrary: fc.record({ t: fc.constant('advance' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('askCancel' as const), pick, bySender: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('send' as const),
      from: user,
      to: other,
      group: fc.boolean(),
      cur,
      amount,
      count: fc.integer({ min: 1, max: USERS + 1 }),
      lucky: fc.boolean(),
    }),
  },
  { weight: 5, arbitrary: fc.record({ t: fc.constant('claim' as const), pick, who: user }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('merge' as const), user, target: cur }) },
);
export const step = fc.record({ batch: fc.array(cmd, { minLength: 3, maxLength: 10 }), tick: fc.boolean() });

export type Safe = {
  id: number;
  sender: number;
  receiver: number;
  cur: number;
  amount: bigint;
  fee: bigint;
  state: number;
};
export type Packet = {
  id: number;
  sender: number;
  claimers: number[];
  isPrivate: boolean;
  cur: number;
  amount: bigint;
  count: number;
  /** The even split's shares in the order they are handed out; undefined for lucky. */
  shares?: bigint[];
  claimed: Map<number, bigint>;
  expiresAt: number;
  status: number;
  refunded: bigint;
};

export class Model {
  available = new Map<string, bigint>();
  frozen = new Map<string, bigint>();
  safes: Safe[] = [];
  packets: Packet[] = [];
  get = (m: Map<string, bigint>, u: number, c: number) => m.get(`${u}:${c}`) ?? 0n;
  add = (m: Map<string, bigint>, u: number, c: number, v: bigint) =>
    m.set(`${u}:${c}`, this.get(m, u, c) + v);
  avail = (u: number, c: number) => this.get(this.available, u, c);
  move(u: number, c: number, available: bigint, frozen = 0n) {
    this.add(this.available, u, c, available);
    this.add(this.frozen, u, c, frozen);
  }
  claimedTotal = (p: Packet) => [...p.claimed.values()].reduce((a, b) => a + b, 0n);
}

export const OK = 200;
export type Answer = { status: number; body: any };
export const codeOf = (a: Answer) => {
  expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
  return a.body.code as number;
};
export const show = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? fmt(x) : x));

/** A batch after its picks are resolved: which safe transfer or packet each command means, at most once each. */
export type Op =
  | { c: Extract<Cmd, { t: 'transfer' | 'safe' | 'send' }>; to: number }
  | { c: Extract<Cmd, { t: 'doc' | 'reject' | 'confirm' | 'cancel' | 'askCancel' }>; safe: Safe }
  | { c: Extract<Cmd, { t: 'claim' }>; packet: Packet }
  | { c: Extract<Cmd, { t: 'merge' }>; preview: MergePlan };
export type MergePlan = {
  items: Array<{ currencyId: number; amount: bigint; result: bigint }>;
  total: bigint;
  /** From the real preview, taken before the batch runs. */
  ratesVersion?: string;
};

/** An even pick means one still in play (when there is one), an odd pick any: steps that can go through stay common. */
export function chosen<T>(all: T[], pick: number, inPlay: (x: T) => boolean) {
  const live = all.filter(inPlay);
  const from = pick % 2 === 0 && live.length ? live : all;
  return from[Math.floor(pick / 2) % Math.max(1, from.length)];
}

export function resolve(m: Model, batch: Cmd[]): Op[] {
  const safesSeen = new Set<number>();
  const claimsSeen = new Set<string>();
  const ops: Op[] = [];
  for (const c of batch) {
    switch (c.t) {
      case 'transfer':
      case 'safe':
      case 'send':
        ops.push({ c, to: (c.from + c.to) % USERS });
        break;
      case 'claim': {
        const packet = chosen(m.packets, c.pick, (p) => p.status === RedPacketStatus.active);
        if (!packet) break;
        // Mostly someone who may still claim it; sometimes anyone (the sender, an outsider, a second claim).
        const hopeful = packet.claimers.filter(
          (u) => !packet.claimed.has(u) && !(packet.isPrivate && u === packet.sender),
        );
        const who = c.pick % 3 === 0 || !hopeful.length ? c.who : hopeful[c.who % hopeful.length]!;
        if (claimsSeen.has(`${packet.id}:${who}`)) break;
        claimsSeen.add(`${packet.id}:${who}`);
        ops.push({ c: { ...c, who }, packet });
        break;
      }
      case 'merge':
        ops.push({ c, preview: planMerge(m, c.user, c.target) });
        break;
      default: {
        const open = (s: Safe) => SAFE_TRANSFER_OPEN_STATES.includes(s.state);
        // Advancing works on the two oldest open ones, so that some go all the way within a short run.
        const safe =
          c.t === 'advance' ? m.safes.filter(open).slice(0, 2)[c.pick % 2] : chosen(m.safes, c.pick, open);
        if (!safe || safesSeen.has(safe.id)) break;
        safesSeen.add(safe.id);
        ops.push({ c: c.t === 'advance' ? { t: nextStepOf(safe.state), pick: c.pick } : c, safe });
      }
    }
  }
  return ops;
}

/** The preview the model expects: each other currency's whole balance, left out when it converts to nothing. */
export function planMerge(m: Model, u: number, target: number): MergePlan {
  const items = CURRENCIES.filter((c) => c !== target)
    .map((c) => ({
      currencyId: c,
      amount: m.avail(u, c),
      result: (m.avail(u, c) * rate(c, target)) / 100_000_000n,
    }))
    .filter((i) => i.result > 0n);
  return { items, total: items.reduce((s, i) => s + i.result, 0n) };
}

/** Who spends what in an op (the only debits that can be refused for want of money). */
export function spendOf(op: Op): { user: number; cur: number; amount: bigint } | undefined {
  const c = op.c;
  if (c.t === 'transfer' || c.t === 'safe' || c.t === 'send')
    return { user: c.from, cur: c.cur, amount: c.amount };
  return undefined;
}

export const nextStepOf = (state: number) =>
  SAFE_TRANSFER_UPLOAD_STATES.includes(state)
    ? ('doc' as const)
    : state === SafeTransferState.cancelling
      ? ('cancel' as const)
      : ('confirm' as const);

/** The code a safe-transfer step must answer, from the state at the start of the batch. */
export function safeStep(s: Safe, c: Op['c']): { code: number; next: number } {
  const wrong = { code: ResultCode.transferWrongState, next: s.state };
  const to = (next: number) => ({ code: OK, next });
  switch (c.t) {
    case 'doc':
      if (s.state === SafeTransferState.confirmingConditions) return to(s.state);
      return SAFE_TRANSFER_UPLOAD_STATES.includes(s.state)
        ? to(SafeTransferState.confirmingConditions)
        : wrong;
    case 'reject':
      if (s.state === SafeTransferState.awaitingDocument) return to(s.state);
      return s.state === SafeTransferState.confirmingConditions
        ? to(SafeTransferState.awaitingDocument)
        : wrong;
    case 'confirm':
      if (s.state === SafeTransferState.completed) return to(s.state);
      return s.state === SafeTransferState.confirmingConditions ? to(SafeTransferState.completed) : wrong;
    case 'askCancel':
      if (s.state === SafeTransferState.cancelling) return to(s.state);
      return SAFE_TRANSFER_OPEN_STATES.includes(s.state) ? to(SafeTransferState.cancelling) : wrong;
    case 'cancel':
      if (s.state === SafeTransferState.cancelledByAdmin) return to(s.state);
      return SAFE_TRANSFER_OPEN_STATES.includes(s.state) ? to(SafeTransferState.cancelledByAdmin) : wrong;
    default:
      throw new Error(`not a safe-transfer step: ${c.t}`);
  }
}

/** The claim's refusal from the packet's state at the start of the batch, or undefined when it may get a share. */
export function claimRefusal(p: Packet, who: number, now: number) {
  if (p.isPrivate && who === p.sender) return ResultCode.redPacketOwnPrivate;
  if (!p.claimers.includes(who)) return ResultCode.redPacketNotMember;
  if (p.claimed.has(who)) return ResultCode.redPacketAlreadyClaimed;
  if (p.status === RedPacketStatus.expired || now >= p.expiresAt) return ResultCode.redPacketExpired;
  if (p.claimed.size >= p.count) return ResultCode.redPacketEmpty;
  return undefined;
}

/** Money that may reach each (user, currency) during the batch: bounds a spend's outcome. */
export function incomingBound(m: Model, ops: Op[]) {
  const bound = new Map<string, bigint>();
  const add = (u: number, c: number, v: bigint) => bound.set(`${u}:${c}`, (bound.get(`${u}:${c}`) ?? 0n) + v);
  for (const op of ops) {
    const c = op.c;
    if (c.t === 'transfer' && 'to' in op) add(op.to, c.cur, c.amount);
    if ('safe' in op && safeStep(op.safe, c).code === OK) {
      const s = op.safe;
      if (c.t === 'confirm' && s.state !== SafeTransferState.completed)
        add(s.receiver, s.cur, s.amount - s.fee);
      if (c.t === 'cancel' && s.state !== SafeTransferState.cancelledByAdmin) add(s.sender, s.cur, s.amount);
    }
    if ('packet' in op)
      add(c.t === 'claim' ? c.who : 0, op.packet.cur, op.packet.amount - m.claimedTotal(op.packet));
    if ('preview' in op && c.t === 'merge') add(c.user, c.target, op.preview.total);
  }
  return bound;
}

/**
 * Keeps what has one right answer in any order: one spend per user, and no spend that money arriving in the same
 * batch could turn from refused into accepted. Answers each op with the code it must get (claims are judged together).
 */
export function plan(m: Model, ops: Op[]) {
  const incoming = incomingBound(m, ops);
  const spenders = new Set<number>();
  const kept: Array<{ op: Op; code?: number }> = [];
  for (const op of ops) {
    const c = op.c;
    if (c.t === 'merge' && 'preview' in op) {
      if (spenders.has(c.user)) continue;
      spenders.add(c.user);
      // Leftovers under 1 merge too: the preview only lists what converts to something.
      kept.push({ op, code: op.preview.items.length === 0 ? undefined : OK });
      continue;
    }
    const spend = spendOf(op);
    if (spend) {
      if (spenders.has(spend.user)) continue;
      if (c.t === 'send' && c.group && c.count > USERS) {
        spenders.add(spend.user);
        kept.push({ op, code: ResultCode.redPacketTooManyShares });
        continue;
      }
      const have = m.avail(spend.user, spend.cur);
      const mayArrive = incoming.get(`${spend.user}:${spend.cur}`) ?? 0n;
      if (have < spend.amount && have + mayArrive >= spend.amount) continue;
      spenders.add(spend.user);
      kept.push({ op, code: have >= spend.amount ? OK : ResultCode.insufficientBalance });
      continue;
    }
    if ('safe' in op) kept.push({ op, code: safeStep(op.safe, c).code });
    else kept.push({ op });
  }
  return kept;
}

/** Checks each answer against the plan and applies the accepted ones to the model. */
export function apply(
  m: Model,
  kept: Array<{ op: Op; code?: number }>,
  answers: Array<Answer | undefined>,
  now: number,
) {
  const claimsOf = new Map<Packet, Array<{ who: number; answer: Answer }>>();
  kept.forEach(({ op, code }, i) => {
    const c = op.c;
    const answer = answers[i]!;
    if (c.t === 'claim' && 'packet' in op) {
      const list = claimsOf.get(op.packet) ?? [];
      list.push({ who: c.who, answer });
      claimsOf.set(op.packet, list);
      return;
    }
    if (!answer) {
      expect(code, show(c)).toBeUndefined();
      return;
    }
    expect(codeOf(answer), `${show(c)} → ${JSON.stringify(answer.body)}`).toBe(code);
    if (code !== OK) return;
    const data = answer.body.data;
    switch (c.t) {
      case 'transfer':
        if (!('to' in op)) return;
        m.move(c.from, c.cur, -c.amount);
        m.move(op.to, c.cur, c.amount);
        return;
      case 'safe': {
        if (!('to' in op)) return;
        const fee = feeOf(c.amount);
        expect({ fee: units(data.fee), state: data.state }).toEqual({ fee, state: SafeTransferState.frozen });
        m.move(c.from, c.cur, -c.amount, c.amount);
        m.safes.push({
          id: data.id,
          sender: c.from,
          receiver: op.to,
          cur: c.cur,
          amount: c.amount,
          fee,
          state: SafeTransferState.frozen,
        });
        return;
      }
      case 'send': {
        if (!('to' in op)) return;
        m.move(c.from, c.cur, -c.amount, c.amount);
        const count = c.group ? c.count : 1;
        const base = c.amount / BigInt(count);
        const extra = c.amount % BigInt(count);
        m.packets.push({
          id: data.id,
          sender: c.from,
          claimers: c.group ? [...Array(USERS).keys()] : [op.to],
          isPrivate: !c.group,
          cur: c.cur,
          amount: c.amount,
          count,
          shares: c.lucky
            ? undefined
            : Array.from({ length: count }, (_, k) => base + (BigInt(k) < extra ? 1n : 0n)),
          claimed: new Map(),
          expiresAt: now + RED_PACKET_EXPIRY_MS,
          status: RedPacketStatus.active,
          refunded: 0n,
        });
        return;
      }
      case 'merge': {
        if (!('preview' in op)) return;
        expect(units(data.total), show(c)).toBe(op.preview.total);
        for (const item of op.preview.items) m.move(c.user, item.currencyId, -item.amount);
        m.move(c.user, c.target, op.preview.total);
        return;
      }
      default: {
        if (!('safe' in op)) return;
        const s = op.safe;
        const { next } = safeStep(s, c);
        expect(data.state, show(c)).toBe(next);
        if (c.t === 'confirm' && s.state !== SafeTransferState.completed) {
          m.move(s.sender, s.cur, 0n, -s.amount);
          m.move(s.receiver, s.cur, s.amount - s.fee);
        }
        if (c.t === 'cancel' && s.state !== SafeTransferState.cancelledByAdmin)
          m.move(s.sender, s.cur, s.amount, -s.amount);
        s.state = next;
      }
    }
  });

  for (const [p, claims] of claimsOf) {
    const hopeful = claims.filter(({ who }) => claimRefusal(p, who, now) === undefined);
    for (const { who, answer } of claims) {
      const refusal = claimRefusal(p, who, now);
      if (refusal !== undefined) expect(codeOf(answer), `claim ${p.id} by ${who}`).toBe(refusal);
    }
    // Of those who may claim, as many as there are shares left get one; the rest find it empty.
    const left = p.count - p.claimed.size;
    const winners = hopeful.filter(({ answer }) => codeOf(answer) === OK);
    expect(winners.length, `claims of packet ${p.id}`).toBe(Math.min(left, hopeful.length));
    for (const { answer } of hopeful)
      if (codeOf(answer) !== OK) expect(codeOf(answer)).toBe(ResultCode.redPacketEmpty);
    const got = winners.map(({ answer }) => units(answer.body.data.myAmount as string));
    if (p.shares) {
      const next = p.shares.slice(p.claimed.size, p.claimed.size + winners.length);
      expect([...got].sort(), `shares of packet ${p.id}`).toEqual([...next].sort());
    } else for (const g of got) expect(g).toBeGreaterThanOrEqual(SHARE_MIN);
    winners.forEach(({ who }, k) => {
      p.claimed.set(who, got[k]!);
      m.move(who, p.cur, got[k]!);
    });
    const claimedSum = m.claimedTotal(p);
    m.move(p.sender, p.cur, 0n, -got.reduce((a, b) => a + b, 0n));
    if (p.claimed.size === p.count) {
      expect(claimedSum, `packet ${p.id} handed out in full`).toBe(p.amount);
      p.status = RedPacketStatus.finished;
    } else expect(claimedSum).toBeLessThan(p.amount);
  }
}

/** The durable timer ran: every active packet past its 24 h gives its remainder back to its sender. */
export function expire(m: Model, now: number) {
  for (const p of m.packets) {
    if (p.status !== RedPacketStatus.active || now < p.expiresAt) continue;
    p.refunded = p.amount - m.claimedTotal(p);
    m.move(p.sender, p.cur, p.refunded, -p.refunded);
    p.status = RedPacketStatus.expired;
  }
}
