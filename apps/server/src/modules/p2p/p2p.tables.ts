import { sql } from 'drizzle-orm';
import { orderEventsTable } from '../../db/order-rows.ts';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * A P2P withdrawal or top-up request and, once someone takes it, its order (issues 13, 32): one row, states of spec §4's trade order
 * (1 selling … 40 cancelled). The withdrawer's `payAmount` is a ledger hold made in the same transaction as the row;
 * complete captures it to the payer, cancelled releases it, exactly once, under this row's lock. (withdrawer_id,
 * idem_key) makes a retried publish find the first request instead of making a second.
 */
export const p2pOrders = pgTable(
  'p2p_orders',
  {
    id: serial('id').primaryKey(),
    /** P2pKind: 1 a withdrawal request (published by the withdrawer), 2 a top-up request (published by the payer). */
    kind: smallint('kind').notNull().default(1),
    /** The publisher of a withdrawal; the taker of a top-up request, null until someone takes it. */
    withdrawerId: integer('withdrawer_id'),
    /** The taker of a withdrawal, null until someone takes it; the publisher of a top-up request. */
    payerId: integer('payer_id'),
    state: smallint('state').notNull(),
    payCurrencyId: integer('pay_currency_id').notNull(),
    payAmount: money('pay_amount').notNull(),
    receiveCurrencyId: integer('receive_currency_id').notNull(),
    receiveAmount: money('receive_amount').notNull(),
    rate: text('rate').notNull(),
    payeeCardNumber: text('payee_card_number').notNull().default(''),
    payeePhone: text('payee_phone').notNull().default(''),
    payeeBank: text('payee_bank').notNull(),
    payeeName: text('payee_name').notNull(),
    payeeComment: text('payee_comment').notNull().default(''),
    /** The payer's proof of the outside transfer (spec §3 "Order"); null until he hands it in. */
    proofCardNumber: text('proof_card_number'),
    proofPhone: text('proof_phone'),
    proofBank: text('proof_bank'),
    proofName: text('proof_name'),
    proofComment: text('proof_comment'),
    proofFileUrl: text('proof_file_url'),
    complaintReason: text('complaint_reason').notNull().default(''),
    /** Staff's decision on a complaint or a cancel: releaseToPayer / releaseToWithdrawer / staffCancel. */
    resolution: text('resolution').notNull().default(''),
    resolutionReason: text('resolution_reason').notNull().default(''),
    holdId: integer('hold_id'),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('p2p_orders_idem_uq').on(t.withdrawerId, t.idemKey).where(sql`${t.kind} = 1`),
    uniqueIndex('p2p_orders_top_up_idem_uq').on(t.payerId, t.idemKey).where(sql`${t.kind} = 2`),
    index('p2p_orders_state_idx').on(t.state, t.id),
    index('p2p_orders_payer_idx').on(t.payerId),
    index('p2p_orders_withdrawer_idx').on(t.withdrawerId),
    check('p2p_orders_amounts', sql`${t.payAmount} > 0 AND ${t.receiveAmount} > 0`),
    check(
      'p2p_orders_parties',
      sql`${t.payerId} IS NULL OR ${t.withdrawerId} IS NULL OR ${t.payerId} <> ${t.withdrawerId}`,
    ),
    check(
      'p2p_orders_publisher',
      sql`(${t.kind} = 1 AND ${t.withdrawerId} IS NOT NULL) OR (${t.kind} = 2 AND ${t.payerId} IS NOT NULL)`,
    ),
    check('p2p_orders_state', sql`${t.state} IN (1, 2, 10, 20, 30, 40)`),
  ],
);

/** Every transition of an order, who took it and when: the history staff read beside the chat and the proof. */
export const p2pOrderEvents = orderEventsTable('p2p_order_events');
