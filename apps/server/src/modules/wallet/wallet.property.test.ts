import { randomUUID } from 'node:crypto';
import {
  CurrencyId,
  IDEMPOTENCY_HEADER,
  RED_PACKET_EXPIRY_MS,
  RedPacketStatus,
  ResultCode,
  SAFE_TRANSFER_OPEN_STATES,
  SAFE_TRANSFER_UPLOAD_STATES,
  SafeTransferState,
  StaffRole,
} from '@volna/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { makeGroup } from '../groups/groups.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import {
  claim,
  detail,
  type Person,
  PAY_PASSWORD,
  person,
  sendPacket,
} from '../red-packets/red-packet.test-support.ts';
import { expectLedgerSound, fund } from './wallet.test-support.ts';

// The wallet's features (ordinary and safe transfers, red packets, merges) driven by several users at once in
// random batches, against a model of every user's available and frozen balance in exact 0.0001 units.
//
// A batch runs concurrently, so the model only lets in what has one right answer whatever the order: each user
// spends at most once per batch, a spend whose outcome could depend on money arriving in the same batch is left
// out, each safe transfer takes one step per batch, and each member claims a packet at most once per batch (when
// more claim than shares are left, which of them win is open — how many, and which shares they get, is not).

const USERS = 4;
const { RUB, USD, CNY } = CurrencyId;
const CURRENCIES = [RUB, USD, CNY] as const;
/** Seeded rouble prices × 10^8, as migration 0006 stores them. */
const PRICE: Record<number, bigint> = { [RUB]: 100_000_000n, [USD]: 9_200_000_000n, [CNY]: 1_250_000_000n };
/** Every user gets this much of each currency at the start of each run. */
const TOP_UP = 3_000_000n; // 300.0000
const TICK_MS = 13 * 60 * 60 * 1000; // two ticks pass a packet's 24 h, never landing on it exactly
const SHARE_MIN = 100n; // RED_PACKET_SHARE_MIN, 0.01

const fmt = (u: bigint) => `${u / 10_000n}.${String(u % 10_000n).padStart(4, '0')}`;
const units = (s: string) => {
  const [whole, frac = ''] = s.split('.');
  return BigInt(whole!) * 10_000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
};
/** PostgreSQL's round(pf / pt, 8) for positive numbers (half away from zero), × 10^8. */
const rate = (from: number, to: number) =>
  (PRICE[from]! * 100_000_000n * 2n + PRICE[to]!) / (2n * PRICE[to]!);
/** The default safe-transfer fee, 1 %, rounded half up to 0.0001. */
const feeOf = (amount: bigint) => (amount + 50n) / 100n;

type Cmd =
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

