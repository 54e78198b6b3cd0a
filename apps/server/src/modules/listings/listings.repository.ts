import {
  LISTING_SEARCH_TOTAL_CAP,
  ListingState,
  type ListingSearchQuery,
  type ListingStaffQuery,
} from '@volna/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { historyRows } from '../../db/order-rows.ts';
import { storedFiles } from '../../storage/storage.tables.ts';
import { listingEvents, listingFavourites, listings } from './listings.tables.ts';

export type ListingRow = Omit<typeof listings.$inferSelect, 'searchVector'>;
export type NewListing = Omit<typeof listings.$inferInsert, 'searchVector'>;
export type ListingPatch = Partial<Omit<NewListing, 'id' | 'ownerId' | 'idemKey' | 'requestHash'>>;

/** The row's columns without the generated vector (nobody reads it back). */
const { searchVector: _vector, ...rowColumns } = getTableColumns(listings);

/** The search's conditions (only on-shelf listings are ever found). */
function searchFilters(
  query: ListingSearchQuery,
  { tsQuery, near }: { tsQuery: string | null; near: boolean },
  category: string[] | undefined,
) {
  const filters: (SQL | undefined)[] = [eq(listings.state, ListingState.onShelf)];
  const text: SQL[] = [];
  if (tsQuery) text.push(sql`${listings.searchVector} @@ to_tsquery('simple'::regconfig, ${tsQuery})`);
  // A near match of the title: trigram word similarity (a typo, another word form).
  if (query.keyword && (near || !tsQuery)) text.push(sql`${query.keyword} <% ${listings.title}`);
  if (text.length) filters.push(or(...text));
  if (query.country) filters.push(eq(listings.country, query.country));
  if (query.city) filters.push(eq(listings.cityKey, query.city.trim().toLowerCase()));
  if (category) {
    const column = [listings.category1, listings.category2, listings.category3][category.length - 1]!;
    filters.push(eq(listings.category1, category[0]!), eq(column, category.at(-1)!));
  }
  if (query.kind) filters.push(eq(listings.kind, query.kind));
  if (query.priceMin !== undefined) filters.push(gte(listings.price, query.priceMin));
  if (query.priceMax !== undefined) filters.push(lte(listings.price, query.priceMax));
  if (query.free !== undefined)
    filters.push(query.free ? eq(listings.price, '0') : sql`${listings.price} > 0`);
  // Per-kind filters read the typed body; they only narrow rows the indexed conditions already picked.
  const bodyFields = ['condition', 'nature', 'mode', 'experience', 'payerType', 'payeeType'] as const;
  for (const field of bodyFields) {
    const value = query[field];
    if (value !== undefined) filters.push(sql`${listings.body}->>${field} = ${value}`);
  }
  return and(...filters);
}

/** A keyword's near matches are asked only when its words match fewer listings than this (a page). */
const NEAR_MATCHES_BELOW = 20;

/** The orders of the market, over the listings' columns or the matches' copy of them. */
type SortKeys = { id: SQLWrapper; shelvedAt: SQLWrapper; price: SQLWrapper };
const sortBy = (sort: ListingSearchQuery['sort'], c: SortKeys) =>
  ({
    newest: [sql`${c.shelvedAt} desc`, sql`${c.id} desc`],
    cheapest: [sql`${c.price} asc nulls last`, sql`${c.id} desc`],
    priciest: [sql`${c.price} desc nulls last`, sql`${c.id} desc`],
  })[sort];

/**
 * One page of the listings matching `where`, and their number up to the cap. Usually one statement: the matches (at
 * most cap + 1, their ids and sort keys) are read once, counted, and the page is taken from them. Only past the cap
 * (the matches are then a cut, not all) is the page read apart, in index order; and only a page past the end asks the
 * count apart.
 */
async function searchPage(db: Db, query: ListingSearchQuery, where: SQL | undefined) {
  const matches = db.$with('matches').as(
    db
      .select({ id: listings.id, shelvedAt: listings.shelvedAt, price: listings.price })
      .from(listings)
      .where(where)
      .limit(LISTING_SEARCH_TOTAL_CAP + 1),
  );
  const found = await db
    .with(matches)
    .select({ ...rowColumns, total: sql<number>`(select count(*) from ${matches})::int`.as('total') })
    .from(listings)
    .where(
      inArray(
        listings.id,
        db
          .select({ id: matches.id })
          .from(matches)
          .orderBy(...sortBy(query.sort, matches))
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize),
      ),
    )
    .orderBy(...sortBy(query.sort, listings));
  const rows = found.map(({ total: _total, ...row }) => row as ListingRow);
  const total = found[0]?.total;
  if (total !== undefined && total <= LISTING_SEARCH_TOTAL_CAP) return { rows, total };
  if (total === undefined && query.pageNum === 1) return { rows, total: 0 };
  // Past the cap: the page in index order (the planner stops at its last row); past the end: the count alone.
  const capped = db
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(LISTING_SEARCH_TOTAL_CAP + 1)
    .as('capped');
  if (total === undefined) {
    const [counted] = await db.select({ n: count() }).from(capped);
    return { rows, total: counted?.n ?? 0 };
  }
  const page = await db
    .select(rowColumns)
    .from(listings)
    .where(where)
    .orderBy(...sortBy(query.sort, listings))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return { rows: page as ListingRow[], total };
}

