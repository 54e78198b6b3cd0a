// `npm run cluster`: PostgreSQL (this machine's, or a throw-away one), a Redis of its own, three Volna instances and
// HAProxy in front on PORT (8080), as an operator would run it (docs/operations.md). Ctrl-C stops what it started;
// the database (volna_cluster on this machine's server) is kept for the next run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from './cluster.ts';
import { root } from './parts.ts';
import { logTail, whenUnexpectedExit } from './processes.ts';

const runDir = join(root, '.tmp/cluster');
mkdirSync(runDir, { recursive: true });
whenUnexpectedExit((proc, how) => {
  console.error(`\n✗ ${proc.name} stopped (${how}); the end of ${proc.logFile}:\n${logTail(proc.logFile)}`);
  // Nothing runs without it: everything else is stopped with this process.
  process.exit(1);
});

const port = Number(process.env.PORT ?? 8080);
console.log('Starting PostgreSQL, Redis, three Volna instances and HAProxy…');
const cluster = await startCluster({
  runDir,
  port,
  bind: process.env.HOST ?? '0.0.0.0',
  databaseName: 'volna_cluster',
  freshDatabase: false,
  env: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
  seedFirst: true,
});

console.log(`
Volna cluster is up: http://localhost:${port}/h5/  (API docs: http://localhost:${port}/docs)
  HAProxy      :${port} → ${cluster.instances.map((i) => `${i.name} :${i.port}`).join(', ')} (leastconn, checks /health/ready)
  HAProxy stats ${cluster.haproxy.statsUrl}
  PostgreSQL   ${cluster.postgres.label}
  Redis        ${cluster.redis.url} (this run's own)
  metrics      each instance's /metrics, e.g. ${cluster.instances[0]!.api}/metrics (not through HAProxy)
  logs         ${runDir}
Ctrl-C stops them all.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping: HAProxy, the instances (each drains), Redis, PostgreSQL…');
    whenUnexpectedExit(() => {});
    void cluster.stop().then(() => process.exit(0));
  });
