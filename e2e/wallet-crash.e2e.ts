import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerCheck, pool, random, units } from './crash-kit.ts';
import { type RunningServer, startServer } from './harness.ts';
import { type Envelope, type Session, type TestWorld, testWorld } from './world.ts';

// Issue 5's crash test against the real server: six users pay each other (ordinary transfers and safe-transfer
// creations, 16 requests in flight, each under its own Idempotency-Key) over HTTP; the server process is killed with
// SIGKILL mid-load and started again on the same data folder. Then every answered transfer is there exactly once,
// every request retried with its key and body answers its first result or is applied now (never twice), each
// balance is exactly what the distinct keys add up to, and the staff integrity check is green.

type Party = { userId: number };
type TransferVo = {
  id: number;
  safe: boolean;
  state: number;
  sender: Party;
  receiver: Party;
  amount: string;
  fee: string;
  receiveAmount: string;
  remark: string;
};
type AccountVo = { currencyId: number; balance: string; frozenAmount: string };
type FlowVo = { relatedType: string | null; relatedId: number | null };

const PASSWORD = 'crash-e2e-pass';
const PAY_PASSWORD = '246810';
const RUB = 1;
const USERS = 6;
const START = '5000';
const IN_FLIGHT = 16;
/** The kill comes once this many transfers were answered, so the data holds work from before and during it. */
const KILL_AFTER_ANSWERED = 40;
/** A bound on the load: the kill always comes long before. */
const MAX_REQUESTS = 600;
/** Wallet amounts carry at most 4 decimals. */
const SCALE = 4;

/** One request as sent: who sent it, under which key, with which body — and what it got before the crash. */
type Sent = {
  key: string;
  from: number;
  to: number;
  amount: string;
  safe: boolean;
  body: Record<string, unknown>;
  answer?: { ok: true; transfer: TransferVo } | { ok: false; code: number; msg: string };
  /** The connection died under it (the kill), so the client does not know whether it was applied. */
  lost?: boolean;
};

