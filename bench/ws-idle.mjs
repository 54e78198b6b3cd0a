// node bench/ws-idle.mjs: memory per idle realtime connection. Starts the real server (PGlite), signs one user up,
// opens BENCH_SOCKETS (5,000) authenticated sockets to /ws and reads the server's memory after a full collection
// before and after (bench/memory-probe.mjs). Writes bench/results/ws-idle.json. Target (issue 3): ≤ 30 KB each.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort, signUp, sleep, waitFor } from './lib.mjs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(process.cwd(), 'apps/server/package.json'));
const { WebSocket } = require('ws');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const WARM_UP = 50;
const PHONE = { areaCode: '+7', phone: '9990003344' };
function openSocket(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'ready') resolve(socket);
      else reject(new Error(`unexpected ${String(data)}`));
    });
    socket.once('error', reject);
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'volna-bench-ws-'));
const probeFile = join(dataDir, 'memory.json');
const port = await freePort();
const api = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ['--expose-gc', '--import', './bench/memory-probe.mjs', '--import', 'tsx', 'apps/server/src/main.ts'],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      REDIS_URL: '',
      MEMORY_PROBE_FILE: probeFile,
    },
    stdio: 'ignore',
  },
);
process.on('exit', () => server.kill('SIGKILL'));

/** The server's memory after a full collection (bench/memory-probe.mjs answers SIGUSR2). */
async function serverMemory() {
  rmSync(probeFile, { force: true });
  server.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(50);
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8'));
    } catch {}
  }
  throw new Error('the server did not report its memory');
}

const sockets = [];
try {
  await waitFor(`${api}/health`);
  const login = await signUp(api, PHONE);
  const url = `ws://127.0.0.1:${port}/ws?token=${login.rongToken}`;
  // Warm-up: the first sockets load code and fill caches that are not per connection.
  for (let i = 0; i < WARM_UP; i++) sockets.push(await openSocket(url));
  await sleep(1000);
  const before = await serverMemory();
  for (let i = WARM_UP; i < SOCKETS; i += 100)
    sockets.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, () => openSocket(url)))),
    );
  await sleep(2000);
  const after = await serverMemory();
  const added = SOCKETS - WARM_UP;
  // Live JS objects plus memory held outside the heap by them; resident memory (RSS) is shown beside.
  const live = (m) => m.heapUsed + m.external;
  const kb = (bytes) => Math.round((bytes / added / 1024) * 10) / 10;
  const perConnectionKb = kb(live(after) - live(before));
  const rssPerConnectionKb = kb(after.rss - before.rss);
  const report = {
    date: new Date().toISOString(),
    sockets: SOCKETS,
    perConnectionKb,
    rssPerConnectionKb,
    targetKb: 30,
    met: perConnectionKb <= 30,
    serverMemory: { before, after },
    note: 'heapUsed + external after a full GC in the server process; all sockets belong to one user (one bus subscription)',
  };
  writeFileSync(join(root, 'bench/results/ws-idle.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `${SOCKETS} idle sockets: ${perConnectionKb} KB each live, RSS ${rssPerConnectionKb} KB (target ≤ 30 KB); bench/results/ws-idle.json`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
