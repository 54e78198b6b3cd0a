import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createStore } from '../src/storage/create-store.ts';
import { freshBus, freshDatabase, testClock } from './harness.ts';

/** An app whose log (every level) is kept as parsed lines, for tests of what the server writes to its log. */
export async function createLoggedApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'volna-log-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    ...env,
  });
  const { database, drop } = await freshDatabase();
  const bus = await freshBus();
  const raw: string[] = [];
  const logStream = { write: (line: string) => void raw.push(line) };
  const app: App = await buildApp({
    config,
    database,
    bus,
    store: createStore(config),
    clock: testClock(),
    logStream,
  });
  await app.ready();
  return {
    app,
    /** Everything written so far, as one text (to prove a secret appears nowhere in it). */
    text: () => raw.join(''),
    lines: () => raw.map((line) => JSON.parse(line) as Record<string, any>),
    async close() {
      await app.close();
      await bus.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
