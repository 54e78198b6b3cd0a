import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, formatMoney } from './money.ts';

describe('money formatting', () => {
  it('shows 2 decimals, more only when the amount has them', () => {
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('1234.5000')).toBe('1,234.50');
    expect(formatMoney('0.0001')).toBe('0.0001');
    expect(formatMoney('10.123')).toBe('10.123');
    expect(formatMoney('0')).toBe('0.00');
  });

  it('keeps every digit of a large balance (no float)', () => {
    expect(formatMoney('9999999999999999.9999')).toBe('9,999,999,999,999,999.9999');
  });

  it('rounds past the ledger scale half up', () => {
    expect(formatMoney('1.00005')).toBe('1.0001');
  });

  it('uses the language’s separators', () => {
    expect(formatMoney('1234567.5', { locale: 'en' })).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', { locale: 'ru' })).toMatch(/^1\s234\s567,50$/);
    expect(formatMoney('1234.5', { locale: 'zh' })).toBe('1,234.50');
  });

  it('signs, fixed decimals and currency', () => {
    expect(formatMoney('5', { signed: true })).toBe('+5.00');
    expect(formatMoney('-5', { signed: true })).toBe('-5.00');
    expect(formatMoney('0', { signed: true })).toBe('0.00');
    expect(formatMoney('3.14159', { decimals: 0 })).toBe('3');
    expect(formatMoney('12', { currency: 'RUB' })).toBe('12.00\u00a0RUB');
  });

  it('never throws on bad input', () => {
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney('NaN')).toBe('0.00');
  });

  it('compares and adds exactly', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.3');
    expect(compareMoney('10.0001', '10')).toBe(1);
    expect(compareMoney('10.00', '10')).toBe(0);
    expect(compareMoney('9', '10')).toBe(-1);
  });
});
