import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeResultsSection } from '../bench/lib.mjs';
import type { Check } from './load-checks.ts';
import { root } from './parts.ts';

// Where the cluster test's outcome goes: with --record, bench/results/cluster.json and its bench/RESULTS.md section;
// with --report-dir (CI), a report beside the suites' (scripts/test-report.mjs reads them) and the run's closing line.

type Report = {
  figures: Record<string, number | string>;
  checks: Check[];
  machine: Record<string, unknown>;
  postgres: string;
  reportDir: string | undefined;
  started: number;
};

const HEADING = '## Cluster: three instances behind HAProxy, an instance and Redis killed mid-load';

function section({ figures: f, checks, machine: m, postgres }: Report) {
  const row = (label: string, value: unknown) => `| ${label} | ${value} |`;
  return `${HEADING}

\`npm run test:cluster\` (cluster/load-test.ts; run by \`.ci/run\` after the PostgreSQL pass): ${postgres}, a Redis of its
own, three instances and HAProxy (deploy/haproxy.cfg) on one machine. For ${f.loadSeconds} s, 200 sockets (the web
app's realtime client) send private and group messages (groups of 10), each about every 3 s, and 20 clients make
transfers, send red packets into their groups and claim each other's, all through HAProxy; at a third of the time
one instance is killed with -9 (and started again once HAProxy marked it down), Redis is restarted at 35/60 and a
second instance is sent SIGTERM at 45/60 and started again; then every clock moves a day on and the red packets'
expiry timers run on all three instances.

| figure | value |
|---|---:|
${[
  row('messages acknowledged (msg/s)', `${f.messages} (${f.messagesPerSecond})`),
  row('deliveries due to sockets (each once, in order)', f.deliveries),
  row('messages sent again after an unanswered try', f.resent),
  row('socket reconnects', f.reconnects),
  row('time to resume p50 / p99 / max (ms)', `${f.resumeP50Ms} / ${f.resumeP99Ms} / ${f.resumeMaxMs}`),
  row('HTTP requests through HAProxy (req/s)', `${f.httpRequests} (${f.httpRequestsPerSecond})`),
  row('transfers / red packets / claims', `${f.transfers} / ${f.redPackets} / ${f.claims}`),
  row('503 from a draining instance / other 5xx', `${f.drained503} / ${f.other5xx}`),
  row('killed instance marked down by HAProxy after (ms)', f.markedDownMs),
  row('Redis away during its restart (ms)', f.redisDownMs),
  row('SIGTERM to exit of the drained instance (ms)', f.drainMs),
  row(
    'resumes after the kill / after the drain: count × p50 / p99 / max (ms)',
    `${f.resumeAfterKillMs}; ${f.resumeAfterDrainMs}`,
  ),
  row('event-loop lag p99 per instance (ms)', f.eventLoopLagP99Ms),
  row('HAProxy state changes (s into the load)', f.haproxyStates),
  row(
    'CPU s: instances / PostgreSQL / Redis / HAProxy / load generator',
    `${f.cpuInstancesS} / ${f.cpuPostgresS} / ${f.cpuRedisS} / ${f.cpuHaproxyS} / ${f.cpuLoadGeneratorS}`,
  ),
  row('messages per instance CPU-second', f.messagesPerInstanceCoreSecond),
  row('messages per PostgreSQL CPU-second', f.messagesPerPostgresCoreSecond),
  row('messages + HTTP requests per instance CPU-second', f.requestsPerInstanceCoreSecond),
  row('whole test (s)', f.totalSeconds),
].join('\n')}

Checks: ${checks.map((c) => `${c.ok ? '✓' : '✗'} ${c.name}`).join('; ')}.

Machine: ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB memory, Node ${m.node}; load average ${m.loadAverageAtStart} when
the run started (other engineers' tests share the machine). Date: ${new Date().toISOString()}.
`;
}

/** The suites' reports and the cluster's, counted as scripts/test.mjs counts its own for the closing line. */
function closingLine(dir: string) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'phases.json')) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}

export async function writeClusterReport(report: Report) {
  if (process.argv.includes('--record')) {
    const results = join(root, 'bench/results');
    mkdirSync(results, { recursive: true });
    writeFileSync(
      join(results, 'cluster.json'),
      `${JSON.stringify({ date: new Date().toISOString(), machine: report.machine, figures: report.figures, checks: report.checks }, null, 2)}\n`,
    );
    writeResultsSection(HEADING, section(report), '## Memory per idle realtime connection');
  }
  const dir = report.reportDir;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const passed = report.checks.filter((c) => c.ok).length;
  writeFileSync(
    join(dir, 'cluster.json'),
    JSON.stringify({
      numTotalTests: report.checks.length,
      numPassedTests: passed,
      numFailedTests: report.checks.length - passed,
      testResults: [
        {
          name: join(root, 'cluster/load-test.ts'),
          assertionResults: report.checks.map((c) => ({
            fullName: c.name,
            status: c.ok ? 'passed' : 'failed',
            duration: 0,
          })),
        },
      ],
    }),
  );
  const { printTimings } = await import('../scripts/test-report.mjs');
  const phases = join(dir, 'phases.json');
  const recorded = existsSync(phases) ? JSON.parse(readFileSync(phases, 'utf8')) : [];
  writeFileSync(phases, JSON.stringify([...recorded, { name: 'cluster', ms: Date.now() - report.started }]));
  printTimings(dir);
  console.log(`\n${closingLine(dir)}`);
}
