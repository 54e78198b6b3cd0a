// Child process of ledger.crash.test.ts: transfers over a ring of accounts on DATABASE_URL (or the embedded database
// in DATA_DIR) with 16 workers, key
// `k<n>` moving 1 from ACCOUNTS[n % 8] to ACCOUNTS[(n + 1) % 8], printing `ok <n>` once each has committed.
// Runs keys from 0 to UNTIL (or forever), so a second run replays what the first committed and finishes the rest.
import { openPglite, openPostgres } from '../../db/client.ts';
import { createLedgerService } from './ledger.service.ts';

const accounts = JSON.parse(process.env.ACCOUNTS ?? '[]') as number[];
const until = Number(process.env.UNTIL ?? Number.POSITIVE_INFINITY);
const database = process.env.DATA_DIR
  ? await openPglite(process.env.DATA_DIR)
  : await openPostgres(process.env.DATABASE_URL!, 16);
const ledger = createLedgerService({ database });

let next = 0;
async function worker() {
  while (next < until) {
    const n = next++;
    const from = accounts[n % accounts.length]!;
    const to = accounts[(n + 1) % accounts.length]!;
    await ledger.post({
      kind: 'crash_load',
      legs: [
        { account: from, amount: '-1' },
        { account: to, amount: '1' },
      ],
      idempotency: { scope: 'crash', key: `k${n}` },
    });
    process.stdout.write(`ok ${n}\n`);
  }
}
await Promise.all(Array.from({ length: 16 }, worker));
await database.close();
