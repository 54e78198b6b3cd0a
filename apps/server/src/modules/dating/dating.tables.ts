import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint } from 'drizzle-orm/pg-core';
import { text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/** Purpose tags of dating profiles (GET /app/jy/label/list), seeded, named in the four languages. */
export const datingLabels = pgTable('dating_labels', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/**
 * A published dating profile (userPersonals). One live profile per user; deleting sets `deleted_at` (purchases and
 * the gender lock keep pointing at it) and releases the deposit hold exactly once (`bond_released_at`).
 * The feed walks `id` downwards (keyset) through the partial indexes below; `location_key` is the city lower-cased
 * so the location filter is an index equality, not an ILIKE.
 */
export const datingProfiles = pgTable(
  'dating_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    nickName: text('nick_name').notNull(),
    avatar: text('avatar').notNull(),
    avatarCompress: text('avatar_compress').notNull(),
    gender: smallint('gender').notNull(),
    age: smallint('age').notNull(),
    height: smallint('height').notNull(),
    weight: smallint('weight').notNull(),
    location: text('location').notNull(),
    locationKey: text('location_key').notNull(),
    labelIds: integer('label_ids').array().notNull(),
    brief: text('brief').notNull(),
    voiceUrl: text('voice_url').notNull().default(''),
    voiceSeconds: smallint('voice_seconds').notNull().default(0),
    /** null = messaging the owner is free. */
    chatPrice: money('chat_price'),
    /** null = no paid items. */
    albumPrice: money('album_price'),
    currencyId: integer('currency_id').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    /** The deposit held while published: the ledger hold and what it held. */
    bondHoldId: integer('bond_hold_id'),
    bondAmount: money('bond_amount'),
    bondCurrencyId: integer('bond_currency_id'),
    bondReleasedAt: timestamp('bond_released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dating_profiles_user_live_uq').on(t.userId).where(sql`${t.deletedAt} IS NULL`),
    index('dating_profiles_user_idx').on(t.userId, t.id),
    index('dating_profiles_live_idx').on(t.id.desc()).where(sql`${t.deletedAt} IS NULL`),
    index('dating_profiles_gender_idx').on(t.gender, t.id.desc()).where(sql`${t.deletedAt} IS NULL`),
    index('dating_profiles_location_idx').on(t.locationKey, t.id.desc()).where(sql`${t.deletedAt} IS NULL`),
    index('dating_profiles_age_idx').on(t.age, t.id.desc()).where(sql`${t.deletedAt} IS NULL`),
    index('dating_profiles_labels_gin').using('gin', t.labelIds).where(sql`${t.deletedAt} IS NULL`),
    check('dating_profiles_age', sql`${t.age} BETWEEN 18 AND 75`),
    check(
      'dating_profiles_prices',
      sql`coalesce(${t.chatPrice}, 1) > 0 AND coalesce(${t.albumPrice}, 1) > 0`,
    ),
  ],
);

/**
 * One album item. A free item keeps its public upload (`url`); a paid one is copied under the private key prefix and
 * has no URL at all: its bytes come only through GET /app/jy/media/{id} for the owner and the album's buyers.
 */
export const datingMedia = pgTable(
  'dating_media',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    mediaType: smallint('media_type').notNull(),
    isPaid: boolean('is_paid').notNull(),
    storeKey: text('store_key').notNull(),
    compressKey: text('compress_key'),
    url: text('url'),
    urlCompress: text('url_compress'),
    mimeType: text('mime_type').notNull(),
    sort: smallint('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dating_media_profile_idx').on(t.profileId, t.sort),
    check('dating_media_paid_no_url', sql`NOT ${t.isPaid} OR ${t.url} IS NULL`),
  ],
);

/** A like of one user's dating profile by another; both directions = mutual, chat free both ways. */
export const datingLikes = pgTable(
  'dating_likes',
  {
    likerId: integer('liker_id').notNull(),
    likedId: integer('liked_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('dating_likes_liked_idx').on(t.likedId, t.createdAt),
    index('dating_likes_liker_idx').on(t.likerId, t.createdAt),
    check('dating_likes_not_self', sql`${t.likerId} <> ${t.likedId}`),
  ],
);

/** Profiles a user hid from his feed (POST /app/jy/userPersonals/blocking). */
export const datingHidden = pgTable(
  'dating_hidden',
  {
    userId: integer('user_id').notNull(),
    profileId: integer('profile_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] })],
);

/**
 * A paid album or paid chat: once per (buyer, profile, kind) by the unique index, whatever the retries; the money is
 * one ledger post (buyer −price, platform fees +fee, owner +rest) in the same transaction as this row.
 */
export const datingPurchases = pgTable(
  'dating_purchases',
  {
    id: serial('id').primaryKey(),
    /** DatingPurchaseKind: 1 album, 2 chat. */
    kind: smallint('kind').notNull(),
    buyerId: integer('buyer_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    profileId: integer('profile_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    price: money('price').notNull(),
    fee: money('fee').notNull(),
    ownerAmount: money('owner_amount').notNull(),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    buyerFlowId: integer('buyer_flow_id'),
    ownerFlowId: integer('owner_flow_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dating_purchases_once_uq').on(t.buyerId, t.profileId, t.kind),
    uniqueIndex('dating_purchases_idem_uq').on(t.buyerId, t.idemKey),
    index('dating_purchases_profile_idx').on(t.profileId, t.kind),
    check(
      'dating_purchases_amounts',
      sql`${t.price} > 0 AND ${t.fee} >= 0 AND ${t.ownerAmount} = ${t.price} - ${t.fee}`,
    ),
    check('dating_purchases_parties', sql`${t.buyerId} <> ${t.ownerId}`),
  ],
);
