import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as paid from '../paid-requests/paid-request.tables.ts';

/** The requester's own VIP card (createMyUserInfo): staff and candidates see who is asking. One per user. */
export const vipProfiles = pgTable(
  'vip_profiles',
  {
    userId: integer('user_id').primaryKey(),
    nickName: text('nick_name').notNull(),
    sex: smallint('sex').notNull(),
    age: smallint('age').notNull(),
    city: text('city').notNull(),
    height: smallint('height').notNull(),
    weight: smallint('weight').notNull(),
    brief: text('brief').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vip_profiles_age', sql`${t.age} BETWEEN 18 AND 75`)],
);

/**
 * A paid partner requirement. Its price is a ledger hold made in the same transaction as this row; the terminal
 * state captures what was delivered (picked) or releases it all (cancelled), exactly once, under the row lock.
 */
export const vipRequests = pgTable(
  'vip_requests',
  {
    ...paid.paidRequestColumns(),
    sex: smallint('sex').notNull(),
    ageFrom: smallint('age_from').notNull(),
    ageTo: smallint('age_to').notNull(),
    city: text('city').notNull(),
    extraWishes: text('extra_wishes').notNull(),
    ...paid.paidRequestMoneyColumns(),
    /** VipRequestState: 1 submitted, 2 contacted, 3 picked, 4 cancelled. */
    ...paid.paidRequestStateColumns(),
    contactGroupId: integer('contact_group_id'),
    ...paid.paidRequestKeyColumns(),
  },
  (t) => [
    uniqueIndex('vip_requests_user_idem_uq').on(t.userId, t.idemKey),
    index('vip_requests_user_idx').on(t.userId, t.id),
    index('vip_requests_state_idx').on(t.state, t.id),
    check('vip_requests_ages', sql`${t.ageFrom} <= ${t.ageTo}`),
    check('vip_requests_settled', sql`${t.captured} + ${t.released} <= ${t.price}`),
  ],
);

/** A candidate of a request: proposed by the server's matching ('server') or added by staff ('staff'). */
export const vipCandidates = pgTable(
  'vip_candidates',
  {
    requestId: integer('request_id').notNull(),
    candidateUserId: integer('candidate_user_id').notNull(),
    source: text('source').notNull(),
    addedBy: integer('added_by'),
    picked: boolean('picked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.candidateUserId] })],
);
