import { describe, expect, it } from 'vitest';
import { positiveAmount, rateString, walletAmount } from './wallet.ts';

describe('wallet amounts', () => {
  it('accepts plain decimals of at most 4 places, as strings', () => {
    for (const ok of ['1', '1.5', '10.0001', '9999999999999999.9999', 1, 2.25]) {
      expect(walletAmount.safeParse(ok).data).toBe(String(ok));
    }
  });

  it('refuses below 1, negatives, 5 decimals, NaN, exponents, 1e30, spaces and junk', () => {
    const bad = [
      '0',
      '0.9999',
      '-1',
      '1.00001',
      'NaN',
      'Infinity',
      '1e3',
      '1e30',
      1e30,
      Number.NaN,
      ' 1',
      '01',
      '1.',
      '.5',
      '',
      '+1',
      null,
      {},
    ];
    for (const v of bad) {
      const r = walletAmount.safeParse(v);
      expect(r.success, String(v)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('amountInvalid');
    }
  });

  it('positive amounts may be below 1 but not zero', () => {
    expect(positiveAmount.safeParse('0.0001').success).toBe(true);
    expect(positiveAmount.safeParse('0.0000').success).toBe(false);
    expect(positiveAmount.safeParse('0').success).toBe(false);
  });

  it('rates allow 8 decimals and must be positive', () => {
    expect(rateString.safeParse('0.01234567').success).toBe(true);
    expect(rateString.safeParse('0').success).toBe(false);
    expect(rateString.safeParse('1.123456789').success).toBe(false);
  });
});
