// The messaging section of bench/RESULTS.md, from bench/results/chat-delivery.json (bench/chat-delivery.mjs) and
// the idle-socket figure of bench/results/ws-idle.json (bench/ws-idle.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const readJson = (name) => {
  try {
    return JSON.parse(readFileSync(join(root, 'bench/results', name), 'utf8'));
  } catch {
    return undefined;
  }
};

const met = (value) => (value === null || value === undefined ? '—' : value ? '**met**' : '**not met**');
const yesNo = (phase) =>
  phase.deliveredExactlyOnce
    ? 'yes'
    : `**no** (${phase.missing} missing, ${phase.duplicated} twice, ${phase.unexpected} unexpected)`;
const refusals = (phase) => {
  const entries = Object.entries(phase.notAcknowledged);
  return entries.length ? entries.map(([code, n]) => `${n} × ${code}`).join(', ') : '0';
};

function rows(profile) {
  const [volna, baseline] = profile.runs;
  const ratio = profile.baselineCappedByOfferedLoad
    ? `≤ ${profile.ratioToBaseline}`
    : String(profile.ratioToBaseline);
  const line = (run, phaseName, ratioCell) => {
    const p = run.phases[phaseName];
    return `| ${run.server} | ${run.database} | ${phaseName} | ${run.users} | ${p.offeredPerSecond} | ${p.msgPerSecond} | ${p.deliveryMs.p50} | ${p.deliveryMs.p99} | ${p.ackMs.p99} | ${yesNo(p)} | ${refusals(p)} | ${ratioCell} |`;
  };
  return [
    line(volna, 'max', ratio),
    line(volna, 'paced', ''),
    line(baseline, 'max', '1'),
    line(baseline, 'paced', ''),
  ];
}

function targets(report) {
  const t = report.targets;
  const embedded = report.profiles.find((p) => p.kind === 'embedded');
  const postgres = report.profiles.find((p) => p.kind === 'postgres');
  const best = (profile) =>
    Math.max(...Object.values(profile.runs[0].phases).map((phase) => phase.msgPerSecond));
  const lines = [];
  if (embedded) {
    const paced = embedded.runs[0].phases.paced;
    lines.push(
      `| ≥ ${t.embeddedMsgPerSecond} msg/s at p99 < ${t.p99Ms} ms, embedded database | at most ${best(embedded)} msg/s; p99 ${paced.deliveryMs.p99} ms at ${paced.offeredPerSecond} msg/s offered | ${met(embedded.met.p99)} |`,
    );
  }
  lines.push(
    postgres
      ? `| ≥ ${t.postgresMsgPerSecond} msg/s, PostgreSQL | at most ${best(postgres)} msg/s | ${met(postgres.met.throughput)} |`
      : `| ≥ ${t.postgresMsgPerSecond} msg/s, PostgreSQL | not measured in this run (set \`BENCH_DATABASE_URL\`) | — |`,
  );
  for (const profile of report.profiles)
    lines.push(
      `| ≥ ${t.ratioToBaseline}× the Socket.IO baseline, ${profile.database} | ${profile.baselineCappedByOfferedLoad ? '≤ ' : ''}${profile.ratioToBaseline}× | ${met(profile.met.ratioToBaseline)} |`,
    );
  const idle = readJson('ws-idle.json');
  lines.push(
    idle
      ? `| ≤ ${idle.targetKb} KB per idle connection at ${idle.sockets} sockets | ${idle.perConnectionKb} KB (\`bench/ws-idle.mjs\`, ${idle.date.slice(0, 10)}) | ${met(idle.met)} |`
      : '| ≤ 30 KB per idle connection at 5,000 sockets | not measured (`npm run bench:ws-idle`) | — |',
  );
  lines.push(
    `| every acknowledged message delivered exactly once | ${report.profiles.every((p) => p.met.deliveredExactlyOnce) ? 'yes, every phase of every server' : 'no: see the table'} | ${met(report.profiles.every((p) => p.met.deliveredExactlyOnce))} |`,
  );
  return lines;
}

function loopDelays(report) {
  const delays = report.profiles.flatMap((p) =>
    p.runs.flatMap((r) => Object.values(r.phases).map((phase) => phase.benchLoopDelayP99Ms)),
  );
  return `${Math.min(...delays)}–${Math.max(...delays)}`;
}

