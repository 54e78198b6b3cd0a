import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core';
import { smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per listing of every kind (DESIGN §11 listings engine): the common columns the market filters and sorts on,
 * and the typed body (`kind` + its fields, checked by the contracts' discriminated union) as jsonb. Orders of a later
 * step reference `id` and copy the price they were made at. `search_text` is the title, description and key body
 * fields with CJK runs cut into bigrams (search-text.ts), so the `simple` full-text config finds Chinese words too;
 * the title also has a trigram index for near matches. A deposit held while on the shelf is a ledger hold
 * (`deposit_hold_id`), one per shelf period (`shelf_count` names its idempotency key).
 */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull(),
    kind: text('kind').notNull(),
    category1: text('category1').notNull(),
    category2: text('category2'),
    category3: text('category3'),
    country: text('country').notNull(),
    city: text('city').notNull(),
    /** The city as the filter compares it: trimmed, lower case. */
    cityKey: text('city_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** null = negotiable (kinds that allow it); 0 = free. */
    price: money('price'),
    currencyId: integer('currency_id').notNull(),
    /** [{ url, urlCompress }] of the owner's own JPG/PNG uploads, in display order. */
    photos: jsonb('photos').$type<{ url: string; urlCompress: string }[]>().notNull().default([]),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_text)`,
    ),
    /** ListingState: 1 on shelf, 2 removed, 3 revoked. */
    state: smallint('state').notNull(),
    revokeReason: text('revoke_reason'),
    depositHoldId: integer('deposit_hold_id'),
    depositAmount: money('deposit_amount'),
    depositFlowId: integer('deposit_flow_id'),
    shelfCount: integer('shelf_count').notNull().default(1),
    favouriteCount: integer('favourite_count').notNull().default(0),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it last went on the shelf: "newest" sorts by it, so a re-listed ad comes back to the top. */
    shelvedAt: timestamp('shelved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_owner_idem_uq').on(t.ownerId, t.idemKey),
    index('listings_owner_idx').on(t.ownerId, t.id),
    index('listings_search_idx').using('gin', t.searchVector),
    index('listings_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('listings_shelf_newest_idx').on(t.state, t.shelvedAt, t.id),
    index('listings_shelf_city_idx').on(t.state, t.cityKey, t.shelvedAt, t.id),
    index('listings_shelf_category_idx').on(t.state, t.category1, t.cityKey, t.shelvedAt, t.id),
    index('listings_shelf_price_idx').on(t.state, t.category1, t.price),
    check('listings_price', sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check('listings_state', sql`${t.state} IN (1, 2, 3)`),
    check('listings_favourites', sql`${t.favouriteCount} >= 0`),
  ],
);

/** A user's collection (favourites): one row per listing he keeps. */
export const listingFavourites = pgTable(
  'listing_favourites',
  {
    userId: integer('user_id').notNull(),
    listingId: integer('listing_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('listing_favourites_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The listing's history: every transition of LISTING_TRANSITIONS, who took it and why (staff revoke: the reason). */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').notNull(),
    action: text('action').notNull(),
    actorId: integer('actor_id').notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_events_listing_idx').on(t.listingId, t.id)],
);
