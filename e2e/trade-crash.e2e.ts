import { rmSync } from 'node:fs';
import { p2pReceiveAmount } from '@volna/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerCheck, pool, random, units } from './crash-kit.ts';
import { type RunningServer, startServer } from './harness.ts';
import { type Envelope, type Session, type TestWorld, testWorld } from './world.ts';

// Issue 13, "SIGKILL during a burst of deals, restart: nothing lost, ledger check green". Six traders run P2P
// withdrawals (publish → respond → proof → confirm) and platform-settled exchanges (publish → take) over HTTP, 12
// deals in flight; the server is killed with SIGKILL mid-burst and started again on the same data folder. Then:
// the ledger is whole before anyone retries; every step answered before the kill is in the data; every user's
// frozen money is exactly what his open requests and ads hold; each keyed request sent again answers its first
// result (or is applied now), never twice; every deal is driven to its end; and the money adds up to the unit.

const PASSWORD = 'trade-crash-pass';
const PAY_PASSWORD = '135790';
const RUB = 1;
const CNY = 4;
const TRADERS = 6;
const START_RUB = '20000';
const START_CNY = '2000';
const IN_FLIGHT = 12;
const KILL_AFTER_ANSWERED = 60;
const MAX_DEALS = 400;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const P2P = { selling: 1, pendingPayment: 2, alreadyPaid: 10, complete: 20, complaint: 30, cancelled: 40 };
const AD = { onShelf: 1, offShelf: 2, inDeal: 3, sold: 4, cancelled: 5 };

type Answer = { ok: true; data: any } | { ok: false; code: number; msg: string } | 'lost';
/** One deal: who does it, its keys, how far it got before the kill (and whether a step died under it). */
type Deal = {
  n: number;
  kind: 'p2p' | 'exchange';
  seller: Session;
  buyer: Session;
  amount: string;
  publishKey: string;
  takeKey: string;
  id?: number;
  /** The steps answered with success before the kill, in order. */
  answered: string[];
  lost?: string;
  refused?: string;
  fee?: string;
  /** What the exchange's buyer pays in yuan (the ad's receive amount). */
  receive?: string;
};

