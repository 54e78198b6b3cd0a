// `npm run test:cluster` (issue 31; .ci/run runs it after the PostgreSQL pass): the cluster on free ports, then for
// 60 s 200 sockets of chat (private and group) and 20 clients of transfers and red packets through HAProxy while
// one instance is killed with -9 at ~20 s (and started again once HAProxy has marked it down), Redis is restarted at
// ~35 s and a second instance is sent SIGTERM at ~45 s and started again; then every instance's clock moves a day
// on, so the red packets' expiry timers run on all three at once. It asserts what load-checks.ts names, prints the
// figures, writes them to bench/results/cluster.json and bench/RESULTS.md, and exits 1 if a check failed.
// With --report-dir=DIR (CI) its checks join the run's test reports and it prints the run's closing summary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine, quantile } from '../bench/lib.mjs';
import { socketUrlOf } from '../apps/web/src/shared/realtime/socket-url.ts';
import { newTally, request } from './api.ts';
import { startCluster } from './cluster.ts';
import type { Instance } from './parts.ts';
import { type ChatClient, connectAll, type Sent, sendLoop } from './load-chat.ts';
import {
  balances,
  type Check,
  deliveryCheck,
  moneyChecks,
  resumeCheck,
  storedOnceCheck,
  timersCheck,
} from './load-checks.ts';
import { moneyLoop, newMoneyCounts, type PacketBoard } from './load-money.ts';
import { buildWorld } from './load-world.ts';
import { until } from './parts.ts';
import { cpuSeconds, logTail, sleep, whenUnexpectedExit } from './processes.ts';
import { writeClusterReport } from './report.ts';

const LOAD_S = Number(process.env.CLUSTER_LOAD_S ?? 60);
const CHAT_USERS = 200;
const MONEY_USERS = 20;
const GROUP_SIZE = 10;
/** Each chat user sends about every 3 s, each money client acts about every 1.5 s (±50 %). */
const SEND_EVERY_MS = Number(process.env.CLUSTER_SEND_EVERY_MS ?? 3000);
const MONEY_EVERY_MS = 1500;
const DAY_AND_A_MINUTE_MS = 24 * 60 * 60 * 1000 + 60_000;
const reportDir = process.argv.find((a) => a.startsWith('--report-dir='))?.split('=')[1];

const started = Date.now();
const machineAtStart = machine();
const runDir = mkdtempSync(join(tmpdir(), 'volna-cluster-test-'));
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const expectedExits = new Set<string>();
whenUnexpectedExit((proc, how) => {
  if (expectedExits.delete(proc.name)) return;
  console.error(
    `\n✗ ${proc.name} stopped (${how}) on its own; the end of its log:\n${logTail(proc.logFile)}`,
  );
  process.exit(1);
});

log('starting PostgreSQL, Redis, three instances and HAProxy');
const cluster = await startCluster({
  runDir,
  databaseName: `volna_cluster_${process.pid}`,
  freshDatabase: true,
  ownPostgres: true,
  // The dev tools: money for the clients and the clock move; all three start at once (migrations under the lock).
  env: { NODE_ENV: 'development', DEV_TOOLS: '1', SEED: '0' },
});
const [first, second] = cluster.instances as [Instance, Instance, Instance];
log(`up: ${cluster.url}, ${cluster.postgres.label}`);

log(`making ${CHAT_USERS} chat users in groups of ${GROUP_SIZE} and ${MONEY_USERS} money clients`);
const world = await buildWorld(
  cluster.instances.map((i) => i.api),
  { chatUsers: CHAT_USERS, moneyUsers: MONEY_USERS, groupSize: GROUP_SIZE },
);
const moneyIds = world.moneyUsers.map((p) => p.userId);
const balancesBefore = await balances(cluster.postgres.url, moneyIds);
// As the web app names it (shared/realtime/socket-url.ts): the language given, the server need not look it up.
const wsUrl = socketUrlOf(new URL(cluster.url), 'ru');
const clients: ChatClient[] = await connectAll(wsUrl, world.chatUsers);
log(`${clients.length} sockets connected through HAProxy`);

