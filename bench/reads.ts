// npm run bench:reads (issue 19, "Speed of the home reads"): the five lists the app's home screens read, on the real
// server (apps/server/src/main.ts, LOG_LEVEL=info), for one user with 300 chats, 500 friends, his accounts and a few
// hundred flows: the chat list, a chat's history page, the friend list, the account list and the flow list. Each at
// 20 connections for a few seconds (autocannon), beside the same data read by one hand-written SQL statement through
// the raw driver (bench/reads-raw.mjs: PGlite's query or node-postgres, a bare node:http server) at the same
// concurrency; then the same route revalidated with If-None-Match (304). Also counts the statements each request
// sends to the database (bench/query-count-probe.mjs preloaded). On PGlite, and on a fresh PostgreSQL database when
// BENCH_DATABASE_URL names a server. Writes bench/results/reads.json and its section of bench/RESULTS.md.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createMemoryBus } from '../apps/server/src/realtime/bus.ts';
import { createMetrics } from '../apps/server/src/metrics/metrics.ts';
import { createServices } from '../apps/server/src/services.ts';
import { createStore } from '../apps/server/src/storage/create-store.ts';
import {
  freePort,
  freshPostgres,
  machine,
  root,
  serverRequire,
  sleep,
  start,
  startVolna,
  stop,
  tempDir,
  waitFor,
  writeResultsSection,
} from './lib.mjs';

const autocannon = serverRequire('autocannon');

const CHATS = 300;
const FRIENDS = 500;
const FLOWS = 400;
const MESSAGES_PER_CHAT = Number(process.env.BENCH_READS_MESSAGES ?? 10);
const HISTORY_MESSAGES = 150;
const CONNECTIONS = Number(process.env.BENCH_READS_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_READS_DURATION ?? 5);
const WARMUP_S = 2;
const JWT_SECRET = 'bench-reads-secret-0123456789abcdef0123456789';
const TARGETS = { pglite: 600, postgres: 3000, p99: 50, ratio: 0.5 };

type Route = { name: string; path: string; raw: string };
const ROUTES: Route[] = [
  { name: 'chat list', path: '/app/chat/conversation/list', raw: '/chat' },
  {
    name: 'history page',
    path: '/app/chat/message/history?conversationType=1&targetId=2',
    raw: '/history',
  },
  { name: 'friend list', path: '/app/friend/list', raw: '/friends' },
  { name: 'account list', path: '/app/account/list', raw: '/accounts' },
  { name: 'flow list', path: '/app/flow/list', raw: '/flows' },
];

/**
 * The data in a few statements: user 1 and 801 others; 1 is friends with 2..501 and has private chats with 2..301
 * (MESSAGES_PER_CHAT messages each, a few unread; HISTORY_MESSAGES in the chat with 2), balances in two currencies
 * and FLOWS flows (transfers with his friends). Other users' chats and flows around his, so indexes matter.
 */
