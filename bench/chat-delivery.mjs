// The messaging bench (part of `npm run bench`; alone: `npm run bench:chat`, which writes only the JSON). Many users,
// in pairs, each with one socket, send private messages to their partner; the bench measures messages persisted per
// second (acknowledged by the server, which answers after commit) and delivery latency (send → the partner's socket
// gets the message), then checks that every acknowledged message reached its receiver exactly once. The same load,
// from the same generator, runs against Volna (`apps/server/src/main.ts`, requests over /ws) and against a minimal
// Socket.IO chat on the same kind of database (bench/baseline-socketio/server.mjs).
//
// Each user has one send in flight and sends at most every USER_INTERVAL_MS: Volna refuses a sender's sixth message
// within a second (20604), so many users make the load, as in real life. Two phases per server: "max" (every user
// at its fastest, offered load 1.1 × the target) gives the ceiling; "paced" runs at the target rate when the server
// reached it, else at 80 % of what it reached, which shows the latency below saturation.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { io as socketIo } from 'socket.io-client';
import {
  cpuMeter,
  freePort,
  freshPostgres,
  machine,
  quantile,
  root,
  serverRequire,
  signUp,
  sleep,
  start,
  startVolna,
  stop,
  tempDir,
  waitFor,
} from './lib.mjs';

const { WebSocket } = serverRequire('ws');

export const CHAT_TARGETS = {
  embeddedMsgPerSecond: 1000,
  postgresMsgPerSecond: 3000,
  p99Ms: 100,
  ratioToBaseline: 2,
};
/** 4 sends a second per user at most: with one in flight, no window of a second can hold a sixth. */
const USER_INTERVAL_MS = 250;
const WARMUP_S = 3;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** A sustained rate within 2 % of the target counts as reaching it (timers start users a little late). */
const TOLERANCE = 0.98;
const ACK_TIMEOUT_MS = 30_000;
const DRAIN_MS = 15_000;
const SIGNUP_CONCURRENCY = 8;
const CONNECT_BATCH = 50;
const PRIVATE = 1;

/** Volna: a socket on /ws authenticated by an `auth` frame; sends are `request` frames, messages `event` frames. */
function volnaClient(port, token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const pending = new Map();
    let nextId = 0;
    const client = {
      userId: 0,
      closed: false,
      onMessage: () => {},
      send(to, clientMsgId) {
        const id = String(++nextId);
        const params = {
          conversationType: PRIVATE,
          targetId: String(to),
          objectName: 'RC:TxtMsg',
          content: { content: `bench message ${clientMsgId}` },
          clientMsgId,
        };
        return new Promise((done) => {
          if (client.closed) return done({ ok: false, code: 'closed' });
          pending.set(id, done);
          ws.send(JSON.stringify({ type: 'request', id, method: 'chat/message/send', params }));
        });
      },
      close: () => ws.terminate(),
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token, lastSeq: 0 })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'event') {
        const message = frame.event.type === 'message' ? frame.event.message : undefined;
        if (message && message.senderUserId !== client.userId) client.onMessage(message.clientMsgId);
      } else if (frame.type === 'response') {
        const done = pending.get(frame.id);
        pending.delete(frame.id);
        done?.({ ok: frame.success, code: frame.code });
      } else if (frame.type === 'ready') {
        client.userId = frame.userId;
        resolve(client);
      } else if (frame.type === 'error') reject(new Error(`socket refused: ${frame.code} ${frame.msg}`));
    });
    ws.on('error', reject);
    ws.on('close', (code) => {
      reject(new Error(`socket closed (${code}) before it was ready`));
      client.closed = true;
      for (const done of pending.values()) done({ ok: false, code: 'closed' });
      pending.clear();
    });
  });
}

/** The baseline: one Socket.IO connection per user (WebSocket transport, as Volna's), acknowledged emits. */
function socketIoClient(port, userId) {
  return new Promise((resolve, reject) => {
    const socket = socketIo(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      auth: { userId },
      reconnection: false,
      forceNew: true,
    });
    const client = {
      userId,
      closed: false,
      onMessage: () => {},
      send(to, clientMsgId) {
        return new Promise((done) => {
          if (client.closed) return done({ ok: false, code: 'closed' });
          socket.emit(
            'message:send',
            { to, clientMsgId, content: { content: `bench message ${clientMsgId}` } },
            (answer) => done({ ok: answer.ok, code: answer.error }),
          );
        });
      },
      close: () => socket.disconnect(),
    };
    socket.on('message', (message) => client.onMessage(message.clientMsgId));
    socket.on('disconnect', () => {
      client.closed = true;
    });
    socket.once('connect', () => resolve(client));
    socket.once('connect_error', reject);
  });
}

