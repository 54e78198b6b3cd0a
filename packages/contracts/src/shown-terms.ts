import { z } from 'zod';
import { RATE_DECIMALS } from './wallet-codes.ts';

// Pinned terms (issue 28 §2): every purchase and every take carries the terms its screen showed, and the server
// charges only those — a price or rate changed by the other side (or by staff) in between is refused with
// priceChanged and today's terms, never charged silently. The spec marks these request fields optional; our server
// requires them, so an old client that sends none is refused (shownTermsMissing), never charged today's price.

const missing = { error: 'shownTermsMissing' } as const;

/** An amount as the screen showed it (≤ 4 decimals); compared exactly with today's. */
export const shownAmount = z.string(missing).regex(/^(0|[1-9]\d{0,15})(\.\d{1,4})?$/, missing);

/** A rate as the screen showed it (≤ RATE_DECIMALS decimals); compared by value with today's. */
export const shownRate = z
  .string(missing)
  .regex(new RegExp(`^(0|[1-9]\\d{0,11})(\\.\\d{1,${RATE_DECIMALS}})?$`), missing);

/** A purchase's shown terms: the price the buyer pays and the platform's fee inside it. */
export const shownPriceTerms = { price: shownAmount, fee: shownAmount };
export type ShownPriceTerms = { price: string; fee: string };

/** A take's shown terms: the amount on offer and the rate it was offered at. */
export const shownRateTerms = { payAmount: shownAmount, rate: shownRate };
export type ShownRateTerms = { payAmount: string; rate: string };
