import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable timers (DESIGN §2 jobs/): something to do at `dueAt` that must survive a restart and run once even with
 * several instances polling. `kind` picks the handler, `key` names the thing it acts on, so scheduling the same
 * timer twice keeps the first. A row is done once its handler committed (`doneAt`); a failed run comes back later.
 */
export const timers = pgTable(
  'timers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Failed runs so far; each pushes `dueAt` back a little more. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timers_kind_key_uq').on(t.kind, t.key),
    index('timers_due_idx').on(t.dueAt).where(sql`${t.doneAt} is null`),
  ],
);
