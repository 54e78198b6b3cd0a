import { createHash } from 'node:crypto';
import {
  isOrderableKind,
  LISTING_CASHBACK_CURRENCY_ID,
  LISTING_ORDER_CONFIRM_DAYS,
  LISTING_ORDER_OBJECT_NAME,
  LISTING_ORDER_TRANSITIONS,
  LISTING_SECURE_FEE_RATE_KEY,
  type ListingOrderAction,
  type ListingOrderActor,
  type ListingOrderAppealBody,
  type ListingOrderCreateBody,
  type ListingOrderDecideBody,
  type ListingOrderListQuery,
  type ListingOrderQuoteQuery,
  type ListingOrderQuoteVo,
  type ListingOrderShipBody,
  type ListingOrderStaffDetailVo,
  type ListingOrderStaffQuery,
  ListingOrderState,
  type ListingOrderStateValue,
  type ListingOrderVo,
  ListingState,
  listingOrderTransition,
  type UserVo,
  TRADE_PARTNER_CHAT_MS,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { checkShownPrice } from '../ledger/shown-terms.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { FilesService } from '../../storage/files.service.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { CashbackService } from '../cashback/cashback.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { plainAmount, toUnits } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type ListingRow, listingsRepository } from '../listings/listings.repository.ts';
import { partiesChat } from '../p2p/p2p.staff-chat.ts';
import type { SystemService } from '../system/system.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { AccountsService } from '../wallet/accounts.service.ts';
import type { PayPasswordService } from '../wallet/pay-password.service.ts';
import type { Timers } from '../../jobs/timers.ts';
import { listingOrderMoney } from './listing-orders.money.ts';
import { listingOrderCardOf, payByOf, presentListingOrder, sideOf } from './listing-orders.presenter.ts';
import { type ListingOrderRow, listingOrdersRepository as repo } from './listing-orders.repository.ts';

/** The durable timer that ends an order still unpaid LISTING_ORDER_PAY_MINUTES after it was made. */
export const LISTING_ORDER_PAY_EXPIRY_TIMER = 'listingOrder.payExpiry';
/** The durable timer that completes a shipped order LISTING_ORDER_CONFIRM_DAYS after shipping (the appeal window). */
export const LISTING_ORDER_AUTO_CONFIRM_TIMER = 'listingOrder.autoConfirm';
const DAY_MS = 86_400_000;

export type ListingOrdersDeps = {
  users: UsersService;
  accounts: AccountsService;
  timers: Timers;
  chat: ChatService;
  delivery: Delivery;
  ledger: LedgerService;
  flows: FlowsService;
  payPassword: PayPasswordService;
  files: FilesService;
  audit: AuditService;
  system: SystemService;
  cashback: CashbackService;
};

/** What a step writes besides the state (ship note, appeal, staff's decision). */
type StepPatch = Partial<Omit<ListingOrderRow, 'id' | 'state'>>;

/**
 * Classifieds orders and the secure deal (issue 14). Ordering writes the order row, its first history line and its
 * chat card in one transaction (once per Idempotency-Key). Every later step locks the order row (SELECT … FOR
 * UPDATE), asks LISTING_ORDER_TRANSITIONS whether the caller's side may take it on this kind of deal, and writes the
 * new state, its history line, the money (listing-orders.money.ts: hold / pay, settle with fee and cashback, release),
 * the audit row of a staff decision and the chat card — all in one transaction; live notices go out after commit.
 */
export function createListingOrdersService(deps: AppDeps, others: ListingOrdersDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  const {
    users,
    accounts,
    timers,
    chat,
    delivery,
    ledger,
    flows,
    payPassword,
    files,
    audit,
    system,
    cashback,
  } = others;
  const money = listingOrderMoney({ ledger, flows });

  async function present(
    viewerId: number,
    rows: ListingOrderRow[],
    staff = false,
  ): Promise<ListingOrderVo[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.flatMap((r) => [r.buyerId, r.sellerId]))];
    const people = new Map<number, UserVo>(
      (await users.presentByIds(viewerId, ids)).map((vo) => [vo.userId, vo]),
    );
    const events = await repo.events(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      presentListingOrder(row, staff ? 'staff' : (sideOf(row, viewerId) ?? 'staff'), people, events),
    );
  }
  const presentOne = async (viewerId: number, row: ListingOrderRow, staff?: boolean) =>
    (await present(viewerId, [row], staff))[0]!;

  /** The listing a buyer may order: on the shelf, someone else's, of an orderable kind with a price above 0. */
  function checkOrderable(listing: ListingRow | undefined, buyerId: number): ListingRow {
    if (!listing) return fail('notFound');
    if (listing.ownerId === buyerId) fail('listingOrderOwnListing');
    if (listing.state !== ListingState.onShelf) fail('listingOrderListingGone');
    if (!isOrderableKind(listing.kind) || listing.price === null || toUnits(listing.price) <= 0n)
      fail('listingOrderNotOrderable');
    return listing;
  }

  /** The fee rate a deal of this kind pays; read before any transaction (settings are read outside it). */
  const feeRateOf = async (secureDeal: boolean) =>
    secureDeal ? await system.setting(LISTING_SECURE_FEE_RATE_KEY) : '0';

  /** Why the table refuses: the other side's step, a step ordinary deals lack, or the wrong state. */
  function refuse(row: ListingOrderRow, action: ListingOrderAction, actor: ListingOrderActor): never {
    const step = LISTING_ORDER_TRANSITIONS[row.state as ListingOrderStateValue]?.[action];
    if (step && !step.by.includes(actor)) fail('listingOrderNotYours');
    if (step?.secureOnly && !row.secureDeal) fail('listingOrderNotSecure');
    return fail('listingOrderWrongState');
  }

  async function postCard(
    tx: Db,
    row: ListingOrderRow,
    action: ListingOrderAction | 'create',
    actorId: number,
  ) {
    const { delivered } = await chat.postDealCard(
      tx,
      {
        objectName: LISTING_ORDER_OBJECT_NAME,
        content: listingOrderCardOf(row, action, await repo.events(tx, [row.id])),
        partyIds: [row.buyerId, row.sellerId],
        // One card per order, edited at each step (issue 30).
        cardKey: `${LISTING_ORDER_OBJECT_NAME}:${row.id}`,
      },
      actorId,
    );
    return delivered;
  }

  /**
   * One transition inside `tx`, under the order's row lock: the table decides, then the state, history, money, audit and
   * card are written together. `staff` makes the caller staff (the route's guard admitted him); `system` the platform
   * (an unpaid order's time running out).
   */
  async function applyStep(
    tx: Db,
    userId: number,
    id: number,
    action: ListingOrderAction,
    options: { staff?: boolean; system?: boolean; patch?: StepPatch; note?: string } = {},
  ) {
    const row = (await repo.lock(tx, id)) ?? fail('notFound');
    const locked = row!;
    const actor: ListingOrderActor = options.system
      ? 'system'
      : options.staff
        ? 'staff'
        : (sideOf(locked, userId) ?? fail('notFound'));
    const transition =
      listingOrderTransition(locked.state, action, actor, locked.secureDeal) ?? refuse(locked, action, actor);
    let patch: StepPatch = { ...(options.patch ?? {}) };
    if (transition.money === 'pay') {
      // The seller took the listing off the shelf (or staff revoked it) since the order was made.
      const listing = await listingsRepository.find(tx, locked.listingId);
      if (listing?.state !== ListingState.onShelf) fail('listingOrderListingGone');
      patch.holdId = (await money.pay(tx, locked)).holdId;
    }
    if (transition.money === 'settle') {
      // The cashback first: the budget is the first ledger account a completion locks (cashback.service.ts).
      const grant = await cashback.grant(tx, locked);
      await money.settle(tx, locked);
      patch = {
        ...patch,
        cashbackPaid: toUnits(grant.granted) > 0n,
        cashbackGranted: grant.granted,
        cashbackOutcome: grant.outcome,
        cashbackLinks: grant.links,
      };
    }
    if (transition.money === 'refund') await money.refund(tx, locked);
    const now = clock.now();
    const next = await repo.update(tx, locked.id, { ...patch, state: transition.next, updatedAt: now });
    if (action === 'ship')
      await timers.schedule(tx, {
        kind: LISTING_ORDER_AUTO_CONFIRM_TIMER,
        key: String(locked.id),
        dueAt: new Date(now.getTime() + LISTING_ORDER_CONFIRM_DAYS * DAY_MS),
        payload: {},
      });
    await repo.addEvent(tx, {
      orderId: locked.id,
      action,
      fromState: locked.state,
      toState: transition.next,
      actorId: userId,
      actorRole: actor,
      note: options.note ?? '',
      createdAt: now,
    });
    if (options.staff)
      await audit.record(tx, {
        staffId: userId,
        action: `listingOrder.${action}`,
        objectType: 'listingOrder',
        objectId: locked.id,
        before: { state: locked.state },
        after: { state: next.state, reason: options.note ?? '' },
      });
    // The platform's own step shows in the chat as the buyer's card (the order's first side).
    return { row: next, delivered: await postCard(tx, next, action, options.system ? next.buyerId : userId) };
  }

  async function step(
    userId: number,
    id: number,
    action: ListingOrderAction,
    options: { staff?: boolean; patch?: StepPatch; note?: string } = {},
  ): Promise<ListingOrderVo> {
    const outcome = await db.transaction((tx) => applyStep(tx, userId, id, action, options));
    await delivery.publish(outcome.delivered);
    return presentOne(userId, outcome.row, options.staff);
  }

  // An order still unpaid at its deadline ends by itself; one paid or cancelled meanwhile is left as it is.
  timers.register(LISTING_ORDER_PAY_EXPIRY_TIMER, async (tx, timer) => {
    const row = await repo.lock(tx, Number(timer.key));
    if (row?.state !== ListingOrderState.unpaid) return undefined;
    const { delivered } = await applyStep(tx, 0, row.id, 'expire', { system: true });
    return () => delivery.publish(delivered);
  });

  // A shipped order nobody confirmed or appealed by the end of the window completes; any other state is left alone.
  timers.register(LISTING_ORDER_AUTO_CONFIRM_TIMER, async (tx, timer) => {
    const row = await repo.lock(tx, Number(timer.key));
    if (row?.state !== ListingOrderState.shipped) return undefined;
    const { delivered } = await applyStep(tx, 0, row.id, 'autoConfirm', { system: true });
    return () => delivery.publish(delivered);
  });

  /** The order row, its history line and its card, once per (buyer, Idempotency-Key). */
  async function open(userId: number, body: ListingOrderCreateBody, idemKey: string) {
    const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
    const feeRate = await feeRateOf(body.secureDeal);
    return db.transaction(async (tx) => {
      const earlier = await repo.findByKey(tx, userId, idemKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash) fail('idempotencyKeyReused');
        return { row: earlier, delivered: [] as Delivered[] };
      }
      // The listing locked: ordered only at the price and fee the buyer was quoted (issue 28), not an edit since.
      const listing = checkOrderable(await listingsRepository.lock(tx, body.listingId), userId);
      const quote = await money.quote(tx, listing.price!, listing.currencyId, feeRate);
      checkShownPrice(body, { price: listing.price!, fee: quote.fee, currencyId: listing.currencyId });
      const now = clock.now();
      const categoryPath = [listing.category1, listing.category2, listing.category3].filter(
        (c): c is string => Boolean(c),
      );
      const inserted = await repo.insertOnce(tx, {
        listingId: listing.id,
        buyerId: userId,
        sellerId: listing.ownerId,
        state: ListingOrderState.unpaid,
        secureDeal: body.secureDeal,
        snapshot: {
          kind: listing.kind,
          title: listing.title,
          categoryPath,
          city: listing.city,
          photo: listing.photos[0]?.urlCompress ?? '',
        },
        currencyId: listing.currencyId,
        price: listing.price!,
        fee: quote.fee,
        cashback: quote.cashback,
        idemKey,
        requestHash,
        createdAt: now,
        updatedAt: now,
      });
      // A concurrent retry under the same key inserted first: answer its order.
      if (!inserted)
        return { row: (await repo.findByKey(tx, userId, idemKey))!, delivered: [] as Delivered[] };
      await timers.schedule(tx, {
        kind: LISTING_ORDER_PAY_EXPIRY_TIMER,
        key: String(inserted.id),
        dueAt: payByOf(inserted.createdAt),
        payload: {},
      });
      await repo.addEvent(tx, {
        orderId: inserted.id,
        action: 'create',
        fromState: 0,
        toState: ListingOrderState.unpaid,
        actorId: userId,
        actorRole: 'buyer',
        createdAt: now,
      });
      return { row: inserted, delivered: await postCard(tx, inserted, 'create', userId) };
    });
  }

  /** The buyer's pay password, asked only of the buyer (anyone else is refused by the table without a guess). */
  async function buyerPassword(userId: number, id: number, secret: string) {
    const row = await repo.find(db, id);
    if (row?.buyerId === userId) await payPassword.verifyPayPassword(userId, secret);
  }

  return {
    /** Whether the two have a listing order open or recent: the paid-chat gate lets trade partners talk (issue 28). */
    tradedWith: (a: number, b: number) =>
      repo.tradedWith(db, a, b, new Date(deps.clock.now().getTime() - TRADE_PARTNER_CHAT_MS)),
    /** GET /app/listing-orders/quote: price, fee and cashback of ordering this listing now. */
    async quote(userId: number, query: ListingOrderQuoteQuery): Promise<ListingOrderQuoteVo> {
      const listing = checkOrderable(await listingsRepository.find(db, query.listingId), userId);
      const q = await money.quote(db, listing.price!, listing.currencyId, await feeRateOf(query.secureDeal));
      // Said at the quote, before any order or pay password (issue 30): whether the balance pays the price.
      const balance = (await accounts.balanceOf(userId, listing.currencyId))?.balance ?? '0';
      return {
        balance: plainAmount(balance),
        enough: toUnits(balance) >= toUnits(listing.price!),
        currencyId: listing.currencyId,
        price: plainAmount(listing.price!),
        fee: plainAmount(q.fee),
        sellerReceives: plainAmount(q.sellerReceives),
        cashback: plainAmount(q.cashback),
        cashbackCurrencyId: LISTING_CASHBACK_CURRENCY_ID,
      };
    },

    /** POST /app/listing-orders: a retry under the same Idempotency-Key answers the first order. */
    async create(userId: number, body: ListingOrderCreateBody, idemKey: string) {
      const outcome = await open(userId, body, idemKey);
      await delivery.publish(outcome.delivered);
      return presentOne(userId, outcome.row);
    },

    /** GET /app/listing-orders/list */
    async list(userId: number, query: ListingOrderListQuery) {
      const { rows, total } = await repo.mine(db, userId, query);
      return { rows: await present(userId, rows), total };
    },

    /** GET /app/listing-orders/{id}: its parties only; anyone else learns nothing (404). */
    async detail(userId: number, id: number) {
      const row = await repo.find(db, id);
      if (!row || !sideOf(row, userId)) fail('notFound');
      return presentOne(userId, row!);
    },

    async pay(userId: number, id: number, secret: string) {
      await buyerPassword(userId, id, secret);
      return step(userId, id, 'pay');
    },

    async ship(userId: number, body: ListingOrderShipBody) {
      return step(userId, body.id, 'ship', { patch: { shipNote: body.note }, note: body.note });
    },

    async confirmReceipt(userId: number, id: number, secret: string) {
      await buyerPassword(userId, id, secret);
      return step(userId, id, 'confirmReceipt');
    },

    async cancel(userId: number, id: number) {
      return step(userId, id, 'cancel');
    },

    /** POST /app/listing-orders/appeal: the deal stops until staff decide; proofs are the appellant's own uploads. */
    async appeal(userId: number, body: ListingOrderAppealBody) {
      for (const url of body.proofs)
        if (!(await files.isOwnUpload(userId, url))) fail('listingOrderProofInvalid');
      const row = await repo.find(db, body.id);
      const side = row ? sideOf(row, userId) : undefined;
      return step(userId, body.id, 'appeal', {
        patch: {
          appealBy: side ?? null,
          appealReason: body.reason,
          appealProofs: body.proofs,
          appealedAt: clock.now(),
        },
        note: body.reason,
      });
    },

    /**
     * The demo world's orders (seed/demo-listing-orders.ts): the buyer orders the seller's demo listing (found by its
     * seed key) and the steps follow — the same transactions as the routes, without the pay password the demo users
     * do not have. Once per order key; never reached from a route. Answers whether it made the order now.
     */
    async seedOrder(
      demo: { buyerId: number; sellerId: number; listingKey: string; secureDeal: boolean },
      steps: Array<{ action: ListingOrderAction; note?: string }>,
      idemKey: string,
    ) {
      if (await repo.findByKey(db, demo.buyerId, idemKey)) return false;
      const listing = await listingsRepository.findByKey(db, demo.sellerId, demo.listingKey);
      if (!listing) return false;
      // The demo buyer orders at today's quote, as the app would show it.
      const q = await money.quote(db, listing.price!, listing.currencyId, await feeRateOf(demo.secureDeal));
      const { row } = await open(
        demo.buyerId,
        { listingId: listing.id, secureDeal: demo.secureDeal, price: listing.price!, fee: q.fee },
        idemKey,
      );
      for (const { action, note = '' } of steps) {
        const by = action === 'ship' ? demo.sellerId : demo.buyerId;
        const patch: StepPatch =
          action === 'ship'
            ? { shipNote: note }
            : action === 'appeal'
              ? { appealBy: 'buyer', appealReason: note, appealProofs: [], appealedAt: clock.now() }
              : {};
        await step(by, row.id, action, { patch, note });
      }
      return true;
    },

    /** POST /admin/api/listing-orders/decide: refund the buyer or pay the seller; audited with the reason. */
    async decide(staffId: number, body: ListingOrderDecideBody) {
      return step(staffId, body.id, body.decision, {
        staff: true,
        patch: { resolution: body.decision, resolutionReason: body.reason },
        note: body.reason,
      });
    },

    /** GET /admin/api/listing-orders: the appeals queue (or another state), oldest first. */
    async staffList(staffId: number, query: ListingOrderStaffQuery) {
      const { rows, total } = await repo.staffPage(
        db,
        query.state,
        query.pageSize,
        (query.pageNum - 1) * query.pageSize,
      );
      return { rows: await present(staffId, rows, true), total };
    },

    /** GET /admin/api/listing-orders/{id}: the order with its appeal and history, and the parties' chat. */
    async staffDetail(staffId: number, id: number): Promise<ListingOrderStaffDetailVo> {
      const row = (await repo.find(db, id)) ?? fail('notFound');
      return {
        order: await presentOne(staffId, row!, true),
        messages: await partiesChat(chat, row!.buyerId, row!.sellerId),
      };
    },
  };
}

export type ListingOrdersService = ReturnType<typeof createListingOrdersService>;
