import type { AdminRateVo, CheckExchangeRateVo, CurrencyVo, ExchangeRateVo } from '@volna/contracts';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { AuditService } from '../admin/audit.service.ts';
import { currencies } from './wallet.tables.ts';

/** The price in effect: the live source's unless staff override it or there is none, else staff's. */
const EFFECTIVE = sql`case when staff_override or live_rub_price is null then staff_rub_price else live_rub_price end`;

/** One currency's price on the live source's sheet: `value` roubles for `nominal` units (e.g. 11.2345 for 10 CNY). */
export type LivePrice = { code: string; value: string; nominal: number };

type AdminRateRow = Omit<AdminRateVo, 'liveFetchTime' | 'updateTime'> & {
  liveFetchedAt: Date | string | null;
  updatedAt: Date | string;
};

/**
 * Currencies and their rouble prices; cross rates come from the same SQL the ledger converts with (ledger_rate over
 * `rub_price`). The price in effect is the live source's unless staff override it or there is none, else staff's
 * (issue 13): every write below sets `rub_price` from the same rule, `EFFECTIVE`. `audit` (when given) records each
 * staff change in the same transaction (issue 11).
 */
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

  /** Brings `rub_price` to the rule wherever it differs; the time of the change is the rate's update time. */
  async function settle(now: Date, tx: Db = db) {
    await tx.execute(
      sql`update exchange_rates set rub_price = ${EFFECTIVE}, updated_at = ${now.toISOString()}::timestamptz
          where rub_price <> ${EFFECTIVE}`,
    );
  }

  /** A staff change to one currency's row, the price in effect after it, and the audit row, in one transaction. */
  async function staffChange(staffId: number, currencyId: number, action: string, set: SQL) {
    const now = deps.clock.now();
    const state = (tx: Db) =>
      queryRows<Record<string, unknown>>(
        tx,
        sql`select rub_price::text as "rubPrice", staff_rub_price::text as "staffRubPrice",
              staff_override as "staffOverride"
            from exchange_rates where currency_id = ${currencyId} for update`,
      );
    await db.transaction(async (tx) => {
      const [before] = await state(tx);
      if (!before) fail('currencyUnknown');
      await tx.execute(
        sql`update exchange_rates set ${set}, updated_by = ${staffId}, updated_at = ${now.toISOString()}::timestamptz
            where currency_id = ${currencyId}`,
      );
      await settle(now, tx);
      const [after] = await state(tx);
      await audit?.record(tx, {
        staffId,
        action,
        objectType: 'currencyRate',
        objectId: currencyId,
        before,
        after,
      });
    });
  }

  async function adminRates(): Promise<AdminRateVo[]> {
    const rows = await queryRows<AdminRateRow>(
      db,
      sql`select r.currency_id as "currencyId", c.code as "currencyCode", r.rub_price::text as "rubPrice",
            case when r.staff_override or r.live_rub_price is null then 'staff' else 'live' end as source,
            r.staff_rub_price::text as "staffRubPrice", r.staff_override as "staffOverride",
            r.live_rub_price::text as "liveRubPrice", r.live_rate_date as "liveRateDate",
            r.live_fetched_at as "liveFetchedAt", r.updated_at as "updatedAt"
          from exchange_rates r join currencies c on c.id = r.currency_id and c.visible
          order by c.sort`,
    );
    return rows.map(({ liveFetchedAt, updatedAt, ...row }) => ({
      ...row,
      liveFetchTime: liveFetchedAt === null ? null : new Date(liveFetchedAt).toISOString(),
      updateTime: new Date(updatedAt).toISOString(),
    }));
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

    /** Staff: sets a currency's price in roubles (RUB itself stays 1); it overrides the live source's from now on. */
    async setRubPrice(staffId: number, currencyId: number, rubPrice: string) {
      if (!(await isKnown(currencyId)) || currencyId === 1) fail('currencyUnknown');
      await staffChange(
        staffId,
        currencyId,
        'currencyRate.update',
        sql`staff_rub_price = ${rubPrice}::numeric, staff_override = true`,
      );
      return rate(currencyId, 1);
    },

    /** Staff: whether their price wins over the live source's (off: the live price, when there is one). */
    async setOverride(staffId: number, currencyId: number, override: boolean) {
      if (!(await isKnown(currencyId)) || currencyId === 1) fail('currencyUnknown');
      await staffChange(staffId, currencyId, 'currencyRate.override', sql`staff_override = ${override}`);
      return (await adminRates()).find((r) => r.currencyId === currencyId)!;
    },

    adminRates,

    /**
     * The live source's sheet of `date`: each known currency's price becomes `value / nominal` roubles; the price in
     * effect follows where staff do not override it. Answers how many currencies it priced.
     */
    async applyLive(date: string, prices: LivePrice[], fetchedAt: Date) {
      const input = JSON.stringify(prices);
      return db.transaction(async (tx) => {
        const rows = await queryRows<{ currency_id: number }>(
          tx,
          sql`with sheet as (
              select c.id, round(x.value / x.nominal, 8) as price
              from jsonb_to_recordset(${input}::jsonb) as x(code text, value numeric, nominal integer)
              join currencies c on c.code = x.code
              where x.value > 0 and x.nominal > 0 and c.id <> 1
            ),
            priced as (
              update exchange_rates r set live_rub_price = s.price, live_rate_date = ${date},
                live_fetched_at = ${fetchedAt.toISOString()}::timestamptz
              from sheet s where r.currency_id = s.id
              returning r.currency_id
            )
            select currency_id from priced`,
        );
        await settle(fetchedAt, tx);
        return rows.length;
      });
    },

    /** Live prices read before `before` no longer count: the price in effect falls back to staff's. */
    async dropLiveBefore(before: Date, now: Date) {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update exchange_rates set live_rub_price = null
              where live_fetched_at < ${before.toISOString()}::timestamptz and live_rub_price is not null`,
        );
        await settle(now, tx);
      });
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