const user = fc.integer({ min: 0, max: USERS - 1 });
const other = fc.integer({ min: 1, max: USERS - 1 }); // an offset, so the other side is never oneself
const cur = fc.constantFrom(...CURRENCIES);
const amount = fc.bigInt({ min: 10_000n, max: 2_500_000n }); // 1 … 250, four decimals
const pick = fc.nat();
const safeStepCmd = fc.record({
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
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
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
const step = fc.record({ batch: fc.array(cmd, { minLength: 3, maxLength: 10 }), tick: fc.boolean() });

type Safe = {
  id: number;
  sender: number;
  receiver: number;
  cur: number;
  amount: bigint;
  fee: bigint;
  state: number;
};
type Packet = {
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

class Model {
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

const t = useTestApp();
let people: Person[];
let staff: Person;
let groupId: string;
/** Each user's own uploaded contract: a safe transfer takes only the receiver's own upload. */
let documents: string[];
beforeAll(async () => {
  people = [];
  for (let i = 0; i < USERS; i++) people.push(await person(t));
  documents = [];
  for (const p of people)
    documents.push(
      (
        await t.app.services.files.upload(p.id, {
          data: Buffer.from('%PDF-1.4 contract'),
          filename: 'contract.pdf',
          kind: 'file',
        })
      ).url,
    );
  staff = (await signUp(t)) as Person;
  await t.app.services.users.setStaffRole(staff.id, StaffRole.customerService);
  groupId = String(await makeGroup(t, people[0]!, { members: people.slice(1) }));
}, 60_000);
afterAll(async () => {
  await expectLedgerSound(t);
});

type Answer = { status: number; body: any };
const OK = 200;
const post = (token: string, url: string, body: Record<string, unknown>, key?: string) =>
  t.call('POST', url, {
    token,
    lang: 'en',
    body,
    ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
  }) as Promise<Answer>;
const codeOf = (a: Answer) => {
  expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
  return a.body.code as number;
};
const show = (v: unknown) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? fmt(x) : x));

/** A batch after its picks are resolved: which safe transfer or packet each command means, at most once each. */
type Op =
  | { c: Extract<Cmd, { t: 'transfer' | 'safe' | 'send' }>; to: number }
  | { c: Extract<Cmd, { t: 'doc' | 'reject' | 'confirm' | 'cancel' | 'askCancel' }>; safe: Safe }
  | { c: Extract<Cmd, { t: 'claim' }>; packet: Packet }
  | { c: Extract<Cmd, { t: 'merge' }>; preview: MergePlan };
type MergePlan = {
  items: Array<{ currencyId: number; amount: bigint; result: bigint }>;
  total: bigint;
  /** From the real preview, taken before the batch runs. */
  ratesVersion?: string;
};

/** An even pick means one still in play (when there is one), an odd pick any: steps that can go through stay common. */
function chosen<T>(all: T[], pick: number, inPlay: (x: T) => boolean) {
  const live = all.filter(inPlay);
  const from = pick % 2 === 0 && live.length ? live : all;
  return from[Math.floor(pick / 2) % Math.max(1, from.length)];
}

function resolve(m: Model, batch: Cmd[]): Op[] {
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
function planMerge(m: Model, u: number, target: number): MergePlan {
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
function spendOf(op: Op): { user: number; cur: number; amount: bigint } | undefined {
  const c = op.c;
  if (c.t === 'transfer' || c.t === 'safe' || c.t === 'send')
    return { user: c.from, cur: c.cur, amount: c.amount };
  return undefined;
}

const nextStepOf = (state: number) =>
  SAFE_TRANSFER_UPLOAD_STATES.includes(state)
    ? ('doc' as const)
    : state === SafeTransferState.cancelling
      ? ('cancel' as const)
      : ('confirm' as const);

/** The code a safe-transfer step must answer, from the state at the start of the batch. */
function safeStep(s: Safe, c: Op['c']): { code: number; next: number } {
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
function claimRefusal(p: Packet, who: number, now: number) {
  if (p.isPrivate && who === p.sender) return ResultCode.redPacketOwnPrivate;
  if (!p.claimers.includes(who)) return ResultCode.redPacketNotMember;
  if (p.claimed.has(who)) return ResultCode.redPacketAlreadyClaimed;
  if (p.status === RedPacketStatus.expired || now >= p.expiresAt) return ResultCode.redPacketExpired;
  if (p.claimed.size >= p.count) return ResultCode.redPacketEmpty;
  return undefined;
}

/** Money that may reach each (user, currency) during the batch: bounds a spend's outcome. */
function incomingBound(m: Model, ops: Op[]) {
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
function plan(m: Model, ops: Op[]) {
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

async function execute(op: Op): Promise<Answer | undefined> {
  const c = op.c;
  const key = randomUUID();
  switch (c.t) {
    case 'transfer':
    case 'safe':
      if (!('to' in op)) throw new Error('unresolved');
      return post(
        people[c.from]!.token,
        '/app/transfer',
        {
          userId: people[op.to]!.id,
          currencyId: c.cur,
          amount: fmt(c.amount),
          payPassword: PAY_PASSWORD,
          ...(c.t === 'safe' ? { safe: true } : {}),
        },
        key,
      );
    case 'send':
      if (!('to' in op)) throw new Error('unresolved');
      return sendPacket(
        t,
        people[c.from]!,
        {
          currencyId: c.cur,
          amount: fmt(c.amount),
          count: c.group ? c.count : 1,
          split: c.lucky ? 'lucky' : 'even',
          ...(c.group
            ? { conversationType: 3, targetId: groupId }
            : { conversationType: 1, targetId: String(people[op.to]!.id) }),
        },
        key,
      );
    case 'claim':
      if (!('packet' in op)) throw new Error('unresolved');
      return claim(t, people[c.who]!, op.packet.id);
    case 'merge': {
      if (!('preview' in op) || op.preview.items.length === 0) return undefined;
      const items = op.preview.items.map((i) => ({ currencyId: i.currencyId, amount: fmt(i.amount) }));
      return post(
        people[c.user]!.token,
        '/app/wallet/merge',
        {
          targetCurrencyId: c.target,
          items,
          ratesVersion: op.preview.ratesVersion,
          payPassword: PAY_PASSWORD,
        },
        key,
      );
    }
    default: {
      if (!('safe' in op)) throw new Error('unresolved');
      const s = op.safe;
      if (c.t === 'doc')
        return post(people[s.receiver]!.token, '/app/transfer/document', {
          id: s.id,
          documentUrl: documents[s.receiver]!,
          documentName: 'contract.pdf',
        });
      if (c.t === 'reject') return post(people[s.sender]!.token, '/app/transfer/reject', { id: s.id });
      if (c.t === 'confirm')
        return post(people[s.sender]!.token, '/app/transfer/confirm', {
          id: s.id,
          payPassword: PAY_PASSWORD,
        });
      if (c.t === 'askCancel') {
        const who = c.bySender ? s.sender : s.receiver;
        return post(people[who]!.token, '/app/transfer/requestCancel', { id: s.id });
      }
      return post(staff.token, '/admin/api/transfer/cancel', { id: s.id, reason: 'property run' });
    }
  }
}

async function previewOf(u: number, target: number) {
  const res = await t.call('GET', '/app/wallet/merge/preview', {
    token: people[u]!.token,
    query: { sourceCurrencyIds: CURRENCIES.filter((c) => c !== target).join(','), targetCurrencyId: target },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    items: Array<{ currencyId: number; amount: string; result: string }>;
    total: string;
    ratesVersion: string;
  };
}

/** Checks each answer against the plan and applies the accepted ones to the model. */
function apply(
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
function expire(m: Model, now: number) {
  for (const p of m.packets) {
    if (p.status !== RedPacketStatus.active || now < p.expiresAt) continue;
    p.refunded = p.amount - m.claimedTotal(p);
    m.move(p.sender, p.cur, p.refunded, -p.refunded);
    p.status = RedPacketStatus.expired;
  }
}

async function tick(m: Model, ms: number) {
  t.clock.advance(ms);
  await t.app.services.timers.runDue();
  expire(m, t.clock.now().getTime());
}

async function expectModel(m: Model) {
  for (let i = 0; i < USERS; i++) {
    const rows = await t.app.services.wallet.accounts.list(people[i]!.id);
    for (const c of CURRENCIES) {
      const row = rows.find((r) => r.currencyId === c);
      expect({ user: i, c, available: row?.balance, frozen: row?.frozenAmount }).toEqual({
        user: i,
        c,
        available: fmt(m.avail(i, c)),
        frozen: fmt(m.get(m.frozen, i, c)),
      });
    }
  }
  for (const s of m.safes) {
    const res = await t.call('GET', `/app/transfer/${s.id}`, { token: people[s.sender]!.token });
    expect({ id: s.id, state: res.body.data.state }).toEqual({ id: s.id, state: s.state });
  }
  for (const p of m.packets) {
    const seen = (await detail(t, people[p.sender]!, p.id)).body.data;
    expect({
      id: p.id,
      status: seen.status,
      claimedCount: seen.claimedCount,
      claimed: units(seen.claimedAmount),
      refunded: units(seen.refundedAmount),
    }).toEqual({
      id: p.id,
      status: p.status,
      claimedCount: p.claimed.size,
      claimed: m.claimedTotal(p),
      refunded: p.refunded,
    });
  }
}

/** A new session: each run moves the clock a day or more, past a session's life. */
const relogin = async (p: Person): Promise<Person> => ({
  ...p,
  token: (await t.app.services.sessions.start(p.id, { userAgent: 't', ip: '1' })).token,
});

/**
 * Each run starts from the users' real balances (topped up) with nothing in flight, even after a failed run (so
 * that shrinking replays from a clean start): staff cancel what is still open and every packet runs out its time.
 */
async function startRun() {
  const m = new Model();
  people = await Promise.all(people.map(relogin));
  staff = await relogin(staff);
  const open = await queryRows<{ id: number }>(
    t.db,
    sql`select id from transfers where safe and state in (${sql.join(
      SAFE_TRANSFER_OPEN_STATES.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  for (const { id } of open)
    await post(staff.token, '/admin/api/transfer/cancel', { id, reason: 'property run' });
  t.clock.advance(RED_PACKET_EXPIRY_MS + 1000);
  await t.app.services.timers.runDue();
  for (let i = 0; i < USERS; i++) {
    for (const c of CURRENCIES) await fund(t, people[i]!.id, c, fmt(TOP_UP));
    for (const row of await t.app.services.wallet.accounts.list(people[i]!.id)) {
      m.available.set(`${i}:${row.currencyId}`, units(row.balance));
      expect(row.frozenAmount).toBe('0.0000');
    }
  }
  return m;
}

/** Ends a run with nothing frozen: staff cancel what is open, and every packet runs out its time. */
async function settle(m: Model) {
  const open = m.safes.filter((s) => SAFE_TRANSFER_OPEN_STATES.includes(s.state));
  const answers = await Promise.all(
    open.map((s) => post(staff.token, '/admin/api/transfer/cancel', { id: s.id, reason: 'property run' })),
  );
  answers.forEach((a, i) => {
    const s = open[i]!;
    expect(codeOf(a)).toBe(OK);
    m.move(s.sender, s.cur, s.amount, -s.amount);
    s.state = SafeTransferState.cancelledByAdmin;
  });
  await tick(m, RED_PACKET_EXPIRY_MS + 1000);
  for (let i = 0; i < USERS; i++) for (const c of CURRENCIES) expect(m.get(m.frozen, i, c)).toBe(0n);
}

describe('the wallet against a model, several users at once', () => {
  it('transfers, safe transfers, red packets (claims, expiry) and merges: every answer and balance as predicted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 8 }), async (steps) => {
        const m = await startRun();
        for (const { batch, tick: ticks } of steps) {
          const now = t.clock.now().getTime();
          const kept = plan(m, resolve(m, batch));
          for (const { op } of kept) {
            if (!('preview' in op) || op.c.t !== 'merge') continue;
            const seen = await previewOf(op.c.user, op.c.target);
            op.preview.ratesVersion = seen.ratesVersion;
            const byCurrency = <T extends { c: number }>(a: T, b: T) => a.c - b.c;
            expect({
              items: seen.items
                .map((i) => ({ c: i.currencyId, amount: units(i.amount), result: units(i.result) }))
                .sort(byCurrency),
              total: units(seen.total),
            }).toEqual({
              items: op.preview.items
                .map((i) => ({ c: i.currencyId, amount: i.amount, result: i.result }))
                .sort(byCurrency),
              total: op.preview.total,
            });
          }
          const answers = await Promise.all(kept.map(({ op }) => execute(op)));
          apply(m, kept, answers, now);
          if (ticks) await tick(m, TICK_MS);
          await expectModel(m);
        }
        await settle(m);
        await expectModel(m);
        await expectLedgerSound(t);
      }),
      { numRuns: 16 },
    );
  }, 300_000);
});