async function makeData(database: Database, dataDir: string) {
  const started = performance.now();
  await migrate(database);
  const { db } = database;
  await db.execute(sql`
    insert into users (id, user_code, user_name, first_name, last_name, area_code, phone, password_hash, modify_flag)
    select i, 'B' || lpad(i::text, 7, '0'), 'user' || i, case when i % 3 = 0 then '' else 'First' || i end,
      case when i % 3 = 0 then '' else 'Last' || i end, '+7', (9800000000 + i)::text, 'x', (i % 3 <> 0)::int
    from generate_series(1, 801) i`);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 801)`);
  // Friendships both ways: 1 with 2..501, and the others among themselves.
  await db.execute(sql`
    insert into friendships (owner_id, friend_id, comment_name, created_at)
    select a, b, case when b % 7 = 0 then 'remark ' || b else '' end, now() - (b * interval '1 minute')
    from (select 1 a, i b from generate_series(2, ${FRIENDS + 1}::int) i
          union all select i, 1 from generate_series(2, ${FRIENDS + 1}::int) i
          union all select i, i + 1 from generate_series(2, 800) i
          union all select i + 1, i from generate_series(2, 800) i) p`);
  // Private chats: 1 with 2..301, and 2k with 2k+1 among the others.
  await db.execute(sql`
    insert into conversations (id, conversation_type, key)
    select i - 1, 1, 'p:' || least(a, b) || ':' || greatest(a, b)
    from (select i, 1 a, i b from generate_series(2, ${CHATS + 1}::int) i
          union all select i, i, i + 1 from generate_series(${CHATS + 2}::int, 800, 2) i) p`);
  await db.execute(sql`select setval(pg_get_serial_sequence('conversations', 'id'), 1000)`);
  await db.execute(sql`
    insert into conversation_members (conversation_id, user_id, target_id, conversation_type, is_top)
    select c.id, u.me, u.other::text, 1, u.me = 1 and c.id % 50 = 0
    from conversations c,
      lateral (select split_part(c.key, ':', 2)::int a, split_part(c.key, ':', 3)::int b) k,
      lateral (values (k.a, k.b), (k.b, k.a)) u(me, other)`);
  const base = Date.now() - 30 * 86_400_000;
  await db.execute(sql`
    insert into messages (msg_uid, conversation_id, conversation_type, sender_user_id, client_msg_id, object_name,
      content, sent_time)
    select 'b-' || c.id || '-' || n, c.id, 1,
      case when n % 2 = 0 then split_part(c.key, ':', 2)::int else split_part(c.key, ':', 3)::int end,
      'bench-' || c.id || '-' || n, 'RC:TxtMsg',
      jsonb_build_object('content', 'message ' || n || ' in chat ' || c.id || ', see you at the station'),
      ${base}::bigint + c.id * 1000 + n * 300000
    from conversations c, generate_series(1, case when c.id = 1 then ${HISTORY_MESSAGES}::int else ${MESSAGES_PER_CHAT}::int end) n`);
  await db.execute(sql`
    update conversations c set last_message_id = m.id, last_sent_time = m.sent_time
    from (select distinct on (conversation_id) conversation_id, id, sent_time from messages
          order by conversation_id, sent_time desc) m
    where m.conversation_id = c.id`);
  await db.execute(sql`
    update conversation_members cm set unread_count = (cm.conversation_id % 4), last_read_time = c.last_sent_time - 1
    from conversations c where c.id = cm.conversation_id`);
  await db.execute(sql`
    insert into ledger_accounts (user_id, currency_id, available, frozen)
    select u, c, 1000 + u, case when c = 1 then 10 else 0 end
    from generate_series(1, 801) u, (values (1), (3)) cur(c)`);
  await db.execute(sql`
    insert into flows (user_id, type, direction, status, currency_id, amount, counterparty_id, remark, created_at,
      updated_at)
    select u, 1, 1 + n % 2, 2, 1, (n * 3.5)::numeric, case when u = 1 then 2 + n % ${FRIENDS}::int else 1 end,
      'flow ' || n, now() - (n * interval '1 hour'), now() - (n * interval '1 hour')
    from generate_series(1, ${FLOWS}::int) n, (values (1), (2), (3), (4)) us(u)`);
  await db.execute(sql`analyze`);
  // The session (and so the token) through the service, as a login makes it.
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET,
  });
  const services = createServices({
    config,
    database,
    bus: createMemoryBus(),
    store: createStore(config),
    clock: { now: () => new Date() },
    metrics: createMetrics(),
  });
  const { token } = await services.sessions.start(1, { userAgent: 'bench', ip: '127.0.0.1' });
  return { token, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

function load(url: string, headers: Record<string, string>, duration: number) {
  return new Promise<{
    requests: { average: number; total: number };
    throughput: { total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    statusCodeStats: Record<string, { count: number }>;
  }>((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (error: unknown, result: never) =>
      error ? reject(error) : resolve(result),
    );
  });
}

type Figures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Bytes per answer as received, headers included, in KB. */
  kb: number;
  status: Record<string, number>;
};

async function measure(name: string, url: string, headers: Record<string, string>, expect: number) {
  await load(url, headers, WARMUP_S);
  const r = await load(url, headers, DURATION_S);
  await sleep(500);
  const status = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
  const wrong = Object.entries(status).filter(([code]) => Number(code) !== expect);
  if (r.errors || wrong.length)
    throw new Error(`${name}: ${r.errors} errors, answers ${JSON.stringify(status)}`);
  const figures: Figures = {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    kb: Math.round(r.throughput.total / Math.max(1, r.requests.total) / 102.4) / 10,
    status,
  };
  console.log(`  ${name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
}

