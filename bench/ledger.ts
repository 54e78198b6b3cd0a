// npm run bench:ledger (also part of npm run bench): ledger transfers/s and latency with 64 concurrent clients, on the
// embedded database and (with BENCH_DATABASE_URL or DATABASE_URL) on PostgreSQL. Three paths in the same run, each on
// a fresh database: the ledger as features call it (no outer transaction: group commit, ledger_batch of migration
// 0012), the stored function one call per transfer (as inside a feature's transaction), and a naive implementation
// (read the balances, compute in JS, write back in separate statements — still locked, so still correct). The
// integrity check runs after every run. Writes bench/results/ledger.json and the ledger section of bench/RESULTS.md.
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openPglite, openPostgres, queryRows } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger.check.ts';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { writeLedgerSection } from './ledger-section.mjs';
import { freshPostgres, machine, quantile, root } from './lib.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const ACCOUNTS = 200;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

type Transfer = (from: number, to: number, key: string) => Promise<unknown>;

async function setUp(database: Database) {
  await migrate(database);
  const ledger = createLedgerService({ database }, { groupCommit: true });
  const float = await ledger.platformAccount('topup_float', 1);
  const accounts: number[] = [];
  for (let i = 1; i <= ACCOUNTS; i++) {
    const account = await ledger.accountFor(800_000 + i, 1);
    await ledger.post({
      legs: [
        { account: float, amount: '-1000000' },
        { account, amount: '1000000' },
      ],
    });
    accounts.push(account);
  }
  return { ledger, accounts };
}

/**
 * The stored-function path: accounts locked in id order inside PL/pgSQL. Without `db` the calls that arrive together
 * share one database call (group commit); with it, one call per transfer.
 */
const viaLedger =
  (ledger: ReturnType<typeof createLedgerService>, db?: Db): Transfer =>
  (from, to, key) =>
    ledger.post(
      {
        kind: 'bench',
        legs: [
          { account: from, amount: '-1' },
          { account: to, amount: '1' },
        ],
        idempotency: { scope: 'bench', key },
      },
      db,
    );

const TARGETS = { speedup: 3, embeddedPerSecond: 1500, postgresPerSecond: 3000, p99Ms: 50 };

const toUnits = (s: string) => BigInt(s.replace('.', ''));
const fromUnits = (u: bigint) => `${u / 10_000n}.${String(u % 10_000n).padStart(4, '0')}`;

/** The naive path: a transaction of separate statements, balances read into JS and written back. */
const naive =
  (db: Db): Transfer =>
  (from, to, key) =>
    db.transaction(async (tx) => {
      const [journal] = await queryRows<{ id: number }>(
        tx,
        sql`insert into journal_transactions (kind, idem_scope, idem_key) values ('bench_naive', 'bench', ${key}) returning id`,
      );
      const rows = await queryRows<{ id: number; available: string }>(
        tx,
        sql`select id, available::text as available from ledger_accounts where id in (${from}, ${to}) order by id for update`,
      );
      const balance = new Map(rows.map((r) => [r.id, toUnits(r.available)]));
      const after = new Map([
        [from, balance.get(from)! - 10_000n],
        [to, balance.get(to)! + 10_000n],
      ]);
      if (after.get(from)! < 0n) throw new Error('insufficient');
      for (const [id, value] of after) {
        await tx.execute(
          sql`update ledger_accounts set available = ${fromUnits(value)}::numeric where id = ${id}`,
        );
      }
      for (const [id, amount] of [
        [from, '-1'],
        [to, '1'],
      ] as const) {
        await tx.execute(
          sql`insert into postings (tx_id, account_id, bucket, amount, balance_after)
              values (${journal!.id}, ${id}, 'available', ${amount}::numeric, ${fromUnits(after.get(id)!)}::numeric)`,
        );
      }
    });

async function measure(transfer: Transfer, accounts: number[]) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + DURATION_MS;
  async function client() {
    while (Date.now() < end) {
      const from = accounts[Math.floor(Math.random() * accounts.length)]!;
      let to = from;
      while (to === from) to = accounts[Math.floor(Math.random() * accounts.length)]!;
      const started = performance.now();
      try {
        await transfer(from, to, randomUUID());
        latencies.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    transfersPerSecond: Math.round(latencies.length / seconds),
    latencyMs: {
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
    },
    transfers: latencies.length,
    errors,
  };
}

async function bench(label: string, open: () => Promise<{ database: Database; done: () => Promise<void> }>) {
  const result: Record<string, unknown> = { database: label };
  for (const [name, make] of [
    ['groupCommit', (_d: Database, l: ReturnType<typeof createLedgerService>) => viaLedger(l)],
    ['storedFunction', (d: Database, l: ReturnType<typeof createLedgerService>) => viaLedger(l, d.db)],
    ['naive', (d: Database) => naive(d.db)],
  ] as const) {
    const { database, done } = await open();
    try {
      const { ledger, accounts } = await setUp(database);
      const figures = await measure(make(database, ledger), accounts);
      const check = await checkLedger(database.db);
      result[name] = { ...figures, integrityOk: check.ok };
      console.log(`${label} ${name}: ${JSON.stringify(result[name])}`);
    } finally {
      await done();
    }
  }
  type Figures = { transfersPerSecond: number; latencyMs: { p99: number }; integrityOk: boolean };
  const fast = result.groupCommit as Figures;
  const single = result.storedFunction as Figures;
  const slow = result.naive as Figures;
  const ratio = (a: Figures) =>
    Number((a.transfersPerSecond / Math.max(1, slow.transfersPerSecond)).toFixed(2));
  const speedup = ratio(fast);
  result.speedup = speedup;
  result.speedupStoredFunction = ratio(single);
  const perSecond = label.startsWith('PGlite') ? TARGETS.embeddedPerSecond : TARGETS.postgresPerSecond;
  result.met = {
    speedup: speedup >= TARGETS.speedup,
    throughput: fast.transfersPerSecond >= perSecond,
    p99: fast.latencyMs.p99 < TARGETS.p99Ms,
    integrity: fast.integrityOk && single.integrityOk && slow.integrityOk,
  };
  return result;
}

const startMachine = machine();
const runs = [
  await bench('PGlite (embedded)', async () => {
    const database = await openPglite();
    return { database, done: () => database.close() };
  }),
];
if (pgUrl) {
  runs.push(
    await bench('PostgreSQL', async () => {
      const fresh = await freshPostgres(pgUrl);
      const database = await openPostgres(fresh.url, CLIENTS);
      return {
        database,
        done: async () => {
          await database.close();
          await fresh.drop();
        },
      };
    }),
  );
}
const out = {
  clients: CLIENTS,
  durationSeconds: DURATION_MS / 1000,
  machine: startMachine,
  loadAverageAtEnd: Math.round(loadavg()[0]! * 100) / 100,
  at: new Date().toISOString(),
  targets: TARGETS,
  runs,
};
writeFileSync(join(root, 'bench/results/ledger.json'), `${JSON.stringify(out, null, 2)}\n`);
writeLedgerSection();
console.log(JSON.stringify(out, null, 2));
