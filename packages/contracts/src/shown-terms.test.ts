import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shownPriceTerms, shownRateTerms } from './shown-terms.ts';

const price = z.object(shownPriceTerms);
const rate = z.object(shownRateTerms);
const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shown terms (issue 28)', () => {
  it('takes decimal strings as shown: up to 4 decimals for amounts, 8 for rates', () => {
    expect(price.parse({ price: '1000', fee: '0.7' })).toEqual({ price: '1000', fee: '0.7' });
    expect(rate.parse({ payAmount: '100.0000', rate: '0.08333333' })).toEqual({
      payAmount: '100.0000',
      rate: '0.08333333',
    });
    expect(price.safeParse({ price: '10.00001', fee: '0' }).success).toBe(false);
    expect(rate.safeParse({ payAmount: '1', rate: '0.000000001' }).success).toBe(false);
  });

  it('missing, numeric or malformed terms are refused as "terms missing", never read as today’s', () => {
    for (const body of [
      {},
      { price: '10' },
      { price: 10, fee: 1 },
      { price: '-1', fee: '0' },
      { price: '1e3', fee: '0' },
    ])
      expect(issue(price.safeParse(body))).toBe('shownTermsMissing');
    expect(issue(rate.safeParse({ payAmount: '100' }))).toBe('shownTermsMissing');
  });
});