/** The section, or nothing before the first run. */
export function chatSection() {
  const report = readJson('chat-delivery.json');
  if (!report) return '';
  const m = report.machine;
  return `
## Messaging: delivery latency and persisted messages/s

\`bench/chat-delivery.mjs\` (part of \`npm run bench\`; alone \`npm run bench:chat\`). Users in pairs, each with one
socket, send private text messages to their partner: Volna (\`apps/server/src/main.ts\`, SEED=0, LOG_LEVEL=warn)
through \`chat/message/send\` request frames on \`/ws\` after an \`auth\` frame, and, with the same load generator in
the same run, a minimal Socket.IO chat written for the bench (\`bench/baseline-socketio/server.mjs\`: no
authentication and no checks, one \`insert\` of the message row, then an emit to the receiver's room and the
acknowledgement) on the same kind of database (PGlite in a data folder, or a fresh PostgreSQL database with a pool
of 20, as Volna's). Each user has one send in flight and sends at most every ${report.userIntervalMs} ms, since Volna refuses a
sender's sixth message within a second; the user count is sized so that the offered load can reach 1.1 × the
target. Phase **max**: every user at its fastest, which finds the ceiling. Phase **paced**: the target rate when
**max** reached it, else 80 % of what **max** reached, which shows latency below saturation. Each phase runs
${report.warmupSeconds} s of warm-up then ${report.durationSeconds} s measured. *Persisted msg/s*: sends acknowledged (the server answers after the
commit) within the measured window, per second. *Delivery*: from the send to the partner's socket receiving the
message (matched by clientMsgId), for messages sent in the window; *ack p99* is send → acknowledgement. After each
phase the bench waits (at most 15 s) and checks that every acknowledged message reached its receiver exactly once.
Latencies include the bench process itself, which shares the machine with the servers and the database (its own
event-loop delay, p99 per phase, was ${loopDelays(report)} ms in this run).

| server | database | phase | users | offered msg/s | persisted msg/s | delivery p50 (ms) | delivery p99 (ms) | ack p99 (ms) | delivered exactly once | not acknowledged | ratio to baseline |
|---|---|---|---:|---:|---:|---:|---:|---:|---|---|---:|
${report.profiles.flatMap(rows).join('\n')}

The ratio compares the best persisted msg/s of each server; when the baseline kept up with all the load offered
(it has no per-sender limit, so only the user count bounds it) its ceiling is higher and the ratio is at most the
figure shown.

| target (the messaging issue) | measured | |
|---|---|---|
${targets(report).join('\n')}

Machine: ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB memory, Node ${m.node} on ${m.platform}; load average ${m.loadAverageAtStart} when the
messaging bench started, ${report.loadAverageAtEnd} when it ended (other work on the machine, which
runs other engineers' tests too, lowers every figure). Date: ${report.date}.
${whereTheTimeGoes}`;
}

/** What the profiles of the server under this load showed (written from profiled runs, see their date). */
const whereTheTimeGoes = `
### Where the time goes

Volna's ceiling is the database work each message costs, not the socket layer. \`node bench/query-count.mjs\` counts
**20 statements per private message** sent over \`/ws\` (BEGIN and COMMIT included) against the baseline's one.
Before the transaction: the peer's user row and the two block checks. Inside it: the sender's advisory lock, the
clientMsgId retry lookup, the 5-a-second count; \`openLocked\`'s insert … on conflict do nothing of the conversation,
its select … for update and the insert … on conflict do nothing of the members (two writes that do nothing on every
message of an existing chat); the sender's member row, the member list read twice; the message insert, the
conversation update, the members' counters update, and two event-log appends (sender and receiver name the chat by
different targetIds, so their events differ). After the commit the sender's member row is read once more for the
answer's targetId.

CPU profiles (\`BENCH_CPU_PROF=<folder>\`, then \`node bench/cpu-profile-summary.mjs <file> 40 <from s> <to s>\` over the
13 s of the saturated **max** phase; 2026-11-23, load average about 5 from other work):

- **PGlite**: the server's thread is busy 98 % of the time: PGlite 62 % (its JS 36 %, the WebAssembly Postgres
  26 %), drizzle's query building 14 %, Node internals 11 % (mostly PGlite's file writes: \`writev\`, \`fstat\`),
  garbage collection 5 %, Volna's own chat and realtime code 4 %, zod 1 %. The largest single function is PGlite's
  \`parseResults\` (14 % self): drizzle passes its own type parsers with every query and PGlite then copies its whole
  parser table (about 320 entries) for that query. The embedded database runs one statement at a time, so about 13 ms of database work
  per message (20 × ~0.65 ms) caps the server near 75 msg/s; the baseline's single insert costs about 1 ms.
- **PostgreSQL**: the server process is busy 95 % of the time, so it is the bottleneck, not PostgreSQL's locks:
  Node internals 52 %, nearly all \`writev\` (sending the 20 statements of each message to PostgreSQL, a system call
  each that wakes a PostgreSQL backend on the same two cores), drizzle's query building 23 % (its \`is()\` check
  alone 7 %), the pg driver 8 %, garbage collection 5.5 %, Volna's chat and realtime code 4 %. At saturation the
  acknowledgement comes after the delivery: the answer's targetId is read after the commit, and that read waits for
  a pool connection behind the other sends.

What would raise it (proposals only: \`modules/chat\` is being changed by someone else): (1) fewer statements per send,
20 → about 10: lock the chat with select … for update first and insert only when it is missing (−2), read the members
once per transaction and take the sender's row and the answer's targetId from that read (−3), one statement for the
retry lookup and the 5-a-second count (−1), one query for the peer and both block directions (−2), one append
carrying each member's own event (−1), the conversation and counter updates in one statement (−1); (2) prepared
drizzle statements on the send path, to skip the query building (14–23 % of the CPU); (3) on PostgreSQL, more
instances behind the load balancer (the Redis bus carries the events between them). Halving the statements would
about double the embedded figure, still far from the target: 1,000 msg/s on PGlite's single connection, and 2× a
one-insert baseline anywhere, would need sends committed in batches (many messages per transaction), which the send
path does not do.
`;
