import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * A paid task's referral budget (issue 14 boards): the poster holds `reward × slots` of the task's currency through
 * the ledger; each accepted referred applicant captures one `reward` of it to his referrer (a partial capture of the
 * same hold), and the poster releases what is left. One budget per task.
 */
export const listingTaskBudgets = pgTable(
  'listing_task_budgets',
  {
    listingId: integer('listing_id').primaryKey(),
    ownerId: integer('owner_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    reward: money('reward').notNull(),
    slots: integer('slots').notNull(),
    used: integer('used').notNull().default(0),
    holdId: integer('hold_id'),
    released: smallint('released').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('listing_task_budgets_slots', sql`${t.slots} > 0 AND ${t.used} >= 0 AND ${t.used} <= ${t.slots}`),
    check('listing_task_budgets_reward', sql`${t.reward} > 0`),
  ],
);

/** An application to a paid task: pending (1), accepted (2) or rejected (3), optionally naming who referred him. */
export const listingTaskApplications = pgTable(
  'listing_task_applications',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id').notNull(),
    applicantId: integer('applicant_id').notNull(),
    referrerId: integer('referrer_id'),
    state: smallint('state').notNull(),
    /** The journal transaction that paid the referrer, once. */
    rewardTxId: integer('reward_tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listing_task_applications_uq').on(t.listingId, t.applicantId),
    index('listing_task_applications_listing_idx').on(t.listingId, t.id),
    check('listing_task_applications_state', sql`${t.state} IN (1, 2, 3)`),
    check(
      'listing_task_applications_referrer',
      sql`${t.referrerId} IS NULL OR ${t.referrerId} <> ${t.applicantId}`,
    ),
  ],
);
