import { boolean, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

/**
 * Results of the ledger integrity check (staff's `GET /admin/api/ledger/check` and the CLI), so the staff dashboard
 * shows the last one with its time without re-reading every posting on each load.
 */
export const ledgerCheckRuns = pgTable('ledger_check_runs', {
  id: serial('id').primaryKey(),
  ok: boolean('ok').notNull(),
  problems: jsonb('problems').$type<{ check: string; detail: string }[]>().notNull(),
  /** Who asked (a staff member); null for the CLI. */
  staffId: integer('staff_id'),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
