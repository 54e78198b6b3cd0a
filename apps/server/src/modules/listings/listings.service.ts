import { createHash } from 'node:crypto';
import {
  PRERENDER_DESCRIPTION_MAX,
  PRERENDER_TITLE_MAX,
  type PrerenderCardContent,
  DISCOVER_OBJECT_NAME,
  type DiscoverCardContent,
  type ShareToChatBody,
  displayName,
  findCategory,
  type Language,
  type ListingAction,
  type ListingActor,
  type ListingBody,
  type ListingEditBody,
  type ListingMineQuery,
  type ListingPublishBody,
  type ListingSearchQuery,
  ListingState,
  type ListingVo,
  listingTransition,
  LISTING_DEPOSIT_CURRENCY_ID,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Delivery } from '../../realtime/delivery.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { currencyCodeOf, plainAmount } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import { referralTermsChange, taskReferralBudget } from '../listing-tasks/task-referral-budget.ts';
import { listingDeposits } from './listing-deposits.ts';
import { listingPhotos } from './listing-photos.ts';
import { presentCategories, presentListing } from './listings.presenter.ts';
import { type ListingRow, type NewListing, listingsRepository as repo } from './listings.repository.ts';
import { searchDocument, searchQuery } from './search-text.ts';

export type ListingsDeps = {
  users: UsersService;
  system: SystemService;
  ledger: LedgerService;
  flows: FlowsService;
  chat: ChatService;
  delivery: Delivery;
};

/** The app's own listing page, under /h5 or not. */
const LISTING_PAGE = /^(\/h5)?\/pagesCategory\/pages\/categoryDetails\/?$/;

/** Body fields whose words the search finds besides the title and description (not phones, e-mails or dates). */
const SEARCHED_BODY_FIELDS = [
  'eventName',
  'organizer',
  'place',
  'address',
  'location',
  'position',
  'workplace',
  'companyName',
  'from',
  'to',
] as const;

/** The common columns of a publish or edit body: category path, place, texts, price and the typed body. */
function columnsOf(body: ListingPublishBody, photos: { url: string; urlCompress: string }[]) {
  const [category1, category2 = null, category3 = null] = body.categoryPath;
  const typed = body.body as Record<string, unknown>;
  return {
    kind: body.body.kind,
    category1: category1!,
    category2,
    category3,
    country: body.country,
    city: body.city,
    cityKey: body.city.trim().toLowerCase(),
    title: body.title,
    description: body.description,
    price: body.price,
    currencyId: body.currencyId,
    photos,
    body: typed,
    searchText: searchDocument(
      body.title,
      body.description,
      body.city,
      ...SEARCHED_BODY_FIELDS.map((f) => (typeof typed[f] === 'string' ? (typed[f] as string) : null)),
    ),
  } satisfies Partial<NewListing>;
}

/**
 * The listings engine (issue 14): publish (the board kinds hold their deposit in the same transaction as the row,
 * under the caller's Idempotency-Key), edit, remove and re-list — each a transition of LISTING_TRANSITIONS applied
 * under the listing's row lock, with a history row — the detail, my releases, the collection and the market search.
 * Someone else's listing id answers notFound, as one that does not exist.
 */
