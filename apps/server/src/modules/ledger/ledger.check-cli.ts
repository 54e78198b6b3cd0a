// `npm run ledger:check`: the ledger's integrity check against DATABASE_URL, or else the embedded data dir the
// server uses (stop that server first: the embedded database takes one process). Exit code 1 when broken.
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { openPglite, openPostgres } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { checkLedger } from './ledger.check.ts';

const config = loadConfig(process.env);
const database = config.databaseUrl
  ? await openPostgres(config.databaseUrl, 2)
  : await openPglite(join(config.dataDir, 'pglite'));
try {
  await migrate(database);
  const result = await checkLedger(database.db);
  for (const p of result.problems) console.error(`✗ ${p.check}: ${p.detail}`);
  console.log(
    result.ok
      ? `ledger check: ok (${result.checkedAt})`
      : `ledger check: ${result.problems.length} problem(s)`,
  );
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
