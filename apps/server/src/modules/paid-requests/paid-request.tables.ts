import { integer, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * The columns every paid request's table has (DNA orders, VIP requests): its owner, the candidates paid for, the
 * price and its hold, the state, what the terminal step captured and released, and the Idempotency-Key it was made
 * under. Spread into the area's own pgTable beside its own columns; called once per table (fresh column builders).
 */
export const paidRequestColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
});

export const paidRequestMoneyColumns = () => ({
  candidateCount: smallint('candidate_count').notNull(),
  pricePerCandidate: money('price_per_candidate').notNull(),
  price: money('price').notNull(),
  currencyId: integer('currency_id').notNull(),
  holdId: integer('hold_id'),
});

export const paidRequestStateColumns = () => ({
  state: smallint('state').notNull(),
  captured: money('captured').notNull().default('0'),
  released: money('released').notNull().default('0'),
});

export const paidRequestKeyColumns = () => ({
  idemKey: text('idem_key').notNull(),
  requestHash: text('request_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
