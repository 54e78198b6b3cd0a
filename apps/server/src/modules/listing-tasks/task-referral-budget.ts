import { FlowDirection, FlowStatus, FlowType, TASK_BUDGET_RELATED_TYPE } from '@volna/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { FlowsService } from '../wallet/flows.service.ts';
import type { ListingRow } from '../listings/listings.repository.ts';
import { listingTaskBudgets } from './listing-tasks.tables.ts';

/** The rewards' source: the wallet words `reward:taskReferral` flows as a referral reward. */
export const TASK_REFERRAL_SOURCE = 'taskReferral';

export type TaskBudgetRow = typeof listingTaskBudgets.$inferSelect;
type TaskTerms = { referralAllowed?: boolean; referralReward?: string; referralPlaces?: number };

/** A task's referral terms when it pays referrals, else undefined. */
export function referralTermsOf(row: Pick<ListingRow, 'kind' | 'body'>) {
  if (row.kind !== 'task') return undefined;
  const body = row.body as TaskTerms;
  if (!body.referralAllowed || !body.referralReward || toUnits(body.referralReward) <= 0n) return undefined;
  return { reward: body.referralReward, places: body.referralPlaces ?? 1 };
}

/**
 * Whether an edit would change what a task on the shelf holds for its referrals: turning them on or off, another
 * reward or number of places, or, with referrals, another currency. Such an edit is refused while the hold stands
 * (remove and re-list: the new shelf period holds the new terms).
 */
export function referralTermsChange(
  row: Pick<ListingRow, 'kind' | 'body' | 'currencyId'>,
  next: Pick<ListingRow, 'kind' | 'body' | 'currencyId'>,
) {
  const held = referralTermsOf(row);
  const wanted = referralTermsOf(next);
  if (!held || !wanted) return held !== wanted;
  return (
    toUnits(held.reward) !== toUnits(wanted.reward) ||
    held.places !== wanted.places ||
    row.currencyId !== next.currencyId
  );
}

/**
 * The referral budget of a paid task (issue 14 boards; docs "Paid-task referrals"). Each shelf period holds
 * reward × referralPlaces from the poster in the caller's transaction (the same one as the listing's row), keyed
 * `<listing>:<shelf count>` so a retried or racing publish / re-list holds once. An accepted referred applicant
 * captures one reward of the hold to his referrer (keyed by the application: once per application); removal releases
 * what is left to the poster, a staff revoke forfeits it to the platform as the deposit is (same rule, same reason).
 * The budget row counts places (`slots` ever opened, `used` paid) and carries the current hold.
 */
