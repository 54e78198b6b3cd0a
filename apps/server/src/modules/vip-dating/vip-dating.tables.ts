import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

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
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    sex: smallint('sex').notNull(),
    ageFrom: smallint('age_from').notNull(),
    ageTo: smallint('age_to').notNull(),
    city: text('city').notNull(),
    extraWishes: text('extra_wishes').notNull(),
    candidateCount: smallint('candidate_count').notNull(),
    pricePerCandidate: money('price_per_candidate').notNull(),
    price: money('price').notNull(),
    currencyId: integer('currency_id').notNull(),
    holdId: integer('hold_id'),
    /** VipRequestState: 1 submitted, 2 contacted, 3 picked, 4 cancelled. */
    state: smallint('state').notNull(),
    captured: money('captured').notNull().default('0'),
    released: money('released').notNull().default('0'),
    contactGroupId: integer('contact_group_id'),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
