import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { money } from '../wallet/wallet.tables.ts';

/**
 * Transfers by phone, ordinary and safe. The money itself is in the ledger (a post, or a hold captured or released);
 * this row is the transfer's own story: its parties, state (703–708) and the receiver's document. (sender_id,
 * idem_key) makes a retried request find the first transfer instead of making a second.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id').notNull(),
    receiverId: integer('receiver_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull().default('0'),
    /** amount − fee: what the receiver gets. */
    receiveAmount: money('receive_amount').notNull(),
    safe: boolean('safe').notNull(),
    state: smallint('state').notNull(),
    remark: text('remark').notNull().default(''),
    idemKey: text('idem_key').notNull(),
    /** The request's fingerprint: the same key with other parameters is refused. */
    requestHash: text('request_hash').notNull(),
    holdId: integer('hold_id'),
    senderFlowId: integer('sender_flow_id'),
    receiverFlowId: integer('receiver_flow_id'),
    documentUrl: text('document_url'),
    documentName: text('document_name').notNull().default(''),
    /** Why staff cancelled it (state 705); null otherwise. */
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transfers_idem_uq').on(t.senderId, t.idemKey),
    index('transfers_receiver_idx').on(t.receiverId),
    check(
      'transfers_amounts',
      sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.receiveAmount} = ${t.amount} - ${t.fee} AND ${t.receiveAmount} > 0`,
    ),
    check('transfers_parties', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);
