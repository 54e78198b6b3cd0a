import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * The cashback a buyer was credited in one calendar month (Moscow time, 'YYYY-MM'): the monthly cap is checked and
 * raised under this row's lock, in the completing order's transaction, so parallel completions cannot pass the cap.
 */
export const cashbackMonths = pgTable(
  'cashback_months',
  {
    userId: integer('user_id').notNull(),
    month: text('month').notNull(),
    paid: money('paid').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
