import { describe, expect, it } from 'vitest';
import { cashbackLine } from './cashback-line.ts';

describe('the buyer’s cashback line', () => {
  it('before completion: what he may get, no note', () => {
    expect(cashbackLine({ cashback: '100', cashbackGranted: '0', cashbackOutcome: '' })).toEqual({
      label: 'listings:buy.cashback',
      amount: '100',
      note: null,
    });
  });

  it('after completion: what was credited, and why it was less', () => {
    const line = (cashbackGranted: string, cashbackOutcome: 'paid' | 'capped' | 'budgetEmpty' | 'linked') =>
      cashbackLine({ cashback: '100', cashbackGranted, cashbackOutcome });
    expect(line('100', 'paid')).toEqual({ label: 'listings:order.cashbackPaid', amount: '100', note: null });
    expect(line('0', 'budgetEmpty').note).toBe('listings:order.cashbackNote.budgetEmpty');
    expect(line('40', 'budgetEmpty')).toMatchObject({
      amount: '40',
      note: 'listings:order.cashbackNote.budgetEmptyPart',
    });
    expect(line('0', 'capped').note).toBe('listings:order.cashbackNote.capped');
    expect(line('25', 'capped').note).toBe('listings:order.cashbackNote.cappedPart');
    expect(line('0', 'linked')).toMatchObject({ amount: '0', note: 'listings:order.cashbackNote.linked' });
  });
});