/** Runs `task(i)` for i < count with at most `limit` at a time. */
async function mapLimit(count, limit, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

async function connectAll(count, open) {
  const clients = [];
  for (let i = 0; i < count; i += CONNECT_BATCH)
    clients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, (_, j) => open(i + j)),
      )),
    );
  return clients;
}

const withTimeout = (promise) => {
  let timer;
  return Promise.race([
    promise,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, code: 'timeout' }), ACK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
};

const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * One phase: every client sends to its partner (`partners[i]` is the index of client i's partner) once per
 * `intervalMs` at most, one send in flight, for the warm-up plus the measured window; then waits (bounded) for
 * the answers and deliveries still under way and counts.
 */
async function runPhase(clients, partners, { tag, intervalMs, meter }) {
  const records = new Map();
  let unexpected = 0;
  clients.forEach((client, i) => {
    client.onMessage = (clientMsgId) => {
      const record = records.get(clientMsgId);
      if (!record || record.receiver !== i) return void unexpected++;
      record.deliveries++;
      if (record.deliveries === 1) record.deliveredAt = performance.now();
    };
  });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const begin = performance.now() + 100;
  const windowStart = begin + WARMUP_S * 1000;
  const end = windowStart + DURATION_S * 1000;
  // The server's (and its database's) CPU over the measured window: sampled as the window opens and closes.
  const sampleAt = (at) =>
    new Promise((resolve) => setTimeout(resolve, at - performance.now())).then(meter.sample);
  const cpuAtStart = sampleAt(windowStart);
  const cpuAtEnd = sampleAt(end);
  await Promise.all(
    clients.map(async (client, i) => {
      let next = begin + (i / clients.length) * intervalMs;
      for (let k = 0; ; k++) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        const sentAt = performance.now();
        if (sentAt >= end) return;
        const clientMsgId = `bench-${tag}-${i}-${k}`;
        const record = { receiver: partners[i], sentAt, ackAt: 0, ok: false, code: null, deliveries: 0 };
        records.set(clientMsgId, record);
        const answer = await withTimeout(client.send(clients[partners[i]].userId, clientMsgId));
        record.ackAt = performance.now();
        record.ok = answer.ok;
        record.code = answer.code;
        next = sentAt + intervalMs;
      }
    }),
  );
  lag.disable();
  const all = [...records.values()];
  const acknowledged = all.filter((r) => r.ok);
  for (const until = performance.now() + DRAIN_MS; performance.now() < until; ) {
    if (acknowledged.every((r) => r.deliveries > 0)) break;
    await sleep(100);
  }
  await sleep(500); // a duplicate would come right behind
  const inWindow = (at) => at >= windowStart && at < end;
  const measured = acknowledged.filter((r) => inWindow(r.sentAt));
  const delivery = measured
    .filter((r) => r.deliveries > 0)
    .map((r) => r.deliveredAt - r.sentAt)
    .sort((a, b) => a - b);
  const ack = measured.map((r) => r.ackAt - r.sentAt).sort((a, b) => a - b);
  const refused = {};
  for (const r of all) if (!r.ok) refused[r.code] = (refused[r.code] ?? 0) + 1;
  const deliveredInWindow = acknowledged.filter((r) => r.deliveries > 0 && inWindow(r.deliveredAt)).length;
  const cpuSeconds = (await cpuAtEnd) - (await cpuAtStart);
  const missing = acknowledged.filter((r) => r.deliveries === 0).length;
  const duplicated = acknowledged.filter((r) => r.deliveries > 1).length;
  const deliveredUnacknowledged = all.filter((r) => !r.ok && r.deliveries > 0).length;
  return {
    offeredPerSecond: Math.round((clients.length * 1000) / intervalMs),
    msgPerSecond: Math.round(acknowledged.filter((r) => inWindow(r.ackAt)).length / DURATION_S),
    deliveryMs: {
      p50: quantile(delivery, 0.5),
      p99: quantile(delivery, 0.99),
      max: quantile(delivery, 1),
    },
    ackMs: { p50: quantile(ack, 0.5), p99: quantile(ack, 0.99) },
    /** User + system CPU of the server and its database over the window, per message delivered in it. */
    cpuSeconds: round(cpuSeconds),
    cpuMsPerMessage: deliveredInWindow ? round((cpuSeconds * 1000) / deliveredInWindow, 3) : null,
    sent: all.length,
    acknowledged: acknowledged.length,
    notAcknowledged: refused,
    missing,
    duplicated,
    deliveredUnacknowledged,
    unexpected,
    deliveredExactlyOnce: missing === 0 && duplicated === 0 && unexpected === 0,
    benchLoopDelayP99Ms: round(lag.percentile(99) / 1e6),
  };
}

