import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export type MergeQuote = {
  currencyId: number;
  currencyCode: string;
  amount: string;
  rate: string | null;
  result: string;
};

export const mergeRepository = {
  /** The visible currencies among these ids (the target and the sources must all be). */
  async visibleCodes(db: Db, ids: number[]) {
    const rows = await queryRows<{ id: number; code: string }>(
      db,
      sql`select id, code from currencies where visible and id = any(${`{${ids.join(',')}}`}::integer[])`,
    );
    return new Map(rows.map((r) => [r.id, r.code]));
  },

  /**
   * Each source's whole available balance, its rate into the target and what it becomes, by the same SQL the
   * ledger's conversion uses (ledger_rate, truncated to 4 decimals), so the preview and the merge agree to the digit.
   */
  quotes: (db: Db, userId: number, sourceIds: number[], targetId: number) =>
    queryRows<MergeQuote>(
      db,
      sql`select c.id as "currencyId", c.code as "currencyCode",
            coalesce(a.available, 0)::numeric(20,4)::text as amount,
            ledger_rate(c.id, ${targetId}::integer)::text as rate,
            coalesce(trunc(coalesce(a.available, 0) * ledger_rate(c.id, ${targetId}::integer), 4), 0)::numeric(20,4)::text
              as result
          from currencies c
          left join ledger_accounts a on a.currency_id = c.id and a.user_id = ${userId}::integer and a.platform_code = ''
          where c.visible and c.id = any(${`{${sourceIds.join(',')}}`}::integer[])
          order by c.sort, c.id`,
    ),

  /** The sum of decimal strings, exactly. */
  async total(db: Db, amounts: string[]) {
    const [row] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(v::numeric), 0)::numeric(20,4)::text as total
          from unnest(${`{${amounts.join(',')}}`}::text[]) as v`,
    );
    return row!.total;
  },
};
