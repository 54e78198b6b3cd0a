import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_HEADER,
  RED_PACKET_EXPIRY_MS,
  SAFE_TRANSFER_OPEN_STATES,
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
import {
  type Answer,
  apply,
  codeOf,
  CURRENCIES,
  expire,
  fmt,
  Model,
  type Op,
  plan,
  resolve,
  step,
  TICK_MS,
  TOP_UP,
  units,
  USERS,
  OK,
} from './wallet-model.test-support.ts';

// The wallet's features (ordinary and safe transfers, red packets, merges) driven by several users at once in
// random batches, against a model of every user's available and frozen balance in exact 0.0001 units.
//
// A batch runs concurrently, so the model only lets in what has one right answer whatever the order: each user
// spends at most once per batch, a spend whose outcome could depend on money arriving in the same batch is left
// out, each safe transfer takes one step per batch, and each member claims a packet at most once per batch (when
// more claim than shares are left, which of them win is open — how many, and which shares they get, is not).

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

const post = (token: string, url: string, body: Record<string, unknown>, key?: string) =>
  t.call('POST', url, {
    token,
    lang: 'en',
    body,
    ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
  }) as Promise<Answer>;
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
