import Decimal from 'decimal.js';
import { MONEY_SCALE, toDecimal } from '../../../shared/format/money.ts';

export type TransferQuote = {
  amount: string;
  /** Kept by the platform from a safe transfer; zero for an ordinary one. */
  fee: string;
  /** What leaves the sender's balance: the amount itself (the fee comes out of what the receiver gets). */
  total: string;
  /** amount − fee. */
  receiveAmount: string;
};

/**
 * The confirm step's figures, as the server computes them: the safe-transfer fee is amount × rate rounded half up
 * to the ledger's 4 decimals; ordinary transfers are free.
 */
export function transferQuote(amount: string, safe: boolean, rate: string | undefined): TransferQuote {
  const value = toDecimal(amount);
  const fee = safe
    ? value.times(toDecimal(rate)).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP)
    : new Decimal(0);
  return {
    amount: value.toFixed(),
    fee: fee.toFixed(),
    total: value.toFixed(),
    receiveAmount: value.minus(fee).toFixed(),
  };
}
