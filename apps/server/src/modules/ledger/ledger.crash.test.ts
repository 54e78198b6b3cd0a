import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, queryRows } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { checkLedger } from './ledger.check.ts';
import { createLedgerService } from './ledger.service.ts';

// The process moving money is killed with SIGKILL mid-load: nothing it reported committed is lost, no transaction is
// half applied, and a second run with the same keys finishes the work with each key applied exactly once. On the
// embedded database (a data folder, the default set-up) and, with DATABASE_URL, on PostgreSQL.

const url = process.env.DATABASE_URL;
const USERS = 8;
const START = 1000;
const child = resolve(import.meta.dirname, 'ledger.crash-load.ts');

/** Where the killed process keeps its data: a fresh PostgreSQL database, or a fresh PGlite data folder. */
type Store = { env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> };

async function postgresStore(serverUrl: string): Promise<Store> {
  const name = `volna_crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: target.toString() },
    open: () => openPostgres(target.toString(), 4),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function pgliteStore(): Store {
  const dir = mkdtempSync(join(tmpdir(), 'volna-crash-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openPglite(dir),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe.each([
  { name: 'the embedded database', store: async () => pgliteStore() },
  ...(url ? [{ name: 'PostgreSQL', store: () => postgresStore(url) }] : []),
])('ledger under SIGKILL on $name', ({ store: makeStore }) => {
  let store: Store;
  const accounts: number[] = [];

  // PGlite is one process's: the test opens the data only while no child runs, and reads it again after.
  async function withDatabase<T>(fn: (database: Database) => Promise<T>) {
    const database = await store.open();
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    store = await makeStore();
    await withDatabase(async (database) => {
      await migrate(database);
      const ledger = createLedgerService({ database });
      const float = await ledger.platformAccount('topup_float', 1);
      for (let i = 1; i <= USERS; i++) {
        const account = await ledger.accountFor(900_000 + i, 1);
        await ledger.post({
          legs: [
            { account: float, amount: `-${START}` },
            { account, amount: String(START) },
          ],
        });
        accounts.push(account);
      }
    });
  });

  afterAll(async () => {
    await store?.drop();
  });

  function load(env: Record<string, string>, onLine: (n: number, proc: ChildProcess) => void) {
    // node itself with tsx's loader, not the tsx wrapper: SIGKILL must hit the process doing the work.
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, ...store.env, ACCOUNTS: JSON.stringify(accounts), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) if (line.startsWith('ok ')) onLine(Number(line.slice(3)), proc);
    });
    return new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  }

  const committedKeys = (database: Database) =>
    queryRows<{ k: string }>(
      database.db,
      sql`select idem_key as k from journal_transactions where idem_scope = 'crash'`,
    ).then((rows) => new Set(rows.map((r) => Number(r.k.slice(1)))));

  it('loses nothing committed, applies nothing by half, and a rerun applies each key once', async () => {
    const reported = new Set<number>();
    await load({}, (n, proc) => {
      reported.add(n);
      if (reported.size === 300) proc.kill('SIGKILL');
    });
    const afterKill = await withDatabase(async (database) => {
      expect((await checkLedger(database.db)).problems).toEqual([]);
      return committedKeys(database);
    });
    for (const n of reported) expect(afterKill.has(n)).toBe(true);

    const until = Math.max(...afterKill) + 100;
    expect(await load({ UNTIL: String(until) }, () => {})).toBe(0);
    const { all, balances } = await withDatabase(async (database) => {
      expect((await checkLedger(database.db)).problems).toEqual([]);
      return {
        all: await committedKeys(database),
        balances: await queryRows<{ id: number; available: string }>(
          database.db,
          sql`select id, available::text as available from ledger_accounts where user_id > 0`,
        ),
      };
    });
    expect(all.size).toBe(until);
    // Each key n moved 1 from accounts[n % 8] to accounts[(n + 1) % 8].
    for (const [i, account] of accounts.entries()) {
      let expected = START;
      for (let n = 0; n < until; n++) {
        if (n % USERS === i) expected -= 1;
        if ((n + 1) % USERS === i) expected += 1;
      }
      expect(balances.find((b) => b.id === account)?.available).toBe(`${expected}.0000`);
    }
  }, 120_000);
});
