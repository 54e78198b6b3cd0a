import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, smallint } from 'drizzle-orm/pg-core';
import { text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { money } from '../wallet/wallet.tables.ts';

/**
 * A red packet: its total is held on the sender's account at send (one ledger hold), each claim captures one
 * share of that hold, and at expiry the rest of the hold is released. Counters here are a cache of its shares.
 */
export const redPackets = pgTable(
  'red_packets',
  {
    id: serial('id').primaryKey(),
    senderUserId: integer('sender_user_id').notNull(),
    /** 1 private, 3 group. */
    conversationType: smallint('conversation_type').notNull(),
    /** The chat as the sender names it: the other user's id, or the group id. */
    chatTargetId: text('chat_target_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: money('amount').notNull(),
    count: smallint('count').notNull(),
    /** 'even' or 'lucky'. */
    split: text('split').notNull(),
    greeting: text('greeting').notNull().default(''),
    /**
     * sentTime of its card in the chat: in a group only members who joined before it may claim (issue 17). Null for
     * packets sent before the rule, which any member may claim.
     */
    chatSentTime: bigint('chat_sent_time', { mode: 'number' }),
    /** RedPacketStatus: 1 active, 2 finished, 3 expired. */
    status: smallint('status').notNull().default(1),
    claimedCount: smallint('claimed_count').notNull().default(0),
    claimedAmount: money('claimed_amount').notNull().default('0'),
    refundedAmount: money('refunded_amount').notNull().default('0'),
    holdId: integer('hold_id').notNull(),
    /** The sender's Idempotency-Key and a digest of what he sent with it: a retry answers this packet. */
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('red_packets_sender_idem_uq').on(t.senderUserId, t.idemKey),
    index('red_packets_sender_idx').on(t.senderUserId, t.id),
    check('red_packets_counts', sql`${t.claimedCount} >= 0 AND ${t.claimedCount} <= ${t.count}`),
  ],
);

/** The shares, computed at send; a claim takes the lowest unclaimed one. One share per claimer per packet. */
export const redPacketShares = pgTable(
  'red_packet_shares',
  {
    redPacketId: integer('red_packet_id')
      .notNull()
      .references(() => redPackets.id),
    seq: smallint('seq').notNull(),
    amount: money('amount').notNull(),
    claimerUserId: integer('claimer_user_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.redPacketId, t.seq] }),
    uniqueIndex('red_packet_shares_claimer_uq').on(t.redPacketId, t.claimerUserId),
    check('red_packet_shares_positive', sql`${t.amount} > 0`),
  ],
);