async function countStatements(server: { pid: number }, countFile: string) {
  rmSync(countFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(50);
    try {
      return JSON.parse(readFileSync(countFile, 'utf8')) as { count: number; recent: string[] };
    } catch {}
  }
  throw new Error('the server did not report its count');
}

async function measureOn(
  label: string,
  kind: 'pglite' | 'postgres',
  open: (dataDir: string) => Promise<Database>,
  url: string,
) {
  const dataDir = tempDir('volna-bench-reads-');
  // The server opens DATA_DIR/pglite: the data is made there by this process first, then closed.
  const database = await open(dataDir);
  const data = await makeData(database, dataDir);
  await database.close();
  console.log(`${label}: data made in ${data.seconds} s`);
  const countFile = join(tempDir('volna-bench-reads-count-'), 'count.json');
  const server = await startVolna(label, url, {
    nodeArgs: ['--import', './bench/query-count-probe.mjs'],
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', JWT_SECRET, QUERY_COUNT_FILE: countFile },
  });
  const auth = { authorization: `Bearer ${data.token}` };
  const routes: Record<
    string,
    { volna?: Figures; revalidated?: Figures; anew?: Figures; raw?: Figures; statements?: number }
  > = {};
  try {
    // Statements per request first, on an idle server: ten requests one at a time, counted by the probe.
    const etags: Record<string, string | null> = {};
    for (const route of ROUTES) {
      const before = await countStatements(server, countFile);
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${server.api}${route.path}`, { headers: auth });
        const body = (await res.json()) as { success: boolean; code: number; msg: string };
        if (!body.success) throw new Error(`${route.path} → ${body.code} ${body.msg}`);
        etags[route.name] = res.headers.get('etag');
      }
      const counted = await countStatements(server, countFile);
      const statements = (counted.count - before.count) / 10;
      routes[route.name] = { statements };
      console.log(`${label} ${route.name}: ${statements} statements a request`);
    }
    for (const route of ROUTES) {
      const entry = routes[route.name]!;
      const etag = etags[route.name];
      entry.volna = await measure(`${route.name} (Volna)`, `${server.api}${route.path}`, auth, 200);
      if (etag)
        entry.revalidated = await measure(
          `${route.name} (If-None-Match)`,
          `${server.api}${route.path}`,
          { ...auth, 'if-none-match': etag },
          304,
        );
    }
  } finally {
    await server.stop();
  }
  // The same routes with nothing kept (READ_CACHE_MB=0): every request reads its list anew.
  const uncached = await startVolna(`${label} uncached`, url, {
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', JWT_SECRET, READ_CACHE_MB: '0' },
  });
  try {
    for (const route of ROUTES)
      routes[route.name]!.anew = await measure(
        `${route.name} (read anew)`,
        `${uncached.api}${route.path}`,
        auth,
        200,
      );
  } finally {
    await uncached.stop();
  }
  const port = await freePort();
  const raw = start(`raw ${label}`, process.execPath, ['bench/reads-raw.mjs'], {
    PORT: String(port),
    DATABASE_URL: url,
    PGLITE_DIR: join(dataDir, 'pglite'),
    USER_ID: '1',
    TARGET_ID: '2',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
    for (const route of ROUTES)
      routes[route.name]!.raw = await measure(
        `${route.name} (raw SQL)`,
        `http://127.0.0.1:${port}${route.raw}`,
        {},
        200,
      );
  } finally {
    await stop(raw);
  }
  rmSync(dataDir, { recursive: true, force: true });
  return { database: label, kind, routes };
}