// --- the load, and what goes wrong under it ------------------------------------------------------------------------
const sent: Sent[] = [];
const tally = newTally();
const money = newMoneyCounts();
const board: PacketBoard = new Map();
let running = true;
const cpuAt = () => ({
  instances: cluster.instances.reduce((sum, i) => sum + i.cpuSeconds(), 0),
  postgres: cluster.postgres.cpuSeconds(),
  redis: cluster.redis.cpuSeconds(),
  haproxy: cpuSeconds(cluster.haproxy.pid()),
  load: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
});
const cpuBefore = cpuAt();
const loadStart = Date.now();
const at = (s: number) => sleep(Math.max(0, loadStart + s * 1000 - Date.now()));
const loops = [
  ...clients.map((c) =>
    sendLoop(
      c,
      world.partnerOf.get(c.person.userId)!,
      world.groupOf.get(c.person.userId)!,
      SEND_EVERY_MS,
      () => running,
      sent,
    ),
  ),
  ...world.moneyUsers.map((p) =>
    moneyLoop(
      cluster.url,
      p,
      world.moneyGroupOf.get(p.userId)!,
      board,
      MONEY_EVERY_MS,
      () => running,
      tally,
      money,
    ),
  ),
];
log(`load running for ${LOAD_S} s`);
// Every change of a server's state in HAProxy's eyes, for the figures (and to see what a slow resume waited for).
const transitions: string[] = [];
const watchStates = (async () => {
  let last: Record<string, string> = {};
  while (running || transitions.length === 0) {
    const now = await cluster.haproxy.states().catch(() => last);
    for (const [name, state] of Object.entries(now))
      if (last[name] !== undefined && last[name] !== state)
        transitions.push(`${((Date.now() - loadStart) / 1000).toFixed(1)} s ${name} ${state}`);
    last = now;
    await sleep(200);
    if (!running) break;
  }
})();

const figures: Record<string, number | string> = {};
const marks = { killedAt: 0, drainedAt: 0 };
const faults = (async () => {
  await at(LOAD_S / 3);
  const onFirst = clients.filter((c) => c.connected).length;
  expectedExits.add(first.name);
  first.proc()!.signal('SIGKILL');
  const killedAt = Date.now();
  marks.killedAt = killedAt;
  log(`kill -9 ${first.name}`);
  await until(
    'HAProxy marks the killed instance down',
    async () => (await cluster.haproxy.states())[first.name] !== 'UP',
    30_000,
  );
  figures.markedDownMs = Date.now() - killedAt;
  log(`HAProxy marked ${first.name} down after ${figures.markedDownMs} ms (${onFirst} sockets were open)`);
  // Back in the background: an instance starting on a busy machine takes a while, and the schedule goes on.
  const restarted = first.start().then(() => log(`${first.name} started again`));

  await at((LOAD_S * 35) / 60);
  expectedExits.add('redis');
  figures.redisDownMs = await cluster.redis.restart();
  log(`Redis restarted (${figures.redisDownMs} ms without it)`);

  await at((LOAD_S * 45) / 60);
  expectedExits.add(second.name);
  const signalled = Date.now();
  marks.drainedAt = signalled;
  second.proc()!.signal('SIGTERM');
  log(`SIGTERM ${second.name}`);
  const exit = await second.proc()!.exited;
  figures.drainMs = Date.now() - signalled;
  figures.drainExit = exit.code ?? String(exit.signal);
  log(`${second.name} drained and exited (${figures.drainExit}) in ${figures.drainMs} ms`);
  await Promise.all([second.start(), restarted]);
  await until('HAProxy has all three again', async () =>
    Object.values(await cluster.haproxy.states()).every((s) => s === 'UP'),
  );
  log(`${second.name} started again; moving every instance's clock a day on (the red packets expire)`);
  for (const instance of cluster.instances)
    await request(undefined, instance.api, 'POST', '/dev/clock', {
      body: { advanceMs: DAY_AND_A_MINUTE_MS },
    });
})();

await at(LOAD_S);
running = false;
await Promise.all(loops);
await watchStates;
const loadMs = Date.now() - loadStart;
const cpuAfter = cpuAt();
log('load stopped; waiting for the faults to be through, the deliveries and the timers');
await faults;
const due = (c: ChatClient) => sent.filter((m) => m.ackedAt && m.recipients.includes(c.person.userId)).length;
await until(
  'every socket has every message due to it',
  () => clients.every((c) => c.received.length >= due(c)),
  60_000,
).catch((error) => log(String(error)));
await until(
  'every due expiry timer done',
  async () => (await timersCheck(cluster.postgres.url, 0)).detail.includes(' 0 still due'),
  60_000,
).catch((error) => log(String(error)));

