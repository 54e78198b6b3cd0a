import { EXCHANGE_DEAL_STEPS, ExchangeOrderState, exchangeDealStep } from '@volna/contracts';
import Decimal from 'decimal.js';
import { toDecimal } from '../../../shared/format/money.ts';

export type StepStatus = 'finish' | 'process' | 'wait' | 'error';
export type DealStep = (typeof EXCHANGE_DEAL_STEPS)[number];

/**
 * The deal stepper of spec §4 (create order, pay, accept, submit for verification, paying, completed): every step
 * before the order's reached one is done; a paid order is done throughout; an order cancelled by staff shows in red
 * where it stopped.
 */
export function exchangeProgressOf(state: number): { key: DealStep; status: StepStatus }[] {
  const reached = exchangeDealStep(state);
  return EXCHANGE_DEAL_STEPS.map((key, index) => {
    if (state === ExchangeOrderState.platformPaid || index < reached) return { key, status: 'finish' };
    if (index === reached)
      return { key, status: state === ExchangeOrderState.cancelledByAdmin ? 'error' : 'process' };
    return { key, status: 'wait' };
  });
}

/** What the buyer pays for the ad at the seller's rate, as the server computes it: trunc(amount × rate, 4). */
export const exchangeReceivePreview = (payAmount: string, rate: string) =>
  toDecimal(payAmount).mul(toDecimal(rate)).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(4);
