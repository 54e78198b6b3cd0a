// Preloaded into a bench server: counts the statements it sends to its database and the transactions it opens
// (pg clients, pool queries included, BEGIN and COMMIT too; or PGlite, queries inside its transactions included)
// and, on SIGUSR2, writes to QUERY_COUNT_FILE the counts and the statements (first 100 characters) since the
// previous report.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const stats = { count: 0, transactions: 0, failedTransactions: 0 };
let recent = [];
function counted(text) {
  stats.count++;
  if (recent.length < 10_000) recent.push(String(text).replace(/\s+/g, ' ').slice(0, 100));
}

const pg = createRequire(join(process.cwd(), 'apps/server/package.json'))('pg');
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
  counted(text);
  if (/^\s*begin\b/i.test(String(text))) stats.transactions++;
  return pgQuery.apply(this, args);
};

// The server imports PGlite's ES module; so does this (the same file, so the same classes).
const { PGlite } = await import(import.meta.resolve('@electric-sql/pglite'));
const base = Object.getPrototypeOf(PGlite.prototype);
const query = base.query;
base.query = function countedQuery(text, ...rest) {
  counted(text);
  return query.call(this, text, ...rest);
};
const transaction = base.transaction;
base.transaction = function countedTransaction(callback) {
  stats.transactions++;
  return transaction
    .call(this, (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, ...rest) => {
        counted(text);
        return txQuery(text, ...rest);
      };
      return callback(tx);
    })
    .catch((error) => {
      stats.failedTransactions++;
      throw error;
    });
};

process.on('SIGUSR2', () => {
  writeFileSync(process.env.QUERY_COUNT_FILE, JSON.stringify({ ...stats, recent }));
  recent = [];
});