export const listingsRepository = {
  /** Inserts unless this owner already used the idempotency key (then undefined: the caller answers the first). */
  async insertOnce(db: Db, row: NewListing) {
    const [inserted] = await db
      .insert(listings)
      .values(row)
      .onConflictDoNothing({ target: [listings.ownerId, listings.idemKey] })
      .returning(rowColumns);
    return inserted as ListingRow | undefined;
  },

  async findByKey(db: Db, ownerId: number, idemKey: string) {
    const [row] = await db
      .select(rowColumns)
      .from(listings)
      .where(and(eq(listings.ownerId, ownerId), eq(listings.idemKey, idemKey)));
    return row as ListingRow | undefined;
  },

  async find(db: Db, id: number) {
    const [row] = await db.select(rowColumns).from(listings).where(eq(listings.id, id));
    return row as ListingRow | undefined;
  },

  /** The row locked until the caller's transaction ends: every transition runs under it. */
  async lock(db: Db, id: number) {
    const [row] = await db.select(rowColumns).from(listings).where(eq(listings.id, id)).for('update');
    return row as ListingRow | undefined;
  },

  async update(db: Db, id: number, patch: ListingPatch) {
    const [row] = await db.update(listings).set(patch).where(eq(listings.id, id)).returning(rowColumns);
    return row as ListingRow;
  },

  ...historyRows(listingEvents, listingEvents.listingId),

  /** The owner's uploads among these store keys: the photos a listing may show. */
  async ownUploads(db: Db, ownerId: number, keys: string[]) {
    if (!keys.length) return [];
    return db
      .select({ key: storedFiles.key, compressKey: storedFiles.compressKey, mimeType: storedFiles.mimeType })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, ownerId), inArray(storedFiles.key, keys)));
  },

  /** Which of these listings the viewer keeps in his collection. */
  async favouriteIds(db: Db, viewerId: number, listingIds: number[]) {
    if (!listingIds.length) return new Set<number>();
    const rows = await db
      .select({ id: listingFavourites.listingId })
      .from(listingFavourites)
      .where(and(eq(listingFavourites.userId, viewerId), inArray(listingFavourites.listingId, listingIds)));
    return new Set(rows.map((r) => r.id));
  },

  /** Adds the favourite once; true when it is new (the listing's counter moves only then). */
  async addFavourite(db: Db, userId: number, listingId: number, now: Date) {
    const added = await db
      .insert(listingFavourites)
      .values({ userId, listingId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: listingFavourites.listingId });
    if (added.length)
      await db
        .update(listings)
        .set({ favouriteCount: sql`${listings.favouriteCount} + 1` })
        .where(eq(listings.id, listingId));
    return added.length > 0;
  },

  async removeFavourite(db: Db, userId: number, listingId: number) {
    const removed = await db
      .delete(listingFavourites)
      .where(and(eq(listingFavourites.userId, userId), eq(listingFavourites.listingId, listingId)))
      .returning({ id: listingFavourites.listingId });
    if (removed.length)
      await db
        .update(listings)
        .set({ favouriteCount: sql`greatest(${listings.favouriteCount} - 1, 0)` })
        .where(eq(listings.id, listingId));
    return removed.length > 0;
  },

  /** The user's collection, newest kept first; listings since removed or revoked stay listed with their state. */
  async favourites(db: Db, userId: number, page: { pageNum: number; pageSize: number; state?: number }) {
    const where = and(
      eq(listingFavourites.userId, userId),
      page.state === undefined ? undefined : eq(listings.state, page.state),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(listingFavourites)
        .innerJoin(listings, eq(listings.id, listingFavourites.listingId))
        .where(where)
        .orderBy(desc(listingFavourites.createdAt), desc(listingFavourites.listingId))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize),
      db
        .select({ n: count() })
        .from(listingFavourites)
        .innerJoin(listings, eq(listings.id, listingFavourites.listingId))
        .where(where),
    ]);
    return { rows: rows as ListingRow[], total: total?.n ?? 0 };
  },

  /** My releases: the owner's listings in every state, newest first. */
  async mine(db: Db, ownerId: number, page: { pageNum: number; pageSize: number; state?: number }) {
    const where = and(
      eq(listings.ownerId, ownerId),
      page.state === undefined ? undefined : eq(listings.state, page.state),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(listings)
        .where(where)
        .orderBy(desc(listings.id))
        .limit(page.pageSize)
        .offset((page.pageNum - 1) * page.pageSize),
      db.select({ n: count() }).from(listings).where(where),
    ]);
    return { rows: rows as ListingRow[], total: total?.n ?? 0 };
  },

  /**
   * The market: on-shelf listings matching the query, a page of them in the chosen order, and how many match (up to
   * the cap). A keyword is first asked as words (full text); only when that finds less than a page are near matches
   * of the title (trigram similarity: a typo, another word form) asked as well, since they cost the most.
   */
  async search(db: Db, query: ListingSearchQuery, tsQuery: string | null, category: string[] | undefined) {
    if (query.keyword && tsQuery) {
      const exact = await searchPage(db, query, searchFilters(query, { tsQuery, near: false }, category));
      if (exact.total >= NEAR_MATCHES_BELOW) return exact;
    }
    return searchPage(db, query, searchFilters(query, { tsQuery, near: true }, category));
  },

  /** The staff console's list: every state, optionally of one owner. */
  async staffList(db: Db, query: ListingStaffQuery) {
    const where = and(
      query.state === undefined ? undefined : eq(listings.state, query.state),
      query.ownerId === undefined ? undefined : eq(listings.ownerId, query.ownerId),
    );
    const column = { id: listings.id, price: listings.price, createTime: listings.createdAt }[
      query.sort ?? 'id'
    ];
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(listings)
        .where(where)
        .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(listings.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      db.select({ n: count() }).from(listings).where(where),
    ]);
    return { rows: rows as ListingRow[], total: total?.n ?? 0 };
  },
};
