import type { LedgerCheckVo } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

type Problem = { check: string; detail: string };

/**
 * The ledger's invariants, each one SQL query answering the rows that break it (none when the ledger is sound).
 * Used by `npm run ledger:check`, GET /admin/api/ledger/check and every wallet test.
 */
const checks: Array<{ check: string; query: ReturnType<typeof sql> }> = [
  {
    check: 'postings sum to zero per currency',
    query: sql`select a.currency_id || ': ' || sum(p.amount)::text as detail
      from postings p join ledger_accounts a on a.id = p.account_id
      group by a.currency_id having sum(p.amount) <> 0`,
  },
  {
    check: 'each transaction balances per currency',
    query: sql`select 'tx ' || p.tx_id || ' currency ' || a.currency_id || ': ' || sum(p.amount)::text as detail
      from postings p join ledger_accounts a on a.id = p.account_id
      group by p.tx_id, a.currency_id having sum(p.amount) <> 0 limit 20`,
  },
  {
    check: 'balance equals the sum of its postings',
    query: sql`select 'account ' || a.id || ' available ' || a.available::text || ' vs ' || coalesce(s.av, 0)::text
        || ', frozen ' || a.frozen::text || ' vs ' || coalesce(s.fr, 0)::text as detail
      from ledger_accounts a left join (
        select account_id, sum(amount) filter (where bucket = 'available') as av,
               sum(amount) filter (where bucket = 'frozen') as fr
        from postings group by account_id) s on s.account_id = a.id
      where a.available <> coalesce(s.av, 0) or a.frozen <> coalesce(s.fr, 0) limit 20`,
  },
  {
    check: 'last balance_after equals the balance',
    query: sql`select 'account ' || a.id || ' ' || l.bucket || ' ' || l.balance_after::text as detail
      from (select distinct on (account_id, bucket) account_id, bucket, balance_after
            from postings order by account_id, bucket, id desc) l
      join ledger_accounts a on a.id = l.account_id
      where l.balance_after <> case l.bucket when 'available' then a.available else a.frozen end limit 20`,
  },
  {
    check: 'no negative balance',
    query: sql`select 'account ' || id || ' available ' || available::text || ' frozen ' || frozen::text as detail
      from ledger_accounts where (available < 0 and not allow_negative) or frozen < 0 limit 20`,
  },
  {
    check: 'holds closed at most once and fully',
    query: sql`select 'hold ' || id || ' ' || status || ' captured ' || captured::text || ' released '
        || released::text || ' of ' || amount::text as detail
      from holds
      where captured < 0 or released < 0 or captured + released > amount
         or (status = 'open' and closed_tx is not null)
         or (status <> 'open' and (closed_tx is null or captured + released <> amount))
         or status not in ('open', 'captured', 'released') limit 20`,
  },
  {
    check: 'open holds explain every frozen amount',
    query: sql`select 'account ' || a.id || ' frozen ' || a.frozen::text || ' vs open holds ' || coalesce(h.open, 0)::text as detail
      from ledger_accounts a left join (
        select account_id, sum(amount - captured - released) as open from holds where status = 'open' group by account_id
      ) h on h.account_id = a.id
      where a.frozen <> coalesce(h.open, 0) limit 20`,
  },
];

export async function checkLedger(db: Db, now = new Date()): Promise<LedgerCheckVo> {
  const problems: Problem[] = [];
  for (const { check, query } of checks) {
    for (const row of await queryRows<{ detail: string }>(db, query))
      problems.push({ check, detail: row.detail });
  }
  return { ok: problems.length === 0, checkedAt: now.toISOString(), problems };
}
