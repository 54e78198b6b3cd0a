// What the in-process service benches (dating, trade, listings) share: the services on a database, the run on
// PGlite then on a fresh PostgreSQL database, the timing summary and the machine line of a RESULTS.md section.
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { createMemoryBus } from '../apps/server/src/realtime/bus.ts';
import { createMetrics } from '../apps/server/src/metrics/metrics.ts';
import { createServices } from '../apps/server/src/services.ts';
import { createStore } from '../apps/server/src/storage/create-store.ts';
import { freshPostgres, machine, quantile, tempDir } from './lib.mjs';

export type Summary = ReturnType<typeof summary>;

/** p50/p95/max/mean of a list of timings in ms. */
export const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: quantile(sorted, 1),
    mean: Math.round((sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)) * 10) / 10,
  };
};

/** The server's services on `database`, with files in a temporary folder that `done()` removes. */
export function benchServices(database: Database, name: string) {
  const dataDir = tempDir(`volna-bench-${name}-`);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const services = createServices({
    config,
    database,
    bus: createMemoryBus(),
    store: createStore(config),
    clock: { now: () => new Date() },
    metrics: createMetrics(),
  });
  return { services, done: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Runs `measure` on PGlite, then (with BENCH_DATABASE_URL, or DATABASE_URL where `orDatabaseUrl`) on a fresh
 * PostgreSQL database dropped afterwards; answers the runs with the machine and the load before and after.
 */
export async function onEachDatabase<Run>(
  measure: (label: string, database: Database) => Promise<Run>,
  { orDatabaseUrl = false } = {},
) {
  const info = machine();
  const runs: Run[] = [];
  const pglite = await openPglite();
  try {
    runs.push(await measure('PGlite (embedded)', pglite));
  } finally {
    await pglite.close();
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? (orDatabaseUrl ? process.env.DATABASE_URL : undefined);
  if (pgUrl) {
    const fresh = await freshPostgres(pgUrl);
    const database = await openPostgres(fresh.url, 4);
    try {
      runs.push(await measure(fresh.label, database));
    } finally {
      await database.close();
      await fresh.drop();
    }
  }
  return {
    machine: info,
    loadAtStart: info.loadAverageAtStart as number,
    loadAtEnd: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    date: new Date().toISOString(),
    runs,
  };
}

/** One row of a section's timing table. */
export const timingRow = (database: string, way: string, s: Summary) =>
  `| ${database} | ${way} | ${s.samples} | ${s.p50} | ${s.p95} | ${s.mean} | ${s.max} |`;

/** "PGlite met (12 ms), PostgreSQL NOT met (80 ms)" for the p95 each run's `pick` names. */
export const verdict = <Run extends { database: string }>(
  runs: Run[],
  pick: (run: Run) => Summary,
  targetMs: number,
) =>
  runs
    .map((r) => {
      const p95 = pick(r).p95;
      return `${r.database} ${(p95 ?? Infinity) < targetMs ? 'met' : 'NOT met'} (${p95} ms)`;
    })
    .join(', ');

/** The closing lines of a section: the machine, the load while it ran, the date. */
export function machineLine(report: Awaited<ReturnType<typeof onEachDatabase>>) {
  const m = report.machine as {
    cpuCount: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
  };
  return `Machine: ${m.cpuCount} × ${m.cpuModel}, ${m.memoryGb} GB memory, Node ${m.node} on ${m.platform}; load average
${report.loadAtStart} when the bench started, ${report.loadAtEnd} when it ended (a load above 2 means other work shared the two cores).
Date: ${report.date}.`;
}

/** Each group's timings summarised, other values kept (e.g. `{ city: { keyset: [...], naive: [...] } }`). */
export const summariseGroups = <Group extends Record<string, number[] | number>>(
  groups: Record<string, Group>,
) =>
  Object.fromEntries(
    Object.entries(groups).map(([name, group]) => [
      name,
      Object.fromEntries(
        Object.entries(group).map(([key, v]) => [key, Array.isArray(v) ? summary(v) : v]),
      ) as { [K in keyof Group]: Group[K] extends number[] ? Summary : Group[K] },
    ]),
  );

/** Rows of a "p95 by group" table: the database, the group's name, then each way's p95. */
export const p95Rows = (database: string, groups: Record<string, Record<string, Summary>>, ways: string[]) =>
  Object.entries(groups)
    .map(([name, g]) => `| ${database} | ${name} | ${ways.map((w) => g[w]?.p95).join(' | ')} |`)
    .join('\n');
