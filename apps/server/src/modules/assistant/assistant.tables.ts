import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The AI assistant chat's history (issue 16): one row per question and its answer. The row is written when the
 * answer starts (finish 'streaming') and finished once with what was written: complete, stopped by the user,
 * timed out or broken. Tokens are what the provider reported (or an estimate when it was cut off); the day's sum is
 * the user's budget. `POST /chat/removeCache` blanks the user's rows and deletes those of earlier days.
 */
export const assistantTurns = pgTable(
  'assistant_turns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    /** 'provider' or 'offline' (contracts ASSISTANT_MODES). */
    mode: text('mode').notNull(),
    /** contracts ASSISTANT_FINISHES. */
    finish: text('finish').notNull().default('streaming'),
    tokens: integer('tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the user cleared his history: the texts are blanked at once, the row stays until the day ends so its
     * tokens still count against today's budget. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('assistant_turns_user_idx').on(t.userId, t.id),
    index('assistant_turns_day_idx').on(t.userId, t.createdAt),
  ],
);
