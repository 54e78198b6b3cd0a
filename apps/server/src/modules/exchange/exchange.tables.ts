import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { money } from '../wallet/wallet.tables.ts';

const rate = (name: string) => numeric(name, { precision: 20, scale: 8 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A seller's receiving account (spec §5 "recipient country, receiving account"): where OTC money is paid. */
export const exchangeAddresses = pgTable(
  'exchange_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    country: text('country').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('exchange_addresses_user_idx').on(t.userId)],
);

/**
 * An exchange ad (spec §3 "exchange request"): the seller sells pay_amount of one currency for receive_amount of
 * another at his rate. pay_amount + fee is frozen under hold_id from publish until the ad is sold or cancelled.
 * (seller_id, idem_key) makes a retried publish find the first ad.
 */
export const exchangeAds = pgTable(
  'exchange_ads',
  {
    id: serial('id').primaryKey(),
    sellerId: integer('seller_id').notNull(),
    type: smallint('type').notNull(),
    payCurrencyId: integer('pay_currency_id').notNull(),
    payAmount: money('pay_amount').notNull(),
    receiveCurrencyId: integer('receive_currency_id').notNull(),
    receiveAmount: money('receive_amount').notNull(),
    rate: rate('rate').notNull(),
    fee: money('fee').notNull(),
    remark: text('remark').notNull().default(''),
    addressId: integer('address_id'),
    status: smallint('status').notNull(),
    holdId: integer('hold_id'),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('exchange_ads_idem_uq').on(t.sellerId, t.idemKey),
    // The market (status 1) sorted by rate or newest: the list reads these in index order (bench:trade).
    index('exchange_ads_market_rate_idx').on(t.rate, t.id).where(sql`${t.status} = 1`),
    index('exchange_ads_market_new_idx').on(t.id).where(sql`${t.status} = 1`),
    index('exchange_ads_seller_idx').on(t.sellerId, t.id),
    check(
      'exchange_ads_amounts',
      sql`${t.payAmount} > 0 AND ${t.receiveAmount} > 0 AND ${t.fee} >= 0 AND ${t.rate} > 0`,
    ),
    check('exchange_ads_currencies', sql`${t.payCurrencyId} <> ${t.receiveCurrencyId}`),
  ],
);

/**
 * A response to an ad. Its terms are copied from the ad when taken (the ad cannot change afterwards anyway). At most
 * one open order per ad (the partial unique index backs the ad's row lock).
 */
export const exchangeOrders = pgTable(
  'exchange_orders',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id').notNull(),
    type: smallint('type').notNull(),
    sellerId: integer('seller_id').notNull(),
    buyerId: integer('buyer_id').notNull(),
    payCurrencyId: integer('pay_currency_id').notNull(),
    payAmount: money('pay_amount').notNull(),
    receiveCurrencyId: integer('receive_currency_id').notNull(),
    receiveAmount: money('receive_amount').notNull(),
    rate: rate('rate').notNull(),
    fee: money('fee').notNull(),
    state: smallint('state').notNull(),
    disputeKind: text('dispute_kind'),
    disputeBy: integer('dispute_by'),
    disputeReason: text('dispute_reason').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    senderAccount: text('sender_account').notNull().default(''),
    senderBank: text('sender_bank').notNull().default(''),
    buyerRemark: text('buyer_remark').notNull().default(''),
    certificateAUrl: text('certificate_a_url'),
    certificateBUrl: text('certificate_b_url'),
    sellerRemark: text('seller_remark').notNull().default(''),
    addressId: integer('address_id'),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('exchange_orders_idem_uq').on(t.buyerId, t.idemKey),
    uniqueIndex('exchange_orders_open_uq').on(t.adId).where(sql`${t.state} between 1 and 4`),
    index('exchange_orders_buyer_idx').on(t.buyerId, t.id),
    index('exchange_orders_seller_idx').on(t.sellerId, t.id),
    index('exchange_orders_disputed_idx').on(t.id).where(sql`${t.disputeKind} is not null`),
    check('exchange_orders_parties', sql`${t.sellerId} <> ${t.buyerId}`),
  ],
);

/** Every move of an order (the console's history, the app's timeline): who did what from which state. */
export const exchangeOrderEvents = pgTable(
  'exchange_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    fromState: smallint('from_state'),
    toState: smallint('to_state').notNull(),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('exchange_order_events_order_idx').on(t.orderId, t.id)],
);

/** A sale of wallet money to the platform's OTC desk, paid out by staff to the user's receiving account. */
export const otcExchangeOrders = pgTable(
  'otc_exchange_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    amount: money('amount').notNull(),
    receiveCurrencyId: integer('receive_currency_id').notNull(),
    receiveAmount: money('receive_amount').notNull(),
    rate: rate('rate').notNull(),
    fee: money('fee').notNull(),
    addressId: integer('address_id').notNull(),
    state: smallint('state').notNull(),
    holdId: integer('hold_id'),
    staffNote: text('staff_note').notNull().default(''),
    idemKey: text('idem_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('otc_exchange_orders_idem_uq').on(t.userId, t.idemKey),
    index('otc_exchange_orders_user_idx').on(t.userId, t.id),
    index('otc_exchange_orders_state_idx').on(t.state, t.id),
    check('otc_exchange_orders_amounts', sql`${t.amount} > 0 AND ${t.receiveAmount} > 0 AND ${t.fee} >= 0`),
  ],
);
