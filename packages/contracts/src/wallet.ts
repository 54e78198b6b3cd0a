import { z } from 'zod';
import { pageQuery } from './common.ts';
import { PAY_PASSWORD_LENGTH } from './limits.ts';
import {
  AMOUNT_DECIMALS,
  AMOUNT_INTEGER_DIGITS_MAX,
  FLOW_STATUS_ALL,
  FLOW_TYPE_VALUES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  RATE_DECIMALS,
} from './wallet-codes.ts';

// The wallet's wire contract (issue 5). Money is a decimal string everywhere: NUMERIC(20,4) in SQL, never a JS float.

const AMOUNT_PATTERN = new RegExp(
  `^(0|[1-9]\\d{0,${AMOUNT_INTEGER_DIGITS_MAX - 1}})(\\.\\d{1,${AMOUNT_DECIMALS}})?$`,
);
const RATE_PATTERN = new RegExp(`^(0|[1-9]\\d{0,11})(\\.\\d{1,${RATE_DECIMALS}})?$`);

/** True when the canonical decimal string is zero (0, 0.0, 0.0000). */
const isZero = (s: string) => /^0(\.0+)?$/.test(s);
/** True when the decimal string is below 1, i.e. its integer part is 0. */
const belowOne = (s: string) => s.startsWith('0');

/**
 * A plain decimal amount: digits, an optional point and at most 4 decimals. Numbers are accepted and read as
 * their shortest string, so 1e30, NaN, Infinity, exponents, signs and spaces are all refused ('amountInvalid').
 * The result is always a string.
 */
const decimalString = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string({ error: 'amountInvalid' }).regex(AMOUNT_PATTERN, { error: 'amountInvalid' }),
);

/** An amount > 0 (fees, ledger legs, red packet shares). */
export const positiveAmount = decimalString.refine((s) => !isZero(s), { error: 'amountInvalid' });
/** An amount a user pays or moves: at least 1 (spec §7: transfer amount at least 1, exchange minimum 1). */
export const walletAmount = decimalString.refine((s) => !belowOne(s), { error: 'amountInvalid' });
/** An amount ≥ 0 (fee that may be zero). */
export const nonNegativeAmount = decimalString;
export type AmountString = string;

/** A rate: units of the quote currency for one unit of the base, up to 8 decimals, > 0. */
export const rateString = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'amountInvalid' })
    .regex(RATE_PATTERN, { error: 'amountInvalid' })
    .refine((s) => !isZero(s), { error: 'amountInvalid' }),
);

export const currencyIdSchema = z.coerce
  .number({ error: 'currencyUnknown' })
  .int({ error: 'currencyUnknown' })
  .positive({ error: 'currencyUnknown' })
  .max(2_147_483_647, { error: 'currencyUnknown' });

