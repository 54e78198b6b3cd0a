// Preloaded into a bench server on PostgreSQL: counts the statements its pg clients send (pool queries included,
// BEGIN and COMMIT too) and, on SIGUSR2, writes to QUERY_COUNT_FILE the count and the statements (first 100
// characters) since the previous report.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const pg = createRequire(join(process.cwd(), 'apps/server/package.json'))('pg');
let count = 0;
let recent = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
  if (recent.length < 10_000) recent.push(String(text).replace(/\s+/g, ' ').slice(0, 100));
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  writeFileSync(process.env.QUERY_COUNT_FILE, JSON.stringify({ count, recent }));
  recent = [];
});
