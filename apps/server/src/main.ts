import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-error.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { createMemoryBus, createRedisBus } from './realtime/bus.ts';
import { devToolsSummary } from './dev-tools.ts';
import { drain } from './lifecycle/drain.ts';
import { seedDemoWorld } from './seed/demo-world.ts';
import { clockFromEnv, movableClock } from './shifted-clock.ts';
import { createStore } from './storage/create-store.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Refusing to start: ${error.message}`);
    process.exit(1);
  }
})();
if (config.isProduction && !config.smtpUrl && !config.smsWebhookUrl && !config.allowOutbox) {
  console.error(
    'Refusing to start in production with codes going to the outbox only: set SMTP_URL / SMS_WEBHOOK_URL, or ALLOW_OUTBOX=1.',
  );
  process.exit(1);
}
// CLOCK_AT (browser tests) puts the server on a chosen day; refused in production. With DEV_TOOLS=1 (never in
// production) POST /dev/clock can move it on, so browser tests let a pause pass instead of waiting it out.
const startClock = clockFromEnv(process.env.CLOCK_AT, config.isProduction);
const clock = config.devTools ? movableClock(startClock) : startClock;

const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite(join(config.dataDir, 'pglite'));
await migrate(database);
const bus = config.redisUrl ? await createRedisBus(config.redisUrl) : createMemoryBus();
const store = createStore(config);
const app = await buildApp({ config, database, bus, store, clock });
// SEED=0 starts on an empty database (benchmarks, operators who seed their own data).
if (process.env.SEED !== '0') await seedDemoWorld(app.services, { config, log: console.log });

await app.listen({ port: config.port, host: config.host });
console.log(
  `Volna is up: http://localhost:${config.port}/h5/  (API docs: http://localhost:${config.port}/docs)`,
);
console.log(devToolsSummary(config));

// SIGTERM (a rolling upgrade, a scale-in) drains: lifecycle/drain.ts. Whatever still runs at 10 s is cut.
const EXIT_WITHIN_MS = 10_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.warn('shutdown: still busy after 10 s, exiting anyway');
    process.exit(1);
  }, EXIT_WITHIN_MS).unref();
  try {
    await drain(app);
    await bus.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
