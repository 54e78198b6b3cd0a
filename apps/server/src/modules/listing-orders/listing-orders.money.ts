import {
  FlowDirection,
  FlowStatus,
  FlowType,
  LISTING_CASHBACK_CURRENCY_ID,
  LISTING_CASHBACK_RATE,
} from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';
import type { LedgerLeg, LedgerService } from '../ledger/ledger.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { ListingOrderRow } from './listing-orders.repository.ts';

/** The flows' relatedType and the ledger's reference prefix of a classifieds order. */
export const LISTING_ORDER_RELATED_TYPE = 'listingOrder';
/** Pay's ledger call, once per order. */
const payKey = (id: number) => ({ scope: `${LISTING_ORDER_RELATED_TYPE}:pay`, key: String(id) });
/** Capture and release of a secure deal share one key, so only one of them ever happens. */
const settleKey = (id: number) => ({ scope: `${LISTING_ORDER_RELATED_TYPE}:settle`, key: String(id) });
const isPositive = (amount: string) => toUnits(amount) > 0n;

/**
 * The money of a classifieds order (issue 14; docs "Classifieds orders"): every step is ONE journal transaction in
 * the caller's transaction, with the wallet-history rows beside it. A secure deal holds the price at pay and settles
 * the whole hold at completion (seller: price − fee, platform fees: fee) or releases it; an ordinary deal pays the
 * seller at pay. The cashback is the cashback service's, decided in the same transaction (cashback.service.ts).
 */
export function listingOrderMoney(others: { ledger: LedgerService; flows: FlowsService }) {
  const { ledger, flows } = others;
  const reference = (row: ListingOrderRow) => `${LISTING_ORDER_RELATED_TYPE}:${row.id}`;
  const flowOf = (row: ListingOrderRow, userId: number) => ({
    relatedType: LISTING_ORDER_RELATED_TYPE,
    relatedId: row.id,
    userId,
  });

  async function saleFlow(tx: Db, row: ListingOrderRow, amount: string, txId: number) {
    await flows.createFlow(
      {
        userId: row.sellerId,
        type: FlowType.listingSale,
        direction: FlowDirection.in,
        status: FlowStatus.completed,
        currencyId: row.currencyId,
        amount,
        fee: row.fee,
        counterpartyId: row.buyerId,
        relatedType: LISTING_ORDER_RELATED_TYPE,
        relatedId: row.id,
        txId,
      },
      tx,
    );
  }

  return {
    /**
     * What an order of `price` costs: the secure deal's fee (half-up to 4 decimals) and the cashback — 10 % of the
     * price in VLN at the ledger's own rate, truncated as ledger_convert truncates. Refused when VLN has no rate.
     */
    async quote(db: Db, price: string, currencyId: number, feeRate: string) {
      const [row] = await queryRows<{ fee: string; cashback: string | null }>(
        db,
        sql`select round(${price}::numeric * ${feeRate}::numeric, 4)::text as fee,
              trunc(trunc(${price}::numeric * ledger_rate(${currencyId}::integer, ${LISTING_CASHBACK_CURRENCY_ID}::integer), 4)
                    * ${LISTING_CASHBACK_RATE}::numeric, 4)::text as cashback`,
      );
      if (!row?.cashback) fail('rateUnavailable');
      const fee = fromUnits(toUnits(row!.fee));
      return {
        fee,
        cashback: fromUnits(toUnits(row!.cashback!)),
        sellerReceives: fromUnits(toUnits(price) - toUnits(fee)),
      };
    },

    /** Pay: the price held on the buyer's wallet (secure), or moved to the seller at once (ordinary). */
    async pay(tx: Db, row: ListingOrderRow) {
      const buyerAccount = await ledger.accountFor(row.buyerId, row.currencyId, tx);
      const purchase = {
        userId: row.buyerId,
        type: FlowType.listingPurchase,
        direction: FlowDirection.out,
        currencyId: row.currencyId,
        amount: row.price,
        counterpartyId: row.sellerId,
        relatedType: LISTING_ORDER_RELATED_TYPE,
        relatedId: row.id,
      } as const;
      if (row.secureDeal) {
        const { holdId, txId } = await ledger.hold(
          {
            account: buyerAccount,
            amount: row.price,
            kind: 'listingOrderHold',
            reference: reference(row),
            idempotency: payKey(row.id),
          },
          tx,
        );
        await flows.createFlow({ ...purchase, status: FlowStatus.inProgress, txId }, tx);
        return { holdId };
      }
      const { txId } = await ledger.post(
        {
          kind: 'listingOrderPay',
          reference: reference(row),
          legs: [
            { account: buyerAccount, amount: `-${row.price}` },
            { account: await ledger.accountFor(row.sellerId, row.currencyId, tx), amount: row.price },
          ],
          idempotency: payKey(row.id),
        },
        tx,
      );
      await flows.createFlow({ ...purchase, status: FlowStatus.completed, txId }, tx);
      await saleFlow(tx, row, row.price, txId);
      return { holdId: null };
    },

    /** Completion: a secure deal's hold captured whole — the seller's share and the platform fee — once per order. */
    async settle(tx: Db, row: ListingOrderRow) {
      if (!row.secureDeal) return;
      const sellerReceives = fromUnits(toUnits(row.price) - toUnits(row.fee));
      const to: LedgerLeg[] = [
        { account: await ledger.accountFor(row.sellerId, row.currencyId, tx), amount: sellerReceives },
      ];
      if (isPositive(row.fee))
        to.push({ account: await ledger.platformAccount('fees', row.currencyId, tx), amount: row.fee });
      const { txId } = await ledger.settle(
        {
          holdId: row.holdId!,
          ownerUserId: row.buyerId,
          to,
          extra: [],
          kind: 'listingOrderSettle',
          reference: reference(row),
          idempotency: settleKey(row.id),
        },
        tx,
      );
      await flows.updateFlowStatus(flowOf(row, row.buyerId), FlowStatus.completed, undefined, tx);
      await saleFlow(tx, row, sellerReceives, txId);
    },

    /** A secure deal's hold back to the buyer (seller's cancel after payment, staff's refund). */
    async refund(tx: Db, row: ListingOrderRow) {
      await ledger.release(
        {
          holdId: row.holdId!,
          ownerUserId: row.buyerId,
          kind: 'listingOrderRefund',
          reference: reference(row),
          idempotency: settleKey(row.id),
        },
        tx,
      );
      await flows.updateFlowStatus(flowOf(row, row.buyerId), FlowStatus.refund, undefined, tx);
    },
  };
}

export type ListingOrderMoney = ReturnType<typeof listingOrderMoney>;