type Run = Awaited<ReturnType<typeof measureOn>>;
const ratio = (a?: Figures, b?: Figures) => (a && b ? Math.round((a.rps / b.rps) * 100) / 100 : null);

function section(report: { runs: Run[]; date: string; machine: Record<string, unknown>; loadAtEnd: number }) {
  const m = report.machine as {
    cpuCount: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    loadAverageAtStart: number;
  };
  const rows = report.runs.flatMap((run) =>
    ROUTES.map((route) => {
      const r = run.routes[route.name]!;
      const target = run.kind === 'pglite' ? TARGETS.pglite : TARGETS.postgres;
      const met =
        (r.volna?.rps ?? 0) >= target && (run.kind === 'pglite' || (r.volna?.p99 ?? Infinity) < TARGETS.p99);
      return `| ${run.database} | ${route.name} | ${r.volna?.kb} | ${r.statements} | ${r.volna?.rps} | ${r.volna?.p50} | ${r.volna?.p99} | ${r.revalidated?.rps ?? '–'} | ${r.revalidated?.p99 ?? '–'} | ${r.anew?.rps} | ${r.anew?.p99} | ${r.raw?.rps} | ${r.raw?.p99} | ${ratio(r.volna, r.raw)} | ${ratio(r.anew, r.raw)} | ${met ? 'yes' : 'no'} |`;
    }),
  );
  return `
## Home reads (issue 19): five lists at ${CONNECTIONS} connections beside one raw SQL statement

\`bench/reads.ts\` (\`npm run bench:reads\`, which rewrites only this section; \`BENCH_DATABASE_URL=postgres://…\` adds a
fresh PostgreSQL database). One user with ${CHATS} private chats (${MESSAGES_PER_CHAT} messages each, ${HISTORY_MESSAGES} in the chat
whose history page is read), ${FRIENDS} friends, balances in two currencies and ${FLOWS} flows, among 800 other users with
their own chats, friends and flows. The real server (\`apps/server/src/main.ts\`, LOG_LEVEL=info, logs to a file)
answers each route for ${DURATION_S} s at ${CONNECTIONS} connections after a ${WARMUP_S} s warm-up: the chat list
(\`GET /app/chat/conversation/list\`, all ${CHATS}), the newest history page (\`GET /app/chat/message/history\`, 99),
the friend list (\`GET /app/friend/list\`, all ${FRIENDS}), \`GET /app/account/list\` and \`GET /app/flow/list\` (the first 20).
The *req/s* columns are the app as it runs: while the user's data is unchanged (his event log and the change marks the
database triggers leave, one small statement shared by the requests that arrive together), the answer kept in memory
is sent as it was encoded (modules/home-reads/read-cache.ts). *Answer KB* is what one such answer weighs.
*304* is the same request with the \`If-None-Match\` of the previous answer. *Anew* is the same server with nothing kept
(\`READ_CACHE_MB=0\`): every request reads its list with one statement, as after any change to it. *Raw* is the same data
read by one hand-written SQL statement through the raw driver (\`bench/reads-raw.mjs\`: a bare \`node:http\` server,
PGlite's \`query\` or a node-postgres pool of 20, \`JSON.stringify\` of the rows; no auth, no validation) at the same
concurrency. *Statements* counts what one request sends to the database over ten requests in a row
(\`bench/query-count-probe.mjs\`): the first reads the version and the list, the other nine the version only (one
each, as they come one at a time; at 20 connections one version statement serves the requests waiting for it). A live
session is admitted from the per-instance session memory, so the auth check costs none.

Targets: ≥ ${TARGETS.pglite} req/s on PGlite, ≥ ${TARGETS.postgres} req/s and p99 < ${TARGETS.p99} ms on PostgreSQL, ≥ ${TARGETS.ratio} of raw.

| database | route | answer KB | statements | req/s | p50 (ms) | p99 (ms) | 304 req/s | 304 p99 | anew req/s | anew p99 | raw req/s | raw p99 | ratio to raw | anew to raw | target met |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

Before the lists were one statement each (commit 9a79523, the same bench, load about 6): chat list 4 req/s on
PGlite and 21 on PostgreSQL, history page 74 / 184; the friend list answered nothing within autocannon's 10 s
timeout on either database. *Anew* is what a list costs when it has changed: on PGlite the statement itself is the
cost (the chat list's EXPLAIN ANALYZE: 41 ms for 300 chats with their latest messages, 5 ms on PostgreSQL) and one
embedded connection runs statements one at a time; on PostgreSQL the server's own mapping, response check and
serialization of 300 chats or 500 friends dominate. The kept answer skips all of that.

What took the kept answers to the targets (2026-11-26; before, at load 0.5–4: chat list 294 req/s on PGlite and 507
on PostgreSQL, friend list 271 / 619, history 295 / 942, accounts 352 / 947, flows 418 / 1028): each request used to
read its user's version with a statement of its own, and on PGlite's one connection those queued; now requests that
arrive while a version statement runs wait together for the next one (never the running one: it began before them
and could miss a commit), one statement for all of them. That alone: chat list 495 / 960. Then the kept answer is
kept as UTF-8 bytes, not a string that was encoded again for every send (158 KB for the chat list): 894 / 3642.

Machine: ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB memory, Node ${m.node} on ${m.platform}; load average
${m.loadAverageAtStart} when the bench started, ${report.loadAtEnd} when it ended. The two cores were shared with other
work (other engineers' test runs), with autocannon and, for PostgreSQL, with the database server: figures are noisy
and lower than on a quiet machine. Date: ${report.date}.
`;
}