export function createListingsService(deps: AppDeps, others: ListingsDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users } = others;
  const deposits = listingDeposits(others);
  // A paid task that rewards referrals holds its referral budget beside the deposit, in the same transactions.
  const budgets = taskReferralBudget(others);
  const photosOf = listingPhotos(deps);

  /** The listing locked, when the table lets `actor` take `action` in its state; refusals change nothing. */
  async function lockFor(tx: Db, id: number, action: ListingAction, actor: ListingActor, ownerId?: number) {
    const row = await repo.lock(tx, id);
    if (!row || (ownerId !== undefined && row.ownerId !== ownerId)) fail('notFound');
    const step = listingTransition(row!.state, action, actor) ?? fail('listingWrongState');
    return { row: row!, step };
  }

  async function presentMany(viewerId: number, rows: ListingRow[]): Promise<ListingVo[]> {
    const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
    const [people, favourites] = await Promise.all([
      ownerIds.length ? users.presentByIds(viewerId, ownerIds) : [],
      repo.favouriteIds(
        db,
        viewerId,
        rows.map((r) => r.id),
      ),
    ]);
    const names = new Map(people.map((u) => [u.userId, displayName(u)]));
    return rows.map((row) =>
      presentListing(row, { ownerName: names.get(row.ownerId) ?? '', favourite: favourites.has(row.id) }),
    );
  }
  const presentOne = async (viewerId: number, row: ListingRow) => (await presentMany(viewerId, [row]))[0]!;

  const service = {
    categories: (lang: Language) => presentCategories(lang),

    /** What publishing this kind holds now (GET /app/listings/deposit). */
    async deposit(kind: ListingBody['kind']) {
      return { amount: await deposits.amountFor(kind), currencyId: LISTING_DEPOSIT_CURRENCY_ID };
    },

    /**
     * POST /app/listings: the listing goes on the shelf. A retry with the same Idempotency-Key answers the first
     * listing (same parameters) or idempotencyKeyReused; a deposit the balance cannot cover answers
     * insufficientBalance and leaves no row.
     */
    async publish(userId: number, body: ListingPublishBody, idemKey: string): Promise<ListingVo> {
      const photos = await photosOf(db, userId, body.photos);
      const amount = await deposits.amountFor(body.body.kind);
      const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertOnce(tx, {
          ...columnsOf(body, photos),
          ownerId: userId,
          state: ListingState.onShelf,
          idemKey,
          requestHash,
          createdAt: now,
          updatedAt: now,
          shelvedAt: now,
        });
        if (!inserted) {
          const first = (await repo.findByKey(tx, userId, idemKey))!;
          if (first.requestHash !== requestHash) fail('idempotencyKeyReused');
          return first;
        }
        await repo.addEvent(tx, {
          listingId: inserted.id,
          action: 'publish',
          actorId: userId,
          fromState: null,
          toState: ListingState.onShelf,
          createdAt: now,
        });
        const held = await deposits.hold(tx, inserted, amount);
        await budgets.open(tx, inserted, now);
        return held.depositHoldId ? repo.update(tx, inserted.id, held) : inserted;
      });
      return presentOne(userId, row);
    },

    /** Whether this owner already published under this Idempotency-Key (the demo seed asks before uploading photos). */
    publishedWith: async (ownerId: number, idemKey: string) =>
      (await repo.findByKey(db, ownerId, idemKey)) !== undefined,

    /** PUT /app/listings: the owner rewrites his listing (on the shelf or removed); its kind stays. */
    async edit(userId: number, body: ListingEditBody): Promise<ListingVo> {
      const photos = await photosOf(db, userId, body.photos);
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, body.id, 'edit', 'owner', userId);
        if (row.kind !== body.body.kind) fail('listingKindLocked');
        const columns = columnsOf(body, photos);
        if (row.state === ListingState.onShelf && referralTermsChange(row, { ...row, ...columns }))
          fail('taskReferralTermsLocked');
        const now = clock.now();
        await repo.addEvent(tx, {
          listingId: row.id,
          action: 'edit',
          actorId: userId,
          fromState: row.state,
          toState: step.next,
          createdAt: now,
        });
        return repo.update(tx, row.id, { ...columns, state: step.next, updatedAt: now });
      });
      return presentOne(userId, row);
    },

    /** POST /app/listings/remove: off the shelf; a held deposit goes back to the owner. */
    async remove(userId: number, id: number): Promise<ListingVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'remove', 'owner', userId);
        await deposits.release(tx, row);
        await budgets.release(tx, row);
        const now = clock.now();
        await repo.addEvent(tx, {
          listingId: row.id,
          action: 'remove',
          actorId: userId,
          fromState: row.state,
          toState: step.next,
          createdAt: now,
        });
        return repo.update(tx, row.id, {
          state: step.next,
          depositHoldId: null,
          depositFlowId: null,
          updatedAt: now,
        });
      });
      return presentOne(userId, row);
    },

    /** POST /app/listings/relist: back on the shelf (and to the top of "newest"); the deposit is held anew. */
    async relist(userId: number, id: number): Promise<ListingVo> {
      // The amount is read before the transaction: a listing's kind never changes, and on the embedded database a
      // read outside the open transaction would wait for it.
      const found = await repo.find(db, id);
      if (!found || found.ownerId !== userId) fail('notFound');
      const amount = await deposits.amountFor(found!.kind);
      const row = await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'relist', 'owner', userId);
        const now = clock.now();
        const next = await repo.update(tx, row.id, {
          state: step.next,
          shelfCount: row.shelfCount + 1,
          shelvedAt: now,
          updatedAt: now,
        });
        const held = await deposits.hold(tx, next, amount);
        await budgets.open(tx, next, now);
        await repo.addEvent(tx, {
          listingId: row.id,
          action: 'relist',
          actorId: userId,
          fromState: row.state,
          toState: step.next,
          createdAt: now,
        });
        return held.depositHoldId ? repo.update(tx, row.id, held) : next;
      });
      return presentOne(userId, row);
    },

    /** GET /app/listings/{id}: a listing on the shelf to anyone signed in; a removed or revoked one to its owner. */
    async detail(viewerId: number, id: number): Promise<ListingVo> {
      const row = await repo.find(db, id);
      if (!row || (row.state !== ListingState.onShelf && row.ownerId !== viewerId)) fail('notFound');
      return presentOne(viewerId, row!);
    },

    /**
     * POST /app/listings/{id}/share: the listing's card (OL:Discover) from me into a chat I may send to, under the
     * rules of a send there. Only a listing on the shelf, the one the chat's members can open.
     */
    async share(userId: number, id: number, key: ShareToChatBody) {
      const row = await repo.find(db, id);
      if (!row || row.state !== ListingState.onShelf) return fail('listingNotShareable');
      await others.chat.checkCardSender(userId, key);
      const photo = row.photos[0];
      const content: DiscoverCardContent = {
        kind: 'listing',
        listingId: row.id,
        title: row.title,
        price: row.price === null ? null : plainAmount(row.price),
        currencyCode: currencyCodeOf(row.currencyId),
        photo: photo ? photo.urlCompress || photo.url : '',
        city: row.city,
      };
      const posted = await db.transaction((tx) =>
        others.chat.postUserCard(tx, userId, key, DISCOVER_OBJECT_NAME, content, key.clientMsgId),
      );
      await others.delivery.publish(posted.delivered);
      return posted.message;
    },

    /**
     * For the chat (OL:Prerender): a link to a listing page of the app (/h5/pagesCategory/pages/categoryDetails?id=)
     * is previewed from the database, never fetched; only a listing on the shelf. Any other link: null.
     */
    async linkPreview(_senderId: number, url: URL): Promise<Omit<PrerenderCardContent, 'msgUid'> | null> {
      if (!LISTING_PAGE.test(url.pathname)) return null;
      const id = Number(url.searchParams.get('id'));
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
      const row = await repo.find(db, id);
      if (!row || row.state !== ListingState.onShelf) return null;
      const photo = row.photos[0];
      return {
        url: url.href,
        title: row.title.slice(0, PRERENDER_TITLE_MAX),
        description: row.description.slice(0, PRERENDER_DESCRIPTION_MAX),
        image: photo ? photo.urlCompress || photo.url : '',
        siteName: 'Volna',
        listingId: row.id,
      };
    },

    /** GET /app/listings/mine: my releases, every state. */
    async mine(userId: number, query: ListingMineQuery) {
      const { rows, total } = await repo.mine(db, userId, query);
      return { rows: await presentMany(userId, rows), total };
    },

    /** GET /app/listings/favourites: my collection. */
    async favourites(userId: number, query: ListingMineQuery) {
      const { rows, total } = await repo.favourites(db, userId, query);
      return { rows: await presentMany(userId, rows), total };
    },

    /** POST /app/listings/favourite: keeps a listing on the shelf (his own too); a repeat changes nothing. */
    async addFavourite(userId: number, id: number): Promise<ListingVo> {
      const row = await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row || (row.state !== ListingState.onShelf && row.ownerId !== userId)) fail('notFound');
        if (row!.state !== ListingState.onShelf) fail('listingWrongState');
        await repo.addFavourite(tx, userId, id, clock.now());
        return (await repo.find(tx, id))!;
      });
      return presentOne(userId, row);
    },

    /** DELETE /app/listings/favourite: out of the collection, whatever the listing's state. */
    async removeFavourite(userId: number, id: number) {
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) fail('notFound');
        await repo.removeFavourite(tx, userId, id);
      });
    },

    /** GET /app/listings/list: the market. */
    async search(viewerId: number, query: ListingSearchQuery) {
      const category = query.category ? findCategory(query.category) : undefined;
      const tsQuery = query.keyword ? searchQuery(query.keyword) : null;
      const { rows, total } = await repo.search(db, query, tsQuery, category);
      return { rows: await presentMany(viewerId, rows), total };
    },

    presentMany,
    lockFor,
    deposits,
    budgets,
  };
  return service;
}

export type ListingsService = ReturnType<typeof createListingsService>;
