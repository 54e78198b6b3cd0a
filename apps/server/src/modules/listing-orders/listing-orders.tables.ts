import { sql } from 'drizzle-orm';
import { orderEventsTable } from '../../db/order-rows.ts';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * A classifieds order (issue 14): one buyer, one listing, one item at the price it had when ordered, with a snapshot
 * of the listing (a later edit or removal does not change what was bought). A secure deal's payment is a ledger hold
 * (`hold_id`) made in the same transaction as the pay step; the terminal step captures (with the fee and the
 * cashback legs) or releases it, once, under this row's lock. The appeal lives on the row: an order enters the appeal
 * state at most once (from paid or shipped), and staff's decision ends it.
 */
export const listingOrders = pgTable(
  'listing_orders',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    state: smallint('state').notNull(),
    secureDeal: boolean('secure_deal').notNull(),
    /** The listing as ordered: kind, title, category path, city, first photo. */
    snapshot: jsonb('snapshot')
      .$type<{ kind: string; title: string; categoryPath: string[]; city: string; photo: string }>()
      .notNull(),
    currencyId: integer('currency_id').notNull(),
    price: money('price').notNull(),
    /** The platform fee of a secure deal, paid by the seller; 0 on an ordinary deal. */
    fee: money('fee').notNull(),
    /** 10 % of the price in VLN at the rate of the moment the order was made. */
    cashback: money('cashback').notNull(),
    cashbackPaid: boolean('cashback_paid').notNull().default(false),
    /** What was credited at completion (issue 28: bounded by the budget and the buyer's monthly cap) and why. */
    cashbackGranted: money('cashback_granted').notNull().default('0'),
    cashbackOutcome: text('cashback_outcome').notNull().default(''),
    /** Why the parties count as linked (CASHBACK_LINK_REASONS) when the outcome is `linked`: staff's flag list. */
    cashbackLinks: jsonb('cashback_links').$type<string[]>().notNull().default([]),
    holdId: integer('hold_id'),
    shipNote: text('ship_note').notNull().default(''),
    appealBy: text('appeal_by'),
    appealReason: text('appeal_reason'),
    appealProofs: jsonb('appeal_proofs').$type<string[]>(),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /** Staff's decision on the appeal (refundBuyer / paySeller) and its reason. */
    resolution: text('resolution').notNull().default(''),
    resolutionReason: text('resolution_reason').notNull().default(''),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('listing_orders_idem_uq').on(t.buyerId, t.idemKey),
    index('listing_orders_buyer_idx').on(t.buyerId, t.id),
    index('listing_orders_seller_idx').on(t.sellerId, t.id),
    index('listing_orders_state_idx').on(t.state, t.updatedAt),
    index('listing_orders_cashback_outcome_idx').on(t.cashbackOutcome, t.id),
    check(
      'listing_orders_amounts',
      sql`${t.price} > 0 AND ${t.fee} >= 0 AND ${t.fee} < ${t.price} AND ${t.cashback} >= 0 AND ${t.cashbackGranted} >= 0 AND ${t.cashbackGranted} <= ${t.cashback}`,
    ),
    check('listing_orders_parties', sql`${t.buyerId} <> ${t.sellerId}`),
    check('listing_orders_state', sql`${t.state} IN (1, 2, 3, 4, 5, 6)`),
  ],
);

/** Every transition of an order, who took it and when: the order screen's history and the appeals desk's. */
export const listingOrderEvents = orderEventsTable('listing_order_events');
