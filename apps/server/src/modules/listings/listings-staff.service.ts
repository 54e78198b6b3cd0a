import type { ListingRevokeBody, ListingStaffQuery, ListingVo } from '@volna/contracts';
import { plainAmount } from '../ledger/amounts.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuditService } from '../admin/audit.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { listingRevokedNotice } from './listings.notices.ts';
import { listingsRepository as repo } from './listings.repository.ts';
import type { ListingsService } from './listings.service.ts';

/**
 * Staff on listings (issue 14): the console's list and the revoke — a transition of LISTING_TRANSITIONS taken by staff
 * under the row lock, with the reason in the listing's history and an audit row (who, when, before/after). A held
 * deposit is forfeited to the platform (listing-deposits.ts says why).
 */
export function createListingsStaffService(
  deps: AppDeps,
  others: { listings: ListingsService; audit: AuditService; chat: ChatService },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { listings, audit, chat } = others;

  return {
    async list(staffId: number, query: ListingStaffQuery): Promise<{ rows: ListingVo[]; total: number }> {
      const { rows, total } = await repo.staffList(db, query);
      return { rows: await listings.presentMany(staffId, rows), total };
    },

    async revoke(staffId: number, body: ListingRevokeBody): Promise<ListingVo> {
      const row = await db.transaction(async (tx) => {
        const { row, step } = await listings.lockFor(tx, body.id, 'revoke', 'staff');
        await listings.deposits.forfeit(tx, row);
        await listings.budgets.forfeit(tx, row);
        const now = clock.now();
        await repo.addEvent(tx, {
          listingId: row.id,
          action: 'revoke',
          actorId: staffId,
          fromState: row.state,
          toState: step.next,
          reason: body.reason,
          createdAt: now,
        });
        const after = await repo.update(tx, row.id, {
          state: step.next,
          revokeReason: body.reason,
          depositHoldId: null,
          depositFlowId: null,
          updatedAt: now,
        });
        await audit.record(tx, {
          staffId,
          action: 'listing.revoke',
          objectType: 'listing',
          objectId: row.id,
          before: {
            state: row.state,
            depositHeld: row.depositHoldId ? plainAmount(row.depositAmount ?? '0') : null,
          },
          after: { state: after.state, reason: body.reason, depositForfeited: Boolean(row.depositHoldId) },
        });
        return { after, forfeited: row.depositHoldId ? plainAmount(row.depositAmount ?? '0') : null };
      });
      // The owner hears it in his system chat, after the commit; a notice that fails is logged, the revoke stands.
      await chat
        .sendSystemMessage(
          [row.after.ownerId],
          listingRevokedNotice(row.after.title, body.reason, row.forfeited),
        )
        .catch((error: Error) =>
          console.warn(`listing ${body.id}: revoke notice not sent (${error.message})`),
        );
      return (await listings.presentMany(staffId, [row.after]))[0]!;
    },
  };
}
export type ListingsStaffService = ReturnType<typeof createListingsStaffService>;
