import {
  FlowDirection,
  FlowStatus,
  FlowType,
  isDepositKind,
  LISTING_DEPOSIT_CURRENCY_ID,
  listingDepositKey,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { toUnits } from '../ledger/amounts.ts';
import type { SystemService } from '../system/system.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { ListingRow } from './listings.repository.ts';

/** The flows' relatedType and the ledger's reference prefix of listing deposits. */
export const DEPOSIT_RELATED_TYPE = 'listingDeposit';

/**
 * Deposits of the boards (spec §9): posting a paid task, job posting or information item holds the configured amount
 * from the owner's roubles while the listing is on the shelf. Each shelf period has its own hold and its own
 * idempotency keys (`<listing id>:<shelf count>`), so a retried or racing call moves the money exactly once:
 * remove releases it to the owner, relist holds it anew, and a staff revoke forfeits it to the platform's fees
 * account (the rule chosen for issue 14: a deposit is the guarantee that the rules are kept; docs/architecture.md).
 */
export function listingDeposits(others: {
  system: SystemService;
  ledger: LedgerService;
  flows: FlowsService;
}) {
  const { system, ledger, flows } = others;
  const reference = (row: ListingRow) => `${DEPOSIT_RELATED_TYPE}:${row.id}`;
  const key = (row: ListingRow) => `${row.id}:${row.shelfCount}`;

  return {
    /** What putting a listing of this kind on the shelf holds now; "0" for kinds without a deposit. */
    async amountFor(kind: string): Promise<string> {
      return isDepositKind(kind) ? system.setting(listingDepositKey(kind)) : '0';
    },

    /** Holds `amount` for the row's current shelf period in the caller's transaction; nothing when it is 0. */
    async hold(tx: Db, row: ListingRow, amount: string) {
      if (toUnits(amount) === 0n) return { depositHoldId: null, depositFlowId: null, depositAmount: null };
      const account = await ledger.accountFor(row.ownerId, LISTING_DEPOSIT_CURRENCY_ID, tx);
      const { holdId, txId } = await ledger.hold(
        {
          account,
          amount,
          kind: 'listingDeposit',
          reference: reference(row),
          idempotency: { scope: 'listingDeposit', key: key(row) },
        },
        tx,
      );
      const depositFlowId = await flows.createFlow(
        {
          userId: row.ownerId,
          type: FlowType.listingDeposit,
          direction: FlowDirection.out,
          status: FlowStatus.inProgress,
          currencyId: LISTING_DEPOSIT_CURRENCY_ID,
          amount,
          relatedType: DEPOSIT_RELATED_TYPE,
          relatedId: row.id,
          txId,
        },
        tx,
      );
      return { depositHoldId: holdId, depositFlowId, depositAmount: amount };
    },

    /** The held deposit back to the owner (remove). */
    async release(tx: Db, row: ListingRow) {
      if (!row.depositHoldId) return;
      await ledger.release(
        {
          holdId: row.depositHoldId,
          ownerUserId: row.ownerId,
          kind: 'listingDepositRelease',
          reference: reference(row),
          idempotency: { scope: 'listingDepositSettle', key: key(row) },
        },
        tx,
      );
      if (row.depositFlowId)
        await flows.updateFlowStatus({ id: row.depositFlowId }, FlowStatus.refund, null, tx);
    },

    /** The held deposit to the platform (staff revoke). */
    async forfeit(tx: Db, row: ListingRow) {
      if (!row.depositHoldId || !row.depositAmount) return;
      const fees = await ledger.platformAccount('fees', LISTING_DEPOSIT_CURRENCY_ID, tx);
      await ledger.capture(
        {
          holdId: row.depositHoldId,
          to: [{ account: fees, amount: row.depositAmount }],
          ownerUserId: row.ownerId,
          kind: 'listingDepositForfeit',
          reference: reference(row),
          idempotency: { scope: 'listingDepositSettle', key: key(row) },
        },
        tx,
      );
      if (row.depositFlowId)
        await flows.updateFlowStatus({ id: row.depositFlowId }, FlowStatus.completed, null, tx);
    },
  };
}
export type ListingDeposits = ReturnType<typeof listingDeposits>;