async function main() {
  const info = machine();
  const runs: Run[] = [];
  const only = process.env.BENCH_READS_ONLY; // 'pglite' or 'postgres'
  if (only !== 'postgres')
    runs.push(await measureOn('PGlite (embedded)', 'pglite', (dir) => openPglite(join(dir, 'pglite')), ''));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl && only !== 'pglite') {
    const fresh = await freshPostgres(pgUrl);
    try {
      runs.push(await measureOn(fresh.label, 'postgres', () => openPostgres(fresh.url, 4), fresh.url));
    } finally {
      await fresh.drop();
    }
  }
  return {
    machine: info,
    date: new Date().toISOString(),
    loadAtEnd: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    runs,
  };
}

// BENCH_READS_SEED_ONLY=<database url>: makes the data in that (empty) database and stops, to EXPLAIN the reads by hand.
// BENCH_READS_SEED_ONLY=pglite: the same in an in-memory PGlite, then each statement of bench/reads-raw.mjs EXPLAINed.
if (process.env.BENCH_READS_SEED_ONLY) {
  const target = process.env.BENCH_READS_SEED_ONLY;
  const database = target === 'pglite' ? await openPglite() : await openPostgres(target, 4);
  console.log(await makeData(database, tempDir('volna-bench-reads-')));
  if (target === 'pglite') {
    const { statements } = await import('./reads-raw.mjs');
    for (const [path, [text, params]] of Object.entries(statements)) {
      const client = (
        database.db as unknown as {
          session: {
            client: {
              query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, string>[] }>;
            };
          };
        }
      ).session.client;
      const { rows } = await client.query(`explain analyze ${text}`, params);
      console.log(path, rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  await database.close();
  process.exit(0);
}
// BENCH_READS_REWRITE=1: this section of bench/RESULTS.md again from bench/results/reads.json, without measuring.
const report = process.env.BENCH_READS_REWRITE
  ? (JSON.parse(readFileSync(join(root, 'bench/results/reads.json'), 'utf8')) as Awaited<
      ReturnType<typeof main>
    >)
  : await main();
writeFileSync(join(root, 'bench/results/reads.json'), `${JSON.stringify(report, null, 2)}\n`);
writeResultsSection(
  '\n## Home reads (issue 19)',
  section(report),
  '\n## Memory per idle realtime connection',
);
