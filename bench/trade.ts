// npm run bench:trade: the exchange market (GET /app/trade/exchange/list's service call) with 10,000 open ads, sorted
// by rate both ways and newest first, on the embedded database and (with BENCH_DATABASE_URL or DATABASE_URL) on a
// fresh PostgreSQL database. Beside it the same pages read without the market's partial indexes (a plain scan and
// sort, as the table would be read without migration 0019's indexes), to show what the indexes buy. Both ways must
// answer the same ads page by page, or the bench fails. Writes bench/results/trade.json and its RESULTS.md section.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExchangeSort } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Services } from '../apps/server/src/services.ts';
import { root, writeResultsSection } from './lib.mjs';
import {
  benchServices,
  machineLine,
  onEachDatabase,
  p95Rows,
  summariseGroups,
  type Summary,
  summary,
  timingRow,
  verdict,
} from './service-bench.ts';

const ADS = Number(process.env.BENCH_TRADE_ADS ?? 10_000);
const SELLERS = Number(process.env.BENCH_TRADE_SELLERS ?? 50);
const PAGES = Number(process.env.BENCH_TRADE_PAGES ?? 25);
const ROUNDS = Number(process.env.BENCH_TRADE_ROUNDS ?? 2);
const PAGE_SIZE = 20;
const TARGET_P95_MS = 50;
const SORTS: ExchangeSort[] = ['rateAsc', 'rateDesc', 'newest'];

/**
 * SELLERS real accounts, then ADS open ads in one statement (generate_series): pairs and rates drawn by a hash of the
 * row number, every fifth ad off the shelf or sold so the market is a subset. The ads carry no ledger hold: the list
 * reads only exchange_ads, and a hold per ad would add nothing to what is measured.
 */
