import { CurrencyId, type ListingKind } from '@volna/contracts';

/** The currency code of a listing's currency id ('RUB'); '' for an id the app does not know. */
export const currencyCodeOf = (currencyId: number) =>
  (Object.entries(CurrencyId).find(([, id]) => id === currencyId)?.[0] ?? '').replace('hidden', '');

/**
 * How a listing's price reads: none given = negotiable; 0 = a free event (spec §5), free for anything else; else the
 * amount in its currency. Answers a translation key or null for "show the amount".
 */
export function priceWording(kind: ListingKind, price: string | null): string | null {
  if (price === null) return 'listings:price.negotiable';
  if (Number(price) === 0) return kind === 'event' ? 'listings:price.freeEvent' : 'listings:price.free';
  return null;
}
