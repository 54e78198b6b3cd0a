import { AMOUNT_DECIMALS } from '@volna/contracts';
import { fromUnits, toUnits } from '../ledger/amounts.ts';

const SCALE = 10n ** BigInt(AMOUNT_DECIMALS);

/**
 * The platform's part of a price at `rate` (a fraction with ≤ 4 decimals), rounded half up to 0.0001, and the
 * owner's rest; exact BigInt math on units of 0.0001, never a float.
 */
export function splitPrice(price: string, rate: string) {
  const priceUnits = toUnits(price);
  const feeUnits = (priceUnits * toUnits(rate) + SCALE / 2n) / SCALE;
  return {
    price: fromUnits(priceUnits),
    fee: fromUnits(feeUnits),
    ownerAmount: fromUnits(priceUnits - feeUnits),
  };
}

/** a ≥ b for two decimal strings. */
export const atLeast = (a: string, b: string) => toUnits(a) >= toUnits(b);