async function makeData(database: Database, services: Services) {
  const started = performance.now();
  const sellers: number[] = [];
  for (let i = 0; i < SELLERS; i++) {
    const user = await services.users.createAccount({
      areaCode: '+7',
      phone: `91600${String(i).padStart(5, '0')}`,
      password: 'bench-password-1',
    });
    sellers.push(user.id);
  }
  const h = (salt: string) => sql.raw(`(hashtext(i::text || '${salt}') & 2147483647)`);
  const ids = sql.raw(`array[${sellers.join(',')}]`);
  await database.db.execute(sql`
    insert into exchange_ads (seller_id, type, pay_currency_id, pay_amount, receive_currency_id, receive_amount, rate,
      fee, remark, status, idem_key, request_hash, created_at, updated_at)
    select (${ids})[1 + ${h('s')} % ${SELLERS}], 1 + ${h('t')} % 2, 1, 100 + ${h('a')} % 100000,
      4, trunc((100 + ${h('a')} % 100000) * (0.07 + (${h('r')} % 3000) / 100000.0), 4),
      round(0.07 + (${h('r')} % 3000) / 100000.0, 8), 0, 'bench ' || i,
      case when i % 5 = 0 then 2 + ${h('x')} % 3 else 1 end, 'bench-' || i, 'bench',
      now() - (${ADS} - i) * interval '1 second', now()
    from generate_series(1, ${Math.round(ADS * 1.25)}) as i`);
  await database.db.execute(sql`analyze exchange_ads`);
  const [{ open }] = (await queryRows<{ open: number }>(
    database.db,
    sql`select count(*)::int as open from exchange_ads where status = 1`,
  )) as [{ open: number }];
  return {
    openAds: open,
    allAds: Math.round(ADS * 1.25),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** The same page without the partial indexes: the order by an expression the planner cannot take from an index. */
async function unindexedPage(database: Database, sort: ExchangeSort, page: number) {
  const order =
    sort === 'rateAsc'
      ? sql`rate + 0 asc, id + 0 asc`
      : sort === 'rateDesc'
        ? sql`rate + 0 desc, id + 0 desc`
        : sql`id + 0 desc`;
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`select * from exchange_ads where status + 0 = 1 order by ${order}
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
  );
  await queryRows(database.db, sql`select count(*) from exchange_ads where status + 0 = 1`);
  return rows.map((r) => Number(r.id));
}

async function measure(label: string, database: Database) {
  await migrate(database);
  const { services, done } = benchServices(database, 'trade');
  const data = await makeData(database, services);
  const viewer = await services.users.createAccount({
    areaCode: '+7',
    phone: '9169999999',
    password: 'bench-password-1',
  });
  const times = { service: [] as number[], unindexed: [] as number[] };
  const bySort: Record<string, { service: number[]; unindexed: number[] }> = {};
  for (let round = 0; round <= ROUNDS; round++) {
    const warmup = round === 0;
    for (const sort of SORTS) {
      bySort[sort] ??= { service: [], unindexed: [] };
      for (let page = 1; page <= (warmup ? 2 : PAGES); page++) {
        let t0 = performance.now();
        const answer = await services.exchange.list(viewer.id, {
          scope: 'all',
          sort,
          pageNum: page,
          pageSize: PAGE_SIZE,
        });
        const serviceMs = performance.now() - t0;
        t0 = performance.now();
        const plain = await unindexedPage(database, sort, page);
        const plainMs = performance.now() - t0;
        if (JSON.stringify(answer.rows.map((r) => r.id)) !== JSON.stringify(plain))
          throw new Error(`${label} ${sort} page ${page}: the two ways disagree`);
        if (answer.total !== data.openAds)
          throw new Error(`${label}: total ${answer.total} ≠ ${data.openAds}`);
        if (!warmup) {
          times.service.push(serviceMs);
          times.unindexed.push(plainMs);
          bySort[sort]!.service.push(serviceMs);
          bySort[sort]!.unindexed.push(plainMs);
        }
      }
    }
  }
  done();
  const run = {
    database: label,
    data,
    service: summary(times.service),
    unindexed: summary(times.unindexed),
    sorts: summariseGroups(bySort),
  };
  console.log(JSON.stringify(run, null, 1));
  return run;
}

function section(report: Awaited<ReturnType<typeof main>>) {
  const row = (run: (typeof report.runs)[number], way: string, s: Summary) => timingRow(run.database, way, s);
  const perSort = (run: (typeof report.runs)[number]) =>
    p95Rows(run.database, run.sorts, ['service', 'unindexed']);
  const met = verdict(report.runs, (r) => r.service, TARGET_P95_MS);
  return `
## Exchange market (issue 13): ${report.runs[0]?.data.openAds.toLocaleString('en')} open ads sorted by rate

\`bench/trade.ts\` (\`npm run bench:trade\`, which rewrites only this section). ${report.runs[0]?.data.allAds.toLocaleString('en')} exchange ads
of ${SELLERS} sellers made in one statement (every fifth off the shelf, in a deal or sold, so ${report.runs[0]?.data.openAds.toLocaleString('en')}
are on the market; rates 0.07–0.1 drawn by a hash of the row number), on PGlite and, when \`BENCH_DATABASE_URL\` or
\`DATABASE_URL\` names a server, on a fresh PostgreSQL database. A signed-in viewer walks ${report.pages} pages of
${report.pageSize} of the market sorted by rate ascending, rate descending and newest, ${report.rounds} rounds after a warm-up.
**Service call**: \`exchange.list\`, the service behind \`GET /app/trade/exchange/list\` (the page in the order of the
partial indexes \`exchange_ads_market_rate_idx\` (rate, id) / \`exchange_ads_market_new_idx\` (id) where status = 1, the
total, the sellers' names). **Without the indexes**: the same page and total with the sort and filter on expressions
(\`rate + 0\`, \`status + 0\`), which no index serves — a scan and sort of the table, as before migration 0019's indexes.
Both ways answered the same ads on every page.

Target p95 < ${TARGET_P95_MS} ms for the service call: **${met}**.

| database | way | pages | p50 (ms) | p95 (ms) | mean | max |
|---|---|---:|---:|---:|---:|---:|
${report.runs
  .flatMap((run) => [
    row(run, 'service call (indexed)', run.service),
    row(run, 'without the indexes', run.unindexed),
  ])
  .join('\n')}

p95 by sort (ms):

| database | sort | service call | without the indexes |
|---|---|---:|---:|
${report.runs.map(perSort).join('\n')}

${machineLine(report)}
`;
}

async function main() {
  return {
    ...(await onEachDatabase(measure, { orDatabaseUrl: true })),
    pages: PAGES,
    rounds: ROUNDS,
    pageSize: PAGE_SIZE,
  };
}

const report = await main();
writeFileSync(join(root, 'bench/results/trade.json'), `${JSON.stringify(report, null, 2)}\n`);
writeResultsSection(
  '\n## Exchange market (issue 13)',
  section(report),
  '\n## Memory per idle realtime connection',
);
const slow = report.runs.filter((r) => (r.service.p95 ?? Infinity) >= TARGET_P95_MS);
if (slow.length) {
  console.error(`p95 over ${TARGET_P95_MS} ms on ${slow.map((r) => r.database).join(', ')}`);
  process.exitCode = 1;
}
