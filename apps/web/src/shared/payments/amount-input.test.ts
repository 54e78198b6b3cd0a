import { describe, expect, it } from 'vitest';
import { isCompleteAmount, sanitizeAmount } from './amount-input.ts';

describe('amount input helper of spec §5', () => {
  it('keeps digits and one dot only', () => {
    expect(sanitizeAmount('12a3')).toBe('123');
    expect(sanitizeAmount('-5')).toBe('5');
    expect(sanitizeAmount('1e30')).toBe('130');
    expect(sanitizeAmount('1.2.3')).toBe('1.23');
    expect(sanitizeAmount('1..5')).toBe('1.5');
    expect(sanitizeAmount(' 1 000 ')).toBe('1000');
  });

  it('reads a comma as the dot', () => {
    expect(sanitizeAmount('12,5')).toBe('12.5');
  });

  it('allows up to 4 decimals, or the screen’s own limit', () => {
    expect(sanitizeAmount('1.23456')).toBe('1.2345');
    expect(sanitizeAmount('1.23456', { maxDecimals: 2 })).toBe('1.23');
    expect(sanitizeAmount('1.5', { maxDecimals: 0 })).toBe('1');
  });

  it('drops a leading dot', () => {
    expect(sanitizeAmount('.5')).toBe('5');
    expect(sanitizeAmount('.')).toBe('');
  });

  it('strips leading zeros but keeps 0.x', () => {
    expect(sanitizeAmount('007')).toBe('7');
    expect(sanitizeAmount('00.5')).toBe('0.5');
    expect(sanitizeAmount('0')).toBe('0');
    expect(sanitizeAmount('0.05')).toBe('0.05');
    expect(sanitizeAmount('000')).toBe('0');
  });

  it('keeps an unfinished entry while typing', () => {
    expect(sanitizeAmount('12.')).toBe('12.');
    expect(sanitizeAmount('')).toBe('');
  });

  it('caps at the maximum, compared exactly', () => {
    expect(sanitizeAmount('150', { max: '100.5' })).toBe('100.5');
    expect(sanitizeAmount('100.5', { max: '100.5' })).toBe('100.5');
    expect(sanitizeAmount('100.50001', { max: '100.5' })).toBe('100.5000');
    expect(sanitizeAmount('99999999999999999999', { max: '99999999999999999998.9999' })).toBe(
      '99999999999999999998.9999',
    );
    expect(sanitizeAmount('100.', { max: '100' })).toBe('100.');
  });

  it('knows a finished amount', () => {
    expect(isCompleteAmount('1')).toBe(true);
    expect(isCompleteAmount('0.0001')).toBe(true);
    expect(isCompleteAmount('0')).toBe(false);
    expect(isCompleteAmount('12.')).toBe(false);
    expect(isCompleteAmount('')).toBe(false);
  });
});
