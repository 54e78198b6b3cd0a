import { withNumberMarks } from '@volna/contracts';
import Decimal from 'decimal.js';

/**
 * Wallet amounts are decimal strings on the wire ('1234.5000'); they are formatted and compared here with
 * decimal.js, never through a JS number, so 0.1 + 0.2 stays 0.3 and 20-digit balances keep every digit.
 * Shown with the usual 2 decimals, but never fewer than the amount really has (up to the ledger's 4), so
 * 0.0001 is not shown as 0.00.
 */

const USUAL_DECIMALS = 2;
/** The ledger keeps NUMERIC(20,4). */
export const MONEY_SCALE = 4;

/** A decimal string or number-like value as a Decimal; anything unreadable is zero (display never throws). */
export function toDecimal(value: string | number | Decimal | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return new Decimal(0);
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

export type MoneyFormat = {
  /** Language tag for the separators ('ru', 'en', ...); defaults to plain '1234.56' style with ',' groups. */
  locale?: string;
  /** '+' before positive amounts (incoming flows). */
  signed?: boolean;
  /** Fixed decimals instead of 'usual 2, more when the amount has them'. */
  decimals?: number;
  /** Currency code or symbol appended after a no-break space. */
  currency?: string;
};

/** '1234567.5' → '1 234 567,50' (ru) / '1,234,567.50' (en); 4 decimals at most, rounded half up. */
export function formatMoney(value: string | number | Decimal | null | undefined, format: MoneyFormat = {}) {
  const amount = toDecimal(value).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP);
  const decimals = format.decimals ?? Math.max(USUAL_DECIMALS, amount.decimalPlaces());
  const sign = amount.isNegative() && !amount.isZero() ? '-' : format.signed && amount.gt(0) ? '+' : '';
  const number = `${sign}${withNumberMarks(amount.abs().toFixed(decimals, Decimal.ROUND_HALF_UP), format.locale)}`;
  return format.currency ? `${number}\u00a0${format.currency}` : number;
}

/** -1, 0 or 1 as a is below, equal to or above b; for balance checks before a payment. */
export const compareMoney = (a: string | number, b: string | number) => toDecimal(a).comparedTo(toDecimal(b));

/** Exact sum of decimal strings as a decimal string (for totals such as amount + fee). */
export const addMoney = (...values: (string | number)[]) =>
  values.reduce<Decimal>((sum, value) => sum.plus(toDecimal(value)), new Decimal(0)).toFixed();

/** An exchange rate ('0.0108') with the language's marks, every digit it has kept ('0,0108' in ru). */
export function formatRate(value: string | number, locale?: string) {
  const rate = toDecimal(value);
  return `${rate.isNegative() ? '-' : ''}${withNumberMarks(rate.abs().toFixed(), locale)}`;
}

const percentSigns = new Map<string, string>();

/** A fraction as a percentage with the language's sign and spacing ('0.015' → '1,5 %' in ru, '1.5%' in en). */
export function formatPercent(fraction: string | number, locale: string) {
  let sign = percentSigns.get(locale);
  if (sign === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0.5);
    const at = parts.findIndex((part) => part.type === 'percentSign');
    const before = parts[at - 1];
    sign = `${before?.type === 'literal' ? before.value : ''}${parts[at]?.value ?? '%'}`;
    percentSigns.set(locale, sign);
  }
  return `${formatRate(toDecimal(fraction).times(100).toFixed(), locale)}${sign}`;
}
