import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 1:1 calls (issue 16): one row per call, moved through CALL_TRANSITIONS under its row lock. `callerDevice` and
 * `calleeDevice` name the two sockets of the call (the callee's once a device answered): signalling is relayed only
 * between them. `endReason` is what the call record (OL:VoiceMsg) says; it is written in the same transaction.
 */
export const calls = pgTable(
  'calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    callerId: integer('caller_id').notNull(),
    calleeId: integer('callee_id').notNull(),
    /** CallMedia: 1 audio, 2 video. */
    mediaType: smallint('media_type').notNull(),
    /** CallState: 1 ringing, 2 connected, 3 ended. */
    state: smallint('state').notNull(),
    callerDevice: text('caller_device').notNull(),
    calleeDevice: text('callee_device'),
    endReason: smallint('end_reason'),
    /** Seconds connected, set at the end. */
    duration: integer('duration').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // Who is in a call now (busy): only live calls are indexed.
    index('calls_live_caller_idx').on(t.callerId).where(sql`${t.state} < 3`),
    index('calls_live_callee_idx').on(t.calleeId).where(sql`${t.state} < 3`),
  ],
);
