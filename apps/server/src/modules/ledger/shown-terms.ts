import type { ShownPriceTerms, ShownRateTerms } from '@volna/contracts';
import { fail } from '../../http/errors.ts';
import { currencyCodeOf, plainAmount } from './amounts.ts';

// Pinned terms (issue 28 §2): a purchase or take is charged only at the terms its screen showed. Call these under
// the lock of the row whose price can change (or with the price read in the charging transaction), before any money.

/** Decimal strings equal by value ('10', '10.0000'; rates with up to 8 decimals). */
const same = (a: string, b: string) => plainAmount(a) === plainAmount(b);

/** Today's price in words for the refusal: "1000 RUB". */
export const priceInWords = (amount: string, currencyId: number) =>
  `${plainAmount(amount)} ${currencyCodeOf(currencyId)}`.trim();

/** Refused with today's terms in words (priceChanged, nothing charged) unless every shown figure is today's. */
export function checkShownFigures(pairs: [shown: string, today: string][], todayInWords: string) {
  if (pairs.some(([shown, today]) => !same(shown, today))) fail('priceChanged', { price: todayInWords });
}

/** The shown price (and fee, where there is one) must be today's. */
export function checkShownPrice(
  shown: Pick<ShownPriceTerms, 'price'> & Partial<ShownPriceTerms>,
  today: { price: string; fee?: string; currencyId: number },
) {
  const pairs: [string, string][] = [[shown.price, today.price]];
  if (today.fee !== undefined) pairs.push([shown.fee ?? '', today.fee]);
  checkShownFigures(pairs, priceInWords(today.price, today.currencyId));
}

/** The shown amount and rate must be today's; refused with today's deal in words: "100 CNY → 1200 RUB". */
export function checkShownRate(
  shown: ShownRateTerms,
  today: {
    payAmount: string;
    rate: string;
    payCurrencyId: number;
    receiveAmount: string;
    receiveCurrencyId: number;
  },
) {
  checkShownFigures(
    [
      [shown.payAmount, today.payAmount],
      [shown.rate, today.rate],
    ],
    `${priceInWords(today.payAmount, today.payCurrencyId)} → ${priceInWords(today.receiveAmount, today.receiveCurrencyId)}`,
  );
}
