import {
  CUSTOMER_SERVICE_MODULE_TYPE,
  ExchangeOrderState,
  ListingOrderState,
  P2P_TERMINAL_STATES,
  WALLET_MODULE_TYPE,
  WALLET_TAB_RECENT_DAYS,
} from '@volna/contracts';
import { and, eq, gte, isNotNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../deps.ts';
import { exchangeOrders } from '../exchange/exchange.tables.ts';
import { groupMembers, groups } from '../groups/groups.tables.ts';
import { listingOrders } from '../listing-orders/listing-orders.tables.ts';
import { p2pOrders } from '../p2p/p2p.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXCHANGE_TERMINAL = [ExchangeOrderState.platformPaid, ExchangeOrderState.cancelledByAdmin];
const LISTING_TERMINAL = [ListingOrderState.completed, ListingOrderState.cancelled];

/** The other party of a two-party row, seen from `userId`. */
const otherOf = (userId: number, a: AnyPgColumn, b: AnyPgColumn) =>
  sql<number>`case when ${a} = ${userId} then ${b} else ${a} end`.as('peer_id');

/** Still open, or its last step on one of the window's days. */
const openOrRecent = (
  state: AnyPgColumn,
  terminal: readonly number[],
  updatedAt: AnyPgColumn,
  cutoff: Date,
): SQL => or(notInArray(state, [...terminal]), gte(updatedAt, cutoff))!;

/**
 * The wallet tab's rule (docs/architecture.md "The chat list's wallet tab"): the private chat with a counterparty of a
 * P2P order of either kind (once taken), an exchange order or a secure-deal listing order, while that deal is open or its last step
 * was on one of the last WALLET_TAB_RECENT_DAYS days; and the customer-service groups the user is in that answer for
 * the wallet. Handed to the chat module as subqueries of targetIds, so its chat-list read stays one statement (issue
 * 19) and it never reads the deals' tables itself.
 */
export function createWalletTab({ clock }: Pick<AppDeps, 'clock'>) {
  const qb = new QueryBuilder();
  return {
    /** The user's deal counterparties' ids, as text (a private chat's targetId). */
    peersOf(userId: number): SQL {
      // By the UTC day, so an answer stays right all day long (the chat list is kept by the day, read-cache.ts).
      const today = Math.floor(clock.now().getTime() / DAY_MS);
      const cutoff = new Date((today - WALLET_TAB_RECENT_DAYS) * DAY_MS);
      const p2p = qb
        .select({ peerId: otherOf(userId, p2pOrders.withdrawerId, p2pOrders.payerId) })
        .from(p2pOrders)
        .where(
          and(
            // Taken: both sides known (an open top-up request has no withdrawer yet).
            isNotNull(p2pOrders.payerId),
            isNotNull(p2pOrders.withdrawerId),
            or(eq(p2pOrders.withdrawerId, userId), eq(p2pOrders.payerId, userId)),
            openOrRecent(p2pOrders.state, P2P_TERMINAL_STATES, p2pOrders.updatedAt, cutoff),
          ),
        );
      const exchange = qb
        .select({ peerId: otherOf(userId, exchangeOrders.sellerId, exchangeOrders.buyerId) })
        .from(exchangeOrders)
        .where(
          and(
            or(eq(exchangeOrders.sellerId, userId), eq(exchangeOrders.buyerId, userId)),
            openOrRecent(exchangeOrders.state, EXCHANGE_TERMINAL, exchangeOrders.updatedAt, cutoff),
          ),
        );
      const secureDeals = qb
        .select({ peerId: otherOf(userId, listingOrders.sellerId, listingOrders.buyerId) })
        .from(listingOrders)
        .where(
          and(
            eq(listingOrders.secureDeal, true),
            or(eq(listingOrders.sellerId, userId), eq(listingOrders.buyerId, userId)),
            openOrRecent(listingOrders.state, LISTING_TERMINAL, listingOrders.updatedAt, cutoff),
          ),
        );
      return sql`select peers.peer_id::text from (${p2p.union(exchange).union(secureDeals)}) peers`;
    },

    /** The wallet support groups the user is in, their ids as text (a group chat's targetId). */
    supportGroupsOf(userId: number): SQL {
      return sql`select ${groups.id}::text from ${groups} join ${groupMembers} on ${groupMembers.groupId} = ${groups.id}
        where ${groupMembers.userId} = ${userId} and ${groups.moduleType} = ${CUSTOMER_SERVICE_MODULE_TYPE}
          and ${groups.responsibleModule} = ${WALLET_MODULE_TYPE}`;
    },
  };
}

export type WalletTab = ReturnType<typeof createWalletTab>;
