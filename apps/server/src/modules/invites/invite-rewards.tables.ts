import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * The invite reward paid to an inviter for one invitee in one module (InviteModule), once: the unique index decides
 * among concurrent qualifying events, and the reward's ledger post shares the row's transaction.
 */
export const inviteRewards = pgTable(
  'invite_rewards',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id').notNull(),
    inviteeId: integer('invitee_id').notNull(),
    module: smallint('module').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: money('amount').notNull(),
    txId: integer('tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invite_rewards_invitee_module_uq').on(t.inviteeId, t.module)],
);

/**
 * The share (airdrop) config of one module, edited by staff (GET /app/airdrop/findByModule answers `disposition`,
 * the share config list as JSON text) and the reward the inviter earns when an invitee completes the module's step.
 */
export const airdropConfigs = pgTable('airdrop_configs', {
  module: smallint('module').primaryKey(),
  /** The share config list (shareConfigList of the contracts) as JSON text, as the client receives it. */
  disposition: text('disposition').notNull(),
  /** VLN paid to the inviter per qualifying invitee; 0 = no reward in this module. */
  inviteReward: money('invite_reward').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
