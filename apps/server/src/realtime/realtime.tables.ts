import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every event a user must see, numbered per user (DESIGN §5): a client that reconnects asks for everything after
 * its last sequence number, so nothing is lost across a dropped connection, a restart or another instance.
 */
export const userEvents = pgTable(
  'user_events',
  {
    userId: integer('user_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('user_events_created_idx').on(t.createdAt)],
);

/** The last sequence number given to each user; its row lock orders concurrent appends for one user. */
export const userEventCounters = pgTable('user_event_counters', {
  userId: integer('user_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});
