import type { AccountVo } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';

/** A user's balances: every visible currency, zero where the user never held it (no account row is created). */
export function createAccountsService(deps: Pick<AppDeps, 'database'>) {
  const db = deps.database.db;
  const list = (userId: number) =>
    queryRows<AccountVo>(
      db,
      sql`select c.id as "currencyId", c.code as "currencyCode", c.symbol, c.display_decimals as "displayDecimals",
              coalesce(a.available, 0)::numeric(20,4)::text as balance,
              coalesce(a.frozen, 0)::numeric(20,4)::text as "frozenAmount"
            from currencies c
            left join ledger_accounts a on a.currency_id = c.id and a.user_id = ${userId}::integer and a.platform_code = ''
            where c.visible order by c.sort`,
    );
  return {
    list,
    /** One balance, for features that show "available" before a payment. */
    async balanceOf(userId: number, currencyId: number) {
      return (await list(userId)).find((a) => a.currencyId === currencyId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
