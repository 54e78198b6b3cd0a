import { describe, expect, it } from 'vitest';
import { totalPrice } from './price.ts';

describe('totalPrice', () => {
  it('multiplies decimal strings exactly', () => {
    expect(totalPrice('100', 3)).toBe('300');
    expect(totalPrice('0.1', 3)).toBe('0.3');
    expect(totalPrice('12.3456', 15)).toBe('185.184');
    expect(totalPrice('999999.9999', 1)).toBe('999999.9999');
  });
});
