import {
  type Language,
  ListingState,
  type TaskApplicationAction,
  TaskApplicationState,
  type TaskApplicationVo,
  type TaskApplicationsQuery,
  type TaskApplyBody,
  type TaskReferralVo,
  taskApplicationActionsFor,
  taskApplicationTransition,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { currencyCodeOf, plainAmount } from '../ledger/amounts.ts';
import { partyOf } from '../listing-orders/listing-orders.presenter.ts';
import type { ListingsService } from '../listings/listings.service.ts';
import { listingsRepository } from '../listings/listings.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import { appliedNotice, decidedNotice, rewardNotice } from './listing-tasks.notices.ts';
import { type TaskApplicationRow, listingTasksRepository as repo } from './listing-tasks.repository.ts';
import { referralTermsOf } from './task-referral-budget.ts';

/** What the referrer got: paid (a reward captured), noBudget (no place was left), none (nobody referred him). */
const outcomeOf = (row: TaskApplicationRow) =>
  row.state !== TaskApplicationState.accepted
    ? null
    : row.referrerId === null
      ? 'none'
      : row.rewardTxId !== null
        ? 'paid'
        : 'noBudget';

/**
 * Paid-task applications and referrals (issue 14 boards; docs "Paid-task referrals"): apply (once per user and
 * task, optionally naming a referrer), the poster's list of applicants, and accept / reject — a step of
 * TASK_APPLICATION_TRANSITIONS applied under the application's row lock; an accept of a referred applicant pays his
 * referrer one reward from the poster's held budget in the same transaction, once. Someone else's task or
 * application answers notFound, as one that does not exist.
 */
export function createListingTasksService(
  deps: AppDeps,
  others: { users: UsersService; listings: ListingsService; chat: ChatService },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { users, listings, chat } = others;

  /** A system-chat notice after the commit: one that fails is logged, the step stands. */
  const notify = (userId: number, text: Record<Language, string>) =>
    chat
      .sendSystemMessage([userId], text)
      .catch((error: Error) => console.warn(`task application notice not sent (${error.message})`));
  const budgets = listings.budgets;

  async function present(viewerId: number, posterId: number, rows: TaskApplicationRow[]) {
    const ids = [
      ...new Set(rows.flatMap((r) => (r.referrerId ? [r.applicantId, r.referrerId] : [r.applicantId]))),
    ];
    const people = new Map(
      (ids.length ? await users.presentByIds(viewerId, ids) : []).map((u) => [u.userId, u]),
    );
    return rows.map(
      (row): TaskApplicationVo => ({
        id: row.id,
        listingId: row.listingId,
        applicant: partyOf(row.applicantId, people.get(row.applicantId)),
        referrer: row.referrerId ? partyOf(row.referrerId, people.get(row.referrerId)) : null,
        state: row.state,
        actions: viewerId === posterId ? taskApplicationActionsFor(row.state, 'poster') : [],
        referralOutcome: outcomeOf(row),
        createTime: row.createdAt.toISOString(),
        decideTime: row.decidedAt?.toISOString() ?? null,
      }),
    );
  }

  /** A paid task the viewer may see: on the shelf, or his own in any state. */
  async function visibleTask(viewerId: number, listingId: number) {
    const listing = await listingsRepository.find(db, listingId);
    if (listing?.kind !== 'task') fail('notFound');
    if (listing!.state !== ListingState.onShelf && listing!.ownerId !== viewerId) fail('notFound');
    return listing!;
  }

  async function decide(userId: number, id: number, action: TaskApplicationAction) {
    const { row, title } = await db.transaction(async (tx) => {
      const application = await repo.lock(tx, id);
      const listing = application && (await listingsRepository.find(tx, application.listingId));
      if (!application || !listing || listing.ownerId !== userId) fail('notFound');
      const step =
        taskApplicationTransition(application!.state, action, 'poster') ?? fail('taskApplicationDecided');
      let rewardTxId: number | null = null;
      if (step!.money === 'referralReward' && application!.referrerId !== null) {
        const budget = await budgets.find(tx, listing!.id, true);
        if (budget)
          rewardTxId = await budgets.payReferrer(tx, budget, application!.id, application!.referrerId!);
      }
      const row = await repo.update(tx, application!.id, {
        state: step!.next,
        decidedAt: clock.now(),
        rewardTxId,
      });
      return { row, title: listing!.title };
    });
    const vo = (await present(userId, userId, [row]))[0]!;
    await notify(row.applicantId, decidedNotice(title, row.state === TaskApplicationState.accepted));
    if (vo.referralOutcome === 'paid' && row.referrerId !== null) {
      const budget = await budgets.find(db, row.listingId);
      const reward = { amount: plainAmount(budget!.reward), currency: currencyCodeOf(budget!.currencyId) };
      await notify(row.referrerId, rewardNotice(title, vo.applicant.nickName, reward));
    }
    return vo;
  }

  return {
    /** POST /app/listings/task/apply. */
    async apply(userId: number, body: TaskApplyBody): Promise<TaskApplicationVo> {
      const listing = await listingsRepository.find(db, body.listingId);
      if (listing?.kind !== 'task') fail('notFound');
      if (listing!.ownerId === userId) fail('taskOwnListing');
      if (listing!.state !== ListingState.onShelf) fail('taskNotOpen');
      let referrerId: number | null = null;
      if (body.referrer !== '') {
        const terms = referralTermsOf(listing!);
        const found = terms ? await repo.userIdOf(db, body.referrer) : undefined;
        if (found === undefined || found === userId || found === listing!.ownerId)
          fail('taskReferrerInvalid');
        if (budgets.placesLeft(await budgets.find(db, listing!.id)) <= 0) fail('taskReferralBudgetSpent');
        referrerId = found!;
      }
      const inserted = await repo.insertOnce(db, {
        listingId: listing!.id,
        applicantId: userId,
        referrerId,
        state: TaskApplicationState.applied,
        createdAt: clock.now(),
      });
      if (!inserted) fail('taskAlreadyApplied');
      const vo = (await present(userId, listing!.ownerId, [inserted!]))[0]!;
      await notify(listing!.ownerId, appliedNotice(listing!.title, vo.applicant.nickName));
      return vo;
    },

    /** GET /app/listings/task/applications: the poster's applicants, newest first. */
    async applications(userId: number, query: TaskApplicationsQuery) {
      const listing = await listingsRepository.find(db, query.listingId);
      if (listing?.kind !== 'task' || listing.ownerId !== userId) fail('notFound');
      const { rows, total } = await repo.page(db, listing!.id, query.pageNum, query.pageSize);
      return { rows: await present(userId, userId, rows), total };
    },

    /** GET /app/listings/task/referral: the terms, the places left and the viewer's own application. */
    async referral(userId: number, listingId: number): Promise<TaskReferralVo> {
      const listing = await visibleTask(userId, listingId);
      const terms = referralTermsOf(listing);
      const budget = await budgets.find(db, listing.id);
      const mine = await repo.mine(db, listing.id, userId);
      return {
        listingId: listing.id,
        referralAllowed: terms !== undefined,
        reward: plainAmount(budget?.reward ?? terms?.reward ?? '0'),
        currencyId: budget?.currencyId ?? listing.currencyId,
        places: budget?.slots ?? 0,
        placesLeft: budgets.placesLeft(budget),
        isPoster: listing.ownerId === userId,
        myApplication: mine ? (await present(userId, listing.ownerId, [mine]))[0]! : null,
      };
    },

    accept: (userId: number, id: number) => decide(userId, id, 'accept'),
    reject: (userId: number, id: number) => decide(userId, id, 'reject'),
  };
}
export type ListingTasksService = ReturnType<typeof createListingTasksService>;