let server: RunningServer | undefined;
let world: TestWorld;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** POST /app/transfer as `sent` describes it; a dead connection is reported, an answer kept. */
async function send(sent: Sent, as: Session): Promise<Sent['answer'] | 'lost'> {
  let response: Response;
  try {
    response = await fetch(`${server!.baseUrl}/app/transfer`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${as.token}`,
        'Idempotency-Key': sent.key,
      },
      body: JSON.stringify(sent.body),
    });
  } catch {
    return 'lost';
  }
  const envelope = (await response.json().catch(() => undefined)) as Envelope<TransferVo> | undefined;
  if (!envelope) return 'lost';
  return envelope.code === 200
    ? { ok: true, transfer: envelope.data }
    : { ok: false, code: envelope.code, msg: envelope.msg };
}

async function transferIdsInFlows(user: Session): Promise<number[]> {
  const response = await fetch(`${server!.baseUrl}/app/flow/list?pageSize=999`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  const page = (await response.json()) as { code: number; rows: FlowVo[]; total: number };
  expect(page.code).toBe(200);
  expect(page.rows.length).toBe(page.total);
  return page.rows.filter((flow) => flow.relatedType === 'transfer').map((flow) => flow.relatedId!);
}

describe('wallet under SIGKILL of the real server', () => {
  it('keeps every answered transfer, applies every retried key exactly once, and balances to the unit', async () => {
    const seed = Date.now() % 1_000_000;
    const rand = random(seed);
    const run = seed.toString(36);
    server = await startServer();
    world = testWorld(server, undefined, { password: PASSWORD });
    dataDir = server.dataDir;

    const users: Session[] = [];
    for (let i = 1; i <= USERS; i++)
      users.push(await world.signUpByPhone(`91634560${i.toString().padStart(2, '0')}`, `crash${i}`));
    const staff = await world.signUpByPhone('9163456099', 'crash-staff');
    await world.call('POST', '/dev/topup/staff', { userId: staff.userId });
    for (const [i, user] of users.entries()) {
      await world.setPayPassword(user, PAY_PASSWORD);
      await world.credit(user, RUB, START, `crash-${run}-${i}`);
    }
    const byId = new Map(users.map((user) => [user.userId, user]));

    // The load: 16 clients, each sending one transfer after another until the kill.
    const sent: Sent[] = [];
    let answered = 0;
    let inFlight = 0;
    let killed = false;
    let atKill = { inFlight: 0, answered: 0, sent: 0 };
    let killing: Promise<void> | undefined;
    const nextRequest = (): Sent => {
      const from = users[Math.floor(rand() * USERS)]!;
      // Anyone but the sender.
      let to = users[Math.floor(rand() * (USERS - 1))]!;
      if (to === from) to = users[USERS - 1]!;
      // 1.0000 … 10.9999 (the minimum is 1): every decimal place in play.
      const amount = (units('1') + BigInt(Math.floor(rand() * 100_000))).toString();
      const decimal = `${amount.slice(0, -SCALE)}.${amount.slice(-SCALE)}`;
      const safe = rand() < 0.25;
      const key = `crash-${run}-${sent.length}`;
      const body = {
        userId: to.userId,
        currencyId: RUB,
        amount: decimal,
        remark: `load ${sent.length}`,
        safe,
        payPassword: PAY_PASSWORD,
      };
      return { key, from: from.userId, to: to.userId, amount: decimal, safe, body };
    };
    const loadStarted = Date.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (!killed && sent.length < MAX_REQUESTS) {
          const request = nextRequest();
          sent.push(request);
          inFlight++;
          const answer = await send(request, byId.get(request.from)!);
          inFlight--;
          if (answer === 'lost') {
            request.lost = true;
            continue;
          }
          request.answer = answer;
          if (answer?.ok) answered++;
          if (answered >= KILL_AFTER_ANSWERED && !killing) {
            // Not on an answer's heels: a few milliseconds later, with the other clients' requests mid-way.
            killing = new Promise((wait) => setTimeout(wait, Math.floor(rand() * 20))).then(async () => {
              atKill = { inFlight, answered, sent: sent.length };
              killed = true;
              await server!.kill();
            });
          }
        }
      }),
    );
    await killing;
    const loadMs = Date.now() - loadStarted;
    const lost = sent.filter((request) => request.lost);
    const okBefore = sent.filter((request) => request.answer?.ok);
    const refused = sent.filter((request) => request.answer && !request.answer.ok);
    // Money never ran short and every body was valid: no request may have been refused.
    expect(refused.map((request) => request.answer)).toEqual([]);
    expect(sent.length).toBe(okBefore.length + lost.length);
    expect(lost.length).toBeGreaterThan(0);

    const restartStarted = Date.now();
    server = await startServer({ dataDir });
    world = testWorld(server, undefined, { password: PASSWORD });
    const restartMs = Date.now() - restartStarted;

    // No half operation: the ledger is whole before anyone retries.
    expect(await ledgerCheck(world, staff)).toMatchObject({ ok: true, problems: [] });

    // (a) Every answered transfer is there, as answered.
    for (const request of okBefore) {
      const first = request.answer as { ok: true; transfer: TransferVo };
      const stored = await world.call<TransferVo>(
        'GET',
        `/app/transfer/${first.transfer.id}`,
        undefined,
        byId.get(request.from),
      );
      expect(stored).toEqual(first.transfer);
    }
    const committedBefore = new Set<number>();
    for (const user of users) for (const id of await transferIdsInFlows(user)) committedBefore.add(id);
    for (const request of okBefore)
      expect(committedBefore.has((request.answer as { transfer: TransferVo }).transfer.id)).toBe(true);

    // (b) Every request again, with its key and body: the first result, or applied now.
    const retried = new Map<string, TransferVo>();
    await pool(sent, IN_FLIGHT, async (request) => {
      const answer = await send(request, byId.get(request.from)!);
      if (answer === 'lost' || !answer?.ok)
        throw new Error(`retry of ${request.key}: ${JSON.stringify(answer)}`);
      retried.set(request.key, answer.transfer);
    });
    for (const request of sent) {
      const transfer = retried.get(request.key)!;
      if (request.answer?.ok) expect(transfer).toEqual(request.answer.transfer);
      expect(units(transfer.amount)).toBe(units(request.amount));
      expect(transfer).toMatchObject({
        safe: request.safe,
        sender: { userId: request.from },
        receiver: { userId: request.to },
      });
    }
    const ids = sent.map((request) => retried.get(request.key)!.id);
    expect(new Set(ids).size).toBe(sent.length);
    const lostButCommitted = lost.filter((request) => committedBefore.has(retried.get(request.key)!.id));

    // Never twice: each user's history holds each of his transfers once, and nothing else.
    for (const user of users) {
      const expected = sent
        .filter((request) => request.from === user.userId || request.to === user.userId)
        .map((request) => retried.get(request.key)!.id)
        .sort((x, y) => x - y);
      expect((await transferIdsInFlows(user)).sort((x, y) => x - y)).toEqual(expected);
    }

    // (c) Balances: START ± the distinct keys' effects, in units of 1/10,000.
    for (const user of users) {
      let available = units(START);
      let frozen = 0n;
      for (const request of sent) {
        if (request.from === user.userId) {
          available -= units(request.amount);
          if (request.safe) frozen += units(request.amount);
        }
        if (request.to === user.userId && !request.safe) available += units(request.amount);
      }
      const accounts = await world.call<AccountVo[]>('GET', '/app/account/list', undefined, user);
      const rub = accounts.find((account) => account.currencyId === RUB)!;
      expect({ user: user.userId, balance: units(rub.balance), frozen: units(rub.frozenAmount) }).toEqual({
        user: user.userId,
        balance: available,
        frozen,
      });
    }

    // (d) The staff integrity check is green after the retries too.
    expect(await ledgerCheck(world, staff)).toMatchObject({ ok: true, problems: [] });

    console.log(
      `[wallet-crash] seed ${seed}: ${sent.length} sent (${sent.filter((r) => r.safe).length} safe) in ${loadMs} ms; ` +
        `at the kill ${atKill.inFlight} in flight, ${atKill.answered} answered of ${atKill.sent} sent; ` +
        `${lost.length} unanswered, of which ${lostButCommitted.length} had committed; restart ${restartMs} ms`,
    );
  }, 240_000);
});
