import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, numeric, pgTable } from 'drizzle-orm/pg-core';
import { serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The wallet's ledger (DESIGN §6). Balances change only inside the ledger_* stored functions of migration
// 0006_wallet_ledger (one round trip per operation, rows locked in id order); these tables are their storage.

/** An amount of money: exact NUMERIC(20,4), never a float (DESIGN §6); every wallet table's amounts use it. */
export const money = (name: string) => numeric(name, { precision: 20, scale: 4 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Currencies by their fixed ids (CurrencyId); `visible` false for the hidden id 2. */
export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  symbol: text('symbol').notNull(),
  displayDecimals: smallint('display_decimals').notNull(),
  isPlatform: boolean('is_platform').notNull().default(false),
  visible: boolean('visible').notNull().default(true),
  sort: smallint('sort').notNull(),
});

/**
 * Each currency's price in roubles; every cross rate is price(from) / price(to). `rub_price` is the price in effect,
 * the one the ledger converts with: the live source's (the Central Bank of Russia's daily rates, when configured)
 * unless staff override it or there is none, else staff's (issue 13; modules/wallet/live-rates.ts).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currencyId: integer('currency_id')
      .primaryKey()
      .references(() => currencies.id),
    rubPrice: numeric('rub_price', { precision: 20, scale: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    /** Staff's price: the fallback without a live one, and the price when `staffOverride`. */
    staffRubPrice: numeric('staff_rub_price', { precision: 20, scale: 8 }).notNull(),
    staffOverride: boolean('staff_override').notNull().default(false),
    liveRubPrice: numeric('live_rub_price', { precision: 20, scale: 8 }),
    /** The live source's own date of the price (its daily sheet), and when this server last read it. */
    liveRateDate: text('live_rate_date'),
    liveFetchedAt: timestamp('live_fetched_at', { withTimezone: true }),
  },
  (t) => [
    check('exchange_rates_positive', sql`${t.rubPrice} > 0`),
    check('exchange_rates_staff_positive', sql`${t.staffRubPrice} > 0`),
    check('exchange_rates_live_positive', sql`${t.liveRubPrice} is null or ${t.liveRubPrice} > 0`),
  ],
);

/**
 * One account per (owner, currency). A user's account has userId > 0 and platformCode ''; a platform account has
 * userId 0 and a PLATFORM_ACCOUNT_CODES code. Only topup_float may go below zero: it mirrors money held outside.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().default(0),
    platformCode: text('platform_code').notNull().default(''),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    available: money('available').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(t.userId, t.platformCode, t.currencyId),
    check('ledger_accounts_owner_kind', sql`(${t.userId} = 0) <> (${t.platformCode} = '')`),
    check('ledger_accounts_available_nonneg', sql`${t.available} >= 0 OR ${t.allowNegative}`),
    check('ledger_accounts_frozen_nonneg', sql`${t.frozen} >= 0`),
  ],
);

/** One movement of money. (idem_scope, idem_key) makes a retried operation find its first result. */
export const journalTransactions = pgTable(
  'journal_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    idemScope: text('idem_scope'),
    idemKey: text('idem_key'),
    requestHash: text('request_hash'),
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('journal_transactions_idem_uq').on(t.idemScope, t.idemKey)],
);

/** Append-only legs of a journal transaction; per currency each transaction's legs sum to zero. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: integer('tx_id')
      .notNull()
      .references(() => journalTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** 'available' or 'frozen'. */
    bucket: text('bucket').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('postings_account_idx').on(t.accountId, t.id),
    index('postings_tx_idx').on(t.txId),
    check('postings_bucket', sql`${t.bucket} IN ('available', 'frozen')`),
    check('postings_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Money frozen on an account until captured (possibly in parts) or released; closed exactly once. */
export const holds = pgTable(
  'holds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
    captured: money('captured').notNull().default('0'),
    released: money('released').notNull().default('0'),
    /** 'open', 'captured' or 'released'. */
    status: text('status').notNull().default('open'),
    reference: text('reference'),
    openedTx: integer('opened_tx')
      .notNull()
      .references(() => journalTransactions.id),
    closedTx: integer('closed_tx').references(() => journalTransactions.id),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('holds_account_open_idx').on(t.accountId).where(sql`${t.status} = 'open'`),
    check('holds_amount_positive', sql`${t.amount} > 0`),
    check(
      'holds_within_amount',
      sql`${t.captured} >= 0 AND ${t.released} >= 0 AND ${t.captured} + ${t.released} <= ${t.amount}`,
    ),
    check(
      'holds_status',
      sql`(${t.status} = 'open' AND ${t.closedTx} IS NULL) OR (${t.status} IN ('captured', 'released') AND ${t.closedTx} IS NOT NULL AND ${t.captured} + ${t.released} = ${t.amount})`,
    ),
  ],
);

/** The user-facing history: one row per user per operation, written by each wallet feature through the flows API. */
export const flows = pgTable(
  'flows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    type: smallint('type').notNull(),
    direction: smallint('direction').notNull(),
    status: smallint('status').notNull(),
    stateCode: smallint('state_code'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0'),
    counterpartyId: integer('counterparty_id'),
    remark: text('remark').notNull().default(''),
    relatedType: text('related_type'),
    relatedId: integer('related_id'),
    txId: integer('tx_id').references(() => journalTransactions.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flows_user_idx').on(t.userId, t.id),
    index('flows_related_idx').on(t.relatedType, t.relatedId),
    check('flows_amount_nonneg', sql`${t.amount} >= 0 AND ${t.fee} >= 0`),
  ],
);

/**
 * Pay-password checks, one at a time per user (docs/architecture.md "Guards under concurrency"): `attempts` numbers
 * every check ever started, `cleared` is the number of the last one a right answer or an ended lock wiped, so
 * `attempts - cleared` is the run of wrong answers; `checkingUntil` is the lease of the check under way. State in
 * the DB so every instance agrees.
 */
export const payPasswordGuards = pgTable('pay_password_guards', {
  userId: integer('user_id').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  cleared: integer('cleared').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  checkingUntil: timestamp('checking_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