/**
 * The "max" phase, then the "paced" one at the target (if reached) or 80 % of the ceiling; `pacedRate` sets the
 * paced load instead (the baseline runs at Volna's, so their costs per message compare at the same offered load).
 */
async function measureServer(name, database, setup, target, pacedRate) {
  const users = usersFor(target);
  console.log(`${name} on ${database}: ${users} users connecting…`);
  const { clients, meter, stop: stopServer } = await setup(users);
  try {
    const partners = clients.map((_, i) => i ^ 1);
    console.log(`  max: each user every ${USER_INTERVAL_MS} ms, ${WARMUP_S} + ${DURATION_S} s…`);
    const max = await runPhase(clients, partners, { tag: 'max', intervalMs: USER_INTERVAL_MS, meter });
    show(max);
    const rate =
      pacedRate ??
      (max.msgPerSecond >= target * TOLERANCE ? target : Math.max(1, Math.floor(max.msgPerSecond * 0.8)));
    console.log(`  paced: ${rate} msg/s offered…`);
    const paced = await runPhase(clients, partners, {
      tag: 'paced',
      intervalMs: (users * 1000) / rate,
      meter,
    });
    show(paced);
    return { server: name, database, users, phases: { max, paced } };
  } finally {
    for (const client of clients) client.close();
    await stopServer();
  }
}

function show(phase) {
  const misses = phase.deliveredExactlyOnce
    ? 'every acknowledged message delivered once'
    : `MISSES: ${phase.missing} missing, ${phase.duplicated} twice, ${phase.unexpected} unexpected`;
  console.log(
    `    ${phase.msgPerSecond} msg/s persisted (offered ${phase.offeredPerSecond}), delivery p50 ${phase.deliveryMs.p50} ms, p99 ${phase.deliveryMs.p99} ms, CPU ${phase.cpuMsPerMessage} ms a message; ${misses}; not acknowledged ${JSON.stringify(phase.notAcknowledged)}`,
  );
}

const usersFor = (target) =>
  2 * Number(process.env.BENCH_CHAT_PAIRS ?? Math.ceil((target * 1.1 * USER_INTERVAL_MS) / 1000 / 2));

/** Phone numbers and client addresses of bench users: one address each, as the code limit is per address. */
const phoneOf = (i) => ({ areaCode: '+7', phone: `998${String(i).padStart(7, '0')}` });
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function volnaSetup(label, databaseUrl) {
  return async (users) => {
    const profile = process.env.BENCH_CPU_PROF;
    const server = await startVolna(label, databaseUrl, {
      nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
      env: { TRUST_PROXY: '127.0.0.1' },
    });
    try {
      const logins = await mapLimit(users, SIGNUP_CONCURRENCY, (i) =>
        signUp(server.api, phoneOf(i), undefined, { 'x-forwarded-for': addressOf(i) }),
      );
      const clients = await connectAll(users, (i) => volnaClient(server.port, logins[i].rongToken));
      return { clients, meter: cpuMeter(server.pid, databaseUrl), stop: server.stop };
    } catch (error) {
      await server.stop();
      throw error;
    }
  };
}

