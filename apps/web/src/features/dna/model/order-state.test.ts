import { DnaOrderState } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { orderStateKey, totalPrice, userMay } from './order-state.ts';

describe('DNA order model', () => {
  it('lets the user cancel only a pending order, as the contracts table says', () => {
    expect(userMay(DnaOrderState.pending, 'cancel')).toBe(true);
    for (const state of [DnaOrderState.matching, DnaOrderState.matched, DnaOrderState.cancelled])
      expect(userMay(state, 'cancel')).toBe(false);
    // Staff's steps are never the user's.
    expect(userMay(DnaOrderState.pending, 'startMatching')).toBe(false);
    expect(userMay(DnaOrderState.matching, 'markMatched')).toBe(false);
  });

  it('names every state and prices exactly', () => {
    expect(orderStateKey(DnaOrderState.matched)).toBe('dna:state.matched');
    expect(orderStateKey(99)).toBe('dna:state.pending');
    expect(totalPrice('70', 3)).toBe('210');
    expect(totalPrice('0.1', 15)).toBe('1.5');
  });
});
