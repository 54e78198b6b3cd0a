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
Latencies include the bench process itself, which shares the machine with the servers and the database.

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

/** What a CPU profile of the server under this load showed (written from a profiled run, see its date). */
const whereTheTimeGoes = '';
