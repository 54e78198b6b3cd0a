import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/** A user's blind-box card (pagesBlindBox userInfo): what the people who draw it see. One per user. */
export const blindBoxProfiles = pgTable(
  'blind_box_profiles',
  {
    userId: integer('user_id').primaryKey(),
    nickName: text('nick_name').notNull(),
    age: smallint('age').notNull(),
    height: smallint('height').notNull(),
    weight: smallint('weight').notNull(),
    location: text('location').notNull(),
    goals: text('goals').notNull(),
    brief: text('brief').notNull(),
    media: text('media').array().notNull(),
    audioUrl: text('audio_url'),
    audioSeconds: smallint('audio_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blind_box_profiles_age', sql`${t.age} BETWEEN 18 AND 36`),
    check('blind_box_profiles_audio', sql`coalesce(${t.audioSeconds}, 1) BETWEEN 1 AND 30`),
  ],
);

/**
 * One row per opener, locked for every opening: the day's counter (reset when the Moscow day changes) and the
 * invite-bonus attempts used so far. The lock is what keeps 20 parallel openings inside the limit.
 */
export const blindBoxOpeners = pgTable(
  'blind_box_openers',
  {
    userId: integer('user_id').primaryKey(),
    /** The Moscow day (YYYY-MM-DD) `openedToday` counts. */
    day: text('day').notNull(),
    openedToday: integer('opened_today').notNull().default(0),
    bonusUsed: integer('bonus_used').notNull().default(0),
  },
  (t) => [check('blind_box_openers_counts', sql`${t.openedToday} >= 0 AND ${t.bonusUsed} >= 0`)],
);

/** One paid opening: the card drawn, and its price, paid by one ledger post in the same transaction. */
export const blindBoxPurchases = pgTable(
  'blind_box_purchases',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id').notNull(),
    profileUserId: integer('profile_user_id').notNull(),
    day: text('day').notNull(),
    /** Paid for with an invited friend's attempt rather than the day's. */
    bonus: boolean('bonus').notNull(),
    price: money('price').notNull(),
    currencyId: integer('currency_id').notNull(),
    txId: integer('tx_id').notNull(),
    idemKey: text('idem_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blind_box_purchases_idem_uq').on(t.buyerId, t.idemKey),
    index('blind_box_purchases_buyer_idx').on(t.buyerId, t.profileUserId),
    check('blind_box_purchases_not_self', sql`${t.buyerId} <> ${t.profileUserId}`),
  ],
);
