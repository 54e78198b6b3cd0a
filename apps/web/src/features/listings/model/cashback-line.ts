import type { ListingOrderVo } from '@volna/contracts';

type CashbackOrder = Pick<ListingOrderVo, 'cashback' | 'cashbackGranted' | 'cashbackOutcome'>;

/**
 * The buyer's cashback line on an order (issue 28): before completion what he may get; after it what was credited,
 * with the reason when it was less than due (budget run out, monthly limit, linked accounts).
 */
export function cashbackLine(o: CashbackOrder): { label: string; amount: string; note: string | null } {
  if (o.cashbackOutcome === '' || o.cashbackOutcome === 'none')
    return { label: 'listings:buy.cashback', amount: o.cashback, note: null };
  const part = Number(o.cashbackGranted) > 0;
  const note =
    o.cashbackOutcome === 'paid'
      ? null
      : o.cashbackOutcome === 'linked'
        ? 'listings:order.cashbackNote.linked'
        : `listings:order.cashbackNote.${o.cashbackOutcome}${part ? 'Part' : ''}`;
  return { label: 'listings:order.cashbackPaid', amount: o.cashbackGranted, note };
}