// --- checks ------------------------------------------------------------------------------------------------------
let timerRuns = 0;
const eventLoopP99: string[] = [];
for (const instance of cluster.instances) {
  const text = (await request(undefined, instance.api, 'GET', '/metrics')).body as string;
  const value = (series: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${series} `))
        ?.split(' ')
        .pop() ?? 0,
    );
  timerRuns += value('volna_timer_runs_total{kind="redPacket.expire",result="done"}');
  // Since each process started: an instance starved by other work on the machine shows here.
  eventLoopP99.push(`${instance.name} ${Math.round(value('volna_nodejs_eventloop_lag_p99_seconds') * 1000)}`);
}
const socketFailures = clients.flatMap((c) => c.socketFailures);
const checks: Check[] = [
  ...deliveryCheck(clients, sent),
  await storedOnceCheck(cluster.postgres.url, sent),
  resumeCheck(clients),
  ...(await moneyChecks(
    cluster.postgres.url,
    balancesBefore,
    await balances(cluster.postgres.url, moneyIds),
  )),
  await timersCheck(cluster.postgres.url, timerRuns),
  {
    name: 'no 5xx other than 503 from a draining instance',
    ok: tally.failures.length === 0 && socketFailures.length === 0 && money.unanswered.length === 0,
    detail: `${tally.requests} HTTP requests: ${tally.drained} × 503 from a draining instance, ${tally.failures.length} other 5xx${tally.failures.length ? ` (${tally.failures.slice(0, 3).join('; ')})` : ''}; ${socketFailures.length} socket requests refused (${socketFailures.slice(0, 3).join('; ')}); ${money.unanswered.length} money calls unanswered`,
  },
  {
    name: 'the drained instance exited 0 within 10 s',
    ok: figures.drainExit === 0 && Number(figures.drainMs) < 10_000,
    detail: `exit ${figures.drainExit} after ${figures.drainMs} ms`,
  },
];

// --- figures -----------------------------------------------------------------------------------------------------
const resumes = clients.flatMap((c) => c.resumes.map((r) => r.ms)).sort((a, b) => a - b);
const seconds = loadMs / 1000;
/** p50 / p99 / max of the resumes of sockets lost within 10 s after `from`. */
function resumeFigures(from: number) {
  const ms = clients
    .flatMap((c) => c.resumes.filter((r) => r.at >= from && r.at < from + 10_000).map((r) => r.ms))
    .sort((a, b) => a - b);
  return `${ms.length} × ${quantile(ms, 0.5) ?? 0} / ${quantile(ms, 0.99) ?? 0} / ${ms.at(-1) ?? 0}`;
}
const cpu = {
  instances: cpuAfter.instances - cpuBefore.instances,
  postgres: (cpuAfter.postgres ?? 0) - (cpuBefore.postgres ?? 0),
  redis: cpuAfter.redis - cpuBefore.redis,
  haproxy: cpuAfter.haproxy - cpuBefore.haproxy,
  load: cpuAfter.load - cpuBefore.load,
};
const acked = sent.filter((m) => m.ackedAt).length;
const deliveries = sent.reduce((sum, m) => sum + m.recipients.length, 0);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
Object.assign(figures, {
  loadSeconds: round(seconds),
  messages: acked,
  messagesPerSecond: round(acked / seconds),
  deliveries,
  resent: sent.filter((m) => m.attempts > 1).length,
  reconnects: resumes.length,
  resumeAfterKillMs: resumeFigures(marks.killedAt),
  resumeAfterDrainMs: resumeFigures(marks.drainedAt),
  resumeP50Ms: quantile(resumes, 0.5) ?? 0,
  resumeP99Ms: quantile(resumes, 0.99) ?? 0,
  resumeMaxMs: resumes.at(-1) ?? 0,
  httpRequests: tally.requests,
  httpRequestsPerSecond: round(tally.requests / seconds),
  transfers: money.transfers,
  transfersRefused: JSON.stringify(Object.fromEntries(money.transfersRefused)),
  claimsRefused: JSON.stringify(Object.fromEntries(money.claimsRefused)),
  redPackets: money.packetsSent,
  claims: money.claims,
  drained503: tally.drained,
  other5xx: tally.failures.length + socketFailures.length,
  haproxyStates: transitions.join('; '),
  eventLoopLagP99Ms: eventLoopP99.join(', '),
  loadAverageAtStart: String(machineAtStart.loadAverageAtStart),
  cpuInstancesS: round(cpu.instances),
  cpuPostgresS: round(cpu.postgres),
  cpuRedisS: round(cpu.redis),
  cpuHaproxyS: round(cpu.haproxy),
  cpuLoadGeneratorS: round(cpu.load),
  messagesPerInstanceCoreSecond: round(acked / cpu.instances),
  messagesPerPostgresCoreSecond: cpu.postgres ? round(acked / cpu.postgres) : 'n/a',
  requestsPerInstanceCoreSecond: round((acked + tally.requests) / cpu.instances),
  totalSeconds: round((Date.now() - started) / 1000),
});

const failed = checks.filter((c) => !c.ok);
console.log('\n▶ cluster test checks');
for (const check of checks) console.log(`  ${check.ok ? '✓' : '✗'} ${check.name}\n      ${check.detail}`);
console.log('\n▶ cluster test figures');
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(32)} ${value}`);
await writeClusterReport({
  figures,
  checks,
  machine: machineAtStart,
  postgres: cluster.postgres.label,
  reportDir,
  started,
});

await cluster.stop();
rmSync(runDir, { recursive: true, force: true });
console.log(`\ncluster test: ${failed.length ? `${failed.length} check(s) failed` : 'every check passed'}`);
process.exit(failed.length ? 1 : 0);
