import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as paid from '../paid-requests/paid-request.tables.ts';

/**
 * A paid DNA-test matching order (issue 15). Its price is a ledger hold made in the same transaction as this row; the
 * terminal state captures the delivered candidates' price (matched) or releases it all (cancelled), exactly once,
 * under the row lock.
 */
export const dnaOrders = pgTable(
  'dna_orders',
  {
    ...paid.paidRequestColumns(),
    sex: smallint('sex').notNull(),
    region: text('region').notNull(),
    age: smallint('age').notNull(),
    requirements: text('requirements').notNull(),
    attachmentUrl: text('attachment_url').notNull(),
    attachmentName: text('attachment_name').notNull(),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    plan: text('plan').notNull(),
    /** The user agrees to be proposed as a candidate to other users' orders. */
    agreeToBeCandidate: boolean('agree_to_be_candidate').notNull(),
    ...paid.paidRequestMoneyColumns(),
    /** DnaOrderState: 1 pending, 2 matching, 3 matched, 4 cancelled. */
    ...paid.paidRequestStateColumns(),
    ...paid.paidRequestKeyColumns(),
  },
  (t) => [
    uniqueIndex('dna_orders_user_idem_uq').on(t.userId, t.idemKey),
    index('dna_orders_user_idx').on(t.userId, t.id),
    index('dna_orders_state_idx').on(t.state, t.id),
    check('dna_orders_age', sql`${t.age} BETWEEN 18 AND 75`),
    check('dna_orders_count', sql`${t.candidateCount} BETWEEN 1 AND 15`),
    check('dna_orders_settled', sql`${t.captured} + ${t.released} <= ${t.price}`),
  ],
);

/** A candidate staff added to an order: another user who ordered too and agreed to be a candidate. */
export const dnaCandidates = pgTable(
  'dna_candidates',
  {
    orderId: integer('order_id').notNull(),
    candidateUserId: integer('candidate_user_id').notNull(),
    /** The candidate's own order his name, age and region are shown from. */
    candidateOrderId: integer('candidate_order_id').notNull(),
    addedBy: integer('added_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.candidateUserId] }),
    index('dna_candidates_user_idx').on(t.candidateUserId),
  ],
);