let server: RunningServer | undefined;
let world: TestWorld;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function request(method: string, path: string, as: Session, body?: unknown, key?: string) {
  let response: Response;
  try {
    response = await fetch(`${server!.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Authorization: `Bearer ${as.token}`,
        'Content-Language': 'en',
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return 'lost' as const;
  }
  const envelope = (await response.json().catch(() => undefined)) as Envelope<any> | undefined;
  if (!envelope) return 'lost' as const;
  return envelope.code === 200
    ? ({ ok: true, data: envelope.data } as const)
    : ({ ok: false, code: envelope.code, msg: envelope.msg } as const);
}

const p2pBody = (amount: string) => ({
  payCurrencyId: RUB,
  payAmount: amount,
  receiveCurrencyId: CNY,
  receiveAmount: p2pReceiveAmount(amount, '0.08'),
  rate: '0.08',
  cardNumber: '2200700123456789',
  phone: '',
  bank: 'Tinkoff',
  name: 'Ivan P.',
  comment: '',
  payPassword: PAY_PASSWORD,
});
const adBody = (amount: string) => ({
  type: 1,
  payCurrencyId: RUB,
  payAmount: amount,
  receiveCurrencyId: CNY,
  rate: '0.08',
  remark: 'crash',
  payPassword: PAY_PASSWORD,
});
const proofBody = (id: number, fileUrl: string) => ({
  id,
  cardNumber: '4276380012345678',
  phone: '',
  bank: 'Sber',
  name: 'Petr S.',
  comment: 'paid',
  fileUrl,
});

describe('trade under SIGKILL of the real server', () => {
  it('loses no answered step, freezes exactly the open deals, applies each key once, and adds up', async () => {
    const seed = Date.now() % 1_000_000;
    const rand = random(seed);
    const run = seed.toString(36);
    server = await startServer();
    world = testWorld(server, undefined, { password: PASSWORD });
    dataDir = server.dataDir;

    const traders: Session[] = [];
    for (let i = 1; i <= TRADERS; i++)
      traders.push(await world.signUpByPhone(`91634580${i.toString().padStart(2, '0')}`, `trader${i}`));
    const staff = await world.signUpByPhone('9163458099', 'trade-staff');
    await world.call('POST', '/dev/topup/staff', { userId: staff.userId });
    const proofUrl = new Map<number, string>();
    for (const [i, trader] of traders.entries()) {
      await world.setPayPassword(trader, PAY_PASSWORD);
      await world.credit(trader, RUB, START_RUB, `trade-crash-${run}-rub-${i}`);
      await world.credit(trader, CNY, START_CNY, `trade-crash-${run}-cny-${i}`);
      proofUrl.set(trader.userId, await world.upload(trader, PNG));
    }

    /** The next step of a deal from what the server says of it; undefined when the deal has ended. */
    async function step(deal: Deal, state?: number): Promise<{ name: string; answer: Answer } | undefined> {
      const { seller, buyer } = deal;
      if (deal.kind === 'exchange') {
        if (deal.id === undefined)
          return {
            name: 'publish',
            answer: await request(
              'POST',
              '/app/trade/exchange',
              seller,
              adBody(deal.amount),
              deal.publishKey,
            ),
          };
        if (state === AD.sold) return undefined;
        // The terms the popup shows (issue 28): the deal's amount at 0.08.
        const take = { exchangeId: deal.id, payAmount: deal.amount, rate: '0.08', payPassword: PAY_PASSWORD };
        return {
          name: 'take',
          answer: await request('POST', '/app/trade/exchangeOrder', buyer, take, deal.takeKey),
        };
      }
      if (deal.id === undefined)
        return {
          name: 'publish',
          answer: await request(
            'POST',
            '/app/recharge/insert',
            seller,
            p2pBody(deal.amount),
            deal.publishKey,
          ),
        };
      const id = deal.id;
      switch (state) {
        case P2P.selling:
          return {
            name: 'respond',
            answer: await request('POST', '/app/recharge/respond', buyer, {
              id,
              payAmount: deal.amount,
              rate: '0.08',
            }),
          };
        case P2P.pendingPayment:
          return {
            name: 'proof',
            answer: await request(
              'POST',
              '/app/recharge/proof',
              buyer,
              proofBody(id, proofUrl.get(buyer.userId)!),
            ),
          };
        case P2P.alreadyPaid:
          return {
            name: 'confirm',
            answer: await request('POST', '/app/recharge/confirm', seller, { id, payPassword: PAY_PASSWORD }),
          };
        default:
          return undefined;
      }
    }
    /** The state (P2P) or status (ad) a successful answer reports. */
    const stateOf = (deal: Deal, data: any): number =>
      deal.kind === 'p2p' ? data.state : (data.status ?? AD.sold);

    const deals: Deal[] = [];
    const nextDeal = (): Deal => {
      const seller = traders[Math.floor(rand() * TRADERS)]!;
      let buyer = traders[Math.floor(rand() * (TRADERS - 1))]!;
      if (buyer === seller) buyer = traders[TRADERS - 1]!;
      const n = deals.length;
      // 20.0000 … 69.9999 (at least 1.6 yuan to receive): every decimal place in play.
      const amount = (units('20') + BigInt(Math.floor(rand() * 500_000))).toString();
      return {
        n,
        kind: rand() < 0.5 ? 'p2p' : 'exchange',
        seller,
        buyer,
        amount: `${amount.slice(0, -4)}.${amount.slice(-4)}`,
        publishKey: `trade-crash-${run}-${n}-publish`,
        takeKey: `trade-crash-${run}-${n}-take`,
        answered: [],
      };
    };

    // The burst: each client runs one deal to its end, then the next, until the kill.
    let answered = 0;
    let killed = false;
    let killing: Promise<void> | undefined;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (!killed && deals.length < MAX_DEALS) {
          const deal = nextDeal();
          deals.push(deal);
          let state: number | undefined;
          for (;;) {
            const next = await step(deal, state);
            if (!next) break;
            if (next.answer === 'lost') {
              deal.lost = next.name;
              break;
            }
            if (!next.answer.ok) {
              deal.refused = `${next.name}: ${next.answer.code} ${next.answer.msg}`;
              break;
            }
            deal.answered.push(next.name);
            if (next.name === 'publish') {
              deal.id = next.answer.data.id;
              deal.fee = next.answer.data.fee;
              deal.receive = next.answer.data.receiveAmount;
            }
            state = next.name === 'take' ? AD.sold : stateOf(deal, next.answer.data);
            answered++;
            if (answered >= KILL_AFTER_ANSWERED && !killing)
              killing = new Promise((wait) => setTimeout(wait, Math.floor(rand() * 20))).then(async () => {
                killed = true;
                await server!.kill();
              });
            if (killed) break;
          }
        }
      }),
    );
    await killing;
    // Money never ran short and every body was valid: nothing may have been refused.
    expect(deals.flatMap((deal) => deal.refused ?? [])).toEqual([]);
    expect(deals.some((deal) => deal.lost)).toBe(true);

    server = await startServer({ dataDir });
    world = testWorld(server, undefined, { password: PASSWORD });
    // No half deal: the ledger is whole before anyone retries.
    expect(await ledgerCheck(world, staff)).toMatchObject({ ok: true, problems: [] });

    // A deal whose publish died under the kill: its key again answers the request it made, or makes it now.
    await pool(
      deals.filter((deal) => deal.id === undefined),
      IN_FLIGHT,
      async (deal) => {
        const again = await step(deal);
        if (again?.answer === 'lost' || !again?.answer.ok)
          throw new Error(`publish ${deal.n}: ${JSON.stringify(again)}`);
        deal.id = again.answer.data.id;
        deal.fee = again.answer.data.fee;
        deal.receive = again.answer.data.receiveAmount;
      },
    );
    // Every answered publish again with its key: the same request, never a second one.
    await pool(
      deals.filter((deal) => deal.answered.includes('publish')),
      IN_FLIGHT,
      async (deal) => {
        const path = deal.kind === 'p2p' ? '/app/recharge/insert' : '/app/trade/exchange';
        const body = deal.kind === 'p2p' ? p2pBody(deal.amount) : adBody(deal.amount);
        const again = await request('POST', path, deal.seller, body, deal.publishKey);
        expect(again !== 'lost' && again.ok && again.data.id, `publish ${deal.n} again`).toBe(deal.id);
      },
    );

    const detailOf = async (deal: Deal) =>
      world.call<any>(
        'GET',
        deal.kind === 'p2p' ? `/app/recharge/${deal.id}` : `/app/trade/exchange/${deal.id}`,
        undefined,
        deal.seller,
      );
    // Every answered step is in the data: the deal is at least as far as its last answer said.
    const order = {
      p2p: [P2P.selling, P2P.pendingPayment, P2P.alreadyPaid, P2P.complete],
      exchange: [AD.onShelf, AD.sold],
    };
    const reached = { publish: 0, respond: 1, proof: 2, confirm: 3, take: 1 } as Record<string, number>;
    const stateNow = new Map<number, number>();
    for (const deal of deals) {
      const now = stateOf(deal, await detailOf(deal));
      stateNow.set(deal.n, now);
      const last = deal.answered.at(-1);
      if (last)
        expect(order[deal.kind].indexOf(now), `deal ${deal.n} after ${last}`).toBeGreaterThanOrEqual(
          reached[last]!,
        );
    }

    // Each trader's frozen roubles are exactly his open requests and ads (an ad holds its amount and its fee).
    const frozenOf = new Map(traders.map((t) => [t.userId, 0n]));
    for (const deal of deals) {
      const now = stateNow.get(deal.n)!;
      const open =
        deal.kind === 'p2p'
          ? [P2P.selling, P2P.pendingPayment, P2P.alreadyPaid, P2P.complaint].includes(now)
          : [AD.onShelf, AD.offShelf, AD.inDeal].includes(now);
      if (open)
        frozenOf.set(
          deal.seller.userId,
          frozenOf.get(deal.seller.userId)! +
            units(deal.amount) +
            (deal.kind === 'exchange' ? units(deal.fee!) : 0n),
        );
    }
    const rubOf = async (trader: Session) =>
      (await world.call<any[]>('GET', '/app/account/list', undefined, trader)).find(
        (a) => a.currencyId === RUB,
      );
    for (const trader of traders)
      expect({ trader: trader.userId, frozen: units((await rubOf(trader)).frozenAmount) }).toEqual({
        trader: trader.userId,
        frozen: frozenOf.get(trader.userId),
      });

    // A take whose answer died: its key again answers the same order (applied once), or takes the ad now.
    await pool(
      deals.filter(
        (deal) => deal.kind === 'exchange' && (deal.lost === 'take' || deal.answered.includes('take')),
      ),
      IN_FLIGHT,
      async (deal) => {
        const again = await request(
          'POST',
          '/app/trade/exchangeOrder',
          deal.buyer,
          { exchangeId: deal.id, payAmount: deal.amount, rate: '0.08', payPassword: PAY_PASSWORD },
          deal.takeKey,
        );
        expect(again !== 'lost' && again.ok, `take ${deal.n} again: ${JSON.stringify(again)}`).toBe(true);
      },
    );
    // Every deal to its end.
    await pool(deals, IN_FLIGHT, async (deal) => {
      for (let guard = 0; guard < 6; guard++) {
        const next = await step(deal, stateOf(deal, await detailOf(deal)));
        if (!next) return;
        if (next.answer === 'lost' || !next.answer.ok)
          throw new Error(`deal ${deal.n} ${next.name}: ${JSON.stringify(next.answer)}`);
      }
      throw new Error(`deal ${deal.n} did not end`);
    });

    // The money adds up to the unit: nothing frozen, roubles moved seller → buyer (less each ad's fee), yuan the
    // other way for the exchanges; P2P yuan is paid outside the platform.
    const expected = new Map(
      traders.map((t) => [t.userId, { rub: units(START_RUB), cny: units(START_CNY) }]),
    );
    for (const deal of deals) {
      const seller = expected.get(deal.seller.userId)!;
      const buyer = expected.get(deal.buyer.userId)!;
      seller.rub -= units(deal.amount);
      buyer.rub += units(deal.amount);
      if (deal.kind === 'exchange') {
        seller.rub -= units(deal.fee!);
        const yuan = units(deal.receive!);
        seller.cny += yuan;
        buyer.cny -= yuan;
      }
    }
    for (const trader of traders) {
      const accounts = await world.call<any[]>('GET', '/app/account/list', undefined, trader);
      const of = (currencyId: number) => accounts.find((a) => a.currencyId === currencyId);
      expect({
        trader: trader.userId,
        rub: units(of(RUB).balance),
        cny: units(of(CNY).balance),
        frozen: units(of(RUB).frozenAmount),
      }).toEqual({ trader: trader.userId, ...expected.get(trader.userId), frozen: 0n });
    }
    expect(await ledgerCheck(world, staff)).toMatchObject({ ok: true, problems: [] });
    const lost = deals.filter((deal) => deal.lost);
    console.log(
      `[trade-crash] seed ${seed}: ${deals.length} deals (${deals.filter((d) => d.kind === 'p2p').length} P2P), ` +
        `${answered} steps answered before the kill, ${lost.length} with a step lost under it (${lost.map((d) => d.lost).join(', ')})`,
    );
  }, 300_000);
});
