// Shared steps of the benchmarks: free ports, child servers (killed on exit), waiting for a server, calling the API,
// signing a user up, a fresh PostgreSQL database, the machine's description.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Resolves packages the way the server does (pg, ws, autocannon are its dependencies). */
export const serverRequire = createRequire(join(root, 'apps/server/package.json'));

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const children = [];
const folders = [];
/** A temporary folder, removed when the run ends if not before. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}
const logDir = tempDir('volna-bench-logs-');
// Never leave a server behind, whatever ends this run (an interrupt too: it exits through the same handler).
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/** Starts a server process; its output goes to a log file, shown only if it dies during the run. */
export function start(name, command, args, env) {
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

export function stop(child) {
  child.stopping = true;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/**
 * The real server (`apps/server/src/main.ts`, SEED=0, LOG_LEVEL=warn) on `databaseUrl`, or on embedded PGlite in a
 * fresh data folder when it is empty. `nodeArgs` go before the script (a CPU profile, say); `env` adds settings.
 */
export async function startVolna(label, databaseUrl, { nodeArgs = [], env = {} } = {}) {
  const dataDir = tempDir('volna-bench-');
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = start(
    `server (${label})`,
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      ...env,
    },
  );
  await waitFor(`${api}/health`);
  return {
    api,
    port,
    pid: server.pid,
    async stop() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One API call; answers the envelope's data or throws with its code and message. */
export async function call(base, method, path, body, token, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path} → ${json.code} ${json.msg}`);
  return json.data;
}

/**
 * Signs a user up the way the app does: code by SMS (the dev outbox here), then phone registration. `headers` lets
 * a bench that signs many users up name a client address (X-Forwarded-For, with TRUST_PROXY on its server): the
 * server sends at most 20 codes an hour to one address.
 */
export async function signUp(base, phone, password = 'bench-password-1', headers = {}) {
  await call(base, 'POST', '/app/sms/send', phone, undefined, headers);
  const [message] = await call(
    base,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(phone.areaCode + phone.phone)}`,
  );
  return call(
    base,
    'POST',
    '/app/userPhoneRegister',
    { ...phone, code: message.code, password, confirmPassword: password, agreeTerms: true },
    undefined,
    headers,
  );
}

let databases = 0;
/** A fresh PostgreSQL database on `url`'s server for one measurement, dropped afterwards. */
export async function freshPostgres(url) {
  const pg = serverRequire('pg');
  const name = `volna_bench_${process.pid}_${databases++}`;
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

let clockTicks;
/** User + system CPU seconds a process has used so far (Linux /proc/<pid>/stat), 0 once it is gone. */
export function cpuSecondsOf(pid) {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/**
 * What a server costs in CPU: its own process (with PGlite inside it, when embedded) and, on PostgreSQL, the
 * backends serving its database. `sample()` answers the seconds used so far; the difference of two is a window's.
 */
export function cpuMeter(pid, databaseUrl) {
  const pg = databaseUrl ? serverRequire('pg') : null;
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  return {
    async sample() {
      let total = cpuSecondsOf(pid);
      if (!pg) return total;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      await client.end();
      for (const { pid: backend } of rows) total += cpuSecondsOf(backend);
      return total;
    },
  };
}

/** The machine a run was made on, with its load average (other work on it lowers every figure). */
export function machine() {
  const cpu = cpus();
  return {
    cpuCount: cpu.length,
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    loadAverageAtStart: Math.round(loadavg()[0] * 100) / 100,
  };
}

/** The q-quantile (0–1) of sorted numbers, rounded to 0.1; null when there are none. */
export function quantile(sorted, q) {
  if (!sorted.length) return null;
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return Math.round(value * 10) / 10;
}

/**
 * Puts one section into bench/RESULTS.md in place of its earlier version (found by its heading), else before the
 * section named by `beforeHeading`, else at the end, leaving the other sections as the last full run wrote them.
 */
export function writeResultsSection(heading, section, beforeHeading) {
  const file = join(root, 'bench/RESULTS.md');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(heading);
  if (start >= 0) {
    const end = text.indexOf('\n## ', start + heading.length);
    writeFileSync(file, text.slice(0, start) + section + (end >= 0 ? text.slice(end) : ''));
    return;
  }
  const before = text.indexOf(beforeHeading);
  writeFileSync(
    file,
    before >= 0 ? text.slice(0, before) + section + text.slice(before) : `${text.trimEnd()}\n${section}`,
  );
}
