import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { haproxyBin, postgresBin } from './packages.ts';
import { childPids, cpuSeconds, freePort, launch, type Proc, sleep, stopProc } from './processes.ts';

// The parts of a cluster (DESIGN §12): PostgreSQL, Redis, the Volna instances and HAProxy in front, each started,
// awaited until it answers, and stopped again.

export const root = join(import.meta.dirname, '..');

/** Polls `check` every 100 ms until it answers true, failing after `timeoutMs` with `what`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );

// --- PostgreSQL -------------------------------------------------------------------------------------------------

export type Postgres = {
  /** The database the instances use. */
  url: string;
  /** Where it came from, for the printout. */
  label: string;
  /** CPU seconds its processes used so far (a throw-away cluster only; undefined on a shared server). */
  cpuSeconds: () => number | undefined;
  stop: () => Promise<void>;
};

const machinePostgres = 'postgres://postgres@127.0.0.1:5432/postgres';
export const machinePostgresRuns = () =>
  spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).status === 0;

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * This machine's PostgreSQL, with database `name` (made when missing; `fresh` drops it at stop), or when none runs
 * here, a throw-away cluster made with initdb in a temporary folder on a free port, removed at stop.
 */
export async function startPostgres(
  name: string,
  fresh: boolean,
  preferThrowAway = false,
): Promise<Postgres> {
  if (machinePostgresRuns() && !preferThrowAway) {
    const exists = (await admin(machinePostgres, `select 1 from pg_database where datname = '${name}'`))
      .rowCount;
    if (!exists) await admin(machinePostgres, `create database ${name}`);
    return {
      url: withDatabase(machinePostgres, name),
      label: `this machine's PostgreSQL (127.0.0.1:5432), database ${name}`,
      cpuSeconds: () => undefined,
      stop: async () => {
        if (fresh) await admin(machinePostgres, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const initdb = postgresBin('initdb');
  const pgCtl = postgresBin('pg_ctl');
  if (!initdb || !pgCtl)
    throw new Error('PostgreSQL is neither running here nor installed (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'volna-cluster-pg-'));
  // initdb refuses root: as root the cluster belongs to the postgres user, as PostgreSQL's own packages do it.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()) : undefined;
  if (owner !== undefined) chownSync(dir, owner, owner);
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  // pg_ctl leaves the server running on its own: whatever ends this run (an error, Ctrl-C) stops and removes it.
  const removeNow = () => {
    try {
      run(pgCtl, ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', removeNow);
  const port = await freePort();
  run(initdb, ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  run(pgCtl, [
    '-D',
    dir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`,
    '-w',
    'start',
  ]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await admin(adminUrl, `create database ${name}`);
  const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: withDatabase(adminUrl, name),
    label: 'a throw-away PostgreSQL cluster (initdb, on a free port)',
    // The postmaster, its live backends and the backends already gone (reaped: the postmaster's children time).
    cpuSeconds: () =>
      cpuSeconds(postmaster, true) +
      childPids(postmaster).reduce((sum, pid) => sum + cpuSeconds(pid, true), 0),
    stop: async () => {
      process.off('exit', removeNow);
      try {
        run(pgCtl, ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// --- Redis ------------------------------------------------------------------------------------------------------

export type RedisServer = {
  url: string;
  /** CPU seconds so far, over every run of it. */
  cpuSeconds: () => number;
  /** SIGTERM, then the same server started again on the same port; answers how long it did not answer (ms). */
  restart: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Whether a Redis answers PING on `port`. */
const redisAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** A Redis of the cluster's own on a free port: never the machine's shared one, which it may restart. */
export async function startRedis(runDir: string): Promise<RedisServer> {
  const port = await freePort();
  let proc: Proc;
  const start = async () => {
    proc = launch(
      'redis',
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', runDir],
      { logFile: join(runDir, 'redis.log') },
    );
    await until('redis', () => redisAnswers(port), 20_000);
  };
  await start();
  let earlierCpu = 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    cpuSeconds: () => earlierCpu + cpuSeconds(proc.child.pid),
    async restart() {
      earlierCpu += cpuSeconds(proc.child.pid);
      const down = Date.now();
      await stopProc(proc);
      await start();
      return Date.now() - down;
    },
    stop: () => stopProc(proc),
  };
}

// --- Volna instances --------------------------------------------------------------------------------------------

export type Instance = {
  name: string;
  port: number;
  /** Its own address, for what must not go through the proxy (/dev, /metrics). */
  api: string;
  proc: () => Proc | undefined;
  /** Started (again), and answered ready. */
  start: () => Promise<void>;
  /** Its CPU seconds so far, summed over every run of it. */
  cpuSeconds: () => number;
};

export function volnaInstance(name: string, port: number, runDir: string, env: NodeJS.ProcessEnv): Instance {
  const api = `http://127.0.0.1:${port}`;
  let proc: Proc | undefined;
  // Sampled while it runs: a process killed with -9 takes its /proc entry with it.
  let lastCpu = 0;
  let earlierCpu = 0;
  return {
    name,
    port,
    api,
    proc: () => proc,
    async start() {
      if (proc) earlierCpu += lastCpu;
      proc = launch(name, process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        logFile: join(runDir, `${name}.log`),
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          // One folder for all: uploads written by one instance are served by the others (S3_* in production).
          DATA_DIR: join(runDir, 'data'),
          // Every instance behind the proxy on this machine: X-Forwarded-For is believed from it only.
          TRUST_PROXY: 'loopback',
          LOG_LEVEL: 'warn',
          ...env,
        },
      });
      const current = proc;
      const sample = setInterval(() => {
        lastCpu = cpuSeconds(current.child.pid) || lastCpu;
      }, 500);
      void current.exited.then(() => clearInterval(sample));
      lastCpu = 0;
      await until(`${name} ready`, () => answers(`${api}/health/ready`), 120_000);
    },
    cpuSeconds: () => earlierCpu + Math.max(lastCpu, cpuSeconds(proc?.child.pid)),
  };
}

// --- HAProxy ----------------------------------------------------------------------------------------------------

export type Haproxy = {
  url: string;
  statsUrl: string;
  pid: () => number | undefined;
  /** Each server's status as HAProxy sees it now (UP, DOWN, …), by server name. */
  states: () => Promise<Record<string, string>>;
  stop: () => Promise<void>;
};

export async function startHaproxy(
  runDir: string,
  bind: string,
  instances: Instance[],
  port: number,
): Promise<Haproxy> {
  const statsPort = await freePort();
  const statsUrl = `http://127.0.0.1:${statsPort}/`;
  const proc = launch(haproxyBin(), haproxyBin(), ['-f', join(root, 'deploy/haproxy.cfg'), '-db'], {
    logFile: join(runDir, 'haproxy.log'),
    env: {
      VOLNA_BIND: `${bind}:${port}`,
      VOLNA_STATS_BIND: `127.0.0.1:${statsPort}`,
      ...Object.fromEntries(instances.map((instance, i) => [`VOLNA_${i + 1}`, `127.0.0.1:${instance.port}`])),
    },
  });
  const states = async () => {
    const csv = await (await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) })).text();
    const [header = '', ...lines] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const result: Record<string, string> = {};
    for (const line of lines) {
      const cells = line.split(',');
      if (cells[px!] === 'volna' && !['FRONTEND', 'BACKEND'].includes(cells[sv!]!))
        result[cells[sv!]!] = cells[status!]!;
    }
    return result;
  };
  await until('haproxy: every instance up', async () => {
    const now = await states();
    return Object.keys(now).length === instances.length && Object.values(now).every((s) => s === 'UP');
  });
  return {
    url: `http://127.0.0.1:${port}`,
    statsUrl,
    pid: () => proc.child.pid,
    states,
    stop: () => stopProc(proc),
  };
}