function baselineSetup(label, databaseUrl) {
  return async (users) => {
    const dataDir = tempDir('volna-bench-socketio-');
    const port = await freePort();
    const server = start(
      `Socket.IO baseline (${label})`,
      process.execPath,
      ['bench/baseline-socketio/server.mjs'],
      { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    );
    const stopServer = async () => {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    };
    try {
      await waitFor(`http://127.0.0.1:${port}/health`);
      const clients = await connectAll(users, (i) => socketIoClient(port, i + 1));
      return { clients, meter: cpuMeter(server.pid, databaseUrl), stop: stopServer };
    } catch (error) {
      await stopServer();
      throw error;
    }
  };
}

/** Volna and the baseline on one kind of database: PGlite when `postgresUrl` is empty, else fresh databases. */
export async function measureChatProfile(postgresUrl) {
  const target = postgresUrl ? CHAT_TARGETS.postgresMsgPerSecond : CHAT_TARGETS.embeddedMsgPerSecond;
  const runs = [];
  for (const [name, setup] of [
    ['Volna', volnaSetup],
    ['Socket.IO baseline', baselineSetup],
  ]) {
    const postgres = postgresUrl ? await freshPostgres(postgresUrl) : undefined;
    const label = postgres?.label ?? 'PGlite (embedded)';
    // The baseline's paced phase offers what Volna's did.
    const pacedRate = runs[0]?.phases.paced.offeredPerSecond;
    try {
      runs.push(await measureServer(name, label, setup(label, postgres?.url ?? ''), target, pacedRate));
    } finally {
      await postgres?.drop();
    }
  }
  const [volna, baseline] = runs;
  const ratioOf = (a, b) => (a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100);
  const best = (run) => Math.max(run.phases.max.msgPerSecond, run.phases.paced.msgPerSecond);
  const baselineCapped = best(baseline) >= baseline.phases.max.offeredPerSecond * TOLERANCE;
  const paced = volna.phases.paced;
  const reachedTarget = paced.offeredPerSecond >= target && paced.msgPerSecond >= target * TOLERANCE;
  const exactlyOnce = runs.every(
    (r) => r.phases.max.deliveredExactlyOnce && r.phases.paced.deliveredExactlyOnce,
  );
  return {
    database: volna.database,
    kind: postgresUrl ? 'postgres' : 'embedded',
    targetMsgPerSecond: target,
    runs,
    /** Volna's best sustained msg/s ÷ the baseline's: an upper bound when the load capped the baseline. */
    ratioToBaseline: Math.round((best(volna) / best(baseline)) * 100) / 100,
    baselineCappedByOfferedLoad: baselineCapped,
    /** Volna ÷ the baseline in the paced phase, both at Volna's paced load (issue 34: ≤ 1.5 and ≤ 2). */
    ratios: {
      cpuPerMessage: ratioOf(volna.phases.paced.cpuMsPerMessage, baseline.phases.paced.cpuMsPerMessage),
      deliveryP99: ratioOf(volna.phases.paced.deliveryMs.p99, baseline.phases.paced.deliveryMs.p99),
    },
    met: {
      throughput: reachedTarget,
      p99: postgresUrl ? null : reachedTarget && paced.deliveryMs.p99 < CHAT_TARGETS.p99Ms,
      ratioToBaseline: best(volna) >= CHAT_TARGETS.ratioToBaseline * best(baseline),
      deliveredExactlyOnce: exactlyOnce,
    },
  };
}

/** The commit the servers ran from, and whether the server's files had uncommitted changes (a shared tree). */
function serverCode() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedServerChanges: git('status', '--porcelain', 'apps/server', 'packages') !== '',
    };
  } catch {
    return { commit: 'unknown', uncommittedServerChanges: null };
  }
}

/** Both profiles (PostgreSQL when BENCH_DATABASE_URL is set); the report bench/results/chat-delivery.json keeps. */
export async function measureChat() {
  const startMachine = machine();
  const code = serverCode();
  const profiles = [await measureChatProfile('')];
  if (process.env.BENCH_DATABASE_URL) profiles.push(await measureChatProfile(process.env.BENCH_DATABASE_URL));
  const perDatabase = (key) => Object.fromEntries(profiles.map((p) => [p.database, p.ratios[key]]));
  const ratios = { cpuPerMessage: perDatabase('cpuPerMessage'), deliveryP99: perDatabase('deliveryP99') };
  console.log(`Volna ÷ Socket.IO baseline, paced phase: ${JSON.stringify(ratios)}`);
  const report = {
    date: new Date().toISOString(),
    machine: startMachine,
    serverCode: code,
    /** Volna ÷ the baseline at the same offered load (the paced phase), per database. */
    ratios,
    loadAverageAtEnd: machine().loadAverageAtStart,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
    userIntervalMs: USER_INTERVAL_MS,
    targets: CHAT_TARGETS,
    profiles,
  };
  writeFileSync(join(root, 'bench/results/chat-delivery.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await measureChat();
  console.log('written bench/results/chat-delivery.json (RESULTS.md takes it at the next npm run bench)');
}
