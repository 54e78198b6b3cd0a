import {
  type CashbackOutcome,
  LISTING_CASHBACK_CURRENCY_ID,
  LISTING_ORDER_PAY_MINUTES,
  type ListingKind,
  type ListingOrderAction,
  type ListingOrderActor,
  type ListingOrderCardContent,
  type ListingOrderEventVo,
  ListingOrderState,
  type ListingOrderVo,
  listingDealStep,
  listingOrderActionsFor,
  type UserVo,
} from '@volna/contracts';
import { currencyCodeOf, fromUnits, plainAmount, toUnits } from '../ledger/amounts.ts';
import type { ListingOrderEventRow, ListingOrderRow } from './listing-orders.repository.ts';

/** When an unpaid order made at `createdAt` ends by itself. */
export const payByOf = (createdAt: Date) =>
  new Date(createdAt.getTime() + LISTING_ORDER_PAY_MINUTES * 60_000);

/** A person as an order or a task application shows him: id, nickname and avatar. */
export const partyOf = (userId: number, user: UserVo | undefined) => ({
  userId,
  nickName: user?.nickName ?? '',
  avatar: user?.avatar ?? '',
});

/** The viewer's side of an order (staff only on the console's routes). */
export const sideOf = (row: ListingOrderRow, viewerId: number): 'buyer' | 'seller' | undefined =>
  row.buyerId === viewerId ? 'buyer' : row.sellerId === viewerId ? 'seller' : undefined;

export const presentListingOrderEvent = (row: ListingOrderEventRow): ListingOrderEventVo => ({
  action: row.action,
  fromState: row.fromState,
  toState: row.toState,
  actorId: row.actorId,
  actorRole: row.actorRole,
  note: row.note,
  createTime: row.createdAt.toISOString(),
});

/** An order as one of its parties (or staff) sees it, with the actions the table leaves him and the history. */
export function presentListingOrder(
  row: ListingOrderRow,
  role: Exclude<ListingOrderActor, 'system'>,
  users: Map<number, UserVo>,
  events: ListingOrderEventRow[],
): ListingOrderVo {
  const own = events.filter((e) => e.orderId === row.id);
  // A cancelled order's stepper stops where it was cancelled from.
  const cancelledFrom =
    row.state === ListingOrderState.cancelled
      ? [...own].reverse().find((e) => e.toState === row.state)?.fromState
      : undefined;
  return {
    id: row.id,
    state: row.state,
    secureDeal: row.secureDeal,
    listing: {
      listingId: row.listingId,
      kind: row.snapshot.kind as ListingKind,
      title: row.snapshot.title,
      categoryPath: row.snapshot.categoryPath,
      city: row.snapshot.city,
      photo: row.snapshot.photo,
    },
    buyer: partyOf(row.buyerId, users.get(row.buyerId)),
    seller: partyOf(row.sellerId, users.get(row.sellerId)),
    role,
    actions: listingOrderActionsFor(row.state, role, row.secureDeal),
    currencyId: row.currencyId,
    currencyCode: currencyCodeOf(row.currencyId),
    price: plainAmount(row.price),
    fee: plainAmount(row.fee),
    sellerReceives: plainAmount(fromUnits(toUnits(row.price) - toUnits(row.fee))),
    cashback: plainAmount(row.cashback),
    cashbackCurrencyId: LISTING_CASHBACK_CURRENCY_ID,
    cashbackPaid: row.cashbackPaid,
    cashbackGranted: plainAmount(row.cashbackGranted),
    cashbackOutcome: row.cashbackOutcome as CashbackOutcome,
    shipNote: row.shipNote,
    appeal:
      row.appealBy && row.appealedAt
        ? {
            byRole: row.appealBy as 'buyer' | 'seller',
            reason: row.appealReason ?? '',
            proofs: row.appealProofs ?? [],
            createTime: row.appealedAt.toISOString(),
          }
        : null,
    resolution: row.resolution,
    resolutionReason: row.resolutionReason,
    dealStep: listingDealStep(row.state, cancelledFrom),
    dealFailed: row.state === ListingOrderState.cancelled,
    history: own.map(presentListingOrderEvent),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    payBy: row.state === ListingOrderState.unpaid ? payByOf(row.createdAt).toISOString() : null,
  };
}

/** The order's one card in the parties' chat, as of its latest step, with a line per step so far. */
export const listingOrderCardOf = (
  row: ListingOrderRow,
  action: ListingOrderAction | 'create',
  events: ListingOrderEventRow[] = [],
): ListingOrderCardContent => ({
  steps: events.map((e) => ({
    action: e.action as ListingOrderAction | 'create',
    time: e.createdAt.toISOString(),
  })),
  orderId: row.id,
  action,
  state: row.state,
  title: row.snapshot.title,
  price: plainAmount(row.price),
  currencyCode: currencyCodeOf(row.currencyId),
  secureDeal: row.secureDeal,
  buyerUserId: row.buyerId,
  sellerUserId: row.sellerId,
});
