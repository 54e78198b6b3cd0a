// Where a test run's time went (issue 18): each phase's duration and the slowest tests, from what scripts/test.mjs
// keeps in .tmp/test-reports (phases.json and vitest's JSON reports). `.ci/run` runs test.mjs twice (the second pass on
// PostgreSQL keeps the first pass's files), so the closing summary covers both.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

const PHASES_FILE = 'phases.json';

/** "1m 05s" / "12.3s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')}s`;
}

function readPhases(dir) {
  const file = join(dir, PHASES_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/** Runs `fn` as the phase `name`, records how long it took (also when it throws or exits through it), answers its result. */
export function timedPhase(dir, name, fn) {
  const started = Date.now();
  const record = () => {
    writeFileSync(
      join(dir, PHASES_FILE),
      JSON.stringify([...readPhases(dir), { name, ms: Date.now() - started }]),
    );
    console.log(`⏱ ${name}: ${formatDuration(Date.now() - started)}`);
  };
  // A failing phase ends the run with process.exit inside fn: its time is still written down.
  process.once('exit', record);
  try {
    return fn();
  } finally {
    process.removeListener('exit', record);
    record();
  }
}

/** Every test of the vitest JSON reports in `dir`, with its duration, file and name. */
function testsOf(dir) {
  const tests = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json') || name === PHASES_FILE) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue;
    }
    const suite = name.replace(/\.json$/, '');
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        tests.push({
          suite,
          file: relative(root, file.name ?? ''),
          name: test.fullName ?? test.title,
          ms: test.duration ?? 0,
        });
  }
  return tests;
}

/** The phases recorded so far and the `count` slowest tests: what a run prints before its closing line. */
export function printTimings(dir, count = 20) {
  const phases = readPhases(dir);
  if (phases.length) {
    console.log('\n⏱ phases');
    const width = Math.max(...phases.map((phase) => phase.name.length));
    for (const phase of phases) console.log(`  ${phase.name.padEnd(width)}  ${formatDuration(phase.ms)}`);
    const total = phases.reduce((sum, phase) => sum + phase.ms, 0);
    console.log(`  ${'total'.padEnd(width)}  ${formatDuration(total)}`);
  }
  const startedAt = Number(process.env.VOLNA_CI_STARTED_MS);
  if (startedAt)
    console.log(`  .ci/run so far: ${formatDuration(Date.now() - startedAt)} (install and services too)`);
  const slowest = testsOf(dir)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  if (!slowest.length) return;
  console.log(`\n⏱ ${slowest.length} slowest tests`);
  for (const test of slowest)
    console.log(`  ${formatDuration(test.ms).padStart(7)}  [${test.suite}] ${test.file} › ${test.name}`);
}
