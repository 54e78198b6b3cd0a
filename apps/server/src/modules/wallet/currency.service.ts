import type { CheckExchangeRateVo, CurrencyVo, ExchangeRateVo } from '@volna/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { currencies, exchangeRates } from './wallet.tables.ts';

/** Currencies and their staff-maintained rouble prices; cross rates come from the same SQL the ledger converts with. */
/** `audit` (when given) records each staff price change in the same transaction (issue 11). */
export function createCurrencyService(deps: Pick<AppDeps, 'database' | 'clock'>, audit?: AuditService) {
  const db = deps.database.db;

  async function rate(fromCurrencyId: number, toCurrencyId: number): Promise<ExchangeRateVo> {
    const [row] = await queryRows<{ rate: string | null; updated: Date | string | null }>(
      db,
      sql`select ledger_rate(${fromCurrencyId}::integer, ${toCurrencyId}::integer)::text as rate,
            (select max(updated_at) from exchange_rates
              where currency_id in (${fromCurrencyId}::integer, ${toCurrencyId}::integer)) as updated`,
    );
    if (!row?.rate)
      return (await isKnown(fromCurrencyId, toCurrencyId))
        ? fail('rateUnavailable')
        : fail('currencyUnknown');
    return {
      fromCurrencyId,
      toCurrencyId,
      rate: row.rate,
      updateTime: new Date(row.updated ?? 0).toISOString(),
    };
  }

  async function isKnown(...ids: number[]) {
    const rows = await db.select({ id: currencies.id, visible: currencies.visible }).from(currencies);
    return ids.every((id) => rows.some((r) => r.id === id && r.visible));
  }

  return {
    /** Every currency a user may hold: the hidden id 2 is left out (spec §3). */
    async list(): Promise<CurrencyVo[]> {
      const rows = await db
        .select()
        .from(currencies)
        .where(eq(currencies.visible, true))
        .orderBy(asc(currencies.sort));
      return rows.map((c) => ({
        id: c.id,
        code: c.code,
        symbol: c.symbol,
        displayDecimals: c.displayDecimals,
        isPlatform: c.isPlatform,
        sort: c.sort,
      }));
    },

    rate,

    /** What `amount` becomes at the current rate, rounded down to 4 decimals as the ledger credits it. */
    async check(fromCurrencyId: number, toCurrencyId: number, amount: string): Promise<CheckExchangeRateVo> {
      const quoted = await rate(fromCurrencyId, toCurrencyId);
      const [row] = await queryRows<{ converted: string }>(
        db,
        sql`select trunc(${amount}::numeric * ${quoted.rate}::numeric, 4)::numeric(20,4)::text as converted`,
      );
      return { ...quoted, amount, converted: row!.converted };
    },

    /** Staff: sets a currency's price in roubles (RUB itself stays 1). */
    async setRubPrice(staffId: number, currencyId: number, rubPrice: string) {
      if (!(await isKnown(currencyId)) || currencyId === 1) fail('currencyUnknown');
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ rubPrice: exchangeRates.rubPrice })
          .from(exchangeRates)
          .where(eq(exchangeRates.currencyId, currencyId))
          .for('update');
        await tx
          .insert(exchangeRates)
          .values({ currencyId, rubPrice, updatedAt: now, updatedBy: staffId })
          .onConflictDoUpdate({
            target: exchangeRates.currencyId,
            set: { rubPrice, updatedAt: now, updatedBy: staffId },
          });
        await audit?.record(tx, {
          staffId,
          action: 'currencyRate.update',
          objectType: 'currencyRate',
          objectId: currencyId,
          before: before ?? null,
          after: { rubPrice },
        });
      });
      return rate(currencyId, 1);
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