export function taskReferralBudget(others: { ledger: LedgerService; flows: FlowsService }) {
  const { ledger, flows } = others;
  const reference = (listingId: number) => `${TASK_BUDGET_RELATED_TYPE}:${listingId}`;
  const periodKey = (row: ListingRow) => `${row.id}:${row.shelfCount}`;

  const find = async (db: Db, listingId: number, lock = false) => {
    const q = db.select().from(listingTaskBudgets).where(eq(listingTaskBudgets.listingId, listingId));
    return (await (lock ? q.for('update') : q))[0];
  };

  /** What is still held of the current period's hold. */
  async function restOf(tx: Db, budget: TaskBudgetRow) {
    if (budget.holdId === null || budget.released) return 0n;
    const hold = await ledger.holdInfo(budget.holdId, tx);
    return hold ? toUnits(hold.amount) - toUnits(hold.captured) - toUnits(hold.released) : 0n;
  }

  async function close(tx: Db, row: ListingRow, how: 'release' | 'forfeit') {
    const budget = await find(tx, row.id, true);
    if (!budget || budget.holdId === null || budget.released) return;
    const rest = await restOf(tx, budget);
    const common = {
      holdId: budget.holdId,
      ownerUserId: budget.ownerId,
      reference: reference(row.id),
      idempotency: { scope: `${TASK_BUDGET_RELATED_TYPE}:close`, key: periodKey(row) },
    };
    if (rest > 0n && how === 'release') await ledger.release({ ...common, kind: 'taskReferralRelease' }, tx);
    if (rest > 0n && how === 'forfeit')
      await ledger.capture(
        {
          ...common,
          kind: 'taskReferralForfeit',
          to: [
            { account: await ledger.platformAccount('fees', budget.currencyId, tx), amount: fromUnits(rest) },
          ],
        },
        tx,
      );
    await tx.update(listingTaskBudgets).set({ released: 1 }).where(eq(listingTaskBudgets.listingId, row.id));
    await flows.updateFlowStatus(
      { relatedType: TASK_BUDGET_RELATED_TYPE, relatedId: budget.holdId, userId: budget.ownerId },
      how === 'release' ? FlowStatus.refund : FlowStatus.completed,
      undefined,
      tx,
    );
  }

  return {
    find,

    /** Publish / re-list: this shelf period's places held, when the task pays referrals; nothing otherwise. */
    async open(tx: Db, row: ListingRow, now: Date) {
      const terms = referralTermsOf(row);
      if (!terms) return;
      const amount = fromUnits(toUnits(terms.reward) * BigInt(terms.places));
      const { holdId, txId } = await ledger.hold(
        {
          account: await ledger.accountFor(row.ownerId, row.currencyId, tx),
          amount,
          kind: 'taskReferralBudget',
          reference: reference(row.id),
          idempotency: { scope: TASK_BUDGET_RELATED_TYPE, key: periodKey(row) },
        },
        tx,
      );
      // Places already paid stay counted; this period opens `places` more at the current reward.
      await tx
        .insert(listingTaskBudgets)
        .values({
          listingId: row.id,
          ownerId: row.ownerId,
          currencyId: row.currencyId,
          reward: terms.reward,
          slots: terms.places,
          holdId,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: listingTaskBudgets.listingId,
          set: {
            reward: terms.reward,
            currencyId: row.currencyId,
            slots: sql`${listingTaskBudgets.used} + ${terms.places}`,
            holdId,
            released: 0,
          },
        });
      await flows.createFlow(
        {
          userId: row.ownerId,
          type: FlowType.listingDeposit,
          direction: FlowDirection.out,
          status: FlowStatus.inProgress,
          currencyId: row.currencyId,
          amount,
          relatedType: TASK_BUDGET_RELATED_TYPE,
          relatedId: holdId,
          txId,
        },
        tx,
      );
    },

    /** Removal: what is left goes back to the poster. */
    release: (tx: Db, row: ListingRow) => close(tx, row, 'release'),
    /** Staff revoke: what is left goes to the platform, as the deposit does. */
    forfeit: (tx: Db, row: ListingRow) => close(tx, row, 'forfeit'),

    /**
     * One reward of the locked budget to the referrer of `applicationId` (a partial capture, keyed by the
     * application so it happens once); false when no place or hold is left.
     */
    async payReferrer(tx: Db, budget: TaskBudgetRow, applicationId: number, referrerId: number) {
      if (budget.holdId === null || budget.released || budget.used >= budget.slots) return null;
      if ((await restOf(tx, budget)) < toUnits(budget.reward)) return null;
      const { txId } = await ledger.capture(
        {
          holdId: budget.holdId,
          ownerUserId: budget.ownerId,
          to: [
            { account: await ledger.accountFor(referrerId, budget.currencyId, tx), amount: budget.reward },
          ],
          kind: `reward:${TASK_REFERRAL_SOURCE}`,
          reference: reference(budget.listingId),
          idempotency: { scope: `reward:${TASK_REFERRAL_SOURCE}`, key: `application:${applicationId}` },
        },
        tx,
      );
      await tx
        .update(listingTaskBudgets)
        .set({ used: budget.used + 1 })
        .where(eq(listingTaskBudgets.listingId, budget.listingId));
      await flows.createFlow(
        {
          userId: referrerId,
          type: FlowType.reward,
          direction: FlowDirection.in,
          status: FlowStatus.completed,
          currencyId: budget.currencyId,
          amount: budget.reward,
          remark: TASK_REFERRAL_SOURCE,
          counterpartyId: budget.ownerId,
          relatedType: `reward:${TASK_REFERRAL_SOURCE}`,
          relatedId: applicationId,
          txId,
        },
        tx,
      );
      return txId;
    },

    /** Places still open now (0 when the budget is closed). */
    placesLeft: (budget: TaskBudgetRow | undefined) =>
      !budget || budget.released || budget.holdId === null ? 0 : budget.slots - budget.used,
  };
}
export type TaskReferralBudget = ReturnType<typeof taskReferralBudget>;
