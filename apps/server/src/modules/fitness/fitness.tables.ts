import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * One row per user and Moscow day (spec §5: entered once a day, never edited). The unique index is what makes a
 * second entry of the day — also twenty sent at once — lose; the row and its reward are written in one transaction.
 */
export const fitnessEntries = pgTable(
  'fitness_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The platform (Europe/Moscow) day the steps are of. */
    day: date('day', { mode: 'string' }).notNull(),
    steps: integer('steps').notNull(),
    content: text('content').notNull(),
    region: text('region').notNull(),
    /** FitnessSource: typed in a browser or read from the device through the native shell. */
    source: smallint('source').notNull(),
    /** The VLN the day paid (0 under 1,000 steps: no ledger movement then). */
    coins: money('coins').notNull(),
    /** The reward's journal transaction, null when the day paid nothing. */
    txId: integer('tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fitness_entries_user_day_uq').on(t.userId, t.day),
    index('fitness_entries_day_idx').on(t.day),
    check('fitness_entries_steps', sql`${t.steps} BETWEEN 1 AND 100000`),
    check('fitness_entries_coins', sql`${t.coins} BETWEEN 0 AND 5`),
  ],
);