export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** The 6-digit pay password every outgoing payment carries in its body. */
export const payPasswordSchema = z
  .string({ error: 'payPasswordFormat' })
  .regex(new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`), { error: 'payPasswordFormat' });

// ---- Currencies and rates ----

/** GET /app/currency/mini/list row. The web names currencies through its `currency.<code>` i18n keys. */
export const currencyVo = z.object({
  id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  /** Digits the UI shows; amounts themselves always allow AMOUNT_DECIMALS. */
  displayDecimals: z.number().int(),
  isPlatform: z.boolean(),
  sort: z.number().int(),
});
export type CurrencyVo = z.infer<typeof currencyVo>;

/** GET /app/currency/getExchangeRate and /trade/exchange/getExchangeRate. */
export const exchangeRateQuery = z.object({
  fromCurrencyId: currencyIdSchema,
  toCurrencyId: currencyIdSchema,
});
export type ExchangeRateQuery = z.infer<typeof exchangeRateQuery>;

export const exchangeRateVo = z.object({
  fromCurrencyId: z.number().int(),
  toCurrencyId: z.number().int(),
  /** Units of `to` for one unit of `from`, RATE_DECIMALS decimals. */
  rate: z.string(),
  updateTime: z.string(),
});
export type ExchangeRateVo = z.infer<typeof exchangeRateVo>;

/** GET /app/currency/mini/checkTheExchangeRate: what `amount` of `from` becomes in `to` (rounded down). */
export const checkExchangeRateQuery = exchangeRateQuery.extend({ amount: walletAmount });
export const checkExchangeRateVo = exchangeRateVo.extend({ amount: z.string(), converted: z.string() });
export type CheckExchangeRateVo = z.infer<typeof checkExchangeRateVo>;

/**
 * PUT /admin/api/currency/rate (staff): a currency's price in roubles, the base every cross rate is computed
 * from (rate(a→b) = price(a) / price(b)), so quoted pairs can never disagree with each other.
 */
export const updateRateBody = z.object({ currencyId: currencyIdSchema, rubPrice: rateString });
export type UpdateRateBody = z.infer<typeof updateRateBody>;

/** PUT /admin/api/currency/rate/override: whether staff's price wins over the live source's. */
export const rateOverrideBody = z.object({ currencyId: currencyIdSchema, override: z.boolean() });
export type RateOverrideBody = z.infer<typeof rateOverrideBody>;

/** Where the price in effect comes from: staff's, or the live source (the Central Bank of Russia's daily rates). */
export const RATE_SOURCES = ['staff', 'live'] as const;

/** GET /admin/api/currency/rates row: a currency's rouble price in effect, staff's, and the live source's. */
export const adminRateVo = z.object({
  currencyId: z.number().int(),
  currencyCode: z.string(),
  rubPrice: z.string(),
  source: z.enum(RATE_SOURCES),
  staffRubPrice: z.string(),
  staffOverride: z.boolean(),
  liveRubPrice: z.string().nullable(),
  /** The live source's date of its price (YYYY-MM-DD), and when it was read. */
  liveRateDate: z.string().nullable(),
  liveFetchTime: z.string().nullable(),
  updateTime: z.string(),
});
export type AdminRateVo = z.infer<typeof adminRateVo>;

// ---- Accounts ----

/** GET /app/account/list row: one per visible currency, zero when the user never held it. */
export const accountVo = z.object({
  currencyId: z.number().int(),
  currencyCode: z.string(),
  symbol: z.string(),
  displayDecimals: z.number().int(),
  /** Spendable amount. */
  balance: z.string(),
  /** Held for safe transfers, red packets and withdrawals in progress. */
  frozenAmount: z.string(),
});
export type AccountVo = z.infer<typeof accountVo>;

// ---- History (flows) ----

export const flowListQuery = pageQuery.extend({
  /** A FlowType value; omitted = every type. */
  type: z.coerce
    .number()
    .int()
    .refine((v) => (FLOW_TYPE_VALUES as number[]).includes(v))
    .optional(),
  /** FLOW_STATUS_ALL (0) or a FlowStatus value. */
  status: z.coerce.number().int().min(0).max(4).default(FLOW_STATUS_ALL),
  currencyId: currencyIdSchema.optional(),
  /** Period, epoch milliseconds, inclusive start and exclusive end. */
  startTime: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
  endTime: z.coerce.number().int().min(0).max(8_640_000_000_000_000).optional(),
});
export type FlowListQuery = z.infer<typeof flowListQuery>;

export const flowVo = z.object({
  id: z.number().int(),
  type: z.number().int(),
  direction: z.number().int(),
  status: z.number().int(),
  /** Safe transfers: the 703–708 state; other flows null. */
  stateCode: z.number().int().nullable(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  /** Always positive; `direction` says in or out. */
  amount: z.string(),
  fee: z.string(),
  counterpartyId: z.number().int().nullable(),
  counterpartyName: z.string().nullable(),
  remark: z.string(),
  /** The feature row behind this flow (a transfer, a red packet, a top-up…), to open its own detail. */
  relatedType: z.string().nullable(),
  relatedId: z.number().int().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type FlowVo = z.infer<typeof flowVo>;

/** GET /app/flow/monthlySummary?months=6: per month and currency, money in and out (completed flows). */
export const monthlySummaryQuery = z.object({ months: z.coerce.number().int().min(1).max(24).default(6) });
export const monthlySummaryRow = z.object({
  /** YYYY-MM in the platform time zone (Europe/Moscow). */
  month: z.string(),
  currencyId: z.number().int(),
  currencyCode: z.string(),
  totalIn: z.string(),
  totalOut: z.string(),
});
export type MonthlySummaryRow = z.infer<typeof monthlySummaryRow>;

// ---- Staff ----

/** GET /admin/api/ledger/check: each finding names a broken invariant; ok is true exactly when there are none. */
export const ledgerCheckVo = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  problems: z.array(z.object({ check: z.string(), detail: z.string() })),
});
export type LedgerCheckVo = z.infer<typeof ledgerCheckVo>;
