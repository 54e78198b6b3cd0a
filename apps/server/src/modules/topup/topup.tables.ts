import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../wallet/wallet.tables.ts';

/**
 * The platform's receiving account at each top-up bank: the requisites a user pays to. Seeded by the migration with
 * examples; staff replace them through PUT /admin/api/topup/bankAccount.
 */
export const topUpBankAccounts = pgTable('topup_bank_accounts', {
  bankCode: text('bank_code').primaryKey(),
  bankName: text('bank_name').notNull(),
  recipient: text('recipient').notNull(),
  accountNumber: text('account_number').notNull(),
  bic: text('bic').notNull(),
  correspondentAccount: text('correspondent_account').notNull(),
  inn: text('inn').notNull(),
  kpp: text('kpp').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * A QR top-up: the user pays the platform's account outside, uploads the proof, staff confirm and the wallet is credited
 * from the top-up float once (the credit's ledger transaction is keyed by this row's id).
 */
export const topUpRequests = pgTable(
  'topup_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    bankCode: text('bank_code').notNull(),
    amount: money('amount').notNull(),
    /** TopUpStatus: 1 awaiting proof, 2 awaiting confirmation, 3 confirmed, 4 rejected. */
    status: smallint('status').notNull().default(1),
    proofUrl: text('proof_url'),
    rejectReason: text('reject_reason'),
    /** The client's Idempotency-Key and a hash of what it asked, so a retry answers the first request. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    flowId: integer('flow_id'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('topup_requests_idem_uq').on(t.userId, t.idempotencyKey),
    index('topup_requests_user_idx').on(t.userId, t.id),
    index('topup_requests_status_idx').on(t.status, t.id),
  ],
);
