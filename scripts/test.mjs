// `npm test`: lint, type check, unit + API + realtime suites, then browser tests; ends with each phase's duration,
// the 20 slowest tests and one summary line.
// `npm test -- --server-only` runs only the server suites (CI runs them again against PostgreSQL and Redis); with
// `--report-name=NAME` its report and phase are NAME (default server), and `--keep-reports` keeps the reports of an
// earlier run in .tmp/test-reports, so the closing summary covers both (.ci/run's second pass).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, ensureWebBuilt, root, run, runOrExit } from './lib.mjs';
import { printTimings, timedPhase } from './test-report.mjs';

const serverOnly = process.argv.includes('--server-only');
const reportName = process.argv.find((arg) => arg.startsWith('--report-name='))?.split('=')[1] ?? 'server';
const reportDir = join(root, '.tmp/test-reports');
if (!process.argv.includes('--keep-reports')) rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

ensureInstalled();
if (!serverOnly) {
  console.log('\n▶ lint');
  timedPhase(reportDir, 'lint', () => runOrExit('npx', ['biome', 'check', '.']));
  console.log('\n▶ import cycles');
  timedPhase(reportDir, 'import-cycles', () => runOrExit('node', ['scripts/import-cycles.mjs']));
  console.log('\n▶ type check');
  timedPhase(reportDir, 'typecheck', () => runOrExit('npm', ['run', 'typecheck']));
  timedPhase(reportDir, 'build', () => ensureWebBuilt());
}

const suites = serverOnly
  ? [[reportName, ['--project', 'server', '--project', 'server-isolated']]]
  : [
      [
        'unit-api',
        [
          '--project',
          'contracts',
          '--project',
          'server',
          '--project',
          'server-isolated',
          '--project',
          'web',
          '--project',
          'admin',
          '--project',
          'repo',
        ],
      ],
      ['browser', ['--project', 'e2e']],
    ];

const totals = { passed: 0, failed: 0, skipped: 0 };
// A second pass (--keep-reports) closes with the counts of both: the earlier pass's reports are added first.
const ranNow = new Set(suites.map(([name]) => `${name}.json`));
for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.json') && f !== 'phases.json')) {
  if (ranNow.has(file)) continue;
  const earlier = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
  totals.passed += earlier.numPassedTests ?? 0;
  totals.failed += earlier.numFailedTests ?? 0;
  totals.skipped += (earlier.numPendingTests ?? 0) + (earlier.numTodoTests ?? 0);
}
let failedSuites = 0;
for (const [name, args] of suites) {
  console.log(`\n▶ ${name} tests`);
  const report = join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  const status = timedPhase(reportDir, name, () =>
    run('npx', [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]),
  );
  const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
  // Failures are counted so the closing line never says 0 failed on a failed run: failed tests; else failed files
  // (a setup that threw, e.g. no Chromium, reports its tests as skipped); else one for errors outside any test.
  const failed = (result?.numFailedTests || result?.numFailedTestSuites) ?? 0;
  totals.passed += result?.numPassedTests ?? 0;
  totals.skipped += (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0);
  totals.failed += failed || (status !== 0 ? 1 : 0);
  if (status !== 0 || !result?.numTotalTests) failedSuites += 1;
  if (status !== 0 && !failed) console.log(`(${name}: the runner reported errors outside the tests)`);
}

printTimings(reportDir);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
